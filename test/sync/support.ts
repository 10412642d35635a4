/** A sandbox behind a counting proxy, a client on a short rate window, and a cache in a temp folder. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SandboxHandle, startSandbox } from '@waiver-desk/sandbox/testing';
import { type CacheWorker, openCacheWorker } from '../../electron/cache/index.ts';
import { createRequestScheduler, type RequestScheduler } from '../../electron/http/scheduler.ts';
import {
  type SyncEngine,
  type SyncOptions,
  startSyncEngine,
} from '../../electron/services/sync/sync-engine.ts';
import { cacheSyncStore } from '../../electron/services/sync/sync-store.ts';
import { createWaiverClient, type WaiverClient } from '../../electron/services/waiver-api/index.ts';
import { type CountingProxy, startCountingProxy } from '../support/counting-proxy.ts';

export const ZONE = 'America/Denver';
export const RATE_WINDOW_MS = 400;

export interface SyncRig {
  sandbox: SandboxHandle;
  proxy: CountingProxy;
  dataKey: Buffer;
  /** A fresh client, scheduler, cache and engine on the rig's sandbox and the given folder. */
  openDesk(dir: string, options?: Partial<SyncOptions>): Promise<Desk>;
  tempDir(): string;
  close(): Promise<void>;
}

export interface Desk {
  cache: CacheWorker;
  client: WaiverClient;
  scheduler: RequestScheduler;
  engine: SyncEngine;
  progress: Parameters<SyncOptions['onProgress']>[0][];
  /** Resolves once the engine reports idle (backfill done and current). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export async function startSyncRig(waivers: number, seed = 31): Promise<SyncRig> {
  const sandbox = await startSandbox({
    seed,
    waivers,
    timeZone: ZONE,
    apiKeys: ['sync-key'],
    rateWindowMs: RATE_WINDOW_MS,
  });
  const proxy = await startCountingProxy(sandbox.baseUrl);
  const dataKey = randomBytes(32);
  const dirs: string[] = [];
  return {
    sandbox,
    proxy,
    dataKey,
    tempDir() {
      const dir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-sync-'));
      dirs.push(dir);
      return dir;
    },
    async openDesk(dir, options = {}) {
      const scheduler = createRequestScheduler({ rateWindowMs: RATE_WINDOW_MS });
      const client = createWaiverClient({
        baseUrl: proxy.url,
        apiKey: 'sync-key',
        timeZone: ZONE,
        scheduler,
      });
      const { cache } = await openCacheWorker({ dir, dataKey });
      const progress: Desk['progress'] = [];
      let reachedIdle: () => void = () => {};
      const idle = new Promise<void>((resolve) => {
        reachedIdle = resolve;
      });
      const engine = startSyncEngine({
        waiver: client,
        store: cacheSyncStore(cache),
        scheduler,
        timeZone: ZONE,
        retentionDays: 365,
        consumeQueue: false,
        onProgress: (update) => {
          progress.push(update);
          if (update.phase === 'idle') reachedIdle();
        },
        onArrived: () => {},
        ...options,
      });
      return {
        cache,
        client,
        scheduler,
        engine,
        progress,
        idle: () => idle,
        async close() {
          await engine.close();
          await cache.close();
          await client.close();
          scheduler.close();
        },
      };
    },
    async close() {
      await proxy.close();
      await sandbox.close();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}
