/**
 * The account's watch on the status page: reads it on the poller's schedule,
 * glances at the page's own summary (`/api/v1/status`, one small request) every
 * 30 s in between and reads it all at once when the summary changed, so a change
 * shows within 30 s without reading every component and notice that often;
 * keeps the latest good reading (through an outage of the page too), merges the
 * page's word with the desk's own view of the waiver service into the
 * indicator's state, and turns real changes into notifications. One per account
 * session; `close()` leaves no timer and no request behind.
 */
import type { ServiceStatusSnapshot } from '../../../shared/domain/status-snapshot.ts';
import type { PageProblem, ReachState, ServiceHealth } from '../../../shared/ipc/events.ts';
import { type Clock, systemClock } from '../../http/clock.ts';
import { NetworkError, RateLimitError, ServerError, TimeoutError } from '../../http/errors.ts';
import type { StatusClient } from '../status-api/index.ts';
import { type AlertNews, alertNews } from './alert-text.ts';
import { type DetectorMemory, detectChanges, EMPTY_MEMORY } from './change-detector.ts';
import { mergeHealth } from './merge.ts';
import { createPoller, type ReadingCause } from './poller.ts';

/** The setting's range (Settings refuses anything else); a store edited by hand is held to it too. */
export const POLL_MINUTES = { min: 1, max: 5, default: 2 } as const;

/**
 * How often the page's summary is looked at between full readings. One request
 * every 30 s (the page allows 10 a second) meets the counter's 60 s without
 * polling every few seconds, which status clients are known to avoid.
 */
export const GLANCE_EVERY_MS = 30_000;

export interface StatusMonitorOptions {
  sessionId: number;
  /** Null when the account has no status page. */
  client: StatusClient | null;
  /** The status check interval in minutes, asked at every schedule. */
  pollMinutes: () => number;
  /** Zone of the times in notifications. */
  timeZone: string;
  onHealth: (health: ServiceHealth) => void;
  onAlert: (alert: AlertNews) => void;
  clock?: Clock;
  random?: () => number;
}

export interface ServiceStatusReport {
  health: ServiceHealth;
  snapshot: ServiceStatusSnapshot | null;
}

export interface StatusMonitor {
  /** Starts polling (the first reading at once). */
  start(): void;
  /** Reads the page now, or waits for the reading under way; resolves when it ended. */
  refresh(): Promise<void>;
  /** The computer woke from sleep: whatever was read before is old. */
  wake(): void;
  /** The desk's own view of the waiver service changed; coming back online reads the page again. */
  deskReach(state: ReachState): void;
  report(): ServiceStatusReport;
  close(): void;
}

export function pollIntervalMs(minutes: number): number {
  const valid = Number.isInteger(minutes) ? minutes : POLL_MINUTES.default;
  return Math.min(POLL_MINUTES.max, Math.max(POLL_MINUTES.min, valid)) * 60_000;
}

function problemOf(error: unknown): PageProblem {
  if (error instanceof RateLimitError) return 'busy';
  if (error instanceof NetworkError || error instanceof TimeoutError || error instanceof ServerError) {
    return 'not-answering';
  }
  return 'unreadable';
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function createStatusMonitor(options: StatusMonitorOptions): StatusMonitor {
  const { client, sessionId } = options;
  const clock = options.clock ?? systemClock;
  let snapshot: ServiceStatusSnapshot | null = null;
  let lastReadingAt: number | null = null;
  /** Why the page's state is unknown now; null while the latest reading succeeded. */
  let problem: PageProblem | null = client ? 'first-reading' : null;
  let desk: ReachState = 'unknown';
  let checking = false;
  let memory: DetectorMemory = EMPTY_MEMORY;
  let closed = false;
  let published = '';
  /** The summary as the last glance saw it (counts too); null until a glance after the latest reading. */
  let glanced: string | null = null;

  const read = async (cause: ReadingCause, signal: AbortSignal): Promise<void> => {
    if (!client) return;
    checking = true;
    publish();
    try {
      // A person waiting on the panel goes before background work of the account.
      const priority = cause === 'refresh' ? 'interactive' : 'background';
      const reading = await client.statusSnapshot({ signal, priority });
      if (closed) return;
      snapshot = reading;
      lastReadingAt = clock.now();
      problem = null;
      glanced = null;
      const detection = detectChanges(memory, { kind: 'read', snapshot: reading }, clock.now());
      memory = detection.memory;
      for (const change of detection.changes) {
        options.onAlert(alertNews(change, reading, options.timeZone, clock.now()));
      }
    } catch (error) {
      if (!closed) problem = problemOf(error);
      throw error;
    } finally {
      checking = false;
    }
  };

  const poller = createPoller({
    clock,
    read,
    intervalMs: () => pollIntervalMs(options.pollMinutes()),
    ...(options.random ? { random: options.random } : {}),
    onScheduled: () => publish(),
  });

  /**
   * Looks at the page's summary only; a summary that differs from the latest reading
   * (its state, its last update, the number of its components or notices) reads
   * the whole page now. A page that stops answering is read in full at once too,
   * so the indicator says so instead of keeping a reading it cannot confirm.
   */
  const glance = async (_cause: ReadingCause, signal: AbortSignal): Promise<void> => {
    // Until a reading succeeded (or while one fails), the full reading's own schedule is the one trying.
    if (!client || !snapshot || problem !== null) return;
    try {
      const page = await client.getPage({ signal, priority: 'background' });
      if (closed) return;
      const seen = [page.state, page.updatedAt, page.stateText, page.componentCount, page.noticeCount].join(
        '|',
      );
      const changed =
        page.state !== snapshot.page.state ||
        page.updatedAt !== snapshot.page.updatedAt ||
        (glanced !== null && glanced !== seen);
      glanced = seen;
      if (changed) void readNow('change');
    } catch (error) {
      if (!closed) void readNow('change');
      throw error;
    }
  };

  const glancer = createPoller({
    clock,
    read: glance,
    intervalMs: () => GLANCE_EVERY_MS,
    ...(options.random ? { random: options.random } : {}),
    onScheduled: () => publish(),
  });

  /** The earlier of the next full reading and the next glance (a glance looks only while a reading stands). */
  const nextLookAt = (): number | null => {
    const glancing = snapshot !== null && problem === null;
    const times = [poller.nextAt(), glancing ? glancer.nextAt() : null].filter(
      (at): at is number => at !== null,
    );
    return times.length > 0 ? Math.min(...times) : null;
  };

  const health = (): ServiceHealth => {
    const page = client ? (problem === null && snapshot ? snapshot.state : 'unknown') : 'not-set-up';
    return {
      sessionId,
      verdict: mergeHealth(page, desk),
      page,
      lastKnownPage: snapshot?.state ?? null,
      desk,
      lastReadingAt: iso(lastReadingAt),
      nextCheckAt: client ? iso(nextLookAt()) : null,
      reason: page === 'unknown' ? problem : null,
      checking,
    };
  };

  /** Tells the page only what changed: a reading that changed nothing but its times still moves the clock shown. */
  function publish(): void {
    if (closed) return;
    const current = health();
    const text = JSON.stringify(current);
    if (text === published) return;
    published = text;
    options.onHealth(current);
  }

  const readNow = (cause: ReadingCause): Promise<void> =>
    client ? poller.readNow(cause) : Promise.resolve();

  return {
    start() {
      if (!client) {
        publish();
        return;
      }
      poller.start();
      // Its look at start finds no reading yet: the first real glance comes one interval on.
      glancer.start();
    },
    refresh: () => readNow('refresh'),
    wake() {
      void readNow('wake');
    },
    deskReach(state) {
      const cameBack = state === 'online' && (desk === 'offline' || desk === 'failing');
      desk = state;
      publish();
      if (cameBack) void readNow('network');
    },
    report: () => ({ health: health(), snapshot }),
    close() {
      closed = true;
      poller.close();
      glancer.close();
    },
  };
}
