/**
 * The copy desks share keeps every check-in as the desk's own does: one sent
 * without its id under its waiver, position and time, and a shared copy written
 * before keeps each check-in that had an id (the overwritten 0 goes, and the
 * leader reads today again). Throwaway PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealCheckIn } from '../../electron/cache/bodies.ts';
import { deriveCacheKeys } from '../../electron/cache/seal.ts';
import { CHECKIN_LEDGER_KEY } from '../../electron/services/sync/checkin-ledger.ts';
import { openAccountKey } from '../../electron/shared-copy/account-key.ts';
import { migrateShared, SHARED_MIGRATIONS } from '../../electron/shared-copy/schema.ts';
import { sharedSyncStorage } from '../../electron/shared-copy/sync-storage.ts';
import type { CheckIn } from '../../shared/domain/waiver.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../support/throwaway-postgres.ts';
import { memoryKeptKey, sharedDatabase } from './support.ts';

let server: ThrowawayPostgres;
beforeAll(async () => {
  server = await startThrowawayPostgres();
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const checkin = (overrides: Partial<CheckIn>): CheckIn => ({
  checkinId: 0,
  date: '2026-03-10T15:04:05.000Z',
  waiverId: 'W-ONE',
  position: 0,
  firstName: 'Ada',
  lastName: 'Lake',
  isMinor: false,
  dateSigned: '2026-03-10T15:00:00.000Z',
  templateId: 0,
  ...overrides,
});
const MORNING = [
  checkin({}),
  checkin({ waiverId: 'W-TWO', firstName: 'Bo', date: '2026-03-10T15:20:00.000Z' }),
  checkin({ position: 1, firstName: 'Cy', isMinor: true }),
];
const DAY = [Date.parse('2026-03-10T06:00:00Z'), Date.parse('2026-03-11T06:00:00Z')] as const;

describe('check-ins in the shared copy', () => {
  it('keeps a copy written before by id, then every id-less check-in of the day', async () => {
    const db = await sharedDatabase(server);
    const client = await db.raw();
    await migrateShared(client, SHARED_MIGRATIONS.slice(0, 1));
    const key = await openAccountKey(client, 'shared-key', memoryKeptKey());
    const keys = deriveCacheKeys(key.dataKey);
    const withId = checkin({ checkinId: 91, firstName: 'Dee' });
    for (const [id, one] of [
      [91, withId],
      [0, MORNING[2] as CheckIn],
    ] as const) {
      await client.query(
        `INSERT INTO checkins (checkin_id, waiver_id, date_ms, stored_ms, digest, body) VALUES ($1, $2, $3, 1, $4, $5)`,
        [id, one.waiverId, Date.parse(one.date), Buffer.alloc(16), sealCheckIn(keys, String(id), one)],
      );
    }
    const storage = sharedSyncStorage(client, keys);
    await storage.setSyncState(CHECKIN_LEDGER_KEY, '{}');

    await migrateShared(client);
    expect(await storage.listCheckins(...DAY)).toEqual([withId]);
    expect(await storage.getSyncState(CHECKIN_LEDGER_KEY)).toBeNull();

    expect(await storage.putCheckins([...MORNING, checkin({ waiverId: '' })])).toEqual({
      stored: 3,
      skipped: 1,
    });
    const kept = await storage.listCheckins(...DAY);
    expect(kept).toHaveLength(4);
    expect(kept.filter((each) => each.isMinor).map((each) => each.firstName)).toEqual(['Cy']);
    // Whoever runs the database cannot tell whose visit a row is: an id-less check-in's key is a keyed hash.
    const { rows } = await client.query<{ checkin_key: string }>('SELECT checkin_key FROM checkins');
    expect(rows.map((row) => row.checkin_key)).toContain('91');
    for (const row of rows) expect(row.checkin_key).not.toMatch(/W-ONE|W-TWO|2026/);
    await client.end();
  });
});
