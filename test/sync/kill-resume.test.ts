/**
 * Killing the desk mid-backfill (SIGKILL: no chance to tidy up) loses nothing:
 * the next start continues from what was stored and ends with the same copy as a
 * sync that was never interrupted, without duplicates or gaps.
 */
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCacheWorker } from '../../electron/cache/index.ts';
import { RATE_WINDOW_MS, type SyncRig, startSyncRig } from './support.ts';

describe('a desk killed mid-backfill', () => {
  let rig: SyncRig;
  beforeAll(async () => {
    rig = await startSyncRig(2_000, 44);
  });
  afterAll(async () => {
    await rig?.close();
  });

  it('resumes to exactly the copy an uninterrupted sync makes', async () => {
    const dir = rig.tempDir();
    const child = spawn(
      process.execPath,
      [
        'test/sync/sync-child.ts',
        rig.proxy.url,
        'sync-key',
        dir,
        rig.dataKey.toString('base64'),
        String(RATE_WINDOW_MS),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let killedAt = 0;
    await new Promise<void>((resolve, reject) => {
      child.on('exit', () => resolve());
      child.on('error', reject);
      child.stdout.on('data', (chunk: Buffer) => {
        const done = Math.max(
          ...[...chunk.toString().matchAll(/done (\d+)/g)].map((match) => Number(match[1])),
        );
        if (killedAt === 0 && done >= 500) {
          killedAt = done;
          child.kill('SIGKILL');
        }
      });
    });
    expect(killedAt).toBeGreaterThanOrEqual(500);

    const { cache: interrupted } = await openCacheWorker({ dir, dataKey: rig.dataKey });
    const partial = (await interrupted.counts()).waivers;
    await interrupted.close();
    const total = rig.sandbox.dataset.waivers.filter(
      (waiver) => Date.parse(waiver.createdOn) <= Date.now(),
    ).length;
    expect(partial).toBeLessThan(total);

    const resumed = await rig.openDesk(dir);
    await resumed.idle();
    const whole = await rig.openDesk(rig.tempDir());
    await whole.idle();
    try {
      expect((await resumed.cache.counts()).waivers).toBe(total);
      expect((await whole.cache.counts()).waivers).toBe(total);
      for (const waiver of rig.sandbox.dataset.waivers.slice(0, 300)) {
        expect(await resumed.cache.getWaiver(waiver.waiverId)).toEqual(
          await whole.cache.getWaiver(waiver.waiverId),
        );
      }
    } finally {
      await resumed.close();
      await whole.close();
    }
  }, 120_000);
});
