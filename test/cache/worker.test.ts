import { existsSync, readdirSync } from 'node:fs';
import { generateDataset } from '@waiver-desk/sandbox/testing';
import { describe, expect, it } from 'vitest';
import { CacheWorkerError } from '../../electron/cache/errors.ts';
import { openCacheWorker, VERDICTS_PER_CALL } from '../../electron/cache/worker/client.ts';
import { DEFAULT_RULES } from '../../shared/desk/verdict.ts';
import { DATA_KEY, openTestStore, tempDir } from './support.ts';

const dataset = generateDataset({
  seed: 9,
  waivers: 6_000,
  now: Date.parse('2025-06-14T15:20:00Z'),
  timeZone: 'America/Denver',
});

describe('the cache worker', () => {
  it('serves the same operations as the store, from a worker thread', async () => {
    const dir = tempDir();
    const { cache, recovered } = await openCacheWorker({ dir, dataKey: DATA_KEY });
    try {
      expect(recovered).toBeNull();
      const sample = dataset.waivers.slice(0, 500);
      expect(await cache.putWaivers(sample)).toEqual({ stored: 500, skipped: 0 });
      const target = sample[42]!;
      expect(await cache.getWaiver(target.waiverId)).toEqual({ ...target, pdf: '' });

      const person = target.participants[0]!;
      const rows = await cache.lookup(`${person.firstName} ${person.lastName}`, { limit: 50 });
      expect(rows.map((row) => row.waiverId)).toContain(target.waiverId);
      expect(rows[0]?.match).toBe('fullName');

      const photo = new Uint8Array([9, 8, 7, 6]);
      await cache.putFile('photo', 'p-1', photo, 'image/jpeg', { waiverId: target.waiverId });
      expect(await cache.getFile('photo', 'p-1')).toMatchObject({ bytes: photo, waiverId: target.waiverId });
      await cache.setSyncState('cursor', 'abc');
      expect(await cache.getSyncState('cursor')).toBe('abc');
      expect(await cache.counts()).toMatchObject({ waivers: 500, files: 1 });
    } finally {
      await cache.close();
    }
    // What the worker wrote, the store reads.
    const { store } = openTestStore({ dir });
    expect(store.counts().waivers).toBe(500);
  });

  it('reports the store’s errors by name and code, and refuses calls after close', async () => {
    const { cache } = await openCacheWorker({ dir: tempDir(), dataKey: DATA_KEY });
    const failure = await cache
      .putFile('video' as 'pdf', 'x', new Uint8Array(1), 'video/mp4')
      .catch((error) => error);
    expect(failure).toBeInstanceOf(CacheWorkerError);
    expect(failure).toMatchObject({
      remoteName: 'InvalidCacheArgumentError',
      remoteCode: 'cache_invalid_argument',
    });
    await cache.close();
    await expect(cache.counts()).rejects.toMatchObject({ name: 'CacheClosedError' });
  });

  it('rejects opening when the store cannot open', async () => {
    await expect(openCacheWorker({ dir: tempDir(), dataKey: new Uint8Array(8) })).rejects.toMatchObject({
      name: 'CacheWorkerError',
      remoteName: 'InvalidDataKeyError',
    });
  });

  it('keeps the main event loop turning during a large ingest', async () => {
    const { cache } = await openCacheWorker({ dir: tempDir(), dataKey: DATA_KEY });
    try {
      let ticks = 0;
      const timer = setInterval(() => {
        ticks += 1;
      }, 1);
      const started = performance.now();
      const result = await cache.putWaivers(dataset.waivers);
      const elapsed = performance.now() - started;
      clearInterval(timer);
      expect(result.stored).toBe(dataset.waivers.length);
      // In-thread, a synchronous ingest would let no timer fire until it returned.
      expect(ticks).toBeGreaterThan(Math.min(20, elapsed / 20));
    } finally {
      await cache.close();
    }
  });

  it('answers a lookup asked while the verdicts of a busy day are read, before that read ends', async () => {
    const { cache } = await openCacheWorker({ dir: tempDir(), dataKey: DATA_KEY });
    try {
      const day = dataset.waivers.slice(0, 3 * VERDICTS_PER_CALL);
      await cache.putWaivers(day);
      const target = day.at(-1)!;
      const person = target.participants[0]!;
      const order: string[] = [];
      const verdicts = cache.waiverVerdicts(
        day.map((waiver) => waiver.waiverId),
        DEFAULT_RULES,
      );
      void verdicts.then(() => order.push('verdicts'));
      // Asked once the day's read has begun, as a scan comes while Today reads the day.
      const rows = await cache.lookup(`${person.firstName} ${person.lastName}`, { limit: 5 });
      order.push('lookup');
      expect(rows.map((row) => row.waiverId)).toContain(target.waiverId);
      // Read in parts, the day's answer is whole all the same.
      expect(Object.keys(await verdicts)).toHaveLength(day.length);
      expect(order).toEqual(['lookup', 'verdicts']);
    } finally {
      await cache.close();
    }
  });

  it('wipes: closes the worker and deletes the database files', async () => {
    const dir = tempDir();
    const { cache } = await openCacheWorker({ dir, dataKey: DATA_KEY });
    await cache.putWaivers(dataset.waivers.slice(0, 20));
    expect(existsSync(cache.path)).toBe(true);
    await cache.wipe();
    expect(readdirSync(dir)).toEqual([]);
    await expect(cache.lookup('a')).rejects.toMatchObject({ name: 'CacheClosedError' });
  });
});
