/**
 * The desk's copy of an account, measured as the desk runs it:
 * - backfill against a sandbox in its own process on a shortened rate window:
 *   requests over the minimum, waivers per second over the budget's ceiling, 429s,
 *   and the lag of this (the main) process's event loop while it runs;
 * - lookup through the contract (dispatcher, schema check, handler, worker round
 *   trip and the JSON the transport would send) at 10 000 and 100 000 waivers,
 *   beside the raw query on the same data, and the RSS of a process that holds
 *   the 100 000-waiver copy open (a fresh child: no generator data in it).
 */

import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { generateDataset } from '@waiver-desk/sandbox/testing';
import { Agent } from 'undici';
import { openCacheWorker } from '../../electron/cache/index.ts';
import { openCacheStore } from '../../electron/cache/store.ts';
import { createResponseLog } from '../../electron/doctor/response-log.ts';
import { createRequestScheduler } from '../../electron/http/scheduler.ts';
import { startSyncEngine } from '../../electron/services/sync/sync-engine.ts';
import { cacheSyncStore } from '../../electron/services/sync/sync-store.ts';
import { createWaiverClient } from '../../electron/services/waiver-api/index.ts';
import { WAIVER_LIMITS } from '../../shared/domain/waiver.ts';
import { spawnCli } from '../support/spawn-cli.ts';
import { enoughFor, type Measures } from './stats.ts';

const ZONE = 'America/Denver';
const BACKFILL_WAIVERS = 20_000;
const RATE_WINDOW_MS = 5_000;
/** Slots of the account budget only people at the desk may use (the scheduler's reserve). */
const INTERACTIVE_RESERVE = 10;
const round = (value: number) => Math.round(value * 100) / 100;

export async function benchBackfill(): Promise<Measures> {
  const sandbox = await spawnCli(
    'packages/sandbox/src/cli.ts',
    [
      '--port',
      '0',
      '--seed',
      '9',
      '--waivers',
      String(BACKFILL_WAIVERS),
      '--time-zone',
      ZONE,
      '--api-key',
      'bench-key',
      '--rate-window-ms',
      String(RATE_WINDOW_MS),
    ],
    {},
    120_000,
  );
  const dir = mkdtempSync(join(tmpdir(), 'waiver-desk-backfill-'));
  const log = createResponseLog(new Agent({ keepAliveTimeout: 10_000 }), Date.now);
  const scheduler = createRequestScheduler({ rateWindowMs: RATE_WINDOW_MS });
  const client = createWaiverClient({
    baseUrl: sandbox.url.replace(/\/$/, ''),
    apiKey: 'bench-key',
    timeZone: ZONE,
    scheduler,
    dispatcher: log.dispatcher,
  });
  const { cache } = await openCacheWorker({ dir, dataKey: randomBytes(32) });
  const lag = monitorEventLoopDelay({ resolution: 5 });
  try {
    // Wait one window so the sandbox's start-up does not count against the first one.
    await new Promise((resolve) => setTimeout(resolve, RATE_WINDOW_MS));
    let idle: () => void = () => {};
    const reachedIdle = new Promise<void>((resolve) => {
      idle = resolve;
    });
    lag.enable();
    const utilisationBefore = performance.eventLoopUtilization();
    const started = performance.now();
    const engine = startSyncEngine({
      waiver: client,
      store: cacheSyncStore(cache),
      scheduler,
      timeZone: ZONE,
      retentionDays: 365,
      consumeQueue: false,
      onProgress: (progress) => {
        if (progress.phase === 'idle') idle();
      },
      onArrived: () => {},
    });
    await reachedIdle;
    const seconds = (performance.now() - started) / 1000;
    lag.disable();
    // How busy the main thread itself was: high lag with low utilisation is the
    // machine's cores being shared (sandbox and cache worker), not the desk's own work.
    const utilisation = performance.eventLoopUtilization(utilisationBefore).utilization;
    await engine.close();
    const { waivers } = await cache.counts();
    const entries = log.entries();
    const pages = entries.filter((entry) => entry.path.includes('/results')).length;
    const searches = entries.filter((entry) =>
      (entry.path.split('?')[0] ?? '').endsWith('/v4/search'),
    ).length;
    const other = entries.length - pages - searches;
    const minimumRequests =
      Math.ceil(waivers / WAIVER_LIMITS.searchPageSize) + Math.ceil(waivers / WAIVER_LIMITS.searchMaxResults);
    const ceilingPerSecond =
      ((WAIVER_LIMITS.requestsPerWindow - INTERACTIVE_RESERVE) * WAIVER_LIMITS.searchPageSize) /
      (RATE_WINDOW_MS / 1000);
    const perSecond = waivers / seconds;
    return {
      backfillWaivers: waivers,
      backfillRateWindowMs: RATE_WINDOW_MS,
      backfillSeconds: round(seconds),
      backfillRequests: pages + searches,
      backfillOtherRequests: other,
      backfillMinimumRequests: minimumRequests,
      backfillRequestsOverMinimum: round((pages + searches) / minimumRequests),
      backfillWaiversPerSecond: Math.round(perSecond),
      backfillCeilingWaiversPerSecond: Math.round(ceilingPerSecond),
      backfillThroughputOverCeiling: round(perSecond / ceilingPerSecond),
      backfill429s: entries.filter((entry) => entry.status === 429).length,
      backfillLoopLagP99Ms: enoughFor(0.99, lag.count) ? round(lag.percentile(99) / 1e6) : null,
      backfillLoopLagMaxMs: round(lag.max / 1e6),
      backfillMainThreadBusyShare: round(utilisation),
    };
  } finally {
    await cache.close();
    await client.close();
    scheduler.close();
    await sandbox.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Builds a copy of `count` generated waivers in `dir`; the generator's data is garbage afterwards. */
function buildCopy(count: number, dir: string, dataKey: Uint8Array): string[] {
  const dataset = generateDataset({ seed: 11, waivers: count, now: Date.now(), timeZone: ZONE });
  const { store } = openCacheStore({ dir, dataKey });
  for (let at = 0; at < dataset.waivers.length; at += 1_000)
    store.putWaivers(dataset.waivers.slice(at, at + 1_000));
  store.close();
  // Realistic desk queries: surname beginnings, first name + initial, whole names, tags.
  const queries: string[] = [];
  for (let index = 0; queries.length < 2_000; index += 7) {
    const waiver = dataset.waivers[index % dataset.waivers.length]!;
    const person = waiver.participants[0] ?? { firstName: 'Ann', lastName: 'Smith' };
    const kind = queries.length % 4;
    if (kind === 0) queries.push(person.lastName.slice(0, 3));
    else if (kind === 1) queries.push(`${person.firstName} ${person.lastName.slice(0, 2)}`);
    else if (kind === 2) queries.push(`${person.firstName} ${person.lastName}`);
    else queries.push(waiver.autoTag || person.lastName);
  }
  return queries;
}

/** Runs the lookup probe in a fresh process, as the desk's main process would hold the copy. */
function probe(dir: string, dataKey: Uint8Array, queries: string[]): Promise<Measures> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['test/bench/lookup-probe.ts'], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`the lookup probe exited with ${code}`));
      else resolve(JSON.parse(output) as Measures);
    });
    child.stdin.end(JSON.stringify({ dir, dataKey: Buffer.from(dataKey).toString('base64'), queries }));
  });
}

export async function benchLookup(): Promise<Measures> {
  const results: Measures = {};
  for (const count of [10_000, 100_000]) {
    const dir = mkdtempSync(join(tmpdir(), 'waiver-desk-lookup-'));
    const dataKey = randomBytes(32);
    try {
      const queries = buildCopy(count, dir, dataKey);
      const measured = await probe(dir, dataKey, queries);
      const label = `${count / 1000}k`;
      for (const [name, value] of Object.entries(measured)) results[name.replace('{n}', label)] = value;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return results;
}
