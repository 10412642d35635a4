/**
 * The disk holding the desk's copy fills up while the copy is being filled.
 *
 * How the full disk is made: a tmpfs of 2 MiB is mounted on the data directory's
 * `copies/` folder before the desk starts, so SQLite's own writes meet ENOSPC
 * exactly as on a full disk, and growing the tmpfs afterwards (`mount -o
 * remount,size=…`) is someone freeing space. Not chosen: a read-only folder
 * (chmod does not stop root, which runs these tests here and on CI), and SQLite's
 * `max_page_count` (per connection: it would limit the test's connection, not
 * the desk's). Mounting needs root (CAP_SYS_ADMIN); elsewhere the test is
 * skipped and says why.
 *
 * The desk runs on a clock the test moves on: the paused copy's tries to write
 * again (STORAGE_RETRY, 1 s growing to 15 s) come at once instead of in real
 * time, so a minute of the desk's time passes while it is full.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STORAGE_RETRY } from '../../electron/services/sync/storage-trouble.ts';
import { JumpClock } from '../support/jump-clock.ts';
import { reportFault } from './fault-table.ts';
import { type RuntimeRig, startRuntimeRig } from './runtime-rig.ts';

const SMALL_DISK = '2m';
const ROOMY_DISK = '64m';
// Room for a machine busy with other suites; a read that waited for the disk still fails (the bench times lookups).
const READ_BOUND_MS = 5_000;
/** The desk's time that passes while the disk is full, a step at a time: several of the copy's tries to write. */
const FULL_FOR_MS = 60_000;
const STEP_MS = 6_000;

function mount(args: string[]): void {
  execFileSync('mount', args, { stdio: 'pipe' });
}

/** Whether this machine lets the test mount a tmpfs (root with CAP_SYS_ADMIN); the reason when not. */
function tmpfsProblem(): string | null {
  const probe = mkdtempSync(path.join(tmpdir(), 'waiver-desk-tmpfs-probe-'));
  try {
    mount(['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', probe]);
    execFileSync('umount', [probe]);
    return null;
  } catch (error) {
    return `a full disk is made with a small tmpfs, and this machine cannot mount one (${
      error instanceof Error ? error.message.split('\n')[0] : String(error)
    })`;
  } finally {
    rmdirSync(probe);
  }
}

const problem = tmpfsProblem();
if (problem) console.warn(`disk-full test skipped: ${problem}`);

describe.skipIf(problem !== null)('the disk holding the copy is full', () => {
  let rig: RuntimeRig;
  let copies = '';
  let visibleAtStart = 0;
  const clock = new JumpClock();

  beforeAll(async () => {
    rig = await startRuntimeRig({
      clock,
      waivers: 2_500,
      seed: 67,
      beforeDesk: ({ sandbox, dataDir }) => {
        copies = path.join(dataDir, 'copies');
        mkdirSync(copies, { recursive: true });
        mount(['-t', 'tmpfs', '-o', `size=${SMALL_DISK},mode=0700`, 'tmpfs', copies]);
        visibleAtStart = sandbox.dataset.waivers.filter(
          (waiver) => Date.parse(waiver.createdOn) <= Date.now(),
        ).length;
      },
      afterDesk: () => execFileSync('umount', [copies]),
    });
  }, 60_000);

  afterAll(async () => {
    await rig?.close();
  });

  it('pauses the copy and says so, keeps answering, loses nothing, and carries on once there is room', async () => {
    await rig.waitForProgress((report) => report.phase === 'error', 60_000);
    expect(rig.headerLine()).toMatch(/^(Copy not updating|The desk's copy is not being updated)/);
    expect(rig.headerLine()).toContain('The disk that holds the desk’s copy is full');
    const storedWhenFull = rig.storedWaivers();
    expect(storedWhenFull).toBeGreaterThan(0);
    expect(storedWhenFull).toBeLessThan(visibleAtStart);

    // What was on its way when the disk filled has landed; from now on the paused copy asks nothing.
    const scheduler = (await rig.runtime.session()).scheduler;
    await vi.waitFor(() => expect(scheduler.snapshot()).toMatchObject({ inFlight: 0, queued: 0 }));
    const requestsWhenFull = rig.serviceRequests();
    const slowest: number[] = [];
    for (let passed = 0; passed < FULL_FOR_MS; passed += STEP_MS) {
      const lookup = await rig.call('lookupWaivers', { text: 'an' });
      const info = await rig.call('getAppInfo');
      expect(lookup.result.ok).toBe(true);
      expect(info.result.ok).toBe(true);
      slowest.push(Math.max(lookup.ms, info.ms));
      clock.jump(STEP_MS);
    }
    expect(Math.max(...slowest)).toBeLessThan(READ_BOUND_MS);
    // Still full: nothing stored was given up, and the header still says why.
    expect(rig.storedWaivers()).toBe(storedWhenFull);
    expect(rig.latestProgress()?.phase).toBe('error');
    expect(rig.serviceRequests()).toBe(requestsWhenFull);

    mount(['-o', `remount,size=${ROOMY_DISK}`, copies]);
    // On the desk's clock: its next try to write comes at most the longest pause later.
    const roomAt = clock.now();
    clock.jump(STORAGE_RETRY.maxMs);
    await rig.waitForProgress((report) => report.phase === 'backfill' || report.phase === 'idle', 30_000);
    const recoveredMs = clock.now() - roomAt;
    const idle = await rig.waitForProgress((report) => report.phase === 'idle', 60_000);
    expect(idle.notice).toBeNull();
    const stored = rig.storedWaivers();
    expect(stored).toBeGreaterThanOrEqual(visibleAtStart);
    reportFault(
      'disk-full',
      `sync paused with "The disk that holds the desk’s copy is full" at ${storedWhenFull} waivers, lookups answered within ${Math.max(...slowest)} ms, no request sent while full, ${stored} stored once there was room`,
      recoveredMs,
    );
  }, 150_000);
});
