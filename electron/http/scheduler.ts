/**
 * The one gate every call of an account passes: it keeps each named rate budget,
 * bounds how many requests are in flight, starts interactive work before
 * background work (first come, first served within a priority), and never sends a
 * request it knows the server would refuse; such a call waits for its window.
 * Answers teach it what other desks of the account have spent.
 */
import { STATUS_LIMITS } from '../../shared/domain/status.ts';
import { WAIVER_LIMITS } from '../../shared/domain/waiver.ts';
import { type Clock, systemClock } from './clock.ts';
import { type Priority, RateWindow, type WindowLimit } from './rate-window.ts';

export type { Priority, WindowLimit } from './rate-window.ts';

/** What an answer said about the budget it was drawn from. */
export interface RateFeedback {
  /** The server refused the call (429). */
  refused?: boolean;
  /** Seconds the server asked to wait (Retry-After or the body's own figure). */
  retryAfterSeconds?: number;
  /** `x-ratelimit-remaining`. */
  remaining?: number;
  /** `x-ratelimit-limit`, to tell which budget `remaining` speaks of. */
  limit?: number;
  /**
   * The request never left this computer (no connection could be made): the
   * server counted nothing, so its slot is free again at once instead of held for
   * a window. A desk that is offline then keeps its budget for when it is back,
   * and a person's call is never told to wait for a budget it did not spend.
   */
  unsent?: boolean;
}

export interface Lease {
  report(feedback: RateFeedback): void;
}

export interface ScheduleOptions {
  /** Name of the rate budget the call spends; null for calls outside every budget. */
  bucket: string | null;
  priority?: Priority;
  signal?: AbortSignal;
  /** The error a call cancelled while waiting rejects with. */
  onCancel: () => Error;
  /** Place in line; a retry passes the ticket of its first attempt to keep its place. */
  ticket?: number;
  /**
   * The latest instant (clock time) the call may still start. When its budget is
   * known to stay closed past it, the call is rejected at once with `onBudgetWait`
   * instead of waiting: a person at the desk is told when the budget frees rather
   * than watching a spinner through a long refusal.
   */
  startBy?: number;
  /** The error for a call that would have to wait past `startBy`; given when the budget frees. */
  onBudgetWait?: (freesAt: number) => Error;
}

/** What a budget admits now for calls of one priority, and how it refills: for honest estimates of time. */
export interface BudgetOutlook {
  /** Calls of that priority the budget admits right now. */
  available: number;
  /** When it next admits more without a call finishing (a slot's window ends, a refusal's wait is over); null: not before one does. */
  nextFreeAt: number | null;
  /** Calls of that priority one window admits at most. */
  perWindow: number;
  windowMs: number;
}

export interface SchedulerSnapshot {
  queued: number;
  inFlight: number;
  /** Interactive calls each budget would admit right now. */
  available: Record<string, number>;
}

export interface RequestScheduler {
  readonly clock: Clock;
  /** A new place in line, later than every ticket handed out before. */
  ticket(): number;
  /** Runs `task` once its budget and a concurrency slot allow; settles as the task does. */
  schedule<T>(options: ScheduleOptions, task: (lease: Lease) => Promise<T>): Promise<T>;
  snapshot(): SchedulerSnapshot;
  /** When the named budget next admits an interactive call; null when it admits one now. */
  freesAt(bucket: string): number | null;
  /** What the named budget admits for `priority` now, and how it refills. */
  outlook(bucket: string, priority: Priority): BudgetOutlook;
  /** Rejects everything still waiting and cancels the wake-up timer: nothing of it stays alive. */
  close(): void;
}

export interface SchedulerOptions {
  clock?: Clock;
  /** Requests in flight at once; default 4. */
  maxConcurrent?: number;
  /** Length of the account and search windows; a sandbox may run with a short one. Default 60 s. */
  rateWindowMs?: number;
  /** Budgets by name; replaces a default of the same name. */
  buckets?: Record<string, WindowLimit>;
}

export const DEFAULT_MAX_CONCURRENT = 4;

/** The account's budgets (waiver-api.md section 8) and the status service's per-second rate. */
export function defaultBuckets(
  rateWindowMs: number = WAIVER_LIMITS.rateWindowMs,
): Record<string, WindowLimit> {
  return {
    account: { limit: WAIVER_LIMITS.requestsPerWindow, windowMs: rateWindowMs, interactiveReserve: 10 },
    search: { limit: WAIVER_LIMITS.searchesPerWindow, windowMs: rateWindowMs, interactiveReserve: 1 },
    status: { limit: STATUS_LIMITS.requestsPerSecond, windowMs: 1_000 },
  };
}

interface Waiting {
  ticket: number;
  priority: Priority;
  window: RateWindow | null;
  start: () => void;
  /** Rejects the call without starting it. */
  refuse: (error: Error) => void;
  startBy: number | undefined;
  onBudgetWait: ((freesAt: number) => Error) | undefined;
  onCancel: () => Error;
}

const PRIORITIES: readonly Priority[] = ['interactive', 'background'];

/** Puts `entry` in its queue by ticket: a retry keeps the place of its first attempt. */
function enqueueByTicket(queue: Waiting[], entry: Waiting): void {
  let index = queue.length;
  while (index > 0 && (queue[index - 1]?.ticket ?? 0) > entry.ticket) index -= 1;
  queue.splice(index, 0, entry);
}

/** Takes `entry` out of its queue: false when it already left (started, refused, cancelled). */
function dequeue(queue: Waiting[], entry: Waiting): boolean {
  const index = queue.indexOf(entry);
  if (index < 0) return false;
  queue.splice(index, 1);
  return true;
}

/** What an answer's headers say of the budget, taken into its window: a refusal, or what remains. */
function takeFeedback(window: RateWindow, feedback: RateFeedback, now: number): void {
  if (feedback.refused) {
    const waitMs =
      feedback.retryAfterSeconds === undefined ? window.windowMs : feedback.retryAfterSeconds * 1_000;
    window.refuseUntil(now + waitMs);
  } else if (
    feedback.remaining !== undefined &&
    (feedback.limit === undefined || feedback.limit === window.limit)
  ) {
    window.adoptRemaining(feedback.remaining, now);
  }
}

export function createRequestScheduler(options: SchedulerOptions = {}): RequestScheduler {
  const clock = options.clock ?? systemClock;
  const maxConcurrent = options.maxConcurrent ?? DEFAULT_MAX_CONCURRENT;
  if (!(maxConcurrent >= 1)) throw new RangeError(`maxConcurrent must be at least 1, got ${maxConcurrent}`);
  const windows = new Map<string, RateWindow>();
  for (const [name, limit] of Object.entries({
    ...defaultBuckets(options.rateWindowMs),
    ...options.buckets,
  })) {
    windows.set(name, new RateWindow(limit));
  }
  const queues: Record<Priority, Waiting[]> = { interactive: [], background: [] };
  let inFlight = 0;
  let tickets = 0;
  let wake: { at: number; cancel: () => void } | null = null;

  const armWake = (at: number): void => {
    if (wake && wake.at <= at) return;
    wake?.cancel();
    wake = {
      at,
      cancel: clock.setTimer(() => {
        wake = null;
        pump();
      }, at - clock.now()),
    };
  };

  let pumping = false;
  let pumpAgain = false;

  /** Starts whatever may start now; a call made while it runs is folded into another pass. */
  function pump(): void {
    if (pumping) {
      pumpAgain = true;
      return;
    }
    pumping = true;
    try {
      do {
        pumpAgain = false;
        pumpOnce();
      } while (pumpAgain);
    } finally {
      pumping = false;
    }
  }

  function pumpOnce(): void {
    const now = clock.now();
    let nextChange = Number.POSITIVE_INFINITY;
    for (const priority of PRIORITIES) {
      const queue = queues[priority];
      const exhausted = new Set<RateWindow>();
      let index = 0;
      while (index < queue.length) {
        const entry = queue[index] as Waiting;
        const window = entry.window;
        // A call outside every budget (the anonymous /ping and /version) takes no slot: a look at
        // whether the service answers never waits behind the account's own slow work.
        if (window !== null && inFlight >= maxConcurrent) {
          index += 1;
          continue;
        }
        if (window && (exhausted.has(window) || window.available(now, priority) === 0)) {
          const freesAt = window.nextChangeAt(now);
          if (!exhausted.has(window)) {
            exhausted.add(window);
            nextChange = Math.min(nextChange, freesAt ?? Number.POSITIVE_INFINITY);
          }
          if (
            entry.startBy !== undefined &&
            entry.onBudgetWait &&
            freesAt !== undefined &&
            freesAt > entry.startBy
          ) {
            queue.splice(index, 1);
            entry.refuse(entry.onBudgetWait(freesAt));
            continue;
          }
          index += 1;
          continue;
        }
        queue.splice(index, 1);
        entry.start();
      }
    }
    if (Number.isFinite(nextChange)) armWake(nextChange);
  }

  const schedule = <T>(request: ScheduleOptions, task: (lease: Lease) => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const window = request.bucket === null ? null : (windows.get(request.bucket) ?? null);
      if (request.bucket !== null && !window) {
        reject(new RangeError(`no rate budget named '${request.bucket}'`));
        return;
      }
      const { signal } = request;
      if (signal?.aborted) {
        reject(request.onCancel());
        return;
      }
      let counted = true;
      const lease: Lease = {
        report(feedback) {
          if (!window) return;
          if (feedback.unsent) counted = false;
          takeFeedback(window, feedback, clock.now());
        },
      };
      const onAbort = (): void => {
        if (dequeue(queues[entry.priority], entry)) reject(request.onCancel());
      };
      const entry: Waiting = {
        ticket: request.ticket ?? tickets++,
        priority: request.priority ?? 'interactive',
        window,
        startBy: request.startBy,
        onBudgetWait: request.onBudgetWait,
        onCancel: request.onCancel,
        refuse(error) {
          signal?.removeEventListener('abort', onAbort);
          reject(error);
        },
        start() {
          signal?.removeEventListener('abort', onAbort);
          const holdsSlot = window !== null;
          if (holdsSlot) inFlight += 1;
          window?.acquire();
          const finish = (): void => {
            if (holdsSlot) inFlight -= 1;
            window?.release(clock.now(), counted);
            pump();
          };
          let running: Promise<T>;
          try {
            running = task(lease);
          } catch (error) {
            running = Promise.reject(error);
          }
          running.then(
            (value) => {
              finish();
              resolve(value);
            },
            (error: unknown) => {
              finish();
              reject(error);
            },
          );
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      enqueueByTicket(queues[entry.priority], entry);
      pump();
    });

  return {
    clock,
    ticket: () => tickets++,
    schedule,
    snapshot: () => {
      const now = clock.now();
      const available: Record<string, number> = {};
      for (const [name, window] of windows) available[name] = window.available(now, 'interactive');
      return { queued: queues.interactive.length + queues.background.length, inFlight, available };
    },
    freesAt: (bucket) => {
      const window = windows.get(bucket);
      if (!window) throw new RangeError(`no rate budget named '${bucket}'`);
      const now = clock.now();
      if (window.available(now, 'interactive') > 0) return null;
      return window.nextChangeAt(now) ?? null;
    },
    outlook: (bucket, priority) => {
      const window = windows.get(bucket);
      if (!window) throw new RangeError(`no rate budget named '${bucket}'`);
      const now = clock.now();
      const reserve = priority === 'background' ? window.interactiveReserve : 0;
      return {
        available: window.available(now, priority),
        nextFreeAt: window.nextChangeAt(now) ?? null,
        perWindow: window.limit - reserve,
        windowMs: window.windowMs,
      };
    },
    close: () => {
      wake?.cancel();
      wake = null;
      for (const priority of PRIORITIES) {
        for (const entry of queues[priority].splice(0)) entry.refuse(entry.onCancel());
      }
    },
  };
}
