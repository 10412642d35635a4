/**
 * A waiver that reaches the service hours after it was signed (a kiosk that was
 * offline uploads later, with its original signing time) is found like any new
 * signing: through the whole runtime against the real sandbox over HTTP, a desk
 * whose copy is current (up to a signing made just now) finds it within one
 * check interval plus 15 s. The desk runs on a clock the test moves on by one
 * check interval once its sync waits for the next look, so the interval is not
 * waited out: the look it brings must find the waiver within 15 s. A "what is new" question asked only from the last
 * look onwards (as before the look asked about the trailing day) never sees it:
 * this test fails on that. The check-ins, which would bring the waiver too, are
 * made unreadable, so the test is about that question alone.
 */

import { type SandboxHandle, startSandbox } from '@waiver-desk/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SyncProgress } from '../../shared/ipc/events.ts';
import type { LookupResult } from '../../shared/ipc/lookup.ts';
import { type DeskWithCopy, startDeskWithCopy } from '../support/desk-with-copy.ts';
import { JumpClock } from '../support/jump-clock.ts';
import { middayZone } from '../support/midday-zone.ts';

const KEY = 'late-waiver-key';
const { zone } = middayZone();
/** The shortest interval the settings allow between looks for new signings. */
const CHECK_SECONDS = 20;
const HOUR_MS = 3_600_000;

describe('a waiver that reaches the service late', () => {
  let sandbox: SandboxHandle;
  let desk: DeskWithCopy;
  const clock = new JumpClock();
  /** The sync's phase as it last said: 'idle' while it waits for its next look. */
  let phase = '';

  beforeAll(async () => {
    sandbox = await startSandbox({ seed: 31, waivers: 200, timeZone: zone, apiKeys: [KEY] });
    desk = await startDeskWithCopy({
      sandbox,
      apiKey: KEY,
      timeZone: zone,
      clock,
      settings: { newWaiverCheckSeconds: CHECK_SECONDS },
    });
    desk.runtime.events.subscribe((event) => {
      if (event.name === 'syncProgress') phase = (event.payload as SyncProgress).phase;
    });
    await vi.waitFor(() => expect(phase).toBe('idle'), { timeout: 60_000 });
  }, 90_000);

  afterAll(async () => {
    await desk?.close();
    await sandbox?.close();
  });

  const lookup = async (text: string): Promise<LookupResult> => {
    const result = await desk.dispatcher.call(
      'lookupWaivers',
      { text, scan: true },
      { caller: 'late-waiver-test' },
    );
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    return result.value as LookupResult;
  };

  /** Once the sync waits for its next look, one check interval passes at once: the look it brings finds the waiver within 15 s. */
  const foundByScan = async (tag: string, waiverId: string) => {
    await vi.waitFor(() => expect(phase).toBe('idle'), { timeout: 60_000 });
    clock.jump(CHECK_SECONDS * 1_000);
    await vi.waitFor(
      async () => expect((await lookup(tag)).matches.map((match) => match.waiverId)).toEqual([waiverId]),
      { timeout: 15_000, interval: 200 },
    );
  };

  it('signed three hours ago and uploaded now, is found within one check interval plus 15 s', async () => {
    // A signing at the desk's counter just now: once found, the copy is current up to now.
    const onSite = sandbox.signNewWaiver({ autoTag: 'ON-SITE-1' });
    await foundByScan('ON-SITE-1', onSite.waiverId);
    // A signing is checked in at once, and today's check-ins bring their waivers: with the check-ins
    // unreadable, only the question of what is new can find it.
    sandbox.faults.add({ route: '/v4/checkins', kind: 'status', status: 503 });
    const late = sandbox.signNewWaiver({
      autoTag: 'KIOSK-LATE-7',
      signedAt: sandbox.clock.now() - 3 * HOUR_MS,
    });
    expect((await lookup('KIOSK-LATE-7')).matches).toEqual([]);
    await foundByScan('KIOSK-LATE-7', late.waiverId);
  }, 120_000);
});
