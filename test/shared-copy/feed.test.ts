/**
 * The change feed: what one desk writes into the shared copy reaches another
 * desk's own copy when the database announces it (LISTEN/NOTIFY; the 30 s
 * fallback is set far away here, so only the announcement can bring it), in the
 * order the changes were numbered, with new signings announced as arrivals and
 * admissions made at any desk handed to the desk's Today.
 */

import { generateDataset } from '@waiver-desk/sandbox/testing';
import { describe, expect, it } from 'vitest';
import { deriveCacheKeys } from '../../electron/cache/seal.ts';
import { openAccountKey } from '../../electron/shared-copy/account-key.ts';
import { startDeskLink } from '../../electron/shared-copy/desk-link.ts';
import { startFeed } from '../../electron/shared-copy/feed.ts';
import { putSharedAdmissions, type SharedAdmission } from '../../electron/shared-copy/records.ts';
import { migrateShared } from '../../electron/shared-copy/schema.ts';
import { sharedSyncStorage } from '../../electron/shared-copy/sync-storage.ts';
import { localCopy, memoryKeptKey, sharedDatabase, throwawayPostgresForTests, waitFor } from './support.ts';

const postgres = throwawayPostgresForTests();

describe('the change feed', () => {
  it('brings announced changes into a desk’s own copy, arrivals and admissions included', async () => {
    const db = await sharedDatabase(postgres());
    const writer = await db.raw();
    await migrateShared(writer);
    const key = await openAccountKey(writer, 'feed-api-key', memoryKeptKey());
    const keys = deriveCacheKeys(key.dataKey);
    const storage = sharedSyncStorage(writer, keys);
    const dataset = generateDataset({ seed: 4, waivers: 1_200, now: Date.now(), timeZone: 'America/Denver' });
    const past = dataset.waivers.filter(
      (waiver) => Date.parse(waiver.createdOn) <= Date.now() - 86_400_000 * 2,
    );
    await storage.putWaivers(past.slice(0, 1_000));

    const local = await localCopy();
    const pool = db.pool();
    const link = startDeskLink(db.connection);
    const arrived: string[] = [];
    const admitted: SharedAdmission[] = [];
    const feed = await startFeed({
      link,
      pool,
      keys,
      copyId: key.copyId,
      cache: local.cache,
      retentionDays: 3650,
      everyMs: 3_600_000,
      onArrived: (waivers) => arrived.push(...waivers.map((waiver) => waiver.waiverId)),
      onAdmissions: (admissions) => void admitted.push(...admissions),
    });
    try {
      // The first pull copies what was there (pages of 500), announcing nothing.
      await waitFor(async () => (await local.cache.counts()).waivers === 1_000, 'the first copy');
      await feed.pull();
      expect(arrived).toEqual([]);
      await waitFor(async () => link.client(), 'the session to listen');

      // Written now: only the announcement can bring it.
      const fresh = { ...past[1_000]!, createdOn: new Date().toISOString() };
      await storage.putWaivers([fresh]);
      await waitFor(async () => arrived.length > 0, 'the announced waiver');
      expect(arrived).toEqual([fresh.waiverId]);
      expect(await local.cache.getWaiver(fresh.waiverId)).toMatchObject({ waiverId: fresh.waiverId });
      // Storing it again unchanged is no change: nothing new for anyone.
      const before = feed.cursor().waivers;
      await storage.putWaivers([fresh]);
      await feed.pull();
      expect(feed.cursor().waivers).toBe(before);

      await putSharedAdmissions(pool, keys, [
        {
          admissionId: 'desk-b:1',
          deskId: 'desk-b',
          admittedMs: Date.now(),
          record: { note: 'admitted at the side door' },
        },
      ]);
      await waitFor(async () => admitted.length === 1, 'the admission');
      expect(admitted[0]).toMatchObject({ deskId: 'desk-b', record: { note: 'admitted at the side door' } });
    } finally {
      await feed.close();
      await link.close();
      await pool.end();
      await writer.end();
      await local.close();
    }
  }, 120_000);
});
