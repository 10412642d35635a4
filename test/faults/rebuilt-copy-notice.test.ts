/**
 * A copy found damaged at start is set aside and rebuilt from the service; the
 * header says so while the rebuild runs, and the notice clears itself once the
 * copy has caught up (its first idle), with nobody touching anything.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SandboxHandle, startSandbox } from '@waiver-desk/sandbox/testing';
import { afterAll, describe, expect, it } from 'vitest';
import type { DeskRuntime } from '../../electron/desk/desk-runtime.ts';
import type { SyncProgress } from '../../shared/ipc/events.ts';
import { copyDirOf, startConfiguredRuntime } from '../support/configured-runtime.ts';

const KEY = 'k-rebuilt-2Nd6';

describe('the notice of a copy being rebuilt', () => {
  let sandbox: SandboxHandle;
  let runtime: DeskRuntime | null = null;
  let dataDir = '';

  afterAll(async () => {
    await runtime?.close();
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows while the damaged copy is rebuilt and clears itself once it has caught up', async () => {
    sandbox = await startSandbox({ seed: 41, waivers: 200, apiKeys: [KEY], timeZone: 'Etc/UTC' });
    dataDir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-rebuilt-'));
    const copyDir = copyDirOf(dataDir, sandbox.baseUrl);
    mkdirSync(copyDir, { recursive: true, mode: 0o700 });
    writeFileSync(path.join(copyDir, 'waiver-cache.sqlite'), 'damaged beyond reading', { mode: 0o600 });
    const progress: SyncProgress[] = [];
    runtime = await startConfiguredRuntime({ baseUrl: sandbox.baseUrl, apiKey: KEY, dataDir });
    runtime.events.subscribe((event) => {
      if (event.name === 'syncProgress') progress.push(event.payload);
    });
    expect((await runtime.session()).copy?.recovered).not.toBeNull();

    await expect
      .poll(() => progress.some((report) => report.phase === 'idle'), { timeout: 30_000 })
      .toBe(true);
    const rebuilding = progress.filter((report) => report.notice?.kind === 'rebuilt');
    expect(rebuilding.length).toBeGreaterThan(0);
    const caughtUp = progress.findIndex((report) => report.phase === 'idle');
    expect(progress[caughtUp]?.notice).toBeNull();
    // Later rounds (new signings looked for, the copy idle again) say nothing of a rebuild either.
    (await runtime.session()).copy?.sync.wake();
    await expect.poll(() => progress.length, { timeout: 30_000 }).toBeGreaterThan(caughtUp + 2);
    expect(progress.slice(caughtUp).filter((report) => report.notice?.kind === 'rebuilt')).toEqual([]);
  }, 60_000);
});
