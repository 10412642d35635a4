/**
 * A desk of an account whose desks share a copy in PostgreSQL. In place of the
 * desk's own sync it runs:
 * - the feed, which keeps the desk's own copy following the shared one (every desk);
 * - the leadership, and while this desk leads, the sync engine writing into the
 *   shared copy (the backfill, new signings and the webhook queue, check-ins).
 * It offers the sync engine's interface, so the session and the screens use it
 * unchanged: progress is the engine's while this desk leads, and otherwise the
 * leader's state as the shared copy records it.
 *
 * Nothing here blocks the desk: the database may be down at start or go away at
 * any time; lookups answer from the desk's copy and this keeps trying.
 *
 * Rows of the shared copy the feed could not read are counted for the screens;
 * while this desk leads it writes them again from the service (a waiver fetched
 * afresh, or gone where the service no longer has it; the templates read again).
 */
import type pg from 'pg';
import type { SignedWaiver } from '../../shared/domain/waiver.ts';
import type { SharedCopyProblem, SyncNotice, SyncProgress } from '../../shared/ipc/events.ts';
import type { SharedDatabaseProblem } from '../../shared/ipc/shared-database.ts';
import type { CacheWorker } from '../cache/index.ts';
import { type CacheKeys, deriveCacheKeys } from '../cache/seal.ts';
import { type Clock, systemClock } from '../http/clock.ts';
import type { RequestScheduler } from '../http/scheduler.ts';
import { type SyncEngine, startSyncEngine } from '../services/sync/sync-engine.ts';
import { readSyncState, SYNC_STATE_KEY } from '../services/sync/sync-state.ts';
import type { WaiverClient } from '../services/waiver-api/index.ts';
import { type KeptKey, openAccountKey, SharedKeyError } from './account-key.ts';
import type { DatabaseAddress } from './address.ts';
import type { ConnectionSettings } from './connection.ts';
import { startDeskLink } from './desk-link.ts';
import { type Feed, startFeed } from './feed.ts';
import { type Leadership, startLeadership } from './leadership.ts';
import {
  putSharedAdmissionChanges,
  putSharedAdmissions,
  type SharedAdmission,
  type SharedAdmissionChange,
} from './records.ts';
import { createRowRepair } from './row-repair.ts';
import { migrateShared, SharedSchemaError } from './schema.ts';
import { sharedSyncStorage } from './sync-storage.ts';
import type { UnreadableSummary } from './unreadable-rows.ts';

/** What a desk needs to join its account's shared copy (from Settings and the secret store). */
export interface SharedCopySetup {
  address: DatabaseAddress;
  password: string;
  apiKey: string;
  /** Stable for this desk (its data directory). */
  deskId: string;
  /** How the desk is named to the others (the computer's name). */
  label: string;
  /** A manager chose this desk to sync for all while it is up. */
  prefersLead: boolean;
  keptKey: KeptKey;
}

/**
 * How often the leader looks for new signings and reads the webhook queue, and the feed's fallback;
 * how long a leader's session may go unanswered (tests shorten these so a hand-over takes seconds).
 */
export interface SharedTimings {
  incrementalEveryMs?: number;
  queueEveryMs?: number;
  feedEveryMs?: number;
  leadershipEveryMs?: number;
  /** A leader's statement unanswered this long gives the leadership up; default 10 s. */
  answerWithinMs?: number;
  /** A desk (a preferred one) not seen for this long no longer counts as up; default 20 s. */
  deskGoneMs?: number;
  /** The server ends a session silent this long, freeing its lock; default SILENT_SESSION_ENDS_MS. */
  silentSessionEndsMs?: number;
}

export interface SharedSyncOptions {
  setup: SharedCopySetup;
  pool: pg.Pool;
  /** The desk's own copy. */
  cache: CacheWorker;
  waiver: WaiverClient;
  /** The desk's scheduler, already drawing on the shared budget. */
  scheduler: RequestScheduler;
  timeZone: string;
  retentionDays: number;
  onProgress: (progress: Omit<SyncProgress, 'sessionId'>) => void;
  onArrived: (waivers: SignedWaiver[]) => void;
  onAdmissions?: (admissions: SharedAdmission[]) => void | Promise<void>;
  onAdmissionChanges?: (changes: SharedAdmissionChange[]) => void | Promise<void>;
  onLeadership?: (leading: boolean) => void;
  timings?: SharedTimings;
  /** Default the system clock. */
  clock?: Clock;
  log?: (line: string) => void;
}

export interface SharedSync extends SyncEngine {
  leading(): boolean;
  /** Resolves once the desk's copy holds everything the shared copy held when called. */
  caughtUp(): Promise<void>;
  /** Writes a desk's own admissions into the shared copy (the check-in flow calls it). */
  shareAdmissions(admissions: SharedAdmission[]): Promise<void>;
  /** Writes a desk's own undos and people marked as left into the shared copy, the same way. */
  shareAdmissionChanges(changes: SharedAdmissionChange[]): Promise<void>;
  /** Whether the desk joined the shared copy (key opened, feed running). */
  joined(): boolean;
  /** Why the desk has not joined (or cannot reach the database now); null when nothing is wrong. */
  problem(): SharedDatabaseProblem | null;
  /** Rows of the shared copy this desk could not read, set aside: how many, since when. */
  unreadable(): UnreadableSummary;
}

const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 60_000;
/** The leader looks for new signings this often (one search for every desk). */
const LEADER_INCREMENTAL_MS = 60_000;
/** The leader reads the webhook queue this often: new signings reach every desk within a minute. */
const LEADER_QUEUE_MS = 15_000;

/** What the copy's notice says of a database the desk could not join (the kinds the header words). */
function copyProblemOf(problem: SharedDatabaseProblem): SharedCopyProblem {
  switch (problem.kind) {
    case 'account-key':
    case 'newer-schema':
    case 'not-reached':
      return { kind: problem.kind };
    case 'foreign-schema':
      return { kind: 'foreign-schema', version: problem.version };
    default:
      return { kind: 'not-reached' };
  }
}

/** What a desk that does not lead shows: the leader's state, as the shared copy records it. */
function followerProgress(desk: {
  sharedState: string | null;
  blocked: SharedDatabaseProblem | null;
  reachable: boolean;
  joined: boolean;
}): Omit<SyncProgress, 'sessionId'> {
  const { blocked, reachable } = desk;
  const state = readSyncState(desk.sharedState);
  const backfill = state.backfill;
  const filling = backfill !== null && (backfill.cursor !== null || backfill.doneFromMs > backfill.startMs);
  const done = backfill?.stored ?? 0;
  const problem: SharedCopyProblem | null =
    (blocked ? copyProblemOf(blocked) : null) ?? (reachable ? null : { kind: 'not-reached' });
  const notice: SyncNotice | null = problem && { kind: 'shared_copy', problem };
  return {
    phase: blocked
      ? 'error'
      : !reachable
        ? 'paused'
        : !desk.joined
          ? 'starting'
          : filling
            ? 'backfill'
            : 'idle',
    done,
    total: Math.max(done, backfill?.estimatedTotal ?? 0),
    // The leader's estimate of the account's size, until its backfill is done.
    totalIsEstimate: filling && (backfill?.estimatedTotal ?? 0) > done,
    secondsLeft: null,
    budgetInUse: 0,
    lastCurrentAt: state.lastCurrentMs === null ? null : new Date(state.lastCurrentMs).toISOString(),
    notice,
  };
}

/** Rows set aside are said under the line when nothing weightier is. */
function withUnreadable(
  base: Omit<SyncProgress, 'sessionId'>,
  unreadable: UnreadableSummary,
): Omit<SyncProgress, 'sessionId'> {
  return base.notice || unreadable.count === 0
    ? base
    : {
        ...base,
        notice: { kind: 'shared_copy', problem: { kind: 'unreadable-rows', count: unreadable.count } },
      };
}

/** Brings the shared copy's schema up to date and opens the account's data key. */
async function joinSharedCopy(
  pool: pg.Pool,
  setup: SharedCopySetup,
  log: (line: string) => void,
): Promise<{ copyId: string; dataKey: Buffer }> {
  const client = await pool.connect();
  try {
    await migrateShared(client);
    const key = await openAccountKey(client, setup.apiKey, setup.keptKey);
    if (key.outcome !== 'unwrapped') log(`shared copy key ${key.outcome}`);
    return key;
  } finally {
    client.release();
  }
}

/**
 * A desk's own check-ins (and changes to them) on their way into the shared copy: held while it
 * cannot take them, and sent on joining or with the next ones, in the order they were recorded.
 */
function createAdmissionOutbox(pool: pg.Pool) {
  let admissions: SharedAdmission[] = [];
  let changes: SharedAdmissionChange[] = [];
  return {
    hold(more: readonly SharedAdmission[], moreChanges: readonly SharedAdmissionChange[]): void {
      admissions.push(...more);
      changes.push(...moreChanges);
    },
    /** Sends what is held; on failure it is held again, before anything recorded since. */
    async send(keys: CacheKeys): Promise<void> {
      if (admissions.length === 0 && changes.length === 0) return;
      const batch = admissions;
      const batchChanges = changes;
      admissions = [];
      changes = [];
      try {
        await putSharedAdmissions(pool, keys, batch);
        // The check-ins, then what changed of them (a desk reads the two apart and joins them as it reads).
        await putSharedAdmissionChanges(pool, keys, batchChanges);
      } catch (error) {
        admissions = [...batch, ...admissions];
        changes = [...batchChanges, ...changes];
        throw error;
      }
    },
  };
}

/** The leader's sync: the service's changes written into the shared copy, for every desk to follow. */
function startLeaderEngine(
  options: SharedSyncOptions,
  client: pg.ClientBase,
  keys: CacheKeys,
  clock: Clock,
  onProgress: (progress: Omit<SyncProgress, 'sessionId'>) => void,
): SyncEngine {
  return startSyncEngine({
    waiver: options.waiver,
    store: sharedSyncStorage(client, keys, (fromMs, toMs) => options.cache.countSigned(fromMs, toMs)),
    scheduler: options.scheduler,
    timeZone: options.timeZone,
    retentionDays: options.retentionDays,
    // One desk reads the queue now: the leader, whichever desk that is.
    consumeQueue: true,
    incrementalEveryMs: options.timings?.incrementalEveryMs ?? LEADER_INCREMENTAL_MS,
    queueEveryMs: options.timings?.queueEveryMs ?? LEADER_QUEUE_MS,
    clock,
    onProgress,
    // Every desk, this one too, hears of arrivals from the feed.
    onArrived: () => {},
    log: options.log ?? (() => {}),
  });
}

export function startSharedSync(options: SharedSyncOptions): SharedSync {
  const log = options.log ?? (() => {});
  const clock = options.clock ?? systemClock;
  const { setup, pool, cache } = options;
  const connection: ConnectionSettings = {
    address: setup.address,
    password: setup.password,
    applicationName: `waiver-desk ${setup.label}`.slice(0, 63),
  };
  let closed = false;
  let feed: Feed | null = null;
  let leadership: Leadership | null = null;
  let engine: SyncEngine | null = null;
  let link: ReturnType<typeof startDeskLink> | null = null;
  /** The leadership session, while this desk leads: what it writes, only the leader writes. */
  let leadClient: pg.ClientBase | null = null;
  let unreadable: UnreadableSummary = { count: 0, sinceMs: null };
  const rowRepair = createRowRepair({
    waiver: options.waiver,
    clock,
    log,
    stillLeading: (client) => !closed && leadClient === client,
  });
  let keys: CacheKeys | null = null;
  let sharedState: string | null = null;
  let reachable = true;
  /** Why the desk could not join (a key or tables not its own); the log has the error's words. */
  let blocked: SharedDatabaseProblem | null = null;
  let joinedResolve: () => void = () => {};
  const joinedOnce = new Promise<void>((resolve) => {
    joinedResolve = resolve;
  });
  let cancelRetry: (() => void) | null = null;
  const outbox = createAdmissionOutbox(pool);
  const shareWaitingAdmissions = async () => {
    if (keys) await outbox.send(keys);
  };

  const progress = (): Omit<SyncProgress, 'sessionId'> =>
    withUnreadable(
      engine && !blocked
        ? engine.progress()
        : followerProgress({ sharedState, blocked, reachable, joined: feed !== null }),
      unreadable,
    );
  const publish = () => options.onProgress(progress());

  const startFollowing = async (copyId: string, dataKey: Buffer) => {
    const sharedKeys = deriveCacheKeys(dataKey);
    keys = sharedKeys;
    link = startDeskLink(connection, log, {
      clock,
      ...(options.timings?.silentSessionEndsMs
        ? { silentSessionEndsMs: options.timings.silentSessionEndsMs }
        : {}),
    });
    const following = await startFeed({
      link,
      pool,
      keys: sharedKeys,
      copyId,
      cache,
      retentionDays: options.retentionDays,
      everyMs: options.timings?.feedEveryMs,
      clock,
      onArrived: options.onArrived,
      onAdmissions: options.onAdmissions,
      onAdmissionChanges: options.onAdmissionChanges,
      onSharedState: (key, value) => {
        if (key === SYNC_STATE_KEY) {
          sharedState = value;
          if (!engine) publish();
        }
      },
      onPulled: ({ ok }) => {
        if (ok !== reachable) {
          reachable = ok;
          publish();
        }
      },
      onUnreadable: (summary, rows) => {
        const changed = summary.count !== unreadable.count;
        unreadable = summary;
        if (changed) publish();
        // While this desk leads, the rows set aside are written again from the service.
        if (leadClient) rowRepair.repair(leadClient, sharedKeys, rows);
      },
      log,
    });
    if (closed) {
      // Closed while the feed started: close() found nothing of it to stop.
      await following.close();
      return;
    }
    feed = following;
    leadership = startLeadership({
      link,
      pool,
      deskId: setup.deskId,
      label: setup.label,
      prefersLead: setup.prefersLead,
      everyMs: options.timings?.leadershipEveryMs,
      answerWithinMs: options.timings?.answerWithinMs,
      deskGoneMs: options.timings?.deskGoneMs,
      clock,
      log,
      onChange: (leading) => {
        options.onLeadership?.(leading);
        publish();
      },
      onLead: async (client) => {
        leadClient = client;
        const running = startLeaderEngine(options, client, sharedKeys, clock, (engineProgress) => {
          if (engine === running) options.onProgress(engineProgress);
        });
        engine = running;
        // Rows set aside before this desk led are written again now.
        void following.pull();
        return async () => {
          if (leadClient === client) leadClient = null;
          if (engine === running) engine = null;
          await running.close();
          publish();
        };
      },
    });
    joinedResolve();
    shareWaitingAdmissions().catch((error: unknown) =>
      log(`admissions waiting to be shared were not: ${error instanceof Error ? error.message : 'unknown'}`),
    );
  };

  const start = async (delayMs: number) => {
    if (closed) return;
    try {
      const { copyId, dataKey } = await joinSharedCopy(pool, setup, log);
      if (closed) return;
      await startFollowing(copyId, dataKey);
      blocked = null;
      publish();
    } catch (error) {
      if (closed) return;
      if (error instanceof SharedKeyError || error instanceof SharedSchemaError) {
        blocked = error.problem;
        log(`shared copy not joined: ${error.message}`);
        publish();
        return;
      }
      reachable = false;
      log(`shared database not reached: ${(error as Error).message}`);
      publish();
      cancelRetry = clock.setTimer(() => void start(Math.min(MAX_RETRY_MS, delayMs * 2)), delayMs);
    }
  };
  void start(FIRST_RETRY_MS);

  return {
    wake() {
      engine?.wake();
      leadership?.wake();
      void feed?.pull();
    },
    progress,
    leading: () => leadership?.leading() ?? false,
    joined: () => feed !== null,
    problem: () => blocked ?? (reachable ? null : { kind: 'not-reached' }),
    unreadable: () => unreadable,
    async caughtUp() {
      await joinedOnce;
      await feed?.pull();
    },
    async shareAdmissions(admissions) {
      outbox.hold(admissions, []);
      if (!keys)
        throw new Error('the desk has not joined the shared copy yet; its admissions are shared once it has');
      await shareWaitingAdmissions();
    },
    async shareAdmissionChanges(changes) {
      outbox.hold([], changes);
      if (!keys)
        throw new Error('the desk has not joined the shared copy yet; its changes are shared once it has');
      await shareWaitingAdmissions();
    },
    async close() {
      closed = true;
      cancelRetry?.();
      await leadership?.close();
      await rowRepair.settled();
      await feed?.close();
      await link?.close();
    },
  };
}
