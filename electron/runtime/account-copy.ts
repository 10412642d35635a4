/**
 * The desk's own encrypted copy of an account: the cache (a worker thread, so a
 * backfill never stalls the window or the contract) and the sync that keeps it
 * current. Opened with the session, closed with it; the demo's copy is
 * throwaway and wiped on close.
 */
import type { SignedWaiver } from '../../shared/domain/waiver.ts';
import type { SyncProgress } from '../../shared/ipc/events.ts';
import { type CacheRecovery, type CacheWorker, openCacheWorker } from '../cache/index.ts';
import { systemClock } from '../services/http/clock.ts';
import type { RequestScheduler } from '../services/http/scheduler.ts';
import { type CheckinLedger, createCheckinLedger } from '../services/sync/checkin-ledger.ts';
import { type SyncEngine, startSyncEngine } from '../services/sync/sync-engine.ts';
import { cacheSyncStore } from '../services/sync/sync-store.ts';
import type { WaiverClient } from '../services/waiver-api/index.ts';

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
}

export interface AccountCopy {
  cache: CacheWorker;
  sync: SyncEngine;
  /** Today's check-ins kept hour by hour, shared by the sync and the Today screen. */
  checkins: CheckinLedger;
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
  /** The desk's wall clock; default the system time. */
  now?: () => Date;
}

const REBUILT_MESSAGE =
  'The desk’s copy of the account was damaged; it was set aside and is being rebuilt from the service.';

export async function openAccountCopy(setup: CopySetup, deps: CopyDependencies): Promise<AccountCopy> {
  const { cache, recovered } = await openCacheWorker({
    dir: setup.dir,
    dataKey: setup.dataKey,
    ...(setup.workerEntry ? { entry: setup.workerEntry } : {}),
  });
  const store = cacheSyncStore(cache);
  const checkins = createCheckinLedger({ store, waiver: deps.waiver, timeZone: deps.timeZone });
  const now = deps.now;
  const sync = startSyncEngine({
    checkins,
    ...(now ? { clock: { now: () => now().getTime(), setTimer: systemClock.setTimer } } : {}),
    waiver: deps.waiver,
    store,
    scheduler: deps.scheduler,
    timeZone: deps.timeZone,
    retentionDays: setup.retentionDays,
    consumeQueue: setup.consumeQueue,
    ...(setup.newWaiverCheckMs ? { incrementalEveryMs: setup.newWaiverCheckMs } : {}),
    onProgress: (progress) =>
      deps.onProgress(recovered && !progress.message ? { ...progress, message: REBUILT_MESSAGE } : progress),
    onArrived: deps.onArrived,
  });
  let closing: Promise<void> | null = null;
  return {
    cache,
    sync,
    checkins,
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
