/**
 * The desk's own encrypted copy of an account: the cache (a worker thread, so a
 * backfill never stalls the window or the contract) and the sync that keeps it
 * current. Opened with the session, closed with it; the demo's copy is
 * throwaway and wiped on close.
 */
import type { SignedWaiver } from '../../shared/domain/waiver.ts';
import type { SyncProgress } from '../../shared/ipc/events.ts';
import { type CacheRecovery, type CacheWorker, openCacheWorker } from '../cache/index.ts';
import { deskLog } from '../logging/desk-log.ts';
import type { RequestScheduler } from '../services/http/scheduler.ts';
import { type SyncEngine, startSyncEngine } from '../services/sync/sync-engine.ts';
import type { WaiverClient } from '../services/waiver-api/index.ts';
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
  consumeQueue: boolean;
  /** The cache worker's entry when running from a bundle (see `openCacheWorker`). */
  workerEntry?: URL;
  /** The account's desks share a copy in PostgreSQL: this desk follows it (and may sync it for all). */
  shared?: SharedCopySetup;
  /** A shared database is set but cannot be used as set: the desk works alone and says why. */
  sharedProblem?: string;
}

export interface AccountCopy {
  cache: CacheWorker;
  sync: SyncEngine;
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
  /** The session's connection to the shared database, when `setup.shared` is set. */
  sharedConnection?: SharedConnection | null;
  /**
   * People admitted at any desk of a shared copy, for this desk's Today (the
   * check-in flow stores them; it shares its own with `shared.shareAdmissions`).
   */
  onAdmissions?: (admissions: SharedAdmission[]) => void | Promise<void>;
}

const REBUILT_MESSAGE =
  'The desk’s copy of the account was damaged; it was set aside and is being rebuilt from the service.';

export async function openAccountCopy(setup: CopySetup, deps: CopyDependencies): Promise<AccountCopy> {
  const { cache, recovered } = await openCacheWorker({
    dir: setup.dir,
    dataKey: setup.dataKey,
    ...(setup.workerEntry ? { entry: setup.workerEntry } : {}),
  });
  const onProgress = (progress: Omit<SyncProgress, 'sessionId'>) =>
    deps.onProgress(
      recovered && !progress.message
        ? { ...progress, message: REBUILT_MESSAGE }
        : setup.sharedProblem && !progress.message
          ? { ...progress, message: setup.sharedProblem }
          : progress,
    );
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
          onAdmissions: deps.onAdmissions,
          log: (line) => deskLog.warn(line),
        })
      : null;
  const sync: SyncEngine =
    shared ??
    startSyncEngine({
      waiver: deps.waiver,
      cache,
      scheduler: deps.scheduler,
      timeZone: deps.timeZone,
      retentionDays: setup.retentionDays,
      consumeQueue: setup.consumeQueue,
      onProgress,
      onArrived: deps.onArrived,
    });
  let closing: Promise<void> | null = null;
  return {
    cache,
    sync,
    shared,
    recovered,
    close() {
      closing ??= (async () => {
        await sync.close();
        if (setup.ephemeral) await cache.wipe();
        else await cache.close();
      })();
      return closing;
    },
  };
}
