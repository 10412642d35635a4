/**
 * Keeps the desk's encrypted copy of the account current within the shared rate
 * budget: a backfill of the retention window through search (windowed under the
 * result cap, result pages at background priority so people at the desk always
 * have the interactive share), looks for new signings from the high-water mark
 * with overlap, check-ins as each hour completes, and, on the one desk set to
 * consume it, the webhook queue. Every step is persisted before the next begins,
 * so a desk killed mid-sync continues where it stopped. Offline it pauses and
 * resumes by itself; it never sends into a window the scheduler knows is
 * exhausted (background calls wait in the scheduler instead).
 *
 * What the sync does is the state machine of `sync-machine.ts`; this is its
 * driver: it runs one step after another, waits when the machine says so (until
 * woken), tells the shell each state, and stops at the next step when closed.
 */
import type { SignedWaiver } from '../../../shared/domain/waiver.ts';
import type { SyncProgress } from '../../../shared/ipc/events.ts';
import { type Clock, systemClock } from '../../http/clock.ts';
import { CancelledError } from '../../http/errors.ts';
import type { RequestScheduler } from '../../http/scheduler.ts';
import { deskLog, errorForLog } from '../../logging/desk-log.ts';
import type { WaiverClient } from '../waiver-api/index.ts';
import { type CheckinLedger, createCheckinLedger } from './checkin-ledger.ts';
import { createResultPageFetcher } from './page-fetcher.ts';
import { ThroughputMeter } from './progress.ts';
import {
  afterFailure,
  initialMachine,
  type Machine,
  progressOf,
  type SyncContext,
  step,
  woken,
} from './sync-machine.ts';
import type { SyncStore } from './sync-store.ts';

export interface SyncOptions {
  waiver: WaiverClient;
  /** Where the sync writes: the desk's copy (`cacheSyncStore`) or another store. */
  store: SyncStore;
  scheduler: RequestScheduler;
  timeZone: string;
  retentionDays: number;
  /** This desk drains the account's webhook queue (only one desk of an account may). */
  consumeQueue: boolean;
  /** Today's check-ins hour by hour, shared with the Today screen; default one of its own on `store`. */
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

/** A new signing is found within this (plus a look's own time) by default: one search a minute. */
export const DEFAULT_INCREMENTAL_EVERY_MS = 60_000;
const DEFAULT_QUEUE_EVERY_MS = 30_000;
/** The account's budget per window, for the share in use the header shows. */
const ACCOUNT_BUDGET = 100;

/** What the machine's steps work with, from the engine's options. */
function contextOf(options: SyncOptions, clock: Clock, call: SyncContext['call']): SyncContext {
  const every = options.incrementalEveryMs ?? DEFAULT_INCREMENTAL_EVERY_MS;
  return {
    waiver: options.waiver,
    store: options.store,
    checkins:
      options.checkins ??
      createCheckinLedger({ store: options.store, waiver: options.waiver, timeZone: options.timeZone }),
    now: () => clock.now(),
    call,
    retentionDays: options.retentionDays,
    consumeQueue: options.consumeQueue,
    incrementalEveryMs: typeof every === 'function' ? every : () => every,
    queueEveryMs: options.queueEveryMs ?? DEFAULT_QUEUE_EVERY_MS,
    onArrived: options.onArrived,
    meter: new ThroughputMeter(),
    pages: createResultPageFetcher(options.waiver, call),
    refusedWrite: null,
    log: options.log ?? ((line: string) => deskLog.warn(line)),
  };
}

export function startSyncEngine(options: SyncOptions): SyncEngine {
  const clock = options.clock ?? systemClock;
  const lifetime = new AbortController();
  const call = { priority: 'background' as const, signal: lifetime.signal };
  const ctx = contextOf(options, clock, call);
  let machine = initialMachine();
  let progress = progressOf(machine, { now: clock.now(), meter: ctx.meter, budgetInUse: 0 });
  let wakeRequested = false;
  let wakeUp: (() => void) | null = null;

  const budgetInUse = (): number => {
    const available = options.scheduler.snapshot().available.account ?? ACCOUNT_BUDGET;
    return Math.min(1, Math.max(0, (ACCOUNT_BUDGET - available) / ACCOUNT_BUDGET));
  };

  const publish = () => {
    progress = progressOf(machine, {
      now: clock.now(),
      meter: ctx.meter,
      budgetInUse: budgetInUse(),
      budget: options.scheduler.outlook('account', 'background'),
    });
    options.onProgress(progress);
  };

  /** Resolves at `at`, or as soon as `wake()` is called or the engine closes. */
  const until = (at: number) =>
    new Promise<void>((resolve) => {
      const cancel = clock.setTimer(done, at - clock.now());
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
   * The storage's trouble (when it begins) and unexpected failures go to the log;
   * a service that is not answering does not.
   */
  const logFailure = (before: Machine, after: Machine, error: unknown) => {
    if (after.trouble && !before.trouble) ctx.log(`sync paused: ${errorForLog(error)}`);
    else if (!after.trouble && after.notice?.kind === 'failed')
      ctx.log(`sync step failed: ${errorForLog(error)}`);
  };

  const run = async () => {
    while (!lifetime.signal.aborted) {
      if (wakeRequested) {
        wakeRequested = false;
        machine = woken(machine);
      }
      if (machine.resumeAt !== null && clock.now() < machine.resumeAt) {
        await until(machine.resumeAt);
        continue;
      }
      const before = machine;
      try {
        machine = await step(machine, ctx);
      } catch (error) {
        if (lifetime.signal.aborted || error instanceof CancelledError) break;
        machine = afterFailure(machine, error, clock.now(), ctx);
        logFailure(before, machine, error);
      }
      publish();
    }
  };

  const running = run().catch((error: unknown) => {
    if (!lifetime.signal.aborted) ctx.log(`sync stopped: ${errorForLog(error)}`);
  });

  return {
    wake() {
      wakeRequested = true;
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
