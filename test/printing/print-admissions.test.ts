/**
 * Printing through the contract on a real desk (sandbox, runtime, its copy on
 * disk) to stand-in printers on 127.0.0.1: people checked in get a wristband each
 * as ZPL carrying their name and the colour's text the manager's rules chose (the
 * same band the page is told of), a label as ESC/POS in the printer's character
 * set, a test print from Settings; and every refusal in the desk's terms: no
 * printer set, unknown admissions, a system printer in the browser host, fields a
 * manager typed wrong, and a locked desk.
 */
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wordFields } from '../../renderer/src/i18n/word-field.ts';
import { personName } from '../../shared/desk/verdict.ts';
import type { SignedWaiver } from '../../shared/domain/waiver.ts';
import type { Admission, CheckInResult } from '../../shared/ipc/admissions.ts';
import type { DeskErrorInfo, IpcResult } from '../../shared/ipc/errors.ts';
import {
  PRINTING_DEFAULTS,
  type PrintingSettings,
  type PrintingView,
  type PrintOutcome,
  type SystemPrinterList,
} from '../../shared/printing/printing.ts';
import { chooseWristband } from '../../shared/printing/wristband.ts';
import '../renderer/support/english.ts';
import { type RuntimeRig, startRuntimeRig } from '../faults/runtime-rig.ts';
import { value } from '../support/ipc-value.ts';
import { type StandinPrinter, startStandinPrinter, zplFields } from '../support/standin-printer.ts';

const refusal = (result: IpcResult<unknown>): DeskErrorInfo => {
  if (result.ok) throw new Error(`expected a refusal, got ${JSON.stringify(result.value)}`);
  return result.error;
};

describe('printing wristbands and labels for people checked in', () => {
  let rig: RuntimeRig;
  let zebra: StandinPrinter;
  let receipts: StandinPrinter;
  let waiver: SignedWaiver;
  let admitted: Admission[];
  let settings: PrintingSettings;

  beforeAll(async () => {
    rig = await startRuntimeRig({ waivers: 400, seed: 21 });
    zebra = await startStandinPrinter();
    receipts = await startStandinPrinter();
    const signed = rig.sandbox.dataset.waivers.filter(
      (each) => Date.parse(each.createdOn) <= Date.now() && !each.expired,
    );
    // A family: a minor (whose band the rules make red) and an adult (blue).
    const family = signed.find(
      (each) =>
        each.participants.some((one) => one.isMinor && !one.minorExpired) &&
        each.participants.some((one) => !one.isMinor),
    );
    if (!family) throw new Error('the sandbox has no waiver with a minor and an adult on it');
    waiver = family;
    const checkIn = value<CheckInResult>(
      (
        await rig.call('checkIn', {
          waiverId: waiver.waiverId,
          positions: waiver.participants.map((_, position) => position),
          // The minor needs a look: the worker confirms each person by hand.
          confirmed: waiver.participants.map((_, position) => position),
        })
      ).result,
    );
    if (checkIn.status !== 'recorded') throw new Error('the check-in was not recorded');
    admitted = checkIn.admissions;
    settings = {
      ...PRINTING_DEFAULTS,
      wristbandPrinter: { kind: 'zpl', host: zebra.host, port: zebra.port },
      labelPrinter: { kind: 'escpos', host: receipts.host, port: receipts.port, codepage: 'cp858' },
      rules: [{ who: 'minor', endsBy: '', colour: 'red', text: 'Under 18' }],
      otherwise: { colour: 'blue', text: 'Day pass' },
    };
    value((await rig.call('savePrinting', settings)).result);
  }, 120_000);

  afterAll(async () => {
    await rig?.close();
    await zebra?.close();
    await receipts?.close();
  });

  it('prints a wristband for each person as ZPL: their name and the colour’s text the rules chose', async () => {
    const job = zebra.nextJob();
    const outcome = value<PrintOutcome>(
      (
        await rig.call('printForAdmission', {
          purpose: 'wristband',
          admissionIds: admitted.map((each) => each.admissionId),
        })
      ).result,
    );
    const fields = zplFields(await job);
    // The band the desk says it printed is the band the page's rule gives.
    const expected = admitted.map((each) => {
      const band = chooseWristband(settings, each, rig.zone);
      return { name: each.name, colour: band.colour, text: band.text };
    });
    expect(outcome).toEqual({ status: 'printed', purpose: 'wristband', printer: 'zpl', people: expected });
    for (const person of admitted) expect(fields).toContain(person.name);
    expect(admitted.map((each) => each.name)).toEqual(waiver.participants.map((each) => personName(each)));
    for (const { colour, text } of expected) {
      expect(fields).toContain(colour.toUpperCase());
      expect(fields).toContain(text);
    }
    expect(fields).toEqual(expect.arrayContaining(['RED', 'Under 18', 'BLUE', 'Day pass']));
    expect((await job).toString('latin1').match(/\^XA/g)).toHaveLength(admitted.length);
  });

  it('prints a label as ESC/POS in the printer’s character set', async () => {
    const job = receipts.nextJob();
    const [first] = admitted;
    const outcome = value<PrintOutcome>(
      (await rig.call('printForAdmission', { purpose: 'label', admissionIds: [first!.admissionId] })).result,
    );
    expect(outcome).toMatchObject({ status: 'printed', purpose: 'label', printer: 'escpos' });
    const bytes = await job;
    expect([...bytes.subarray(0, 5)]).toEqual([0x1b, 0x40, 0x1b, 0x74, 19]);
    expect(iconv.decode(bytes, 'cp858')).toContain(first!.name.normalize('NFC'));
  });

  it('prints Settings’ sample on the printer as typed, without saving it', async () => {
    const job = zebra.nextJob();
    const outcome = value<PrintOutcome>(
      (
        await rig.call('testPrint', {
          purpose: 'label',
          printer: { kind: 'zpl', host: zebra.host, port: zebra.port },
        })
      ).result,
    );
    expect(outcome).toEqual({ status: 'printed', purpose: 'label', printer: 'zpl', people: [] });
    expect(zplFields(await job)).toEqual(expect.arrayContaining(['Test print', 'BLUE · Day pass']));
  });

  it('says what stands in the way: no printer, unknown admissions, a printer that refuses', async () => {
    value((await rig.call('savePrinting', { ...settings, labelPrinter: { kind: 'none' } })).result);
    const ids = [admitted[0]!.admissionId];
    expect(
      value((await rig.call('printForAdmission', { purpose: 'label', admissionIds: ids })).result),
    ).toEqual({
      status: 'failed',
      purpose: 'label',
      problem: { kind: 'no-printer' },
    });
    expect(
      value((await rig.call('printForAdmission', { purpose: 'wristband', admissionIds: ['nobody'] })).result),
    ).toEqual({ status: 'failed', purpose: 'wristband', problem: { kind: 'not-found' } });
    const offline = await startStandinPrinter('hangs-up');
    try {
      const outcome = value<PrintOutcome>(
        (
          await rig.call('testPrint', {
            purpose: 'wristband',
            printer: { kind: 'zpl', host: offline.host, port: offline.port },
          })
        ).result,
      );
      expect(outcome).toEqual({
        status: 'failed',
        purpose: 'wristband',
        problem: { kind: 'disconnected', host: '127.0.0.1', port: offline.port },
      });
    } finally {
      await offline.close();
    }
    value((await rig.call('savePrinting', settings)).result);
  });

  it('has no printers of this computer in the browser host, and says so when one is chosen', async () => {
    expect(value<SystemPrinterList>((await rig.call('listPrinters')).result)).toEqual({ available: false });
    expect(value<PrintingView>((await rig.call('getPrinting')).result).systemPrinting).toBe(false);
    const outcome = value<PrintOutcome>(
      (
        await rig.call('testPrint', {
          purpose: 'wristband',
          printer: { kind: 'system', deviceName: 'Zebra_ZD510' },
        })
      ).result,
    );
    expect(outcome).toMatchObject({ status: 'failed', problem: { kind: 'system-printing-unavailable' } });
  });

  it('refuses a printer typed wrong with a message beside each field, and keeps what was saved', async () => {
    const error = refusal(
      (
        await rig.call('savePrinting', {
          ...settings,
          wristbandPrinter: { kind: 'zpl', host: 'http://zebra', port: 70_000 },
          labelPrinter: { kind: 'laser' },
          visitMinutes: 5,
        })
      ).result,
    );
    expect(error.code).toBe('invalid_request');
    // Main sends the schemas' message ids; the page words them (here in English).
    expect(wordFields(error.fields ?? {})).toMatchObject({
      'wristbandPrinter.host': 'Enter the address alone, such as 192.168.1.50: no http:// and no slashes.',
      'wristbandPrinter.port': 'A port is a number from 1 to 65535; these printers usually listen on 9100.',
      'labelPrinter.kind': 'Choose what kind of printer this is.',
      visitMinutes: 'A visit lasts at least 15 minutes.',
    });
    expect(value<PrintingView>((await rig.call('getPrinting')).result).settings).toEqual(settings);
  });

  it('keeps the printers to a manager while the desk is locked; the counter still prints', async () => {
    value((await rig.call('setManagerPin', { newPin: '2468' })).result);
    value((await rig.call('lockManager')).result);
    try {
      for (const [method, payload] of [
        ['savePrinting', settings],
        ['testPrint', { purpose: 'label', printer: { kind: 'none' } }],
        ['listPrinters', {}],
      ] as const) {
        expect(refusal((await rig.call(method, payload)).result), method).toMatchObject({
          code: 'forbidden',
          reason: { kind: 'manager_locked' },
        });
      }
      expect(value<PrintingView>((await rig.call('getPrinting')).result).settings).toEqual(settings);
      const job = zebra.nextJob();
      const outcome = value<PrintOutcome>(
        (
          await rig.call('printForAdmission', {
            purpose: 'wristband',
            admissionIds: [admitted[0]!.admissionId],
          })
        ).result,
      );
      expect(outcome.status).toBe('printed');
      expect(zplFields(await job)).toContain(admitted[0]!.name);
    } finally {
      value((await rig.call('unlockManager', { pin: '2468' })).result);
      value((await rig.call('setManagerPin', { currentPin: '2468', newPin: null })).result);
    }
  });
});
