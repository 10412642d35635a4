/**
 * Settings' Wristbands and labels: a network printer's address, port and kind each
 * checked beside its field before anything is sent; a test print on the printer
 * as typed; this computer's printers in the desktop app, and the browser saying it
 * has none; the band rules added, ordered and saved in one press.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PrintingSection } from '../../../renderer/src/printing/PrintingSection.tsx';
import type { IpcResult } from '../../../shared/ipc/errors.ts';
import {
  PRINTING_DEFAULTS,
  type PrintingSettings,
  type PrintingView,
  type PrintOutcome,
} from '../../../shared/printing/printing.ts';
import { type Answers, deferred, installFakeBridge, ok } from '../support/fake-bridge.ts';
import { readyInfo } from '../support/fixtures.ts';
import { renderInDesk } from '../support/render.tsx';

function desk(view: Partial<PrintingView> = {}, answers: Answers = {}) {
  // The desk keeps what was saved, and answers with it from then on.
  let saved: PrintingView = { settings: PRINTING_DEFAULTS, systemPrinting: true, ...view };
  const bridge = installFakeBridge({
    getPrinting: () => ok(saved),
    savePrinting: (request) => {
      saved = { ...saved, settings: request as PrintingSettings };
      return ok(saved);
    },
    listPrinters: () =>
      ok({
        available: true,
        printers: [
          { name: 'Zebra_ZD510', displayName: 'Zebra ZD510 (front desk)' },
          { name: 'Office', displayName: 'Office laser' },
        ],
      }),
    ...answers,
  });
  bridge.emit({ name: 'accountChanged', payload: readyInfo() });
  renderInDesk(<PrintingSection />);
  return bridge;
}

const form = () => screen.findByRole('form', { name: 'Wristbands and labels' });
const printer = (purpose: 'wristband' | 'label') => screen.getByTestId(`printer-${purpose}`);

describe('Settings: wristbands and labels', () => {
  it('says beside each field what is wrong with a network printer, and sends nothing until it is right', async () => {
    const bridge = desk();
    await form();
    const wristband = printer('wristband');
    await userEvent.selectOptions(within(wristband).getByRole('combobox', { name: 'Printer' }), 'zpl');
    const address = within(wristband).getByRole('textbox', { name: 'Address' });
    const port = within(wristband).getByRole('textbox', { name: 'Port' });
    await userEvent.type(address, 'http://zebra-front.local');
    await userEvent.clear(port);
    await userEvent.type(port, '70000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(address).toHaveAccessibleErrorMessage(
      'Enter the address alone, such as 192.168.1.50: no http:// and no slashes.',
    );
    expect(port).toHaveAccessibleErrorMessage(
      'A port is a number from 1 to 65535; these printers usually listen on 9100.',
    );
    await waitFor(() => expect(address).toHaveFocus());
    expect(bridge.callsOf('savePrinting')).toHaveLength(0);

    await userEvent.clear(address);
    await userEvent.type(address, 'zebra-front.local');
    await userEvent.clear(port);
    await userEvent.type(port, '9100');
    expect(address).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(within(wristband).getByRole('checkbox', { name: /Print a wristband by itself/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The next check-in prints with these.')).toBeVisible();
    expect(bridge.callsOf('savePrinting').map((call) => call.request)).toEqual([
      {
        ...PRINTING_DEFAULTS,
        wristbandPrinter: { kind: 'zpl', host: 'zebra-front.local', port: 9100 },
        autoWristband: true,
      },
    ]);
  });

  it('test-prints on the printer as typed, once a press, and says in desk words what went wrong', async () => {
    const answer = deferred<IpcResult<PrintOutcome>>();
    const bridge = desk({}, { testPrint: () => answer.promise });
    await form();
    const label = printer('label');
    await userEvent.selectOptions(within(label).getByRole('combobox', { name: 'Printer' }), 'escpos');
    await userEvent.type(within(label).getByRole('textbox', { name: 'Address' }), '10.0.0.9');
    await userEvent.selectOptions(within(label).getByRole('combobox', { name: 'Character set' }), 'cp858');
    // Pressed twice while the first is under way: one test print.
    await userEvent.dblClick(within(label).getByRole('button', { name: 'Test print' }));
    expect(bridge.callsOf('testPrint').map((call) => call.request)).toEqual([
      { purpose: 'label', printer: { kind: 'escpos', host: '10.0.0.9', port: 9100, codepage: 'cp858' } },
    ]);
    await act(async () =>
      answer.resolve(
        ok<PrintOutcome>({
          status: 'failed',
          purpose: 'label',
          problem: { kind: 'timeout', host: '10.0.0.9', port: 9100, seconds: 10, phase: 'connect' },
        }),
      ),
    );
    expect(await within(label).findByTestId('test-print-label')).toHaveTextContent(
      'The label printer did not answer within 10 seconds. Check that it is on and connected.',
    );
    expect(bridge.callsOf('savePrinting')).toHaveLength(0);
  });

  it('offers this computer’s printers by the names a person reads, in the desktop app', async () => {
    const bridge = desk();
    await form();
    const wristband = printer('wristband');
    await userEvent.selectOptions(within(wristband).getByRole('combobox', { name: 'Printer' }), 'system');
    const which = await within(wristband).findByRole('combobox', { name: 'Which printer' });
    await waitFor(() =>
      expect(within(which).getByRole('option', { name: 'Zebra ZD510 (front desk)' })).toBeInTheDocument(),
    );
    await userEvent.selectOptions(which, 'Zebra_ZD510');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved. The next check-in prints with these.');
    expect(bridge.callsOf('savePrinting')[0]?.request).toMatchObject({
      wristbandPrinter: { kind: 'system', deviceName: 'Zebra_ZD510' },
    });
  });

  it('says in the browser that this computer’s printers cannot be used there', async () => {
    const bridge = desk({ systemPrinting: false });
    await form();
    expect(screen.getByTestId('printing-in-browser')).toHaveTextContent(
      'This desk runs in a browser, where this computer’s printers cannot be used',
    );
    const kinds = within(printer('wristband')).getByRole('combobox', { name: 'Printer' });
    expect(within(kinds).getByRole('option', { name: 'A printer of this computer' })).toBeDisabled();
    expect(bridge.callsOf('listPrinters')).toHaveLength(0);
  });

  it('keeps the band rules in the order set: added, moved up and removed, saved in one press', async () => {
    const bridge = desk();
    await form();
    const rules = screen.getByTestId('band-rules');
    await userEvent.click(within(rules).getByRole('button', { name: 'Add a rule' }));
    await userEvent.click(within(rules).getByRole('button', { name: 'Add a rule' }));
    await userEvent.click(within(rules).getByRole('button', { name: 'Add a rule' }));
    const rule = (number: number) => within(rules).getByRole('group', { name: `Rule ${number}` });
    await userEvent.selectOptions(within(rule(2)).getByRole('combobox', { name: 'For' }), 'minor');
    await userEvent.selectOptions(within(rule(2)).getByRole('combobox', { name: 'Colour' }), 'red');
    await userEvent.type(within(rule(2)).getByRole('textbox', { name: 'Text on the band' }), 'Under 18');
    await userEvent.click(within(rule(2)).getByRole('button', { name: 'Move rule 2 up' }));
    await userEvent.click(within(rule(3)).getByRole('button', { name: 'Remove rule 3' }));
    const endsBy = within(rule(2)).getByLabelText('Visit ends by');
    await userEvent.type(endsBy, '14:30');
    const text = within(rule(2)).getByRole('textbox', { name: 'Text on the band' });
    await userEvent.type(text, 'A long text no band has room for');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(text).toHaveAccessibleErrorMessage('Keep the band’s text to 24 characters.');
    await userEvent.clear(text);
    await userEvent.type(text, 'Morning');
    const everyoneElse = screen.getByTestId('band-otherwise');
    await userEvent.selectOptions(within(everyoneElse).getByRole('combobox', { name: 'Colour' }), 'yellow');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved. The next check-in prints with these.');
    expect(bridge.callsOf('savePrinting')[0]?.request).toMatchObject({
      rules: [
        { who: 'minor', endsBy: '', colour: 'red', text: 'Under 18' },
        { who: 'anyone', endsBy: '14:30', colour: 'blue', text: 'Morning' },
      ],
      otherwise: { colour: 'yellow', text: '' },
    });
  });
});
