/**
 * The backfill against a real sandbox (short rate window): every waiver of the
 * retention window ends up in the encrypted copy, with no 429, close to the
 * minimum number of requests; a desk killed mid-backfill resumes to the same copy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAIVER_LIMITS } from '../../shared/domain/waiver.ts';
import { type SyncRig, startSyncRig } from './support.ts';

const WAIVERS = 2_400;

describe('backfill of the retention window', () => {
  let rig: SyncRig;
  beforeAll(async () => {
    rig = await startSyncRig(WAIVERS);
  });
  afterAll(async () => {
    await rig?.close();
  });

  it('stores every waiver the account has, with no refusal and near the minimum of requests', async () => {
    rig.proxy.reset();
    const desk = await rig.openDesk(rig.tempDir());
    try {
      await desk.idle();
      const counts = await desk.cache.counts();
      const visible = rig.sandbox.dataset.waivers.filter(
        (waiver) => Date.parse(waiver.createdOn) <= Date.now(),
      );
      expect(counts.waivers).toBe(visible.length);
      const pages = rig.proxy.count('/results');
      const searches = rig.proxy.count('/v4/search');
      const minimumPages = Math.ceil(visible.length / WAIVER_LIMITS.searchPageSize);
      expect(pages).toBeLessThanOrEqual(Math.ceil(minimumPages * 1.02) + 2);
      expect(searches).toBeLessThanOrEqual(4);
      expect(rig.proxy.seen().filter((request) => request.status === 429)).toHaveLength(0);
      // Spot-check a whole waiver round-trips through the sealed copy.
      const sample = visible[17]!;
      const stored = await desk.cache.getWaiver(sample.waiverId);
      expect(stored?.participants.map((person) => person.lastName)).toEqual(
        sample.participants.map((person) => person.lastName),
      );
      expect(desk.progress.at(-1)).toMatchObject({ phase: 'idle', done: counts.waivers });
    } finally {
      await desk.close();
    }
  });

  it('a desk killed mid-backfill resumes to the same copy as an uninterrupted sync', async () => {
    // The sandbox's day goes on: a waiver signed once the whole sync began may be in
    // either copy, so both are compared on the waivers signed before it.
    const wholeBegan = Date.now();
    const signedBefore = (ids: string[]) =>
      ids.filter(
        (id) =>
          Date.parse(rig.sandbox.dataset.waivers.find((w) => w.waiverId === id)!.createdOn) < wholeBegan,
      );
    const whole = await rig.openDesk(rig.tempDir());
    await whole.idle();
    const wholeCounts = await whole.cache.counts();
    const wholeIds = await idsOf(
      whole.cache,
      rig.sandbox.dataset.waivers.map((waiver) => waiver.waiverId),
    );
    await whole.close();

    const dir = rig.tempDir();
    const first = await rig.openDesk(dir);
    // Kill it once a few pages are in, without letting it finish its step.
    await waitFor(() => (first.progress.at(-1)?.done ?? 0) >= 600);
    await first.close();
    const partial = await countsIn(rig, dir);
    expect(partial).toBeGreaterThan(0);
    expect(partial).toBeLessThan(wholeCounts.waivers);

    const second = await rig.openDesk(dir);
    await second.idle();
    const resumedIds = await idsOf(
      second.cache,
      rig.sandbox.dataset.waivers.map((waiver) => waiver.waiverId),
    );
    expect((await second.cache.counts()).waivers).toBe(resumedIds.length);
    expect(signedBefore(resumedIds)).toEqual(signedBefore(wholeIds));
    expect(wholeIds).toHaveLength(wholeCounts.waivers);
    expect(signedBefore(wholeIds).length).toBeGreaterThan(partial);
    const sample = rig.sandbox.dataset.waivers[3]!;
    expect((await second.cache.getWaiver(sample.waiverId))?.email).toBe(sample.email);
    await second.close();
  }, 120_000);
});

async function idsOf(cache: { getWaiver(id: string): Promise<unknown> }, ids: string[]): Promise<string[]> {
  const present: string[] = [];
  for (const id of ids) if (await cache.getWaiver(id)) present.push(id);
  return present.sort();
}

async function countsIn(rig: SyncRig, dir: string): Promise<number> {
  const { openCacheWorker } = await import('../../electron/cache/index.ts');
  const { cache } = await openCacheWorker({ dir, dataKey: rig.dataKey });
  const { waivers } = await cache.counts();
  await cache.close();
  return waivers;
}

async function waitFor(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
