/**
 * The local waiver cache on the sandbox generator's data, at 10 000 and 100 000
 * waivers, each in a fresh temporary directory: ingest rate (normalising, sealing and
 * indexing included, in batches of 1 000), re-open time (integrity check and
 * migrations), raw lookup latency over a realistic mix of desk queries (timed inside
 * a worker thread, as the desk runs the store), database bytes per waiver once
 * checkpointed, and memory with the cache open after the lookups: the process's RSS
 * (the generated data included) and the cache worker's own heap.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { createRandom, generateDataset, type Random } from '@waiver-desk/sandbox/testing';
import { openCacheStore } from '../../electron/cache/store.ts';
import type { SignedWaiver } from '../../shared/domain/waiver.ts';
import { type Measures, summarise } from './stats.ts';

const SIZES = [10_000, 100_000] as const;
const INGEST_BATCH = 1_000;
const LOOKUPS = 3_000;
const NOW = Date.UTC(2025, 5, 14, 15, 20);
const MB = 1024 * 1024;

/** One typo of the kinds a desk makes: a letter dropped, doubled, replaced or swapped. */
function misspell(rng: Random, word: string): string {
  const at = rng.int(1, word.length - 2);
  switch (rng.int(0, 3)) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word.charAt(at) + word.slice(at);
    case 2:
      return `${word.slice(0, at)}x${word.slice(at + 1)}`;
    default:
      return word.slice(0, at) + word.charAt(at + 1) + word.charAt(at) + word.slice(at + 2);
  }
}

/** What a front desk types: names and their beginnings, typos, tags, emails, phones, and misses. */
function deskQueries(waivers: readonly SignedWaiver[], count: number): string[] {
  const rng = createRandom(20_250_614);
  const queries: string[] = [];
  while (queries.length < count) {
    const waiver = rng.pick(waivers);
    const person = rng.pick(waiver.participants);
    const roll = rng.int(0, 99);
    if (roll < 25) queries.push(person.lastName.slice(0, rng.int(2, 5)));
    else if (roll < 40) queries.push(`${person.firstName} ${person.lastName.slice(0, rng.int(1, 4))}`);
    else if (roll < 50) queries.push(`${person.firstName} ${person.lastName}`);
    else if (roll < 60) queries.push(person.firstName.slice(0, rng.int(3, 6)));
    else if (roll < 70) {
      const long = [person.lastName, person.firstName].find((name) => /^[A-Za-z]{6,}$/.test(name));
      queries.push(long ? misspell(rng, long.toLowerCase()) : person.lastName);
    } else if (roll < 78) queries.push(waiver.autoTag ? waiver.autoTag.toLowerCase() : 'M-999999');
    else if (roll < 86) queries.push(waiver.email || `${person.firstName}@example.com`);
    else if (roll < 92) {
      const digits = person.phone.replace(/\D/g, '') || '3035550100';
      queries.push(`(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`);
    } else queries.push(rng.pick(['zzqx', 'xylophone', 'Qwertyuiop', 'nobody here', 'M-000001']));
  }
  return queries;
}

function databaseBytes(dir: string): number {
  return readdirSync(dir).reduce((sum, name) => sum + statSync(join(dir, name)).size, 0);
}

interface LookupJob {
  role: typeof LOOKUP_ROLE;
  dir: string;
  dataKey: Uint8Array;
  queries: string[];
}

interface LookupReport {
  openMs: number;
  samples: number[];
  /** The whole process's resident set. */
  rss: number;
  /** The worker's own JavaScript heap: what the open cache holds beyond SQLite's page cache. */
  workerHeap: number;
}

const LOOKUP_ROLE = 'cache-bench-lookups';

/**
 * In the worker: open the cache and time each query. The desk runs the store in a
 * worker thread too, whose heap holds nothing else; timing here keeps the generator's
 * few hundred megabytes (and their garbage collection) out of the lookup numbers.
 */
function runLookupJob(job: LookupJob): LookupReport {
  const openStarted = performance.now();
  const { store } = openCacheStore({ dir: job.dir, dataKey: job.dataKey });
  const openMs = performance.now() - openStarted;
  try {
    for (const query of job.queries.slice(0, 200)) store.lookup(query); // warm the page cache and the JIT
    const samples = job.queries.map((query) => {
      const started = performance.now();
      store.lookup(query);
      return performance.now() - started;
    });
    return {
      openMs,
      samples,
      rss: process.memoryUsage().rss,
      workerHeap: getHeapStatistics().used_heap_size,
    };
  } finally {
    store.close();
  }
}

if (!isMainThread && (workerData as Partial<LookupJob> | null)?.role === LOOKUP_ROLE) {
  parentPort?.postMessage(runLookupJob(workerData as LookupJob));
}

function lookupsInWorker(job: Omit<LookupJob, 'role'>): Promise<LookupReport> {
  const worker = new Worker(new URL(import.meta.url), { workerData: { ...job, role: LOOKUP_ROLE } });
  return new Promise((resolve, reject) => {
    worker.once('message', (report: LookupReport) => {
      resolve(report);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/** Generates the data and ingests it; the dataset is garbage once this returns. */
function ingest(waiverCount: number, dir: string, dataKey: Uint8Array) {
  const dataset = generateDataset({ seed: 11, waivers: waiverCount, now: NOW, timeZone: 'America/Denver' });
  const { store } = openCacheStore({ dir, dataKey });
  const started = performance.now();
  for (let at = 0; at < dataset.waivers.length; at += INGEST_BATCH) {
    store.putWaivers(dataset.waivers.slice(at, at + INGEST_BATCH));
  }
  const seconds = (performance.now() - started) / 1000;
  store.close(); // the last connection to close checkpoints the WAL into the file
  return { perSecond: waiverCount / seconds, queries: deskQueries(dataset.waivers, LOOKUPS) };
}

async function benchSize(waiverCount: number): Promise<Measures> {
  const dir = mkdtempSync(join(tmpdir(), 'waiver-cache-bench-'));
  const dataKey = randomBytes(32);
  try {
    const ingested = ingest(waiverCount, dir, dataKey);
    const bytes = databaseBytes(dir);
    const report = await lookupsInWorker({ dir, dataKey, queries: ingested.queries });
    const latency = summarise(report.samples);
    const label = `${waiverCount / 1000}k`;
    return {
      [`ingest${label}PerSecond`]: Math.round(ingested.perSecond),
      [`open${label}Ms`]: Math.round(report.openMs),
      [`lookup${label}P50Ms`]: latency.median,
      [`lookup${label}P95Ms`]: latency.p95,
      [`lookup${label}P99Ms`]: latency.p99,
      [`lookup${label}MaxMs`]: latency.max,
      [`bytesPerWaiver${label}`]: Math.round(bytes / waiverCount),
      [`rss${label}Mb`]: Math.round(report.rss / MB),
      [`workerHeap${label}Mb`]: Math.round(report.workerHeap / MB),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchCache(): Promise<Measures> {
  const results: Measures = {};
  for (const size of SIZES) Object.assign(results, await benchSize(size));
  return results;
}
