/**
 * Keeps the desk's encrypted copy of the account current within the shared rate
 * budget: a backfill of the retention window through search (windowed under the
 * result cap, result pages at background priority so people at the desk always
 * have the interactive share), an incremental sync from the high-water mark with
 * overlap, check-ins as each hour completes, and, on the one desk set to consume
 * it, the webhook queue. Every step is persisted before the next begins, so a
 * desk killed mid-sync continues where it stopped. Offline it pauses and resumes
 * by itself; it never sends into a window the scheduler knows is exhausted
 * (background calls wait in the scheduler instead).
 */
import type { SignedWaiver } from '../../../shared/domain/waiver.ts';
import type { SyncProgress } from '../../../shared/ipc/events.ts';
import { type BackoffPolicy, backoffDelayMs } from '../../../shared/time/backoff.ts';
import type { CacheWorker } from '../../cache/index.ts';
import { deskLog, errorForLog } from '../../logging/desk-log.ts';
import { type Clock, systemClock } from '../http/clock.ts';
import { AuthError, CancelledError } from '../http/errors.ts';
import { isTransient } from '../http/retry.ts';
import type { RequestScheduler } from '../http/scheduler.ts';
import type { WaiverClient } from '../waiver-api/index.ts';
import { isGuidGone } from '../waiver-api/search-pages.ts';
import { type CheckinLedger, createCheckinLedger } from './checkin-ledger.ts';
import { secondsLeft, ThroughputMeter } from './progress.ts';
import { STORAGE_RETRY, STORAGE_TROUBLE_WORDS, storageTroubleOf } from './storage-trouble.ts';
import { type BackfillState, readSyncState, SYNC_STATE_KEY, type SyncState } from './sync-state.ts';
import { narrowerSpan, nextSpan, nextWindow, overCap } from './windows.ts';

export interface SyncOptions {
  waiver: WaiverClient;
  cache: CacheWorker;
  scheduler: RequestScheduler;
  timeZone: string;
  retentionDays: number;
  /** This desk drains the account's webhook queue (only one desk of an account may). */
  consumeQueue: boolean;
  /** Today's check-ins hour by hour, shared with the Today screen; default one of its own on `cache`. */
  checkins?: CheckinLedger;
  onProgress: (progress: Omit<SyncProgress, 'sessionId'>) => void;
  /** Waivers signed since the last look, found by the incremental sync or the queue. */
  onArrived: (waivers: SignedWaiver[]) => void;
  clock?: Clock;
  /**
   * How often the incremental sync looks for new waivers (each look is one of the
   * account's five searches a minute); read before every wait, so a changed setting
   * applies at the next look. Default {@link DEFAULT_INCREMENTAL_EVERY_MS}.
   */
  incrementalEveryMs?: number | (() => number);
  /** How often the webhook queue is read; default 30 s. */
  queueEveryMs?: number;
  log?: (line: string) => void;
}

export interface SyncEngine {
  /** Looks now (on wake, on the network's return, on request), instead of at the next interval. */
  wake(): void;
  progress(): Omit<SyncProgress, 'sessionId'>;
  /** Stops at the next step; nothing in flight is left half-stored. */
  close(): Promise<void>;
}

const DAY_MS = 86_400_000;
/** A new signing is found within this (plus a look's own time) by default: one search a minute. */
export const DEFAULT_INCREMENTAL_EVERY_MS = 60_000;
/** The incremental search reaches back this far past the high-water mark: late-indexed waivers are not missed. */
export const INCREMENTAL_OVERLAP_MS = 15 * 60_000;
/** Result pages fetched at once: enough to keep the budget busy whatever the latency. */
const PAGES_IN_FLIGHT = 4;
/** A guid is re-searched comfortably before its 12 hours end. */
const GUID_REUSE_MS = 11 * 60 * 60_000;
/** Templates (their custom-field labels) and the retention purge are looked after this often. */
const UPKEEP_EVERY_MS = 6 * 60 * 60_000;
/** After a failed step: 5 s, doubling to 2 minutes. */
const STEP_BACKOFF: BackoffPolicy = { firstMs: 5_000, maxMs: 2 * 60_000 };
const AUTH_PAUSE_MS = 10 * 60_000;

const signedAt = (waiver: SignedWaiver): number | null => {
  const ms = Date.parse(waiver.createdOn);
  return Number.isNaN(ms) ? null : ms;
};

export function startSyncEngine(options: SyncOptions): SyncEngine {
  const clock = options.clock ?? systemClock;
  const incrementalEvery = (): number => {
    const every = options.incrementalEveryMs ?? DEFAULT_INCREMENTAL_EVERY_MS;
    return typeof every === 'function' ? every() : every;
  };
  const queueEvery = options.queueEveryMs ?? 30_000;
  const log = options.log ?? ((line: string) => deskLog.warn(line));
  const { waiver, cache, scheduler } = options;
  const lifetime = new AbortController();
  const background = { priority: 'background' as const, signal: lifetime.signal };
  const meter = new ThroughputMeter();
  let state: SyncState = readSyncState(null);
  let nextIncrementalAt = 0;
  let nextQueueAt = 0;
  let nextUpkeepAt = 0;
  let progress: Omit<SyncProgress, 'sessionId'> = {
    phase: 'starting',
    done: 0,
    total: 0,
    totalIsEstimate: false,
    secondsLeft: null,
    budgetInUse: 0,
    lastCurrentAt: null,
    message: null,
  };
  let wakeUp: (() => void) | null = null;

  const budgetInUse = (): number => {
    const limit = 100;
    const available = scheduler.snapshot().available.account ?? limit;
    return Math.min(1, Math.max(0, (limit - available) / limit));
  };

  const publish = (changes: Partial<typeof progress>) => {
    const backfill = state.backfill;
    const done = backfill?.stored ?? 0;
    const total = Math.max(done, backfill?.estimatedTotal ?? 0);
    // Exact once the oldest window has been searched: every window's count is then known.
    const lastWindowSearched = backfill?.cursor ? backfill.cursor.fromMs <= backfill.startMs : false;
    progress = {
      ...progress,
      done,
      total,
      totalIsEstimate: total > done && !lastWindowSearched && !backfillComplete(),
      secondsLeft:
        backfill?.cursor || (backfill && backfill.doneFromMs > backfill.startMs)
          ? secondsLeft(done, total, meter.perSecond(clock.now()))
          : null,
      budgetInUse: budgetInUse(),
      // Only a complete copy is "current"; while the backfill runs the line counts instead.
      lastCurrentAt:
        state.lastCurrentMs === null || !backfillComplete()
          ? null
          : new Date(state.lastCurrentMs).toISOString(),
      ...changes,
    };
    options.onProgress(progress);
  };

  /**
   * The last write the copy's storage refused (a lock, a full disk). It is what
   * is tried again, without asking the service anything, until it goes through.
   */
  let refusedWrite: (() => Promise<unknown>) | null = null;

  /** A write to the copy; one its storage refuses is kept to be tried again. */
  const write = async <T>(attempt: () => Promise<T>): Promise<T> => {
    try {
      return await attempt();
    } catch (error) {
      if (storageTroubleOf(error)) refusedWrite = attempt;
      throw error;
    }
  };

  const save = async () => {
    const snapshot = JSON.stringify(state);
    await write(() => cache.setSyncState(SYNC_STATE_KEY, snapshot));
  };

  const backfillComplete = (): boolean => {
    const backfill = state.backfill;
    return backfill !== null && !backfill.cursor && backfill.doneFromMs <= backfill.startMs;
  };

  /**
   * Stores waivers a look found and moves the high-water mark to the newest of
   * them, never past `lookedAt` (a signing time ahead of the look is a clock or
   * zone the desk cannot trust, and a mark in the future would skip real signings).
   */
  const store = async (waivers: readonly SignedWaiver[], lookedAt: number): Promise<number> => {
    if (waivers.length === 0) return 0;
    const result = await write(() => cache.putWaivers(waivers));
    for (const signed of waivers) {
      const at = Math.min(signedAt(signed) ?? Number.NEGATIVE_INFINITY, lookedAt);
      if (at > (state.highWaterMs ?? Number.NEGATIVE_INFINITY)) state.highWaterMs = at;
    }
    return result.stored;
  };

  /**
   * The waivers among `found` that are new to this desk: not in the copy before
   * this look, and signed after the copy began (older ones are the backfill's, not
   * arrivals). Each is announced once, whichever look (search or queue) finds it.
   */
  const newArrivals = async (found: readonly SignedWaiver[]): Promise<SignedWaiver[]> => {
    const copyBegan = state.backfill?.endMs ?? Number.NEGATIVE_INFINITY;
    const fresh: SignedWaiver[] = [];
    for (const signed of found) {
      if ((signedAt(signed) ?? Number.POSITIVE_INFINITY) < copyBegan) continue;
      if (!(await cache.getWaiver(signed.waiverId))) fresh.push(signed);
    }
    return fresh;
  };

  const planBackfill = (): BackfillState => {
    const now = clock.now();
    const retentionMs = options.retentionDays * DAY_MS;
    return {
      startMs: now - retentionMs,
      endMs: now,
      doneFromMs: now,
      spanMs: retentionMs,
      cursor: null,
      stored: 0,
      estimatedTotal: 0,
    };
  };

  const searchWindow = (fromMs: number, toMs: number) =>
    waiver.search({ fromDts: new Date(fromMs), toDts: new Date(toMs - 1_000), sort: 'desc' }, background);

  /** One step of the backfill: a window's search, or its next pages. False once it is complete. */
  const backfillStep = async (backfill: BackfillState): Promise<boolean> => {
    if (!backfill.cursor) {
      const window = nextWindow(backfill.startMs, backfill.doneFromMs, backfill.spanMs);
      if (!window) return false;
      const summary = await searchWindow(window.fromMs, window.toMs);
      if (overCap(summary.count) && window.toMs - window.fromMs > 60_000) {
        backfill.spanMs = narrowerSpan(window.toMs - window.fromMs, summary.count);
        await save();
        return true;
      }
      const density = summary.count / Math.max(1, window.toMs - window.fromMs);
      backfill.estimatedTotal = Math.round(
        backfill.stored + summary.count + density * (window.fromMs - backfill.startMs),
      );
      backfill.cursor = {
        fromMs: window.fromMs,
        toMs: window.toMs,
        guid: summary.guid,
        searchedAtMs: clock.now(),
        count: summary.count,
        pages: summary.pages,
        nextPage: 0,
      };
      await save();
      return true;
    }
    const cursor = backfill.cursor;
    if (cursor.nextPage >= cursor.pages) {
      backfill.doneFromMs = cursor.fromMs;
      backfill.spanMs = nextSpan(cursor.toMs - cursor.fromMs, cursor.count);
      backfill.cursor = null;
      await save();
      return true;
    }
    if (clock.now() - cursor.searchedAtMs > GUID_REUSE_MS) {
      // The guid is about to expire: search the same window again and keep the page position.
      const summary = await searchWindow(cursor.fromMs, cursor.toMs);
      Object.assign(cursor, {
        guid: summary.guid,
        searchedAtMs: clock.now(),
        count: summary.count,
        pages: summary.pages,
      });
      await save();
      return true;
    }
    const last = Math.min(cursor.pages, cursor.nextPage + PAGES_IN_FLIGHT);
    let pages: string[];
    try {
      pages = await takePages(cursor.guid, cursor.nextPage, last);
    } catch (error) {
      if (!isGuidGone(error)) throw error;
      cursor.searchedAtMs = 0;
      return true;
    }
    // Fetch the next pages while these are sealed and indexed: the budget, not the
    // round trips, then sets the pace.
    const nextLast = Math.min(cursor.pages, last + PAGES_IN_FLIGHT);
    if (nextLast > last) prefetch(cursor.guid, last, nextLast);
    const ingest = await write(() => cache.putResultPages(pages));
    if (ingest.newestMs !== null && (state.highWaterMs === null || ingest.newestMs > state.highWaterMs)) {
      state.highWaterMs = ingest.newestMs;
    }
    const stored = ingest.stored;
    backfill.stored += stored;
    cursor.nextPage = last;
    meter.record(clock.now(), stored);
    await save();
    return true;
  };

  let prefetched: { guid: string; first: number; last: number; pages: Promise<string[]> } | null = null;

  /** Pages as sent: the cache worker reads and validates them, off the main thread. */
  const fetchPages = (guid: string, first: number, last: number) =>
    Promise.all(
      Array.from({ length: last - first }, (_, index) =>
        waiver.searchResultsPageBody(guid, first + index, background),
      ),
    );

  const prefetch = (guid: string, first: number, last: number) => {
    const pages = fetchPages(guid, first, last);
    // Its failure is seen when the pages are taken; until then it must not be "unhandled".
    pages.catch(() => {});
    prefetched = { guid, first, last, pages };
  };

  /** The pages [first, last) of a search: prefetched ones when they match, else fetched now. */
  const takePages = (guid: string, first: number, last: number): Promise<string[]> => {
    const ready = prefetched;
    prefetched = null;
    if (ready && ready.guid === guid && ready.first === first && ready.last === last) return ready.pages;
    return fetchPages(guid, first, last);
  };

  /**
   * One look for new signings: a fresh search from the high-water mark (with
   * overlap), oldest first, every page stored and the mark saved before the next,
   * so a desk killed mid-look resumes from where it stopped. The copy is current
   * as of the moment the search was asked, once every page is in. True when the
   * look reached the result cap and more are waiting.
   */
  const incremental = async (): Promise<boolean> => {
    const askedAt = clock.now();
    const from = (state.highWaterMs ?? state.backfill?.endMs ?? askedAt) - INCREMENTAL_OVERLAP_MS;
    let results = 0;
    for await (const page of waiver.searchResults({ fromDts: new Date(from), sort: 'asc' }, {}, background)) {
      results += page.length + page.skipped;
      const arrived = await newArrivals(page);
      await store(page, askedAt);
      await save();
      if (arrived.length > 0) options.onArrived(arrived);
    }
    state.lastCurrentMs = askedAt;
    await save();
    return overCap(results);
  };

  const checkins =
    options.checkins ?? createCheckinLedger({ store: cache, waiver, timeZone: options.timeZone });

  /** The hours of today completed since the last refresh (none asked for twice). */
  const refreshCheckins = (): Promise<void> => checkins.catchUp(new Date(clock.now()), background);

  /** A minute past the end of the current hour: the hour the service can then report. */
  const nextCheckinRefreshAt = (): number => {
    const hour = 3_600_000;
    return Math.floor(clock.now() / hour) * hour + hour + 60_000;
  };

  /**
   * Reads the webhook queue to its end: each message names a new waiver, fetched
   * unless the copy already holds it. An empty queue is a look like a search: the
   * copy is current as of when the reading began.
   */
  const drainQueue = async (): Promise<void> => {
    const askedAt = clock.now();
    for (;;) {
      const message = await waiver.readAccountQueue({ delete: true }, background);
      if (!message) break;
      if (await cache.getWaiver(message.payload.unique_id)) continue;
      const signed = await waiver.getWaiver(message.payload.unique_id, {}, background);
      const arrived = await newArrivals([signed]);
      await store([signed], askedAt);
      await save();
      if (arrived.length > 0) options.onArrived(arrived);
    }
    state.lastCurrentMs = Math.max(state.lastCurrentMs ?? askedAt, askedAt);
    await save();
  };

  /** Templates with their custom-field labels, and the purge of waivers past the retention window. */
  const upkeep = async (): Promise<void> => {
    const templates = await waiver.listTemplates({ customFields: true }, background);
    await write(() => cache.putTemplates(templates));
    const before = clock.now() - options.retentionDays * DAY_MS;
    await write(() => cache.purgeOlderThan(before));
  };

  /** Resolves after `ms`, or as soon as `wake()` is called or the engine closes. */
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const cancel = clock.setTimer(done, ms);
      function done() {
        cancel();
        wakeUp = null;
        lifetime.signal.removeEventListener('abort', done);
        resolve();
      }
      wakeUp = done;
      lifetime.signal.addEventListener('abort', done, { once: true });
    });

  /**
   * Tries the refused write again until it goes through, asking the service
   * nothing meanwhile (a full disk must not spend the account's budget); the
   * step it belonged to then runs again.
   */
  const untilStorageTakesWrites = async (): Promise<void> => {
    for (let tries = 1; !lifetime.signal.aborted; tries += 1) {
      await pause(backoffDelayMs(STORAGE_RETRY, tries));
      try {
        await (refusedWrite ?? save)();
        refusedWrite = null;
        return;
      } catch (error) {
        if (!storageTroubleOf(error)) return;
      }
    }
  };

  const run = async () => {
    state = readSyncState(await cache.getSyncState(SYNC_STATE_KEY));
    if (!state.backfill) {
      state.backfill = planBackfill();
      await save();
    }
    publish({ phase: 'starting' });
    let failures = 0;
    while (!lifetime.signal.aborted) {
      try {
        const now = clock.now();
        if (now >= nextUpkeepAt) {
          await upkeep();
          nextUpkeepAt = clock.now() + UPKEEP_EVERY_MS;
        }
        await refreshCheckins();
        if (options.consumeQueue && now >= nextQueueAt) {
          await drainQueue();
          nextQueueAt = clock.now() + queueEvery;
        }
        if (now >= nextIncrementalAt) {
          publish({ phase: 'incremental', message: null });
          const moreWaiting = await incremental();
          nextIncrementalAt = moreWaiting ? 0 : clock.now() + incrementalEvery();
        }
        const backfill = state.backfill;
        if (backfill && (backfill.cursor || backfill.doneFromMs > backfill.startMs)) {
          publish({ phase: 'backfill', message: null });
          await backfillStep(backfill);
        } else {
          publish({ phase: 'idle', message: null });
          const nextDue = Math.min(
            nextIncrementalAt,
            nextUpkeepAt,
            nextCheckinRefreshAt(),
            options.consumeQueue ? nextQueueAt : Number.POSITIVE_INFINITY,
          );
          await pause(Math.max(1_000, nextDue - clock.now()));
        }
        failures = 0;
      } catch (error) {
        if (lifetime.signal.aborted || error instanceof CancelledError) break;
        const trouble = storageTroubleOf(error);
        if (trouble) {
          log(`sync paused: ${errorForLog(error)}`);
          publish({ phase: 'error', message: STORAGE_TROUBLE_WORDS[trouble] });
          await untilStorageTakesWrites();
        } else if (error instanceof AuthError) {
          publish({
            phase: 'error',
            message: 'The service refused the API key; the copy is not being updated.',
          });
          await pause(AUTH_PAUSE_MS);
        } else if (isTransient(error)) {
          publish({
            phase: 'paused',
            message: 'The waiver service is not answering; the copy resumes by itself.',
          });
          failures += 1;
          await pause(backoffDelayMs(STEP_BACKOFF, failures));
        } else {
          log(`sync step failed: ${errorForLog(error)}`);
          publish({ phase: 'error', message: 'The copy could not be updated; it tries again shortly.' });
          failures += 1;
          await pause(backoffDelayMs(STEP_BACKOFF, failures));
        }
      }
    }
  };

  const running = run().catch((error: unknown) => {
    if (!lifetime.signal.aborted) {
      log(`sync stopped: ${errorForLog(error)}`);
    }
  });

  return {
    wake() {
      nextIncrementalAt = 0;
      nextQueueAt = 0;
      wakeUp?.();
    },
    progress: () => progress,
    async close() {
      lifetime.abort();
      wakeUp?.();
      await running;
    },
  };
}
