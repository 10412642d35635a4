/**
 * Whoever runs the shared database reads nobody (issue 28, problem 1). A desk
 * syncs the sandbox into a live shared copy and records admissions; then every
 * table is dumped as the database's administrator would (`pg_dump --data-only`)
 * and none of the waivers' names, name words, full-name keys, auto-tags, emails
 * or phones is in it, in any case, folded or as digits only; no row pairs a
 * waiver with a visit. A shared copy an older desk made (lookup columns in
 * clear, templates in clear) is migrated in place to the same, its records
 * still reading back, and the dropped values gone from the table's files too.
 */

import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sealCheckIn, sealWaiver } from '../../electron/cache/bodies.ts';
import { fullNameKeysOf } from '../../electron/cache/fold.ts';
import { waiverEntryOf } from '../../electron/cache/index-entries.ts';
import { normalizeWaiver } from '../../electron/cache/records.ts';
import { deriveCacheKeys, seal } from '../../electron/cache/seal.ts';
import { openAccountKey } from '../../electron/shared-copy/account-key.ts';
import { toSharedAdmission } from '../../electron/shared-copy/admission-records.ts';
import { readCheckinsAfter, readWaiversAfter } from '../../electron/shared-copy/records.ts';
import { migrateShared, SHARED_MIGRATIONS } from '../../electron/shared-copy/schema.ts';
import type { SignedWaiver } from '../../shared/domain/waiver.ts';
import { admissionOf } from '../support/admission-of.ts';
import { middayZone } from '../support/midday-zone.ts';
import { personalValuesOf, scanDump } from '../support/personal-values.ts';
import { dumpData } from '../support/pg-dump.ts';
import { memoryKeptKey, serverAndSandboxForTests, sharedDatabase, waitFor } from './support.ts';

const API_KEY = 'nothing-personal-key';
const RATE_WINDOW_MS = 2_000;
const FAST = { leadershipEveryMs: 500, feedEveryMs: 2_000, queueEveryMs: 1_000, incrementalEveryMs: 4_000 };

const rig = serverAndSandboxForTests({
  seed: 28,
  waivers: 300,
  apiKey: API_KEY,
  rateWindowMs: RATE_WINDOW_MS,
  // Early afternoon wherever the suite runs: the day has check-ins to copy (in Denver just
  // after midnight it had none, and the test waited for them in vain).
  timeZone: middayZone().zone,
});
const { signedByNow } = rig;

/** The rows of one table's COPY block in a dump. */
function copyBlock(dump: string, table: string): { columns: string; rows: string[] } {
  const start = dump.indexOf(`COPY waiver_desk.${table} (`);
  if (start < 0) return { columns: '', rows: [] };
  const header = dump.slice(start, dump.indexOf('\n', start));
  const end = dump.indexOf('\n\\.\n', start);
  return {
    columns: header,
    rows: dump
      .slice(start + header.length + 1, end)
      .split('\n')
      .filter(Boolean),
  };
}

/** The bytes of the shared copy's table files (heap and TOAST) in the server's data folder, as text. */
async function tableFiles(database: string): Promise<string> {
  const files = await rig.server().admin(
    `SELECT pg_relation_filepath(c.oid) AS file FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE (n.nspname = 'waiver_desk' AND c.relkind = 'r')
         OR c.oid IN (SELECT reltoastrelid FROM pg_class k JOIN pg_namespace m ON m.oid = k.relnamespace
                       WHERE m.nspname = 'waiver_desk')`,
    database,
  );
  return files.rows
    .map((row) => path.join(rig.server().socketDir, 'data', String(row.file)))
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file).toString('latin1').toLowerCase())
    .join('\n');
}

/** Expects the dump to hold no personal value of these waivers, and no waiver beside a visit. */
function expectNobodyIn(dump: string, waivers: readonly SignedWaiver[]) {
  const scan = scanDump(dump, personalValuesOf(waivers, rig.sandbox().dataset.checkins));
  expect(scan.checked).toBeGreaterThan(waivers.length);
  expect(scan.found.slice(0, 10)).toEqual([]);
  const ids = new Set(waivers.map((waiver) => waiver.waiverId));
  for (const table of ['checkins', 'admissions']) {
    const block = copyBlock(dump, table);
    expect(block.columns).not.toContain('waiver_id');
    const paired = block.rows.filter((row) => row.split('\t').some((cell) => ids.has(cell)));
    expect(paired).toEqual([]);
  }
}

describe('whoever runs the shared database reads nobody', () => {
  it('a live shared copy after a sync of the sandbox and admissions at a desk: pg_dump finds no one', async () => {
    const db = await sharedDatabase(rig.server());
    const desk = await rig.startDesk(db, 'front-desk', FAST);
    const raw = await db.raw();
    // Zero until the desk has made the tables.
    const count = async (table: string) =>
      Number((await raw.query(`SELECT count(*) AS n FROM ${table}`).catch(() => null))?.rows[0]?.n ?? 0);
    try {
      const waivers = signedByNow();
      await waitFor(async () => (await count('waivers')) >= waivers.length, 'the backfill', 120_000);
      await waitFor(async () => (await count('checkins')) > 0, "today's check-ins", 60_000);
      await waitFor(async () => (await count('templates')) > 0, 'the templates', 60_000);
      const admitted = waivers.slice(0, 8).map((waiver) => admissionOf(waiver));
      await desk.sync.shareAdmissions(admitted.map(toSharedAdmission));
      expect(await count('admissions')).toBe(admitted.length);
      // The desk's own copy has them all: nothing the desks need was lost.
      await desk.sync.caughtUp();
      expect((await desk.cache.counts()).waivers).toBeGreaterThanOrEqual(waivers.length);
      const someone = waivers[3] as SignedWaiver;
      const found = await desk.cache.lookup(someone.lastName, { limit: 50 });
      expect(found.map((row) => row.waiverId)).toContain(someone.waiverId);

      const dump = dumpData(rig.server(), db.database);
      expect(dump).toContain('COPY waiver_desk.waivers');
      expect(copyBlock(dump, 'waivers').rows.length).toBeGreaterThanOrEqual(waivers.length);
      expectNobodyIn(dump, [
        ...waivers,
        ...admitted.map((one) => waivers.find((w) => w.waiverId === one.waiverId) as SignedWaiver),
      ]);
    } finally {
      await raw.end();
      await desk.close();
    }
  }, 180_000);

  it('a shared copy an older desk made is migrated in place: its clear columns gone, its records still read', async () => {
    const db = await sharedDatabase(rig.server());
    const client = await db.raw();
    try {
      // The schema and rows as a desk of version 1 wrote them.
      expect((await migrateShared(client, SHARED_MIGRATIONS.slice(0, 1))).applied).toEqual([1]);
      const key = await openAccountKey(client, API_KEY, memoryKeptKey());
      const keys = deriveCacheKeys(key.dataKey);
      const waivers = signedByNow().slice(0, 120);
      for (const input of waivers) {
        const waiver = normalizeWaiver(input);
        if (!waiver) continue;
        const entry = waiverEntryOf(waiver, keys);
        await client.query(
          `INSERT INTO waivers (waiver_id, template_id, created_ms, stored_ms, flags, auto_tag, people, digest, body)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [
            waiver.waiverId,
            waiver.templateId,
            entry.createdMs,
            Date.now(),
            // Version 1's yes/no flags in clear: 1 expired, 2 verified.
            (waiver.expired ? 1 : 0) | (waiver.verified ? 2 : 0),
            entry.autoTag,
            JSON.stringify(entry.people),
            randomBytes(16),
            sealWaiver(keys, waiver),
          ],
        );
      }
      const checkins = rig.sandbox().dataset.checkins.slice(0, 40);
      for (const checkin of checkins) {
        await client.query(
          `INSERT INTO checkins (checkin_id, waiver_id, date_ms, stored_ms, digest, body) VALUES ($1, $2, $3, $4, $5, $6)`,
          [
            checkin.checkinId,
            checkin.waiverId,
            Date.parse(checkin.date),
            Date.now(),
            randomBytes(16),
            sealCheckIn(keys, String(checkin.checkinId), checkin),
          ],
        );
      }
      const admission = admissionOf(waivers[0] as SignedWaiver);
      await client.query(
        'INSERT INTO admissions (admission_id, desk_id, waiver_id, admitted_ms, body) VALUES ($1, $2, $3, $4, $5)',
        [
          admission.admissionId,
          admission.deskId,
          admission.waiverId,
          Date.now(),
          seal(keys, `admission:${admission.admissionId}`, Buffer.from(JSON.stringify(admission))),
        ],
      );
      await client.query('INSERT INTO templates (template_id, body) VALUES ($1, $2)', [
        'T-old',
        JSON.stringify({ templateId: 'T-old', title: 'Jump waiver' }),
      ]);
      const before = await readWaiversAfter(client, keys, 0, 1_000);
      const someone = waivers[5] as SignedWaiver;
      const fullNameKey = fullNameKeysOf(someone.participants[0] ?? someone)[0] ?? '';
      expect(fullNameKey.length).toBeGreaterThan(6);
      await rig.server().admin('CHECKPOINT');
      expect(await tableFiles(db.database)).toContain(fullNameKey);
      // As it was: the names are there for anyone to read.
      const old = scanDump(dumpData(rig.server(), db.database), personalValuesOf(waivers));
      expect(old.found.length).toBeGreaterThan(waivers.length);

      // Every migration after the first, however many there are by now.
      expect((await migrateShared(client)).applied).toEqual(
        SHARED_MIGRATIONS.map((migration) => migration.version).filter((version) => version > 1),
      );
      expectNobodyIn(dumpData(rig.server(), db.database), waivers);
      // The records read back as before, under the same change numbers: no desk copies them again.
      const after = await readWaiversAfter(client, keys, 0, 1_000);
      expect(after.map((row) => [row.seq, row.id])).toEqual(before.map((row) => [row.seq, row.id]));
      expect(after.every((row) => row.record !== null)).toBe(true);
      expect((await readCheckinsAfter(client, keys, 0, 1_000)).every((row) => row.record !== null)).toBe(
        true,
      );
      expect((await client.query('SELECT count(*)::int AS n FROM templates')).rows[0]?.n).toBe(0);
      // The tables' own files (heap and TOAST) no longer hold the dropped values either.
      await rig.server().admin('CHECKPOINT');
      const onDisk = await tableFiles(db.database);
      expect(onDisk.length).toBeGreaterThan(0);
      expect(onDisk).not.toContain(fullNameKey);
    } finally {
      await client.end();
    }
  }, 120_000);
});
