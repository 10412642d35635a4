/** The shared copy's test rig: a throwaway PostgreSQL and the desk-side pieces joined to it. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SandboxHandle, startSandbox } from '@waiver-desk/sandbox/testing';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { type CacheWorker, openCacheWorker } from '../../electron/cache/index.ts';
import { createRequestScheduler } from '../../electron/http/scheduler.ts';
import { createWaiverClient } from '../../electron/services/waiver-api/index.ts';
import type { KeptKey } from '../../electron/shared-copy/account-key.ts';
import { readDatabaseAddress } from '../../electron/shared-copy/address.ts';
import { type ConnectionSettings, createPool } from '../../electron/shared-copy/connection.ts';
import {
  type SharedSync,
  type SharedTimings,
  startSharedSync,
} from '../../electron/shared-copy/shared-sync.ts';
import type { SignedWaiver } from '../../shared/domain/waiver.ts';
import type { SyncProgress } from '../../shared/ipc/events.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../support/throwaway-postgres.ts';

export const PASSWORD = 'desk-database-password';

/** A throwaway PostgreSQL for the tests of the calling file (or describe block), removed after them. */
export function throwawayPostgresForTests(): () => ThrowawayPostgres {
  let server: ThrowawayPostgres | undefined;
  beforeAll(async () => {
    server = await startThrowawayPostgres();
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });
  return () => {
    if (!server) throw new Error('the throwaway PostgreSQL has not started');
    return server;
  };
}

export interface SharedDatabase {
  database: string;
  user: string;
  url: string;
  connection: ConnectionSettings;
  pool(max?: number): pg.Pool;
  /** A plain client, for looking at what is stored. */
  raw(): Promise<pg.Client>;
}

export async function sharedDatabase(server: ThrowawayPostgres): Promise<SharedDatabase> {
  const { database, user } = await server.createDatabase(PASSWORD);
  const url = server.address(database, user);
  const connection: ConnectionSettings = { address: readDatabaseAddress(url), password: PASSWORD };
  const pools: pg.Pool[] = [];
  return {
    database,
    user,
    url,
    connection,
    pool(max = 4) {
      const pool = createPool(connection, max);
      pools.push(pool);
      return pool;
    },
    async raw() {
      const client = new pg.Client({
        host: '127.0.0.1',
        port: server.port,
        database,
        user,
        password: PASSWORD,
      });
      await client.connect();
      await client.query('SET search_path = waiver_desk');
      return client;
    },
  };
}

/** A kept-key slot in memory, as a desk's secret store would hold it. */
export function memoryKeptKey(): KeptKey & { value: Uint8Array | null } {
  const slot = {
    value: null as Uint8Array | null,
    async read() {
      return slot.value;
    },
    async save(key: Uint8Array) {
      slot.value = Buffer.from(key);
    },
  };
  return slot;
}

/** A desk's own copy in a throwaway folder. */
export async function localCopy(): Promise<{
  cache: CacheWorker;
  dir: string;
  dataKey: Buffer;
  close(): Promise<void>;
}> {
  const dir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-shared-local-'));
  const dataKey = randomBytes(32);
  const { cache } = await openCacheWorker({ dir, dataKey });
  return {
    cache,
    dir,
    dataKey,
    async close() {
      await cache.close().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function waitFor<T>(
  check: () => Promise<T | null | undefined | false>,
  what: string,
  ms = 60_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A desk of a shared copy in this process: its own copy, a waiver client, the shared sync. */
export interface InProcessDesk {
  sync: SharedSync;
  cache: CacheWorker;
  /** Each progress the desk published, newest last. */
  progress: Omit<SyncProgress, 'sessionId'>[];
  close(): Promise<void>;
}

export async function startInProcessDesk(options: {
  db: SharedDatabase;
  baseUrl: string;
  apiKey: string;
  deskId: string;
  timings?: SharedTimings;
  timeZone?: string;
  /** The sandbox's rate window, when it was started with a short one. */
  rateWindowMs?: number;
  log?: (line: string) => void;
}): Promise<InProcessDesk> {
  const timeZone = options.timeZone ?? 'America/Denver';
  const local = await localCopy();
  const pool = options.db.pool();
  const scheduler = createRequestScheduler(
    options.rateWindowMs === undefined ? {} : { rateWindowMs: options.rateWindowMs },
  );
  const waiver = createWaiverClient({
    baseUrl: options.baseUrl,
    apiKey: options.apiKey,
    timeZone,
    scheduler,
  });
  const progress: InProcessDesk['progress'] = [];
  const sync = startSharedSync({
    setup: {
      address: options.db.connection.address,
      password: PASSWORD,
      apiKey: options.apiKey,
      deskId: options.deskId,
      label: options.deskId,
      prefersLead: false,
      keptKey: memoryKeptKey(),
    },
    pool,
    cache: local.cache,
    waiver,
    scheduler,
    timeZone,
    retentionDays: 3650,
    timings: options.timings,
    onProgress: (made) => progress.push(made),
    onArrived: () => {},
    log: options.log ?? (() => {}),
  });
  return {
    sync,
    cache: local.cache,
    progress,
    async close() {
      await sync.close();
      scheduler.close();
      await waiver.close();
      await pool.end();
      await local.close();
    },
  };
}

/**
 * A throwaway PostgreSQL and a sandbox on a short rate window for the tests of
 * the calling file, removed after them; `signedByNow` is the sandbox's waivers
 * signed so far (what a desk's backfill finds).
 */
export function serverAndSandboxForTests(options: {
  seed: number;
  waivers: number;
  apiKey: string;
  rateWindowMs: number;
  timeZone?: string;
}): {
  server(): ThrowawayPostgres;
  sandbox(): SandboxHandle;
  signedByNow(): SignedWaiver[];
  /** A desk of `db` in this process, on the sandbox with the rig's key and rate window. */
  startDesk(db: SharedDatabase, deskId: string, timings?: SharedTimings): Promise<InProcessDesk>;
} {
  const server = throwawayPostgresForTests();
  let sandbox: SandboxHandle | undefined;
  beforeAll(async () => {
    sandbox = await startSandbox({
      seed: options.seed,
      waivers: options.waivers,
      timeZone: options.timeZone ?? 'America/Denver',
      apiKeys: [options.apiKey],
      rateWindowMs: options.rateWindowMs,
    });
  }, 60_000);
  afterAll(async () => {
    await sandbox?.close();
  });
  const running = () => {
    if (!sandbox) throw new Error('the sandbox has not started');
    return sandbox;
  };
  return {
    server,
    sandbox: running,
    signedByNow: () =>
      running().dataset.waivers.filter((waiver) => Date.parse(waiver.createdOn) <= Date.now()),
    startDesk: (db, deskId, timings) =>
      startInProcessDesk({
        db,
        baseUrl: running().baseUrl,
        apiKey: options.apiKey,
        deskId,
        rateWindowMs: options.rateWindowMs,
        ...(options.timeZone === undefined ? {} : { timeZone: options.timeZone }),
        ...(timings ? { timings } : {}),
      }),
  };
}
