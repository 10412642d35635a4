/**
 * The desk's own encrypted copy of an account: the cache (a worker thread, so a
 * backfill never stalls the window or the contract) and the sync that keeps it
 * current. Opened with the session, closed with it; the demo's copy is
 * throwaway and wiped on close.
 */
import path from 'node:path';
import type { SignedWaiver } from '../../shared/domain/waiver.ts';
import type { AdmissionChange } from '../../shared/ipc/admissions.ts';
import type { CopyProblem, StorageTrouble, SyncNotice, SyncProgress } from '../../shared/ipc/events.ts';
import { backoffDelayMs } from '../../shared/time/backoff.ts';
import { type CacheRecovery, type CacheWorker, openCacheWorker, storageFailureOf } from '../cache/index.ts';
import { refusedFolderOf, writeFailureOf } from '../files/owner-only.ts';
import { probeWritable, type WriteProblem } from '../files/writable.ts';
import { type Clock, sleep, systemClock } from '../http/clock.ts';
import type { RequestScheduler } from '../http/scheduler.ts';
import { deskLog, errorForLog } from '../logging/desk-log.ts';
import { type CheckinLedger, createCheckinLedger } from '../services/sync/checkin-ledger.ts';
import { startPdfKeeper } from '../services/sync/pdf-keeper.ts';
import { storageTroubleOf } from '../services/sync/storage-trouble.ts';
import { type SyncEngine, startSyncEngine } from '../services/sync/sync-engine.ts';
import { cacheSyncStore } from '../services/sync/sync-store.ts';
import type { WaiverClient } from '../services/waiver-api/index.ts';
import { readAdmission, readAdmissionChange } from '../shared-copy/admission-records.ts';
import {
  type SharedAdmission,
  type SharedConnection,
  type SharedCopySetup,
  type SharedSync,
  startSharedSync,
} from '../shared-copy/index.ts';

export interface CopySetup {
  /** The folder of this account's copy. */
  dir: string;
  /** 32 bytes, kept by the secret store (the OS keychain in Electron). */
  dataKey: Uint8Array;
  /** Wiped when the session closes (the demo's copy). */
  ephemeral: boolean;
  retentionDays: number;
  /** How often the sync looks for new signings (the setting, read at every wait). */
  newWaiverCheckMs?: () => number;
  consumeQueue: boolean;
  /** The cache worker's entry when running from a bundle (see `openCacheWorker`). */
  workerEntry?: URL;
  /** The account's desks share a copy in PostgreSQL: this desk follows it (and may sync it for all). */
  shared?: SharedCopySetup;
  /**
   * A shared database is set but its address cannot be used: the desk works alone
   * and says so (a notice the page words; these words go to logs and the sync
   * service's console).
   */
  sharedProblem?: string;
}

export interface AccountCopy {
  cache: CacheWorker;
  sync: SyncEngine;
  /** Today's check-ins kept hour by hour, shared by the sync and the Today screen. */
  checkins: CheckinLedger;
  /** The shared copy this desk follows; null when it works alone. */
  shared: SharedSync | null;
  /** Set when the copy on disk was damaged, moved aside and is being rebuilt. */
  recovered: CacheRecovery | null;
  close(): Promise<void>;
}

export interface CopyDependencies {
  waiver: WaiverClient;
  scheduler: RequestScheduler;
  timeZone: string;
  onProgress: (progress: Omit<SyncProgress, 'sessionId'>) => void;
  onArrived: (waivers: SignedWaiver[]) => void;
  /** The desk's clock: the sync's times and every pause; default the system clock. */
  clock?: Clock;
  /** The session's connection to the shared database, when `setup.shared` is set. */
  sharedConnection?: SharedConnection | null;
  /**
   * People admitted at any desk of a shared copy, for this desk's Today (the
   * check-in flow stores them; it shares its own with `shared.shareAdmissions`).
   */
  onAdmissions?: (admissions: SharedAdmission[]) => void | Promise<void>;
  /** Check-ins undone and people marked as left (or taken back) at any desk, as stored in this desk's copy. */
  onAdmissionChanges?: (changes: AdmissionChange[]) => void;
  /** The copy's worker died and was started again (the desk says so). */
  onWorkerRestarted?: () => void;
}

export async function openAccountCopy(
  setup: CopySetup,
  deps: CopyDependencies,
  signal?: AbortSignal,
): Promise<AccountCopy> {
  const { cache, recovered } = await openCacheWorker({
    dir: setup.dir,
    dataKey: setup.dataKey,
    ...(setup.workerEntry ? { entry: setup.workerEntry } : {}),
    ...(signal ? { signal } : {}),
    ...(deps.onWorkerRestarted ? { onRestarted: deps.onWorkerRestarted } : {}),
  });
  const store = cacheSyncStore(cache);
  const checkins = createCheckinLedger({ store, waiver: deps.waiver, timeZone: deps.timeZone });
  const clock = deps.clock ?? systemClock;
  // Said while the copy is rebuilt; once it has caught up (its first idle), the notice has done its work.
  let rebuilding = recovered !== null;
  const alone: SyncNotice | null = setup.sharedProblem
    ? { kind: 'shared_copy', problem: { kind: 'address' } }
    : null;
  const onProgress = (progress: Omit<SyncProgress, 'sessionId'>) => {
    if (progress.phase === 'idle') rebuilding = false;
    const notice = progress.notice ?? (rebuilding ? { kind: 'rebuilt' as const } : alone);
    deps.onProgress(notice === progress.notice ? progress : { ...progress, notice });
  };
  const shared =
    setup.shared && deps.sharedConnection
      ? startSharedSync({
          setup: setup.shared,
          pool: deps.sharedConnection.pool,
          cache,
          waiver: deps.waiver,
          scheduler: deps.scheduler,
          timeZone: deps.timeZone,
          retentionDays: setup.retentionDays,
          onProgress,
          onArrived: deps.onArrived,
          // People admitted at any desk join this desk's copy, so its Today shows them.
          onAdmissions: async (admissions) => {
            const readable = admissions
              .map((shared) => readAdmission(shared.record))
              .filter((one) => one !== null);
            if (readable.length > 0) await cache.putAdmissions(readable);
            await deps.onAdmissions?.(admissions);
          },
          // So do their undos and the people marked as left: they stop counting here too.
          onAdmissionChanges: async (changes) => {
            const readable = changes
              .map((shared) => readAdmissionChange(shared.record))
              .filter((one) => one !== null);
            if (readable.length > 0) await cache.putAdmissionChanges(readable);
            deps.onAdmissionChanges?.(readable);
          },
          clock,
          log: (line) => deskLog.warn(line),
        })
      : null;
  const sync: SyncEngine =
    shared ??
    startSyncEngine({
      checkins,
      clock,
      waiver: deps.waiver,
      store,
      scheduler: deps.scheduler,
      timeZone: deps.timeZone,
      retentionDays: setup.retentionDays,
      consumeQueue: setup.consumeQueue,
      ...(setup.newWaiverCheckMs ? { incrementalEveryMs: setup.newWaiverCheckMs } : {}),
      onProgress,
      onArrived: deps.onArrived,
    });
  // The PDFs of today's check-ins, once the first copy is complete (a follower's comes from the shared copy).
  const pdfs = startPdfKeeper({
    cache,
    waiver: deps.waiver,
    timeZone: deps.timeZone,
    ready: () => sync.progress().lastCurrentAt !== null,
    clock,
    log: (line) => deskLog.warn(line),
  });
  let closing: Promise<void> | null = null;
  return {
    cache,
    sync,
    checkins,
    shared,
    recovered,
    close() {
      closing ??= (async () => {
        await Promise.all([sync.close(), pdfs.close()]);
        if (setup.ephemeral) await cache.wipe();
        else await cache.close();
      })();
      return closing;
    },
  };
}

/** Pauses between tries to open a copy that something stands in the way of: short, so it opens within seconds. */
export const COPY_OPEN_RETRY = { firstMs: 500, maxMs: 2_000 } as const;

/** Why the copy is not open yet, while the desk keeps trying, by what stands in the way. */
/** The opening's own reason, short: data for the page to show inside its words, never a stack or a path list. */
const MAX_DETAIL = 300;
const failedProblem = (error: unknown): CopyProblem => ({
  kind: 'failed',
  detail: (error instanceof Error ? error.message : 'unknown').slice(0, MAX_DETAIL),
});

/**
 * What stands in the way, named: the copy's folder is written to here and now,
 * so what the file system says (read-only, no permission, a folder missing, the
 * disk full) is said, even where the copy's worker only passed on "cannot write".
 */
function waitingProblem(trouble: StorageTrouble, error: unknown, dir: string): CopyProblem {
  const said = refusedFolderOf(error);
  const where = dir || said;
  let probed: WriteProblem | null = null;
  if (trouble !== 'busy' && where) {
    try {
      probed = probeWritable(where);
    } catch {
      // Something else again: the opening's own error is what is said.
    }
  }
  return {
    kind: 'waiting',
    trouble,
    folder: probed?.folder ?? said ?? (dir ? path.dirname(dir) : null),
    cause: probed?.failure ?? writeFailureOf(error),
  };
}

/** The same, in a line for the log and the console (the page words it itself). */
export function copyProblemForLog(problem: CopyProblem): string {
  return problem.kind === 'waiting'
    ? `the copy waits for its storage (${problem.cause ?? problem.trouble}${problem.folder ? `, ${problem.folder}` : ''})`
    : `the copy could not be opened (${problem.detail})`;
}

export interface CopyOpening {
  /** The copy, when the first try opened it. */
  copy: AccountCopy | null;
  /** Why there is none yet (or none at all); null once open. */
  problem: CopyProblem | null;
  /** Settles when no more tries are made: opened, given up for good, or `signal` aborted. */
  settled: Promise<void>;
}

export interface CopyOpeningEvents {
  /** A later try opened the copy. */
  onOpened(copy: AccountCopy): void;
  /** Why it is still not open (the words change with what stands in the way). */
  onProblem(problem: CopyProblem): void;
}

/**
 * Opens the copy; while something around it stands in the way (another program
 * holds its lock, its folder cannot be written, the disk is full) it keeps
 * trying, with pauses of COPY_OPEN_RETRY, until it opens or `signal` aborts. A
 * copy that cannot be opened for any other reason is given up on, as before.
 * The first try is awaited; later ones run on their own and report through `events`.
 */
export async function openCopyWhenPossible(
  setup: () => Promise<CopySetup | null>,
  deps: CopyDependencies,
  signal: AbortSignal,
  events: CopyOpeningEvents,
): Promise<CopyOpening> {
  const attempt = async (): Promise<{
    copy: AccountCopy | null;
    retry: boolean;
    problem: CopyProblem | null;
  }> => {
    let dir = '';
    try {
      const chosen = await setup();
      if (!chosen) return { copy: null, retry: false, problem: null };
      dir = chosen.dir;
      return { copy: await openAccountCopy(chosen, deps, signal), retry: false, problem: null };
    } catch (error) {
      const trouble = storageTroubleOf(storageFailureOf(error) ?? error);
      if (trouble) return { copy: null, retry: true, problem: waitingProblem(trouble, error, dir) };
      return { copy: null, retry: false, problem: failedProblem(error) };
    }
  };
  const first = await attempt();
  if (!first.retry || signal.aborted) {
    return { copy: first.copy, problem: first.problem, settled: Promise.resolve() };
  }
  deskLog.warn('the copy could not be opened yet; trying again');
  const settled = (async () => {
    for (let failures = 1; !signal.aborted; failures++) {
      try {
        await sleep(
          deps.clock ?? systemClock,
          backoffDelayMs(COPY_OPEN_RETRY, failures),
          signal,
          () => new Error('closed'),
        );
      } catch {
        return;
      }
      const next = await attempt();
      if (signal.aborted) {
        await next.copy?.close();
        return;
      }
      if (next.copy) {
        deskLog.info(`the copy opened after ${failures + 1} tries`);
        events.onOpened(next.copy);
        return;
      }
      if (next.problem) events.onProblem(next.problem);
      if (!next.retry) return;
    }
  })().catch((error: unknown) => deskLog.warn(`opening the copy stopped: ${errorForLog(error)}`));
  return { copy: null, problem: first.problem, settled };
}
