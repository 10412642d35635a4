/**
 * When the status page is read: at once on start, then every interval (read
 * from the setting at each schedule, so a changed setting applies from the next
 * reading on), sooner after a failure with growing jittered pauses, and right
 * away when asked (wake, network back, the panel opened). A reading asked for
 * while one is under way shares it, so nothing ever reads twice at once.
 */
import type { Clock } from '../../http/clock.ts';
import { failureDelayMs } from './backoff.ts';

/** Why a reading ran: its timer, or someone asked for one now (`change`: the page's summary changed). */
export type ReadingCause = 'start' | 'interval' | 'retry' | 'refresh' | 'wake' | 'network' | 'change';

export interface PollerOptions {
  clock: Clock;
  /** One reading; rejects when it failed. Its signal aborts when the poller closes. */
  read: (cause: ReadingCause, signal: AbortSignal) => Promise<void>;
  /** The pause after a good reading; asked again at every schedule. */
  intervalMs: () => number;
  /** Source of jitter in [0, 1). */
  random?: () => number;
  /** Told after each reading once the next one is planned. */
  onScheduled?: (nextAt: number | null) => void;
}

export interface Poller {
  /** The first reading, at once; later calls do nothing. */
  start(): void;
  /** A reading now (or the one under way); resolves once it ended, whatever the outcome. */
  readNow(cause: ReadingCause): Promise<void>;
  /** Clock time of the planned reading; null when none is planned. */
  nextAt(): number | null;
  /** Failed readings in a row. */
  failures(): number;
  /** Cancels the planned reading and aborts the one under way. */
  close(): void;
}

export function createPoller(options: PollerOptions): Poller {
  const { clock } = options;
  const random = options.random ?? Math.random;
  let started = false;
  let closed = false;
  let failures = 0;
  let inFlight: Promise<void> | null = null;
  let reading: AbortController | null = null;
  let cancelTimer: (() => void) | null = null;
  let plannedAt: number | null = null;

  const plan = (delayMs: number, cause: ReadingCause) => {
    plannedAt = clock.now() + delayMs;
    cancelTimer = clock.setTimer(() => {
      cancelTimer = null;
      plannedAt = null;
      void readNow(cause);
    }, delayMs);
  };

  const unplan = () => {
    cancelTimer?.();
    cancelTimer = null;
    plannedAt = null;
  };

  function readNow(cause: ReadingCause): Promise<void> {
    if (closed) return Promise.resolve();
    if (inFlight) return inFlight;
    started = true;
    unplan();
    const controller = new AbortController();
    reading = controller;
    const outcome = new Promise<void>((resolve) => resolve(options.read(cause, controller.signal)));
    const current = outcome
      .then(
        () => {
          failures = 0;
        },
        () => {
          failures += 1;
        },
      )
      .then(() => {
        inFlight = null;
        reading = null;
        if (closed) return;
        if (failures === 0) plan(options.intervalMs(), 'interval');
        else plan(failureDelayMs(failures, random), 'retry');
        options.onScheduled?.(plannedAt);
      });
    inFlight = current;
    return current;
  }

  return {
    start() {
      if (started || closed) return;
      started = true;
      void readNow('start');
    },
    readNow,
    nextAt: () => plannedAt,
    failures: () => failures,
    close() {
      closed = true;
      unplan();
      reading?.abort();
      reading = null;
    },
  };
}
