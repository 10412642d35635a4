/**
 * A customer who signs while the desk runs is found: after the copy is complete
 * and the incremental sync has looked once, a waiver signed through the sandbox's
 * control endpoint (over HTTP, as any test steers it) is in the desk's copy after
 * the next look, the copy's freshness is the time of that look, and the waiver is
 * announced as arrived exactly once however many looks follow.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedWaiver } from '../../shared/domain/waiver.ts';
import { type Desk, type SyncRig, startSyncRig } from './support.ts';

interface Signed {
  waiverId: string;
  createdOn: string;
  autoTag: string;
}

async function signThroughControl(rig: SyncRig, autoTag: string): Promise<Signed> {
  const response = await fetch(`${rig.sandbox.baseUrl}/__control/signings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ autoTag }),
  });
  if (response.status !== 201) throw new Error(`signing failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as Signed;
}

/** Looks that ran to the end: an 'idle' report right after an 'incremental' one. */
function looksCompleted(desk: Desk): number {
  let looks = 0;
  desk.progress.forEach((update, index) => {
    if (update.phase === 'idle' && desk.progress[index - 1]?.phase === 'incremental') looks += 1;
  });
  return looks;
}

async function waitFor(condition: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a waiver signed while the desk runs', () => {
  let rig: SyncRig;
  beforeAll(async () => {
    rig = await startSyncRig(1_200, 58);
  });
  afterAll(async () => {
    await rig?.close();
  });

  it('is stored by the next incremental look, announced once, and the copy is current as of that look', async () => {
    const arrivals: SignedWaiver[] = [];
    const desk = await rig.openDesk(rig.tempDir(), {
      incrementalEveryMs: 300,
      onArrived: (waivers) => arrivals.push(...waivers),
    });
    try {
      await desk.idle();
      // One whole look after the copy is complete, so the next look repeats its question.
      const afterBackfill = looksCompleted(desk);
      await waitFor(() => looksCompleted(desk) >= afterBackfill + 1, 'a look after the backfill');
      const looksBeforeSigning = looksCompleted(desk);
      const signedBefore = Date.now();
      const signed = await signThroughControl(rig, 'NEW-SIGN-58');

      await waitFor(() => looksCompleted(desk) >= looksBeforeSigning + 2, 'two looks after the signing');
      const stored = await desk.cache.getWaiver(signed.waiverId);
      expect(stored?.waiverId).toBe(signed.waiverId);
      expect(stored?.autoTag).toBe('NEW-SIGN-58');
      expect((await desk.cache.lookup('NEW-SIGN-58')).map((row) => row.waiverId)).toContain(signed.waiverId);

      // The copy is current as of a look made after the signing, and no later than now.
      const current = Date.parse(desk.progress.at(-1)?.lastCurrentAt ?? '');
      expect(current).toBeGreaterThanOrEqual(signedBefore);
      expect(current).toBeLessThanOrEqual(Date.now());

      // More looks read the same waiver again (the overlap); it arrived once.
      const looksNow = looksCompleted(desk);
      await waitFor(() => looksCompleted(desk) >= looksNow + 3, 'three more looks');
      expect(arrivals.filter((waiver) => waiver.waiverId === signed.waiverId)).toHaveLength(1);
    } finally {
      await desk.close();
    }
  });

  it('after a restart, carries on from the stored mark: nothing announced again, freshness kept', async () => {
    const dir = rig.tempDir();
    const first = await rig.openDesk(dir, { incrementalEveryMs: 300 });
    await first.idle();
    const signed = await signThroughControl(rig, 'RESTART-58');
    await waitFor(() => looksCompleted(first) >= 2, 'a look after the signing');
    const lastLook = first.progress.at(-1)?.lastCurrentAt;
    await first.close();

    const arrivals: SignedWaiver[] = [];
    const second = await rig.openDesk(dir, {
      incrementalEveryMs: 300,
      onArrived: (waivers) => arrivals.push(...waivers),
    });
    try {
      await second.idle();
      // Before its first look the reopened desk says how current its copy was.
      expect(second.progress[0]).toMatchObject({ phase: 'starting', lastCurrentAt: lastLook });
      await waitFor(() => looksCompleted(second) >= 2, 'two looks after the restart');
      expect(await second.cache.getWaiver(signed.waiverId)).not.toBeNull();
      expect(arrivals.map((waiver) => waiver.waiverId)).not.toContain(signed.waiverId);
    } finally {
      await second.close();
    }
  });
});
