/**
 * What whoever runs the shared database can read, and what a hostile file costs:
 * - a desk (its own process) syncs a 3,000-waiver sandbox into a throwaway
 *   PostgreSQL and admissions are shared; then every table is dumped with
 *   `pg_dump --data-only` and searched for every name, name word, full-name key,
 *   auto-tag, email and phone of the waivers and check-ins (lower-cased, folded,
 *   digits only): the count found (target 0), beside how many were looked for;
 * - a served file of the largest size a waiver answer may carry (32 MB) with the
 *   key echoed into it in several spellings: the time to scrub it byte by byte,
 *   how much the process's memory grew doing it, and the spellings left (target 0).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSandbox } from '@waiver-desk/sandbox/testing';
import pg from 'pg';
import { deriveCacheKeys } from '../../electron/cache/seal.ts';
import { registerLogSecret, scrubSecretBytes } from '../../electron/logging/desk-log.ts';
import { openAccountKey } from '../../electron/shared-copy/account-key.ts';
import { toSharedAdmission } from '../../electron/shared-copy/admission-records.ts';
import { putSharedAdmissions } from '../../electron/shared-copy/records.ts';
import { admissionOf } from '../support/admission-of.ts';
import { KEY_SPELLINGS } from '../support/key-spellings.ts';
import { personalValuesOf, scanDump } from '../support/personal-values.ts';
import { dumpData } from '../support/pg-dump.ts';
import { startSharedDesk } from '../support/shared-desks.ts';
import { startThrowawayPostgres } from '../support/throwaway-postgres.ts';
import type { Measures } from './stats.ts';

const ZONE = 'America/Denver';
const WAIVERS = 3_000;
const RATE_WINDOW_MS = 2_000;
const API_KEY = 'bench-privacy-key/7Qz+';
const PASSWORD = 'bench-privacy-password';
const FILE_BYTES = 32 * 1024 * 1024;
const MB = 1024 * 1024;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function sharedDumpScan(): Promise<Measures> {
  const server = await startThrowawayPostgres();
  const sandbox = await startSandbox({
    seed: 28,
    waivers: WAIVERS,
    timeZone: ZONE,
    apiKeys: [API_KEY],
    rateWindowMs: RATE_WINDOW_MS,
  });
  const { database, user } = await server.createDatabase(PASSWORD);
  const dir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-bench-privacy-'));
  const watcher = new pg.Client({ host: '127.0.0.1', port: server.port, database, user, password: PASSWORD });
  await watcher.connect();
  const desk = await startSharedDesk({
    deskId: 'privacy-desk',
    dir,
    baseUrl: sandbox.baseUrl,
    apiKey: API_KEY,
    databaseUrl: server.address(database, user),
    password: PASSWORD,
    rateWindowMs: RATE_WINDOW_MS,
    timeZone: ZONE,
    timings: { leadershipEveryMs: 500, feedEveryMs: 5_000, queueEveryMs: 2_000, incrementalEveryMs: 5_000 },
  });
  try {
    const count = async (table: string) =>
      Number(
        (await watcher.query(`SELECT count(*) AS n FROM waiver_desk.${table}`).catch(() => null))?.rows[0]
          ?.n ?? 0,
      );
    const signed = sandbox.dataset.waivers.filter((waiver) => Date.parse(waiver.createdOn) <= Date.now());
    while ((await count('waivers')) < signed.length || (await count('checkins')) === 0) await sleep(500);
    // Admissions at the desk, written as its check-in flow shares them.
    await watcher.query('SET search_path = waiver_desk');
    const key = await openAccountKey(watcher, API_KEY, { read: async () => null, save: async () => {} });
    const admissions = signed.slice(0, 20).map((waiver) => admissionOf(waiver, 'privacy-desk'));
    await putSharedAdmissions(watcher, deriveCacheKeys(key.dataKey), admissions.map(toSharedAdmission));
    const dump = dumpData(server, database);
    const scan = scanDump(dump, personalValuesOf(signed, sandbox.dataset.checkins));
    if (scan.found.length > 0) {
      process.stderr.write(
        `bench: privacy: found in the dump: ${scan.found
          .slice(0, 5)
          .map((one) => `${one.kind} near ${JSON.stringify(one.near)}`)
          .join('; ')}\n`,
      );
    }
    return {
      sharedDumpWaivers: signed.length,
      sharedDumpValuesLookedFor: scan.checked,
      sharedDumpPersonalValuesFound: scan.found.length,
      sharedDumpMb: Math.round((dump.length / MB) * 10) / 10,
    };
  } finally {
    await desk.quit();
    desk.remove();
    await watcher.end();
    await sandbox.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

function hostileFileScrub(): Measures {
  registerLogSecret(API_KEY);
  // A file of the largest size a waiver answer may carry, the key in it in every spelling every megabyte.
  const file = randomBytes(FILE_BYTES);
  const spellings = Object.values(KEY_SPELLINGS).map((spell) => Buffer.from(spell(API_KEY), 'latin1'));
  for (let at = 0, turn = 0; at + 256 < FILE_BYTES; at += MB, turn += 1) {
    const spelled = spellings[turn % spellings.length] as Buffer;
    spelled.copy(file, at);
  }
  const before = process.memoryUsage().rss;
  const started = performance.now();
  const scrubbed = scrubSecretBytes(file);
  const ms = performance.now() - started;
  // Read before anything is let go: what the scrub held at once (the file as text, and its copy).
  const peak = process.memoryUsage().rss;
  const left = spellings.filter((spelled) => Buffer.from(scrubbed).includes(spelled)).length;
  return {
    hostileFileMb: FILE_BYTES / MB,
    hostileFileScrubMs: Math.round(ms),
    hostileFileScrubRssGrowthMb: Math.round((peak - before) / MB),
    hostileFileSpellingsLeft: left,
  };
}

export async function benchPrivacy(): Promise<Measures> {
  return { ...(await sharedDumpScan()), ...hostileFileScrub() };
}
