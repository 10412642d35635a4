/**
 * The sync's state machine, step by step, with no timer anywhere: an in-memory
 * service (searches are snapshots, pages of 100) and an in-memory store, a clock
 * the test moves by hand. What each step leads to, where the machine waits, how
 * a look finds a new signing, how a look killed mid-way resumes, and what a
 * failure turns into.
 */
import { describe, expect, it } from 'vitest';
import { CacheFullError } from '../../electron/cache/index.ts';
import { AuthError, NetworkError } from '../../electron/http/errors.ts';
import { readList } from '../../electron/records/tolerant-list.ts';
import type { CheckinLedger } from '../../electron/services/sync/checkin-ledger.ts';
import { createResultPageFetcher } from '../../electron/services/sync/page-fetcher.ts';
import { ThroughputMeter } from '../../electron/services/sync/progress.ts';
import { storageTroubleOf } from '../../electron/services/sync/storage-trouble.ts';
import {
  AUTH_PAUSE_MS,
  afterFailure,
  decide,
  initialMachine,
  type Machine,
  progressOf,
  type SyncContext,
  step,
  woken,
} from '../../electron/services/sync/sync-machine.ts';
import type { BackfillState } from '../../electron/services/sync/sync-state.ts';
import type { SyncStore } from '../../electron/services/sync/sync-store.ts';
import type { WaiverClient } from '../../electron/services/waiver-api/index.ts';
import { type SearchSummary, type SignedWaiver, WAIVER_LIMITS } from '../../shared/domain/waiver.ts';

const T0 = Date.parse('2030-04-10T15:00:00Z');
const DAY = 86_400_000;
const INTERVAL = 60_000;
const PAGE = WAIVER_LIMITS.searchPageSize;

const waiverAt = (id: string, at: number): SignedWaiver =>
  ({ waiverId: id, createdOn: new Date(at).toISOString(), firstName: id, lastName: 'Test' }) as SignedWaiver;

/** The service: waivers, searches as snapshots of the moment they ran, and what it was asked. */
function fakeService(clock: { now: number }) {
  const waivers: SignedWaiver[] = [];
  const snapshots = new Map<string, SignedWaiver[]>();
  const asked: string[] = [];
  let capCount: number | null = null;
  const pageOf = (guid: string, page: number) =>
    (snapshots.get(guid) ?? []).slice(page * PAGE, (page + 1) * PAGE);
  const client = {
    async search(query: { fromDts?: Date; toDts?: Date; sort?: string }): Promise<SearchSummary> {
      const from = query.fromDts?.getTime() ?? Number.NEGATIVE_INFINITY;
      const to = Math.min(query.toDts?.getTime() ?? Number.POSITIVE_INFINITY, clock.now);
      const found = waivers
        .filter((waiver) => Date.parse(waiver.createdOn) >= from && Date.parse(waiver.createdOn) <= to)
        .sort(
          (a, b) => (query.sort === 'asc' ? 1 : -1) * (Date.parse(a.createdOn) - Date.parse(b.createdOn)),
        );
      const guid = `guid-${snapshots.size + 1}`;
      snapshots.set(guid, found);
      asked.push(`search ${query.sort} from ${new Date(from).toISOString()}`);
      const count = capCount ?? found.length;
      return { guid, count, pages: Math.ceil(found.length / PAGE), pageSize: PAGE };
    },
    async searchResultsPage(guid: string, page: number) {
      asked.push(`page ${guid}#${page}`);
      return readList(pageOf(guid, page));
    },
    async searchResultsPageBody(guid: string, page: number) {
      asked.push(`body ${guid}#${page}`);
      return JSON.stringify(pageOf(guid, page));
    },
    async listTemplates() {
      asked.push('templates');
      return readList([]);
    },
  } as unknown as WaiverClient;
  return {
    client,
    waivers,
    asked,
    sign(id: string, at = clock.now) {
      waivers.push(waiverAt(id, at));
    },
    capAt(count: number | null) {
      capCount = count;
    },
  };
}

function fakeStore() {
  const waivers = new Map<string, SignedWaiver>();
  const state = new Map<string, string>();
  let refuseWrites = false;
  const guard = () => {
    if (refuseWrites) throw new CacheFullError();
  };
  const store: SyncStore = {
    async putResultPages(bodies) {
      guard();
      let newestMs: number | null = null;
      let stored = 0;
      for (const body of bodies) {
        for (const waiver of JSON.parse(body) as SignedWaiver[]) {
          waivers.set(waiver.waiverId, waiver);
          stored += 1;
          newestMs = Math.max(newestMs ?? 0, Date.parse(waiver.createdOn));
        }
      }
      return { stored, newestMs, unreadable: 0, unreadableAt: [] };
    },
    async putWaivers(list) {
      guard();
      for (const waiver of list) waivers.set(waiver.waiverId, waiver);
      return { stored: list.length };
    },
    async heldWaiverIds(ids) {
      return new Set(ids.filter((id) => waivers.has(id)));
    },
    async countSigned(fromMs, toMs) {
      return [...waivers.values()].filter((waiver) => {
        const at = Date.parse(waiver.createdOn);
        return at >= fromMs && at <= toMs;
      }).length;
    },
    async putTemplates() {},
    async purgeOlderThan() {},
    async putCheckins() {},
    async listCheckins() {
      return [];
    },
    async getSyncState(key) {
      return state.get(key) ?? null;
    },
    async setSyncState(key, value) {
      guard();
      if (value === null) state.delete(key);
      else state.set(key, value);
    },
    troubleOf: storageTroubleOf,
  };
  return {
    store,
    waivers,
    refuse(on: boolean) {
      refuseWrites = on;
    },
  };
}

function rig() {
  const clock = { now: T0 };
  const service = fakeService(clock);
  const copy = fakeStore();
  const arrivals: string[] = [];
  const checkinCatchUps: number[] = [];
  const checkins: CheckinLedger = {
    async catchUp(now) {
      checkinCatchUps.push(now.getTime());
    },
    async reload() {
      throw new Error('the sync never reloads the day');
    },
    async read() {
      return null;
    },
  };
  const call = { priority: 'background' as const };
  const ctx: SyncContext = {
    waiver: service.client,
    store: copy.store,
    checkins,
    now: () => clock.now,
    call,
    retentionDays: 30,
    consumeQueue: false,
    incrementalEveryMs: () => INTERVAL,
    queueEveryMs: 30_000,
    onArrived: (waivers) => arrivals.push(...waivers.map((waiver) => waiver.waiverId)),
    meter: new ThroughputMeter(),
    pages: createResultPageFetcher(service.client, call),
    refusedWrite: null,
    log: () => {},
  };
  /** Steps until the machine waits; returns the phases it went through. */
  const untilIdle = async (start: Machine, limit = 200): Promise<{ machine: Machine; phases: string[] }> => {
    let machine = start;
    const phases: string[] = [];
    for (let steps = 0; steps < limit; steps += 1) {
      machine = await step(machine, ctx);
      phases.push(machine.phase);
      if (machine.phase === 'idle') return { machine, phases };
    }
    throw new Error(`no idle after ${limit} steps: ${phases.slice(-10).join(' ')}`);
  };
  return { clock, service, copy, arrivals, checkinCatchUps, ctx, untilIdle };
}

describe('the sync state machine', () => {
  it('starts, looks, backfills the retention window and then waits for the next look', async () => {
    const { service, copy, ctx, untilIdle, arrivals, checkinCatchUps } = rig();
    for (let i = 0; i < 450; i += 1) service.sign(`old-${i}`, T0 - 20 * DAY + i * 60_000);
    service.sign('too-old', T0 - 40 * DAY);

    const loaded = await step(initialMachine(), ctx);
    expect(loaded.phase).toBe('starting');
    expect(loaded.state.backfill).toMatchObject({ startMs: T0 - 30 * DAY, endMs: T0, stored: 0 });

    const { machine, phases } = await untilIdle(loaded);
    // Keeping current comes first (templates, check-ins, a look), then the backfill.
    expect(phases.slice(0, 3)).toEqual(['incremental', 'incremental', 'incremental']);
    expect(phases).toContain('backfill');
    expect(copy.waivers.size).toBe(450);
    expect(copy.waivers.has('too-old')).toBe(false);
    expect(checkinCatchUps).toEqual([T0]);
    expect(arrivals).toEqual([]);
    expect(machine).toMatchObject({ phase: 'idle', resumeAt: T0 + INTERVAL });
    expect(machine.state.lastCurrentMs).toBe(T0);
    expect(progressOf(machine, { now: T0, meter: ctx.meter, budgetInUse: 0 })).toMatchObject({
      phase: 'idle',
      done: 450,
      total: 450,
      totalIsEstimate: false,
      lastCurrentAt: new Date(T0).toISOString(),
    });
  });

  it('finds a signing made after a look at the next look, announces it once, and moves freshness', async () => {
    const { clock, service, copy, untilIdle, arrivals } = rig();
    service.sign('earlier', T0 - DAY);
    let { machine } = await untilIdle(initialMachine());

    clock.now += 20_000;
    service.sign('walk-in');
    // Waiting: the look is not due yet, and deciding again changes nothing.
    expect(decide(machine, clock.now, false)).toMatchObject({ phase: 'idle', resumeAt: T0 + INTERVAL });

    clock.now = T0 + INTERVAL;
    const searchesBefore = service.asked.filter((line) => line.startsWith('search')).length;
    ({ machine } = await untilIdle(machine));
    expect(service.asked.filter((line) => line.startsWith('search')).length).toBe(searchesBefore + 1);
    expect(copy.waivers.has('walk-in')).toBe(true);
    expect(arrivals).toEqual(['walk-in']);
    expect(machine.state.lastCurrentMs).toBe(T0 + INTERVAL);
    expect(machine.state.highWaterMs).toBe(T0 + 20_000);

    // The next look reads it again (the overlap) and announces nothing.
    clock.now = T0 + 2 * INTERVAL;
    ({ machine } = await untilIdle(machine));
    expect(arrivals).toEqual(['walk-in']);
    expect(machine.state.lastCurrentMs).toBe(T0 + 2 * INTERVAL);
  });

  it('resumes a look killed mid-way: nothing lost, nothing announced twice', async () => {
    const { clock, service, copy, ctx, untilIdle, arrivals } = rig();
    await untilIdle(initialMachine());
    for (let i = 0; i < 250; i += 1) service.sign(`busy-${String(i).padStart(3, '0')}`, T0 + 1_000 + i * 100);
    clock.now = T0 + INTERVAL;

    // The look's search and its first page (the newest hundred), then the desk is killed.
    let machine = await step(decide(await step(initialMachine(), ctx), clock.now, false), ctx);
    while (!(machine.look && machine.look.nextPage === 1)) machine = await step(machine, ctx);
    expect(copy.waivers.size).toBe(100);
    expect(arrivals).toHaveLength(100);

    // A new start asks about the trailing day again: the copy lacks 150 of it, which the look reads.
    const restarted = await step(initialMachine(), ctx);
    expect(restarted.state.highWaterMs).toBe(T0 + 1_000 + 249 * 100);
    await untilIdle(restarted);
    expect(service.asked.filter((line) => line.startsWith('search')).at(-1)).toBe(
      `search desc from ${new Date(T0 + INTERVAL - DAY).toISOString()}`,
    );
    expect(copy.waivers.size).toBe(250);
    expect(new Set(arrivals).size).toBe(250);
    expect(arrivals).toHaveLength(250);
  });

  it('finds a waiver that reaches the service hours after it was signed, at the next look, once', async () => {
    const { clock, service, copy, untilIdle, arrivals } = rig();
    for (let i = 0; i < 320; i += 1) service.sign(`today-${i}`, T0 - 8 * 3_600_000 + i * 60_000);
    let { machine } = await untilIdle(initialMachine());
    clock.now = T0 + INTERVAL;
    ({ machine } = await untilIdle(machine));
    expect(copy.waivers.size).toBe(320);

    // A kiosk that was offline uploads now what was signed three hours ago.
    clock.now = T0 + 90_000;
    service.sign('kiosk-late', T0 - 3 * 3_600_000);
    clock.now = T0 + 2 * INTERVAL;
    const asked = service.asked.length;
    ({ machine } = await untilIdle(machine));
    expect(copy.waivers.has('kiosk-late')).toBe(true);
    expect(arrivals).toEqual(['kiosk-late']);
    // One search, and only the pages down to it (newest first), not the whole day.
    const thisLook = service.asked.slice(asked);
    expect(thisLook.filter((line) => line.startsWith('search'))).toHaveLength(1);
    expect(thisLook.filter((line) => line.startsWith('page')).length).toBeLessThan(Math.ceil(321 / PAGE));

    // Nothing missing at the next look: one search, no page.
    clock.now = T0 + 3 * INTERVAL;
    const before = service.asked.length;
    ({ machine } = await untilIdle(machine));
    expect(service.asked.slice(before)).toEqual([
      `search desc from ${new Date(T0 + 3 * INTERVAL - DAY).toISOString()}`,
    ]);
    expect(arrivals).toEqual(['kiosk-late']);
  });

  it('catches up from its mark, oldest first, when it was off longer than a day', async () => {
    const { clock, service, copy, untilIdle } = rig();
    let { machine } = await untilIdle(initialMachine());
    service.sign('while-away', T0 + DAY);
    clock.now = T0 + 2 * DAY;
    ({ machine } = await untilIdle(woken(machine)));
    expect(service.asked.filter((line) => line.startsWith('search asc')).at(-1)).toBe(
      `search asc from ${new Date(T0 - 15 * 60_000).toISOString()}`,
    );
    expect(copy.waivers.has('while-away')).toBe(true);
    expect(machine.state.highWaterMs).toBe(T0 + DAY);
  });

  it('looks again at once when a look reached the result cap, and waits the interval otherwise', async () => {
    const { service, ctx, untilIdle } = rig();
    let { machine } = await untilIdle(initialMachine());
    service.capAt(WAIVER_LIMITS.searchMaxResults);
    service.sign('one');
    machine = woken(machine);
    machine = await step(machine, ctx); // decides: a look is due
    expect(machine.phase).toBe('incremental');
    machine = await step(machine, ctx); // the search
    machine = await step(machine, ctx); // its only page
    expect(machine.look).toBeNull();
    expect(machine.due.lookAt).toBe(0);
    expect(machine.phase).toBe('incremental');
  });

  it('turns failures into waits: growing for a service that is not answering, ten minutes for a refused key', () => {
    const { ctx } = rig();
    const working = { ...initialMachine(), phase: 'incremental' as const };
    const offline = new NetworkError('connection refused', { endpoint: 'GET /v4/search' });
    const once = afterFailure(working, offline, T0, ctx);
    expect(once).toMatchObject({ phase: 'paused', failures: 1, resumeAt: T0 + 5_000 });
    const twice = afterFailure(once, offline, T0, ctx);
    expect(twice).toMatchObject({ phase: 'paused', failures: 2, resumeAt: T0 + 10_000 });
    const many = [...Array(10)].reduce((machine: Machine) => afterFailure(machine, offline, T0, ctx), twice);
    expect(many.resumeAt).toBe(T0 + 120_000);

    const refused = afterFailure(
      working,
      new AuthError({ endpoint: 'GET /v4/search', status: 401 }),
      T0,
      ctx,
    );
    expect(refused).toMatchObject({ phase: 'error', resumeAt: T0 + AUTH_PAUSE_MS });
    expect(refused.notice).toEqual({ kind: 'key_refused' });
    expect(progressOf(twice, { now: T0, meter: ctx.meter, budgetInUse: 0 }).phase).toBe('paused');
  });

  it('when the store refuses writes, says why and tries only the write again, asking the service nothing', async () => {
    const { clock, service, copy, ctx, untilIdle } = rig();
    service.sign('a', T0 - DAY);
    let { machine } = await untilIdle(initialMachine());
    service.sign('b');
    clock.now = T0 + INTERVAL;
    copy.refuse(true);
    let failed: Machine | null = null;
    for (let steps = 0; steps < 10 && !failed; steps += 1) {
      try {
        machine = await step(machine, ctx);
      } catch (error) {
        failed = afterFailure(machine, error, clock.now, ctx);
      }
    }
    expect(failed).toMatchObject({
      phase: 'error',
      trouble: 'full',
      notice: { kind: 'storage', trouble: 'full' },
    });
    expect(failed?.resumeAt).toBe(clock.now + 1_000);
    expect(ctx.refusedWrite).not.toBeNull();

    // Still full: the retry fails again and waits longer, without a request.
    const asked = service.asked.length;
    clock.now = failed?.resumeAt ?? 0;
    const stillFull = await step(failed as Machine, ctx).catch((error: unknown) =>
      afterFailure(failed as Machine, error, clock.now, ctx),
    );
    expect(stillFull).toMatchObject({ phase: 'error', trouble: 'full', failures: 2 });
    expect(service.asked.length).toBe(asked);

    // Room again: the write goes through and the sync carries on to the new waiver.
    copy.refuse(false);
    const recovered = await step(stillFull, ctx);
    expect(recovered).toMatchObject({ trouble: null, failures: 0 });
    await untilIdle(recovered);
    expect(copy.waivers.has('b')).toBe(true);
  });

  it('says the total is a guess until the oldest window has been searched', () => {
    const { ctx } = rig();
    const machine = initialMachine();
    const backfill: BackfillState = {
      startMs: T0 - 30 * DAY,
      endMs: T0,
      doneFromMs: T0 - 2 * DAY,
      spanMs: DAY,
      cursor: null,
      stored: 1_200,
      estimatedTotal: 48_000,
    };
    const at = (state: Partial<BackfillState>) =>
      progressOf(
        { ...machine, phase: 'backfill', state: { ...machine.state, backfill: { ...backfill, ...state } } },
        { now: T0, meter: ctx.meter, budgetInUse: 0 },
      );
    expect(at({})).toMatchObject({ done: 1_200, total: 48_000, totalIsEstimate: true, lastCurrentAt: null });
    const lastWindow = {
      fromMs: T0 - 30 * DAY,
      toMs: T0 - 2 * DAY,
      guid: 'g',
      searchedAtMs: T0,
      count: 40_000,
      pages: 400,
      nextPage: 3,
    };
    expect(at({ cursor: lastWindow, estimatedTotal: 41_200 })).toMatchObject({ totalIsEstimate: false });
    expect(at({ doneFromMs: T0 - 30 * DAY, stored: 41_200, estimatedTotal: 41_200 })).toMatchObject({
      totalIsEstimate: false,
    });
  });
});
