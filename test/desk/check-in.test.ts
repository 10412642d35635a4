/**
 * Checking people in through the contract, on a real desk (sandbox, runtime, its
 * copy on disk): an admission is recorded with the time, the desk's day, the desk
 * and each person's verdict; someone who needs a look goes in only confirmed; a second check-in of the same person the same day is asked about first;
 * the day's admissions come back newest first, and Today lists them beside the
 * service's check-ins with the verdict of every waiver its rows name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computerDeskName } from '../../electron/settings/desk-name.ts';
import { needsConfirmation, personName, personVerdict, waiverVerdict } from '../../shared/desk/verdict.ts';
import type { SignedWaiver } from '../../shared/domain/waiver.ts';
import type {
  AdmissionsOfDay,
  CheckInResult,
  CounterTrail,
  Headcount,
  MarkedLeft,
  TakeBackLeftResult,
  UndoResult,
} from '../../shared/ipc/admissions.ts';
import type { DeskErrorInfo } from '../../shared/ipc/errors.ts';
import type { LookupResult, WaiverDetail } from '../../shared/ipc/lookup.ts';
import type { TodayCheckins } from '../../shared/ipc/types.ts';
import { formatServiceDateTime } from '../../shared/time/zoned-time.ts';
import { type RuntimeRig, startRuntimeRig } from '../faults/runtime-rig.ts';
import { value } from '../support/ipc-value.ts';
import { worded } from '../support/worded.ts';

/** A household's two waivers with the same first participant (a returning customer). */
function returningCustomer(waivers: readonly SignedWaiver[]): [SignedWaiver, SignedWaiver] {
  const signed = waivers.filter((waiver) => Date.parse(waiver.createdOn) <= Date.now());
  for (const [index, first] of signed.entries()) {
    const person = first.participants[0];
    if (!person?.dob || person.dob.startsWith('1800')) continue;
    const again = signed.slice(index + 1).find((other) => {
      const same = other.participants.find(
        (each) => each.dob === person.dob && personName(each) === personName(person),
      );
      return same !== undefined && other.participants.indexOf(same) !== 0;
    });
    if (again) return [first, again];
  }
  throw new Error('the sandbox has no returning customer on two waivers');
}

describe('checking in at the desk', () => {
  let rig: RuntimeRig;
  let waiver: SignedWaiver;
  /** How far the desk's clock is ahead of the system's (a test moves it on instead of waiting). */
  let clockAheadMs = 0;

  beforeAll(async () => {
    rig = await startRuntimeRig({ waivers: 400, seed: 21, now: () => new Date(Date.now() + clockAheadMs) });
    waiver = rig.sandbox.dataset.waivers.find(
      (each) =>
        Date.parse(each.createdOn) <= Date.now() &&
        each.participants.length >= 2 &&
        waiverVerdict(each).tone === 'ok',
    ) as SignedWaiver;
  });

  afterAll(async () => {
    await rig?.close();
  });

  /**
   * Two waivers of one passing adult each that no one was checked in on yet today, at any
   * desk, undone or not (the trail has them all; asked before the manager's PIN is set).
   */
  const twoNotYetIn = async (): Promise<[SignedWaiver, SignedWaiver]> => {
    const admitted = new Set(
      value<CounterTrail>((await rig.call('getCounterTrail')).result).entries.map((each) => each.waiverId),
    );
    return rig.sandbox.dataset.waivers.filter(
      (each) =>
        Date.parse(each.createdOn) <= Date.now() &&
        !admitted.has(each.waiverId) &&
        each.participants.length === 1 &&
        waiverVerdict(each).tone === 'ok',
    ) as [SignedWaiver, SignedWaiver];
  };
  const checkIn = async (one: SignedWaiver) => {
    const result = value<CheckInResult>(
      (await rig.call('checkIn', { waiverId: one.waiverId, positions: [0] })).result,
    );
    if (result.status !== 'recorded') throw new Error(`not recorded: ${result.status}`);
    return result.admissions[0]!;
  };
  const inNow = async () => value<Headcount>((await rig.call('getHeadcount')).result).inNow;
  const alreadyIn = async (one: SignedWaiver) =>
    value<WaiverDetail>(
      (await rig.call('getWaiverDetail', { waiverId: one.waiverId })).result,
    ).verdict.people[0]?.points.some((point) => point.kind === 'alreadyIn');

  it('records the chosen people with the time, the desk’s day and the desk', async () => {
    const before = Date.now();
    const result = value<CheckInResult>(
      (await rig.call('checkIn', { waiverId: waiver.waiverId, positions: [0, 1] })).result,
    );
    expect(result.status).toBe('recorded');
    if (result.status !== 'recorded') return;
    expect(result.admissions.map((each) => [each.position, each.name])).toEqual([
      [0, personName(waiver.participants[0]!)],
      [1, personName(waiver.participants[1]!)],
    ]);
    const [first] = result.admissions;
    expect(first).toMatchObject({
      waiverId: waiver.waiverId,
      // Never named in Settings: the desk goes by its computer's name.
      deskName: computerDeskName(),
      day: formatServiceDateTime(new Date(), rig.zone).slice(0, 10),
      autoTag: waiver.autoTag,
      title: waiver.title,
    });
    expect(first!.deskId).toMatch(/^[0-9a-f-]{36}$/);
    expect(first!.verdict).toEqual({ tone: 'ok', points: personVerdict(waiver, 0).points });
    expect(Date.parse(first!.admittedAt)).toBeGreaterThanOrEqual(before - 1_000);
    expect(new Set(result.admissions.map((each) => each.admissionId)).size).toBe(2);
  });

  it('asks before checking in the same person twice the same day, and records nothing until told', async () => {
    const result = value<CheckInResult>(
      (await rig.call('checkIn', { waiverId: waiver.waiverId, positions: [1] })).result,
    );
    expect(result.status).toBe('already');
    if (result.status === 'already') expect(result.earlier.map((each) => each.position)).toEqual([1]);
    const day = value<AdmissionsOfDay>((await rig.call('listAdmissions')).result);
    expect(day.admissions).toHaveLength(2);

    const again = value<CheckInResult>(
      (await rig.call('checkIn', { waiverId: waiver.waiverId, positions: [1], again: true })).result,
    );
    expect(again.status).toBe('recorded');
  });

  it('says who is already in on a scan, a lookup and the waiver page, with the time and the desk, and records the re-entry with it', async () => {
    await rig.waitForProgress((progress) => progress.lastCurrentAt !== null, 120_000);
    const day = value<AdmissionsOfDay>((await rig.call('listAdmissions')).result);
    const newest = day.admissions.find((each) => each.waiverId === waiver.waiverId && each.position === 0)!;
    const point = {
      kind: 'alreadyIn',
      at: newest.admittedAt,
      clock: formatServiceDateTime(new Date(newest.admittedAt), rig.zone).slice(11, 16),
      // The desk's name as its admissions carry it.
      deskName: newest.deskName,
      tone: 'attention',
    };
    const scanned = value<LookupResult>(
      (await rig.call('lookupWaivers', { text: waiver.autoTag, scan: true })).result,
    );
    const match = scanned.matches.find((each) => each.waiverId === waiver.waiverId)!;
    expect(match.verdict.people[0]).toEqual({ tone: 'attention', points: [point] });
    expect(match.verdict.tone).toBe('attention');
    const detail = value<WaiverDetail>(
      (await rig.call('getWaiverDetail', { waiverId: waiver.waiverId })).result,
    );
    expect(detail.verdict.people[0]).toEqual({ tone: 'attention', points: [point] });
    // The scan brings the page of the waiver it opens, as that page reads it: no second ask before the verdict shows.
    const opened = scanned.opened!;
    expect(opened).toBeDefined();
    expect(opened).toEqual(
      value<WaiverDetail>((await rig.call('getWaiverDetail', { waiverId: opened.waiver.waiverId })).result),
    );
    const typed = value<LookupResult>((await rig.call('lookupWaivers', { text: waiver.autoTag })).result);
    expect(typed.opened).toBeUndefined();
    // Someone on it not admitted yet passes as before.
    if (waiver.participants[2]) expect(detail.verdict.people[2]!.tone).toBe('ok');

    // Ticked, they go in again (the page sends `again`), and the admission says how they stood.
    const again = value<CheckInResult>(
      (await rig.call('checkIn', { waiverId: waiver.waiverId, positions: [0], again: true })).result,
    );
    expect(again.status).toBe('recorded');
    if (again.status === 'recorded') expect(again.admissions[0]!.verdict).toEqual(match.verdict.people[0]);
  });

  it('recognises a returning customer checked in on another of their waivers', async () => {
    const [first, second] = returningCustomer(rig.sandbox.dataset.waivers);
    const person = first.participants[0]!;
    const position = second.participants.findIndex(
      (each) => each.dob === person.dob && personName(each) === personName(person),
    );
    // Confirmed, in case either needs a look: the question here is only who they are.
    value((await rig.call('checkIn', { waiverId: first.waiverId, positions: [0], confirmed: [0] })).result);
    const result = value<CheckInResult>(
      (await rig.call('checkIn', { waiverId: second.waiverId, positions: [position], confirmed: [position] }))
        .result,
    );
    expect(result.status).toBe('already');
  });

  it('lists the day’s admissions newest first, each desk’s own', async () => {
    const day = value<AdmissionsOfDay>((await rig.call('listAdmissions')).result);
    expect(day.day).toBe(formatServiceDateTime(new Date(), rig.zone).slice(0, 10));
    const times = day.admissions.map((each) => Date.parse(each.admittedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(new Set(day.admissions.map((each) => each.deskId)).size).toBe(1);
    const other = value<AdmissionsOfDay>((await rig.call('listAdmissions', { day: '2001-01-01' })).result);
    expect(other).toEqual({ day: '2001-01-01', desks: 'this', deskName: computerDeskName(), admissions: [] });
  });

  it('lists the day’s admissions on Today beside the service’s check-ins, with the verdict of every waiver named', async () => {
    await rig.waitForProgress((progress) => progress.lastCurrentAt !== null, 120_000);
    const day = value<AdmissionsOfDay>((await rig.call('listAdmissions')).result);
    const today = value<TodayCheckins>((await rig.call('listTodayCheckins')).result);
    expect(today.checkins.length).toBeGreaterThan(0);
    expect(today.admissions.length).toBeGreaterThan(0);
    expect(today.admissions).toEqual(day.admissions);
    expect(today.deskId).toBe(day.admissions[0]!.deskId);
    // The copy holds the account: every waiver a row names has its verdict, the same rule as everywhere.
    const named = new Set([
      ...today.checkins.map((checkin) => checkin.waiverId),
      ...today.admissions.map((admission) => admission.waiverId),
    ]);
    expect(new Set(Object.keys(today.verdicts))).toEqual(named);
    const signed = new Map(rig.sandbox.dataset.waivers.map((each) => [each.waiverId, each]));
    for (const waiverId of named) {
      expect(today.verdicts[waiverId], waiverId).toEqual(waiverVerdict(signed.get(waiverId)!));
    }
  });

  it('admits someone who needs a look only when confirmed, and records how they stood', async () => {
    const admitted = new Set(
      value<AdmissionsOfDay>((await rig.call('listAdmissions')).result).admissions.map(
        (each) => each.waiverId,
      ),
    );
    const signed = rig.sandbox.dataset.waivers.filter((each) => Date.parse(each.createdOn) <= Date.now());
    // Someone not in yet: the verdict recorded is the waiver's own.
    const lookAt = signed.find(
      (each) =>
        !admitted.has(each.waiverId) &&
        each.participants.some((_, at) => needsConfirmation(personVerdict(each, at))),
    )!;
    const position = lookAt.participants.findIndex((_, at) => needsConfirmation(personVerdict(lookAt, at)));
    const before = value<AdmissionsOfDay>((await rig.call('listAdmissions')).result).admissions.length;
    const { result } = await rig.call('checkIn', {
      waiverId: lookAt.waiverId,
      positions: [position],
      again: true,
    });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'invalid_request', reason: { kind: 'check_in_needs_look', positions: [position] } },
    });
    expect(worded((result as { error: DeskErrorInfo }).error).message).toBe(
      'Someone chosen now needs a look, so no one was checked in.',
    );
    expect(value<AdmissionsOfDay>((await rig.call('listAdmissions')).result).admissions).toHaveLength(before);

    const confirmed = value<CheckInResult>(
      (
        await rig.call('checkIn', {
          waiverId: lookAt.waiverId,
          positions: [position],
          confirmed: [position],
          again: true,
        })
      ).result,
    );
    expect(confirmed.status).toBe('recorded');
    if (confirmed.status !== 'recorded') return;
    const verdict = personVerdict(lookAt, position);
    expect(confirmed.admissions[0]).toMatchObject({ tone: verdict.tone, verdict });
    const day = value<AdmissionsOfDay>((await rig.call('listAdmissions')).result);
    expect(
      day.admissions.find((each) => each.admissionId === confirmed.admissions[0]!.admissionId)?.verdict,
    ).toEqual(verdict);
  });

  it('refuses someone who is not on the waiver, in words, and records no one', async () => {
    const before = value<AdmissionsOfDay>((await rig.call('listAdmissions')).result).admissions.length;
    const { result } = await rig.call('checkIn', {
      waiverId: waiver.waiverId,
      positions: [0, 40],
      again: true,
    });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'invalid_request', reason: { kind: 'check_in_not_on_waiver' } },
    });
    expect(worded((result as { error: DeskErrorInfo }).error)).toMatchObject({
      message: 'Someone chosen is not on this waiver, so no one was checked in.',
      hint: 'Open the waiver again and choose who is checking in.',
    });
    expect(value<AdmissionsOfDay>((await rig.call('listAdmissions')).result).admissions).toHaveLength(before);
  });

  it('counts who is in now, each person once, against the capacity Settings give', async () => {
    const before = value<Headcount>((await rig.call('getHeadcount')).result);
    expect(before.capacity).toBe(0);
    const admitted = new Set(
      value<AdmissionsOfDay>((await rig.call('listAdmissions')).result).admissions.map(
        (each) => each.waiverId,
      ),
    );
    const pair = rig.sandbox.dataset.waivers.find(
      (each) =>
        Date.parse(each.createdOn) <= Date.now() &&
        !admitted.has(each.waiverId) &&
        each.participants.length >= 2 &&
        waiverVerdict(each)
          .people.slice(0, 2)
          .every((person) => person.tone === 'ok'),
    )!;
    value((await rig.call('checkIn', { waiverId: pair.waiverId, positions: [0, 1] })).result);
    const after = value<Headcount>((await rig.call('getHeadcount')).result);
    expect(after.inNow).toBe(before.inNow + 2);
    // In again: still one person.
    value((await rig.call('checkIn', { waiverId: pair.waiverId, positions: [0], again: true })).result);
    expect(value<Headcount>((await rig.call('getHeadcount')).result).inNow).toBe(before.inNow + 2);
    value((await rig.call('saveSettings', { capacity: 40 })).result);
    expect(value<Headcount>((await rig.call('getHeadcount')).result).capacity).toBe(40);
  });

  it('undoes a check-in: within five minutes without the PIN, later or another desk’s only with it; an undone one counts nowhere, someone left is not in', async () => {
    const [first, second] = await twoNotYetIn();
    const undo = async (admissionId: string, pin?: string) =>
      value<UndoResult>((await rig.call('undoAdmission', { admissionId, ...(pin ? { pin } : {}) })).result);

    value((await rig.call('setManagerPin', { newPin: '2468' })).result);
    value((await rig.call('lockManager')).result);
    try {
      // Within five minutes, at its own desk: no PIN, and it counts nowhere any more.
      const before = await inNow();
      const mistake = await checkIn(first);
      expect(await inNow()).toBe(before + 1);
      expect(await alreadyIn(first)).toBe(true);
      expect(await undo(mistake.admissionId)).toMatchObject({
        status: 'undone',
        change: { kind: 'undone', byManager: false },
      });
      expect(await inNow()).toBe(before);
      expect(await alreadyIn(first)).toBe(false);
      const day = value<AdmissionsOfDay>((await rig.call('listAdmissions')).result);
      expect(day.admissions.map((each) => each.admissionId)).not.toContain(mistake.admissionId);
      const today = value<TodayCheckins>((await rig.call('listTodayCheckins')).result);
      expect(today.admissions.map((each) => each.admissionId)).not.toContain(mistake.admissionId);
      expect(await undo(mistake.admissionId)).toEqual({ status: 'alreadyUndone' });

      // Past five minutes: the manager's PIN, a wrong one refused and counted.
      const late = await checkIn(second);
      clockAheadMs = 5 * 60_000 + 1_000;
      expect(await undo(late.admissionId)).toMatchObject({ status: 'needsManager', need: 'late' });
      expect(await undo(late.admissionId, '1111')).toMatchObject({
        status: 'pinRefused',
        attempt: { status: 'wrong', lock: { triesLeft: 4 } },
      });
      expect(await inNow()).toBe(before + 1);
      expect(await undo(late.admissionId, '2468')).toMatchObject({
        status: 'undone',
        change: { byManager: true },
      });
      expect(await inNow()).toBe(before);
      // The PIN was for that one undo: Manage and Settings stay locked.
      expect(value<{ unlocked: boolean }>((await rig.call('getManagerLock')).result).unlocked).toBe(false);

      // Another desk's check-in (through the shared copy), however recent: the manager's.
      const session = await rig.runtime.session();
      const theirs = {
        ...late,
        admissionId: 'another-desks-check-in',
        deskId: 'desk-elsewhere',
        deskName: 'Door 2',
        admittedAt: new Date(Date.now() + clockAheadMs).toISOString(),
      };
      await session.copy!.cache.putAdmissions([theirs]);
      expect(await undo(theirs.admissionId)).toEqual({
        status: 'needsManager',
        need: 'otherDesk',
        deskName: 'Door 2',
      });

      // Marked as left: still checked in today, but no longer in, and no longer already in.
      const back = value<CheckInResult>(
        (await rig.call('checkIn', { waiverId: first.waiverId, positions: [0] })).result,
      ) as Extract<CheckInResult, { status: 'recorded' }>;
      const counted = await inNow();
      const left = value<MarkedLeft>(
        (await rig.call('markLeft', { admissionIds: [back.admissions[0]!.admissionId] })).result,
      );
      expect(left.changes).toHaveLength(1);
      expect(await inNow()).toBe(counted - 1);
      expect(await alreadyIn(first)).toBe(false);
      const listed = value<AdmissionsOfDay>((await rig.call('listAdmissions')).result).admissions.find(
        (each) => each.admissionId === back.admissions[0]!.admissionId,
      );
      expect(listed?.leftAt).toBeDefined();

      // Letting in someone the waiver refuses (expired): the manager's PIN, asked before anyone is recorded.
      const refused = rig.sandbox.dataset.waivers.find(
        (each) =>
          Date.parse(each.createdOn) <= Date.now() &&
          each.participants.length >= 1 &&
          personVerdict(each, 0).tone === 'stop',
      ) as SignedWaiver;
      const anyway = { waiverId: refused.waiverId, positions: [0], confirmed: [0], again: true };
      expect(value<CheckInResult>((await rig.call('checkIn', anyway)).result)).toMatchObject({
        status: 'needsManager',
        need: 'refusal',
      });
      const overridden = value<CheckInResult>((await rig.call('checkIn', { ...anyway, pin: '2468' })).result);
      expect(overridden).toMatchObject({
        status: 'recorded',
        admissions: [{ byManager: true, tone: 'stop' }],
      });

      // The trail keeps it all, with who did it.
      value((await rig.call('unlockManager', { pin: '2468' })).result);
      const trail = value<CounterTrail>((await rig.call('getCounterTrail')).result);
      const kinds = (admissionId: string) =>
        trail.entries.filter((entry) => entry.admissionId === admissionId).map((entry) => entry.kind);
      expect(kinds(mistake.admissionId)).toEqual(['undone', 'admitted']);
      expect(kinds(late.admissionId)).toEqual(['undone', 'admitted']);
      expect(kinds(back.admissions[0]!.admissionId)).toEqual(['left', 'admitted']);
      const override = (overridden as Extract<CheckInResult, { status: 'recorded' }>).admissions[0]!;
      expect(trail.entries.find((entry) => entry.admissionId === override.admissionId)).toMatchObject({
        kind: 'override',
        overrode: 'refusal',
        byManager: true,
      });
    } finally {
      clockAheadMs = 0;
      await rig.call('setManagerPin', { currentPin: '2468', newPin: null });
    }
  });

  it('records who was at the desk, where someone said, with each check-in, undo, mark and take-back, as the trail shows; with no name, the desk alone', async () => {
    const [named, unnamed] = await twoNotYetIn();
    value((await rig.call('setManagerPin', { newPin: '2468' })).result);
    value((await rig.call('lockManager')).result);
    try {
      // Staff give their name at the counter with Settings locked; it is trimmed, and kept.
      value((await rig.call('saveSettings', { workerName: '  Maria ' })).result);
      expect(
        value<{ preferences: { workerName: string } }>((await rig.call('getSettings')).result).preferences
          .workerName,
      ).toBe('Maria');
      // Nothing else of Settings opens with it.
      expect((await rig.call('saveSettings', { workerName: 'Maria', capacity: 5 })).result.ok).toBe(false);
      const ann = await checkIn(named);
      expect(ann.workerName).toBe('Maria');
      const left = value<MarkedLeft>(
        (await rig.call('markLeft', { admissionIds: [ann.admissionId] })).result,
      );
      expect(left.changes[0]?.workerName).toBe('Maria');

      // Someone else takes over the desk: their name goes with what they do.
      value((await rig.call('saveSettings', { workerName: 'Tom' })).result);
      expect(
        value<TakeBackLeftResult>((await rig.call('takeBackLeft', { admissionId: ann.admissionId })).result),
      ).toMatchObject({ status: 'takenBack', changes: [{ workerName: 'Tom' }] });
      expect(
        value<UndoResult>((await rig.call('undoAdmission', { admissionId: ann.admissionId })).result),
      ).toMatchObject({ status: 'undone', change: { workerName: 'Tom' } });

      // No name: the desk alone.
      value((await rig.call('saveSettings', { workerName: '' })).result);
      const ben = await checkIn(unnamed);
      expect(ben).not.toHaveProperty('workerName');

      value((await rig.call('unlockManager', { pin: '2468' })).result);
      const trail = value<CounterTrail>((await rig.call('getCounterTrail')).result);
      const whoDid = (admissionId: string) =>
        trail.entries
          .filter((entry) => entry.admissionId === admissionId)
          .map((entry) => [entry.kind, entry.workerName ?? null]);
      expect(whoDid(ann.admissionId)).toEqual([
        ['undone', 'Tom'],
        ['leftTakenBack', 'Tom'],
        ['left', 'Maria'],
        ['admitted', 'Maria'],
      ]);
      expect(whoDid(ben.admissionId)).toEqual([['admitted', null]]);
    } finally {
      await rig.call('saveSettings', { workerName: '' });
      await rig.call('setManagerPin', { currentPin: '2468', newPin: null });
    }
  });

  it('takes back a “marked as left”: its desk within five minutes without the PIN, later or another desk’s only with it; they are in again, and the trail says so', async () => {
    const [first, second] = await twoNotYetIn();
    const markLeft = async (admissionId: string) =>
      value<MarkedLeft>((await rig.call('markLeft', { admissionIds: [admissionId] })).result);
    const takeBack = async (admissionId: string, pin?: string) =>
      value<TakeBackLeftResult>(
        (await rig.call('takeBackLeft', { admissionId, ...(pin ? { pin } : {}) })).result,
      );
    const leftAt = async (admissionId: string) =>
      value<AdmissionsOfDay>((await rig.call('listAdmissions')).result).admissions.find(
        (each) => each.admissionId === admissionId,
      )?.leftAt;

    value((await rig.call('setManagerPin', { newPin: '2468' })).result);
    value((await rig.call('lockManager')).result);
    try {
      // Marked as left by mistake, taken back at once at this desk: no PIN, and they are in again.
      const before = await inNow();
      const ann = await checkIn(first);
      await markLeft(ann.admissionId);
      expect(await inNow()).toBe(before);
      expect(await alreadyIn(first)).toBe(false);
      expect(await takeBack(ann.admissionId)).toMatchObject({
        status: 'takenBack',
        changes: [{ kind: 'leftTakenBack', byManager: false }],
      });
      expect(await inNow()).toBe(before + 1);
      expect(await alreadyIn(first)).toBe(true);
      expect(await leftAt(ann.admissionId)).toBeUndefined();
      const today = value<TodayCheckins>((await rig.call('listTodayCheckins')).result);
      expect(today.admissions.find((each) => each.admissionId === ann.admissionId)?.leftAt).toBeUndefined();
      expect(await takeBack(ann.admissionId)).toEqual({ status: 'notLeft' });

      // Marked again (they did leave this time): out again, and a take-back of it is a new one.
      expect((await markLeft(ann.admissionId)).changes).toHaveLength(1);
      expect(await inNow()).toBe(before);
      expect(await leftAt(ann.admissionId)).toBeDefined();

      // Past five minutes from the mark: the manager's PIN, a wrong one refused.
      clockAheadMs = 5 * 60_000 + 1_000;
      // (The earlier test left a check-in stamped at this later time: the count is read again here.)
      const later = await inNow();
      expect(await takeBack(ann.admissionId)).toMatchObject({ status: 'needsManager', need: 'leftLate' });
      expect(await takeBack(ann.admissionId, '1111')).toMatchObject({
        status: 'pinRefused',
        attempt: { status: 'wrong' },
      });
      expect(await inNow()).toBe(later);
      expect(await takeBack(ann.admissionId, '2468')).toMatchObject({
        status: 'takenBack',
        changes: [{ byManager: true }],
      });
      expect(await inNow()).toBe(later + 1);
      expect(value<{ unlocked: boolean }>((await rig.call('getManagerLock')).result).unlocked).toBe(false);

      // Marked as left at another desk (through the shared copy), however recent: the manager's.
      const ben = await checkIn(second);
      const session = await rig.runtime.session();
      const [theirMark] = (await markLeft(ben.admissionId)).changes;
      await session.copy!.cache.putAdmissionChanges([
        { ...theirMark!, changeId: 'another-desks-mark', deskId: 'desk-elsewhere', deskName: 'Door 2' },
      ]);
      // Taken back here the mark of this desk alone would leave Door 2's standing: both need taking back.
      expect(await takeBack(ben.admissionId)).toEqual({
        status: 'needsManager',
        need: 'leftOtherDesk',
        deskName: 'Door 2',
      });
      const both = await takeBack(ben.admissionId, '2468');
      expect(both).toMatchObject({ status: 'takenBack' });
      expect(
        (both as Extract<TakeBackLeftResult, { status: 'takenBack' }>).changes
          .map((change) => change.takesBack)
          .sort(),
      ).toEqual(['another-desks-mark', theirMark!.changeId].sort());
      expect(await leftAt(ben.admissionId)).toBeUndefined();

      // An undone check-in is not in, marked or not: nothing to take back.
      expect(
        value<UndoResult>(
          (await rig.call('undoAdmission', { admissionId: ben.admissionId, pin: '2468' })).result,
        ),
      ).toMatchObject({ status: 'undone' });
      expect(await takeBack(ben.admissionId)).toEqual({ status: 'notLeft' });
      expect(await takeBack('no-such-check-in')).toEqual({ status: 'notFound' });

      // The trail keeps every mark and every take-back, newest first.
      value((await rig.call('unlockManager', { pin: '2468' })).result);
      const trail = value<CounterTrail>((await rig.call('getCounterTrail')).result);
      expect(
        trail.entries
          .filter((entry) => entry.admissionId === ann.admissionId)
          .map((entry) => [entry.kind, entry.byManager]),
      ).toEqual([
        ['leftTakenBack', true],
        ['left', false],
        ['leftTakenBack', false],
        ['left', false],
        ['admitted', false],
      ]);
    } finally {
      clockAheadMs = 0;
      await rig.call('setManagerPin', { currentPin: '2468', newPin: null });
    }
  });
});
