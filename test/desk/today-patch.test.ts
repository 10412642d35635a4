/**
 * Today kept current by the page (renderer/src/desk/today-patch.ts) reads
 * the same as Today read again: on a real desk (sandbox, runtime, its copy on disk),
 * each check-in, mark of left, take-back and undo is made through the contract, the
 * page's Today is changed with what the call answered, and it must equal a fresh
 * read of Today as the page reads it: the same rows in the same order, the same
 * verdicts, the same counts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patchToday, type TodayChange } from '../../renderer/src/desk/today-patch.ts';
import { readToday } from '../../renderer/src/records/checkin-view.ts';
import { waiverVerdict } from '../../shared/desk/verdict.ts';
import type { SignedWaiver } from '../../shared/domain/waiver.ts';
import type {
  CheckInResult,
  MarkedLeft,
  TakeBackLeftResult,
  UndoResult,
} from '../../shared/ipc/admissions.ts';
import type { TodayCheckins } from '../../shared/ipc/types.ts';
import { type RuntimeRig, startRuntimeRig } from '../faults/runtime-rig.ts';
import { value } from '../support/ipc-value.ts';
import { shown } from './today-shown.ts';

describe('Today changed by the page, against Today read again', () => {
  let rig: RuntimeRig;

  beforeAll(async () => {
    rig = await startRuntimeRig({ waivers: 400, seed: 21 });
    await rig.waitForProgress((progress) => progress.lastCurrentAt !== null, 120_000);
  });

  afterAll(async () => {
    await rig?.close();
  });

  const readAgain = async (): Promise<TodayCheckins> =>
    readToday(value<TodayCheckins>((await rig.call('listTodayCheckins')).result));

  /** The page's Today after `change`, which must read as Today read again. */
  const expectAgreed = async (held: TodayCheckins, change: TodayChange): Promise<TodayCheckins> => {
    const patched = patchToday(held, change);
    expect(patched).not.toBeNull();
    expect(shown(patched!)).toEqual(shown(await readAgain()));
    return patched!;
  };

  it('agrees after check-ins, a mark of left, its take-back and undos', async () => {
    let held = await readAgain();
    expect(held.checkins.length).toBeGreaterThan(0);
    const named = new Set(held.checkins.map((checkin) => checkin.waiverId));
    const signed = rig.sandbox.dataset.waivers.filter((each) => Date.parse(each.createdOn) <= Date.now());
    // A family Today names nowhere yet (its verdict comes with the check-in), and one of the service's check-ins.
    const family = signed.find(
      (each) =>
        !named.has(each.waiverId) && each.participants.length >= 2 && waiverVerdict(each).tone === 'ok',
    ) as SignedWaiver;
    const listed = signed.find(
      (each) =>
        named.has(each.waiverId) && each.participants.length === 1 && waiverVerdict(each).tone === 'ok',
    ) as SignedWaiver;
    expect(family).toBeDefined();
    expect(listed).toBeDefined();

    const checkIn = async (waiver: SignedWaiver, positions: number[]) => {
      const result = value<CheckInResult>(
        (await rig.call('checkIn', { waiverId: waiver.waiverId, positions })).result,
      );
      if (result.status !== 'recorded') throw new Error(`not recorded: ${result.status}`);
      return result;
    };

    const together = await checkIn(family, [0, 1]);
    expect(Object.keys(together.verdicts)).toEqual([family.waiverId]);
    held = await expectAgreed(held, { kind: 'admitted', ...together });
    expect(held.admissions.filter((each) => each.waiverId === family.waiverId)).toHaveLength(2);

    const alone = await checkIn(listed, [0]);
    held = await expectAgreed(held, { kind: 'admitted', ...alone });
    const [person] = alone.admissions;

    const left = value<MarkedLeft>(
      (await rig.call('markLeft', { admissionIds: [person!.admissionId] })).result,
    );
    expect(left.changes).toHaveLength(1);
    held = await expectAgreed(held, { kind: 'left', changes: left.changes });

    const back = value<TakeBackLeftResult>(
      (await rig.call('takeBackLeft', { admissionId: person!.admissionId })).result,
    );
    expect(back.status).toBe('takenBack');
    held = await expectAgreed(held, { kind: 'leftTakenBack', admissionIds: [person!.admissionId] });

    // The family undone whole: Today no longer names their waiver, nor holds its verdict.
    const admissionIds = together.admissions.map((each) => each.admissionId);
    for (const admissionId of admissionIds) {
      expect(value<UndoResult>((await rig.call('undoAdmission', { admissionId })).result).status).toBe(
        'undone',
      );
    }
    held = await expectAgreed(held, { kind: 'undone', admissionIds });
    expect(Object.hasOwn(held.verdicts, family.waiverId)).toBe(false);
  });

  it('asks for Today read again for check-ins of a day other than its own', async () => {
    const held = await readAgain();
    const waiver = rig.sandbox.dataset.waivers.find(
      (each) => Date.parse(each.createdOn) <= Date.now() && waiverVerdict(each).tone === 'ok',
    ) as SignedWaiver;
    const result = value<CheckInResult>(
      (await rig.call('checkIn', { waiverId: waiver.waiverId, positions: [0], again: true })).result,
    );
    if (result.status !== 'recorded') throw new Error(`not recorded: ${result.status}`);
    const yesterday = { ...held, fetchedAt: '2001-01-01T23:59:59-07:00' };
    expect(patchToday(yesterday, { kind: 'admitted', ...result })).toBeNull();
  });
});
