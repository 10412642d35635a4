/**
 * One rate budget for every desk of the account, kept in PostgreSQL (a row per
 * budget, its slots claimed atomically by `claim_slot`). The desk's own request
 * scheduler stays in charge of its queue, concurrency and what the service's
 * answers teach it; this wraps it so that a request also holds a slot of the
 * shared budget before it is sent, and gives the slot back, held for one full
 * window, once answered. The desks together then never send more than the
 * service admits, whichever desk sends.
 *
 * Background work (the leader's sync) leaves the interactive reserve to people
 * at every desk, and within this desk waits behind interactive calls. When the
 * shared database cannot be reached the desk goes on with its own budget alone
 * (and tries the shared one again a little later): a counter must keep working.
 */
import type pg from 'pg';
import { type Clock, systemClock, within } from '../http/clock.ts';
import { WINDOW_SLACK_MS } from '../http/rate-window.ts';
import {
  defaultBuckets,
  type Lease,
  type Priority,
  type RequestScheduler,
  type ScheduleOptions,
  type WindowLimit,
} from '../http/scheduler.ts';

/** The service's budgets every desk shares; the status page's per-desk budget is not one. */
export const SHARED_BUCKETS = ['account', 'search'] as const;

/** A claimed slot is held this long at most if its desk dies before giving it back. */
const ABANDONED_SLOT_MS = 10 * 60_000;
/** After the shared database failed, it is asked again only this much later (doubling while it fails). */
const RETRY_SHARED_AFTER_MS = 15_000;
const RETRY_SHARED_AT_MOST_MS = 120_000;
/**
 * A claim the database has not answered by then counts as failed. Generous: a busy
 * database is still the one budget (going on alone would risk refusals); only one
 * cut off from the desk gets here, and then the desk rests from it as above.
 */
const CLAIM_ANSWER_WITHIN_MS = 10_000;
/** A wait for a full budget looks again at least this often (slots in flight free earlier than held). */
const LOOK_AGAIN_MS = 1_000;

export interface SharedBudget {
  /** A slot for a request of `bucket` now, or when the budget next frees (this desk's clock). */
  claim(bucket: string, priority: Priority): Promise<{ slot: number } | { freesAt: number }>;
  release(bucket: string, slot: number): void;
  /** The service refused a call (for `retryAfterSeconds`, else a window): every desk holds off. */
  refused(bucket: string, retryAfterSeconds: number | undefined): void;
  /** Whether the shared database answered the last claim. */
  connected(): boolean;
}

export interface SharedBudgetOptions {
  pool: pg.Pool;
  /** Length of the service's windows; the sandbox may run a short one. */
  rateWindowMs?: number;
  buckets?: Record<string, WindowLimit>;
  clock?: Clock;
  log?: (line: string) => void;
}

export function createSharedBudget(options: SharedBudgetOptions): SharedBudget {
  const clock = options.clock ?? systemClock;
  const limits: Record<string, WindowLimit> = { ...defaultBuckets(options.rateWindowMs), ...options.buckets };
  let failedAt: number | null = null;
  let restMs = RETRY_SHARED_AFTER_MS;
  /** This desk's clock minus the database server's, from the last claim. */
  let offset = 0;
  const failed = (error: unknown) => {
    if (failedAt === null) options.log?.(`shared budget unavailable: ${(error as Error)?.message ?? error}`);
    else restMs = Math.min(RETRY_SHARED_AT_MOST_MS, restMs * 2);
    failedAt = clock.now();
  };
  return {
    async claim(bucket, priority) {
      const limit = limits[bucket];
      if (!limit) throw new RangeError(`no rate budget named '${bucket}'`);
      if (failedAt !== null && clock.now() - failedAt < restMs) throw new Error('shared budget resting');
      try {
        const before = clock.now();
        const asked = options.pool.query<{ slot: number | null; frees_at: string | null; now_ms: string }>(
          'SELECT slot, frees_at, now_ms FROM claim_slot($1, $2, $3, $4, $5)',
          [
            bucket,
            limit.limit,
            limit.windowMs,
            priority === 'background' ? (limit.interactiveReserve ?? 0) : 0,
            limit.windowMs + ABANDONED_SLOT_MS,
          ],
        );
        // A claim answered after it was given up holds its slot until abandoned: rare, and safe.
        asked.catch(() => {});
        const { rows } = await within(
          clock,
          asked,
          CLAIM_ANSWER_WITHIN_MS,
          () => new Error('the shared database did not answer in time'),
        );
        const row = rows[0];
        if (!row) throw new Error('claim_slot answered nothing');
        offset = (before + clock.now()) / 2 - Number(row.now_ms);
        failedAt = null;
        restMs = RETRY_SHARED_AFTER_MS;
        if (row.slot !== null) return { slot: row.slot };
        return { freesAt: Number(row.frees_at) + offset };
      } catch (error) {
        failed(error);
        throw error;
      }
    },
    release(bucket, slot) {
      options.pool.query('SELECT release_slot($1, $2, $3)', [bucket, slot, WINDOW_SLACK_MS]).catch(failed);
    },
    refused(bucket, retryAfterSeconds) {
      const waitMs =
        retryAfterSeconds === undefined ? (limits[bucket]?.windowMs ?? 60_000) : retryAfterSeconds * 1_000;
      options.pool
        .query('SELECT hold_budget_until($1, $2)', [bucket, Math.round(clock.now() + waitMs - offset)])
        .catch(failed);
    },
    connected: () => failedAt === null,
  };
}

interface Waiter {
  priority: Priority;
  ticket: number;
  bucket: string;
  options: ScheduleOptions;
  /** Goes on to the desk's own scheduler, holding `slot` (null: without the shared budget). */
  proceed(slot: number | null): void;
  refuse(error: Error): void;
}

/**
 * The desk's scheduler with every request of a shared budget first holding a
 * slot of it. Same interface, so the waiver client and everything above it are
 * unchanged.
 */
export function withSharedBudget(local: RequestScheduler, budget: SharedBudget): RequestScheduler {
  const clock = local.clock;
  const queues = new Map<string, Waiter[]>();
  const pumping = new Set<string>();
  const timers = new Map<string, () => void>();
  let closed = false;

  const order = (a: Waiter, b: Waiter) =>
    a.priority === b.priority ? a.ticket - b.ticket : a.priority === 'interactive' ? -1 : 1;

  /** Claims slots for the head of a bucket's line until it is empty or the budget is full. */
  const pump = async (bucket: string): Promise<void> => {
    if (pumping.has(bucket) || closed) return;
    pumping.add(bucket);
    timers.get(bucket)?.();
    timers.delete(bucket);
    try {
      const queue = queues.get(bucket) ?? [];
      while (queue.length > 0 && !closed) {
        const head = queue[0] as Waiter;
        let claimed: Awaited<ReturnType<SharedBudget['claim']>>;
        try {
          claimed = await budget.claim(bucket, head.priority);
        } catch {
          // No shared database just now: this desk's own budget alone decides.
          queue.shift();
          head.proceed(null);
          continue;
        }
        if (queue[0] !== head) continue; // a call that came in meanwhile goes first, or the head left
        if ('slot' in claimed) {
          queue.shift();
          head.proceed(claimed.slot);
          continue;
        }
        const { startBy, onBudgetWait } = head.options;
        if (startBy !== undefined && onBudgetWait && claimed.freesAt > startBy) {
          queue.shift();
          head.refuse(onBudgetWait(claimed.freesAt));
          continue;
        }
        const wait = Math.max(10, Math.min(claimed.freesAt - clock.now(), LOOK_AGAIN_MS));
        timers.set(
          bucket,
          clock.setTimer(() => {
            timers.delete(bucket);
            void pump(bucket);
          }, wait),
        );
        return;
      }
    } finally {
      pumping.delete(bucket);
    }
  };

  const schedule = <T>(request: ScheduleOptions, task: (lease: Lease) => Promise<T>): Promise<T> => {
    const bucket = request.bucket;
    if (bucket === null || !(SHARED_BUCKETS as readonly string[]).includes(bucket)) {
      return local.schedule(request, task);
    }
    return new Promise<T>((resolve, reject) => {
      const { signal } = request;
      if (signal?.aborted) return reject(request.onCancel());
      const queue = queues.get(bucket) ?? [];
      queues.set(bucket, queue);
      const onAbort = () => {
        const index = queue.indexOf(waiter);
        if (index >= 0) {
          queue.splice(index, 1);
          reject(request.onCancel());
        }
      };
      const waiter: Waiter = {
        priority: request.priority ?? 'interactive',
        ticket: request.ticket ?? local.ticket(),
        bucket,
        options: request,
        refuse(error) {
          signal?.removeEventListener('abort', onAbort);
          reject(error);
        },
        proceed(slot) {
          signal?.removeEventListener('abort', onAbort);
          local
            .schedule({ ...request, ticket: waiter.ticket }, (lease) =>
              task({
                report(feedback) {
                  lease.report(feedback);
                  if (feedback.refused) budget.refused(bucket, feedback.retryAfterSeconds);
                },
              }),
            )
            .then(resolve, reject)
            .finally(() => {
              if (slot !== null) budget.release(bucket, slot);
            });
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      queue.push(waiter);
      queue.sort(order);
      void pump(bucket);
    });
  };

  return {
    clock,
    ticket: () => local.ticket(),
    schedule,
    snapshot: () => {
      const snapshot = local.snapshot();
      let waiting = 0;
      for (const queue of queues.values()) waiting += queue.length;
      return { ...snapshot, queued: snapshot.queued + waiting };
    },
    freesAt: (bucket) => local.freesAt(bucket),
    // This desk's view of the shared budget: what it spent and what the service's answers taught it.
    outlook: (bucket, priority) => local.outlook(bucket, priority),
    close: () => {
      closed = true;
      for (const cancel of timers.values()) cancel();
      timers.clear();
      for (const queue of queues.values()) {
        for (const waiter of queue.splice(0)) waiter.refuse(waiter.options.onCancel());
      }
      local.close();
    },
  };
}
