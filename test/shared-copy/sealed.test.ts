/**
 * Personal data in the shared database is sealed: a database administrator who
 * reads every table but has no API key finds no name, email, phone or date of
 * birth, and cannot unwrap the account data key; the desk with the key reads
 * everything back. A changed API key re-wraps the data key (by a desk that kept
 * it); a desk with neither is refused in words.
 */

import { type SandboxHandle, startSandbox } from '@waiver-desk/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveCacheKeys } from '../../electron/cache/seal.ts';
import { openAccountKey, SharedKeyError, unwrapDataKey } from '../../electron/shared-copy/account-key.ts';
import { readWaiversAfter } from '../../electron/shared-copy/records.ts';
import { migrateShared, SHARED_MIGRATIONS, SharedSchemaError } from '../../electron/shared-copy/schema.ts';
import { sharedSyncStorage } from '../../electron/shared-copy/sync-storage.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../support/throwaway-postgres.ts';
import { memoryKeptKey, type SharedDatabase, sharedDatabase } from './support.ts';

const API_KEY = 'shared-api-key-1';
let server: ThrowawayPostgres;
let sandbox: SandboxHandle;

beforeAll(async () => {
  server = await startThrowawayPostgres();
  sandbox = await startSandbox({ seed: 5, waivers: 200, timeZone: 'America/Denver', apiKeys: [API_KEY] });
}, 120_000);
afterAll(async () => {
  await sandbox?.close();
  await server?.stop();
});

async function openedCopy(db: SharedDatabase, apiKey = API_KEY) {
  const client = await db.raw();
  await migrateShared(client);
  const kept = memoryKeptKey();
  const key = await openAccountKey(client, apiKey, kept);
  return { client, kept, key, keys: deriveCacheKeys(key.dataKey) };
}

describe('the shared copy at rest', () => {
  it('holds no personal data in clear and opens only with the API key', async () => {
    const db = await sharedDatabase(server);
    const { client, keys } = await openedCopy(db);
    const waivers = sandbox.dataset.waivers
      .filter((waiver) => Date.parse(waiver.createdOn) <= Date.now())
      .slice(0, 150);
    const storage = sharedSyncStorage(client, keys);
    await storage.putWaivers(waivers);
    await storage.putCheckins(sandbox.dataset.checkins.slice(0, 50));

    // Everything an administrator can read, every table as text.
    const dump: string[] = [];
    for (const table of ['copy_meta', 'waivers', 'checkins', 'templates', 'sync_state']) {
      const { rows } = await client.query(`SELECT * FROM ${table}`);
      for (const row of rows) {
        dump.push(
          Object.values(row)
            .map((value) => (Buffer.isBuffer(value) ? value.toString('latin1') : JSON.stringify(value)))
            .join('|'),
        );
      }
    }
    const text = dump.join('\n').toLowerCase();
    expect(dump.length).toBeGreaterThan(150);
    let checked = 0;
    for (const waiver of waivers) {
      for (const value of [waiver.email, waiver.participants[0]?.phone, waiver.dob, waiver.addressLineOne]) {
        if (value && value.length >= 6) {
          checked += 1;
          expect(text).not.toContain(value.toLowerCase());
        }
      }
    }
    expect(checked).toBeGreaterThan(100);

    // Without the API key the wrapped data key does not open.
    const { rows } = await client.query('SELECT wrap_salt, wrapped_key FROM copy_meta');
    expect(unwrapDataKey('some-other-key', rows[0].wrap_salt, rows[0].wrapped_key)).toBeNull();
    expect(unwrapDataKey(API_KEY, rows[0].wrap_salt, rows[0].wrapped_key)).not.toBeNull();

    // With it, every record reads back whole.
    const back = await readWaiversAfter(client, keys, 0, 1_000);
    expect(back).toHaveLength(waivers.length);
    const byId = new Map(back.map((row) => [row.id, row.record]));
    expect(byId.get(waivers[0]!.waiverId)?.email).toBe(waivers[0]!.email);
    await client.end();
  });

  it('re-wraps the data key under a changed API key, and refuses a desk with neither key', async () => {
    const db = await sharedDatabase(server);
    const first = await openedCopy(db);
    await first.client.end();
    // The same desk, connected again with the account's new key: it kept the data key.
    const client = await db.raw();
    const rewrapped = await openAccountKey(client, 'shared-api-key-2', first.kept);
    expect(rewrapped.outcome).toBe('rewrapped');
    expect(rewrapped.dataKey.equals(first.key.dataKey)).toBe(true);
    // Another desk with the new key opens it; the old key no longer does.
    expect((await openAccountKey(client, 'shared-api-key-2', memoryKeptKey())).outcome).toBe('unwrapped');
    await expect(openAccountKey(client, API_KEY, memoryKeptKey())).rejects.toBeInstanceOf(SharedKeyError);
    await client.end();
  });

  it('migrates once, again as a no-op, and refuses tables a newer desk made', async () => {
    const db = await sharedDatabase(server);
    const client = await db.raw();
    expect((await migrateShared(client)).applied).toEqual(
      SHARED_MIGRATIONS.map((migration) => migration.version),
    );
    expect((await migrateShared(client)).applied).toEqual([]);
    await client.query(
      `INSERT INTO waiver_desk.schema_migrations (version, name, checksum) VALUES (${SHARED_MIGRATIONS.length + 1}, 'later', 'x')`,
    );
    await expect(migrateShared(client)).rejects.toBeInstanceOf(SharedSchemaError);
    await client.end();
  });
});
