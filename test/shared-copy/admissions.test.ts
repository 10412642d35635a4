/**
 * Admissions shared: two desks of one account join a shared copy through their
 * Settings; a person checked in at one desk shows on the other desk's Today,
 * marked with the desk that admitted them, and the other desk's page is told at
 * once; each desk's own list is its own, every desk's beside it; a following
 * desk hears what the leading desk last heard from the service; a check-in undone
 * at its desk stops counting at the other; someone marked as left at one desk by
 * mistake and taken back at the other is in again at both, the take-back sealed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SandboxHandle, startSandbox } from '@waiver-desk/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DeskRuntime, startRuntime } from '../../electron/desk/desk-runtime.ts';
import { createDispatcher } from '../../electron/ipc/dispatch.ts';
import { OwnerFileSecretStore } from '../../electron/secrets/owner-file-store.ts';
import { openSettingsFile } from '../../electron/settings/settings-file.ts';
import { patchToday, patchTodayBy } from '../../renderer/src/desk/today-patch.ts';
import { readToday } from '../../renderer/src/records/checkin-view.ts';
import type { SignedWaiver } from '../../shared/domain/waiver.ts';
import type {
  AdmissionsOfDay,
  ArrivedAdmissions,
  CheckInResult,
  Headcount,
  MarkedLeft,
  TakeBackLeftResult,
  UndoResult,
} from '../../shared/ipc/admissions.ts';
import type { DeskEvent } from '../../shared/ipc/events.ts';
import type { TodayCheckins } from '../../shared/ipc/types.ts';
import { shown } from '../desk/today-shown.ts';
import { configuredPlan } from '../support/configured-plan.ts';
import { middayZone } from '../support/midday-zone.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../support/throwaway-postgres.ts';
import { PASSWORD, type SharedDatabase, sharedDatabase, waitFor } from './support.ts';

const API_KEY = 'admissions-shared-key';
const { zone } = middayZone();

interface Desk {
  runtime: DeskRuntime;
  dataDir: string;
  call(method: string, payload?: unknown): Promise<{ ok: boolean; value?: unknown; error?: unknown }>;
}

let server: ThrowawayPostgres;
let sandbox: SandboxHandle;
let db: SharedDatabase;
const desks: Desk[] = [];

async function startDesk(name: string): Promise<Desk> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `waiver-desk-admissions-${name}-`));
  const settings = openSettingsFile(dataDir);
  // Named in Settings (a desk never named goes by its computer's name).
  settings.set('deskName', name);
  settings.set('deskNameChosen', true);
  const runtime = await startRuntime({
    host: 'browser',
    setup: {
      settings,
      secrets: new OwnerFileSecretStore(dataDir),
      env: { timeZone: zone, baseUrl: sandbox.baseUrl, apiKey: API_KEY },
      dataDir,
    },
    plan: configuredPlan(sandbox, API_KEY, zone),
  });
  const desk: Desk = {
    runtime,
    dataDir,
    call: (method, payload = {}) =>
      createDispatcher(runtime.handlers, { scope: () => runtime.info().sessionId }).call(method, payload, {
        caller: 'test-page',
      }) as Promise<{ ok: boolean; value?: unknown; error?: unknown }>,
  };
  desks.push(desk);
  return desk;
}

/** A desk's Today as its page reads it. */
const todayOf = async (desk: Desk): Promise<TodayCheckins> =>
  readToday((await desk.call('listTodayCheckins')).value as TodayCheckins);

/** The undos and marks of left a desk's page was told of. */
const changesTold = (told: readonly DeskEvent[]) =>
  told.flatMap((event) => (event.name === 'admissionsRecorded' ? (event.payload.changes ?? []) : []));

async function joinShared(desk: Desk, preferSync: boolean, state: string): Promise<void> {
  const saved = await desk.call('saveSharedDatabase', { address: db.url, password: PASSWORD, preferSync });
  expect(saved).toMatchObject({ ok: true });
  await waitFor(async () => {
    const view = await desk.call('getSharedDatabase');
    return view.ok && (view.value as { state: string }).state === state;
  }, `the desk to be ${state}`);
}

beforeAll(async () => {
  server = await startThrowawayPostgres();
  db = await sharedDatabase(server);
  sandbox = await startSandbox({ seed: 21, waivers: 300, timeZone: zone, apiKeys: [API_KEY] });
}, 120_000);

afterAll(async () => {
  for (const desk of desks) {
    await desk.runtime.close();
    rmSync(desk.dataDir, { recursive: true, force: true });
  }
  await sandbox?.close();
  await server?.stop();
});

describe('admissions at several desks', () => {
  it('a person checked in at one desk shows on the other desk’s Today, with the desk that admitted them', async () => {
    const front = await startDesk('Front desk');
    await joinShared(front, true, 'syncing-for-all');
    const side = await startDesk('Side door');
    await joinShared(side, false, 'following');
    const toldSide: DeskEvent[] = [];
    side.runtime.events.subscribe((event) => toldSide.push(event));

    const waiver = sandbox.dataset.waivers.find(
      (each) => Date.parse(each.createdOn) <= Date.now() && each.participants.length >= 1 && !each.expired,
    ) as SignedWaiver;
    const checkedIn = await front.call('checkIn', { waiverId: waiver.waiverId, positions: [0] });
    expect(checkedIn).toMatchObject({ ok: true, value: { status: 'recorded' } });
    const recorded = checkedIn.value as Extract<CheckInResult, { status: 'recorded' }>;
    const admission = recorded.admissions[0];
    expect(admission?.deskName).toBe('Front desk');

    // The other desk never asked for it: the shared copy's feed brings it to its own copy.
    const onSideToday = await waitFor(async () => {
      const today = await side.call('listTodayCheckins');
      if (!today.ok) return null;
      const value = today.value as TodayCheckins;
      return value.admissions.find((each) => each.admissionId === admission?.admissionId) ?? null;
    }, 'the admission on the other desk’s Today');
    expect(onSideToday).toMatchObject({
      waiverId: waiver.waiverId,
      deskName: 'Front desk',
      deskId: admission?.deskId,
    });
    const sideToday = (await side.call('listTodayCheckins')).value as TodayCheckins;
    expect(sideToday.deskId).not.toBe(admission?.deskId);

    // The other desk's page was told which admissions reached its copy, so its open Today reads again
    // (for ones it does not hold: a desk's own, echoed back, it added as it made them).
    const told = toldSide.find((event) => event.name === 'admissionsRecorded');
    expect(told?.payload).toMatchObject({
      sessionId: side.runtime.info().sessionId,
      admissionIds: [admission?.admissionId],
    });
    // Another check-in, the other desk's copy caught up: it reads it alone, with its verdicts, and
    // its Today with it added reads as Today read again.
    const sideHeld = await todayOf(side);
    const next = sandbox.dataset.waivers.find(
      (each) =>
        Date.parse(each.createdOn) <= Date.now() &&
        each.participants.length >= 1 &&
        !each.expired &&
        each.waiverId !== waiver.waiverId,
    ) as SignedWaiver;
    const nextIn = (await front.call('checkIn', { waiverId: next.waiverId, positions: [0] }))
      .value as Extract<CheckInResult, { status: 'recorded' }>;
    const nextId = nextIn.admissions[0]!.admissionId;
    await waitFor(
      async () =>
        toldSide.some(
          (event) => event.name === 'admissionsRecorded' && event.payload.admissionIds?.includes(nextId),
        ),
      'the other desk’s page to be told of the second check-in',
    );
    const arrived = (await side.call('getArrivedAdmissions', { admissionIds: [nextId, 'not-one'] }))
      .value as ArrivedAdmissions;
    expect(arrived.admissions.map((each) => each.admissionId)).toEqual([nextId]);
    expect(Object.keys(arrived.verdicts)).toEqual([next.waiverId]);
    const patched = patchToday(sideHeld, { kind: 'admitted', ...arrived });
    expect(patched).not.toBeNull();
    expect(shown(patched!)).toEqual(shown(await todayOf(side)));

    // "Checked in here" is each desk's own; every desk's is one choice away.
    const sideOwn = (await side.call('listAdmissions', { desks: 'this' })).value as AdmissionsOfDay;
    expect(sideOwn).toMatchObject({ desks: 'this', deskName: 'Side door' });
    expect(sideOwn.admissions.map((each) => each.admissionId)).not.toContain(admission?.admissionId);
    const sideAll = (await side.call('listAdmissions', { desks: 'all' })).value as AdmissionsOfDay;
    expect(sideAll.admissions.find((each) => each.admissionId === admission?.admissionId)).toMatchObject({
      deskName: 'Front desk',
    });
    const frontOwn = (await front.call('listAdmissions')).value as AdmissionsOfDay;
    expect(frontOwn.admissions.map((each) => each.admissionId)).toContain(admission?.admissionId);
  });

  it('a following desk hears what the leading desk last heard from the service, by the leader’s name', async () => {
    const [front, side] = desks;
    if (!front || !side) throw new Error('the desks of the first test are not up');
    const leader = await waitFor(
      async () => side.runtime.events.latest('connectivity')?.leader ?? null,
      'the leader’s contact on the following desk',
    );
    expect(leader).toMatchObject({ deskName: 'Front desk', service: 'online' });
    // Within a few seconds of now, on the following desk's clock.
    expect(Math.abs(Date.now() - Date.parse(leader.lastAnsweredAt ?? ''))).toBeLessThan(30_000);
    // The leader itself hears of no other leader.
    expect(front.runtime.events.latest('connectivity')?.leader ?? null).toBeNull();
  });

  it('a check-in undone at its desk stops counting at the other desk: its Today, its headcount, its already in', async () => {
    const [front, side] = desks;
    if (!front || !side) throw new Error('the desks of the first test are not up');
    const before = (await front.call('listAdmissions')).value as AdmissionsOfDay;
    const admission = before.admissions[0];
    if (!admission) throw new Error('the first test checked no one in');
    // The other desk counts them (and keeps who is in between calls) before the undo.
    const counted = ((await side.call('getHeadcount')).value as Headcount).inNow;
    expect(counted).toBeGreaterThan(0);
    const sideHeld = await todayOf(side);
    const toldSide: DeskEvent[] = [];
    const stopTelling = side.runtime.events.subscribe((event) => toldSide.push(event));
    const undone = await front.call('undoAdmission', { admissionId: admission.admissionId });
    expect(undone.value as UndoResult).toMatchObject({ status: 'undone' });
    // The other desk's page is told what was undone, where and when, and changes its Today by it.
    const change = (undone.value as Extract<UndoResult, { status: 'undone' }>).change;
    await waitFor(
      async () => toldSide.some((event) => event.name === 'admissionsRecorded' && event.payload.changes),
      'the other desk’s page to be told of the undo',
    );
    stopTelling();
    const told = toldSide.find((event) => event.name === 'admissionsRecorded' && event.payload.changes);
    expect(told?.payload).toMatchObject({
      sessionId: side.runtime.info().sessionId,
      changes: [
        { admissionId: admission.admissionId, kind: 'undone', at: change.at, deskId: admission.deskId },
      ],
    });
    // Its Today changed by what it was told reads as its Today read again.
    const changes = told?.name === 'admissionsRecorded' ? (told.payload.changes ?? []) : [];
    const patched = patchTodayBy(sideHeld, changes);
    expect(patched).not.toBeNull();
    expect(shown(patched!)).toEqual(
      shown(readToday((await side.call('listTodayCheckins')).value as TodayCheckins)),
    );

    await waitFor(async () => {
      const headcount = (await side.call('getHeadcount')).value as Headcount;
      return headcount.inNow === counted - 1;
    }, 'the other desk’s headcount to drop');
    const today = (await side.call('listTodayCheckins')).value as TodayCheckins;
    expect(today.admissions.map((each) => each.admissionId)).not.toContain(admission.admissionId);
    const detail = (await side.call('getWaiverDetail', { waiverId: admission.waiverId })).value as {
      verdict: { people: { points: { kind: string }[] }[] };
    };
    expect(detail.verdict.people[admission.position]?.points.map((point) => point.kind)).not.toContain(
      'alreadyIn',
    );
  });

  it('someone marked as left at one desk by mistake and taken back at the other is in again at both, the take-back sealed', async () => {
    const [front, side] = desks;
    if (!front || !side) throw new Error('the desks of the first test are not up');
    const admittedIds = new Set(
      ((await front.call('listAdmissions', { desks: 'all' })).value as AdmissionsOfDay).admissions.map(
        (each) => each.waiverId,
      ),
    );
    const waiver = sandbox.dataset.waivers.find(
      (each) =>
        Date.parse(each.createdOn) <= Date.now() &&
        each.participants.length >= 1 &&
        !each.expired &&
        !admittedIds.has(each.waiverId),
    ) as SignedWaiver;
    const checkedIn = (await front.call('checkIn', { waiverId: waiver.waiverId, positions: [0] }))
      .value as Extract<CheckInResult, { status: 'recorded' }>;
    const admission = checkedIn.admissions[0]!;
    const inNow = async (desk: Desk) => ((await desk.call('getHeadcount')).value as Headcount).inNow;
    const alreadyIn = async (desk: Desk) =>
      (
        (await desk.call('getWaiverDetail', { waiverId: waiver.waiverId })).value as {
          verdict: { people: { points: { kind: string }[] }[] };
        }
      ).verdict.people[0]?.points.some((point) => point.kind === 'alreadyIn');
    const leftAtSide = async () =>
      ((await side.call('listAdmissions', { desks: 'all' })).value as AdmissionsOfDay).admissions.find(
        (each) => each.admissionId === admission.admissionId,
      );
    await waitFor(async () => (await leftAtSide()) !== undefined, 'the check-in at the other desk');
    const counted = await inNow(side);

    // Marked as left at the side door, by mistake.
    const frontHeld = await todayOf(front);
    const toldFront: DeskEvent[] = [];
    const stopTelling = front.runtime.events.subscribe((event) => toldFront.push(event));
    const marked = (await side.call('markLeft', { admissionIds: [admission.admissionId] }))
      .value as MarkedLeft;
    expect(marked.changes).toHaveLength(1);
    expect(await inNow(side)).toBe(counted - 1);
    await waitFor(
      async () =>
        ((await front.call('listAdmissions')).value as AdmissionsOfDay).admissions.find(
          (each) => each.admissionId === admission.admissionId,
        )?.leftAt !== undefined,
      'the front desk to hear they left',
    );
    expect(await alreadyIn(front)).toBe(false);
    // The front desk's page, told of the mark, changes its Today to read as Today read again.
    await waitFor(
      async () => changesTold(toldFront).length > 0,
      'the front desk’s page to be told of the mark',
    );
    stopTelling();
    expect(changesTold(toldFront)).toMatchObject([{ kind: 'left', deskId: marked.changes[0]?.deskId }]);
    expect(shown(patchTodayBy(frontHeld, changesTold(toldFront))!)).toEqual(shown(await todayOf(front)));

    // Taken back at the front desk (no manager's PIN is set on these desks, so no lock).
    const takenBack = (await front.call('takeBackLeft', { admissionId: admission.admissionId }))
      .value as TakeBackLeftResult;
    expect(takenBack).toMatchObject({
      status: 'takenBack',
      changes: [{ kind: 'leftTakenBack', takesBack: marked.changes[0]?.changeId, deskName: 'Front desk' }],
    });
    expect(await alreadyIn(front)).toBe(true);
    await waitFor(
      async () => (await inNow(side)) === counted,
      'the side door’s headcount to count them again',
    );
    expect((await leftAtSide())?.leftAt).toBeUndefined();
    expect(await alreadyIn(side)).toBe(true);
    const sideToday = (await side.call('listTodayCheckins')).value as TodayCheckins;
    expect(
      sideToday.admissions.find((each) => each.admissionId === admission.admissionId)?.leftAt,
    ).toBeUndefined();

    // In PostgreSQL only a random id, the desk and the time are in clear: not the kind, not whom, not the mark.
    const change = (takenBack as Extract<TakeBackLeftResult, { status: 'takenBack' }>).changes[0]!;
    const client = await db.raw();
    try {
      const rows = await client.query('SELECT * FROM admission_changes WHERE change_id = $1', [
        change.changeId,
      ]);
      expect(rows.rows).toHaveLength(1);
      const row = rows.rows[0] as Record<string, unknown>;
      expect(Object.keys(row).sort()).toEqual(['body', 'change_id', 'changed_ms', 'desk_id', 'seq']);
      const clear = JSON.stringify({ ...row, body: Buffer.from(row.body as Buffer).toString('latin1') });
      for (const secret of [
        admission.name,
        admission.waiverId,
        admission.admissionId,
        'leftTakenBack',
        change.takesBack!,
      ])
        expect(clear).not.toContain(secret);
    } finally {
      await client.end();
    }
  });
});
