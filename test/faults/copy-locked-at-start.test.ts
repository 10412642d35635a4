/**
 * Another program holds the copy's lock when the desk starts (`BEGIN EXCLUSIVE`
 * from a separate real process, a backup tool say): the desk opens anyway,
 * lookups say why they go to the service, the desk keeps trying to open its copy
 * with short pauses, and once the other program lets go, lookups answer from the
 * copy within seconds, with no restart. The time from the release to the first
 * lookup answered from the copy is printed in the fault table.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { type SandboxHandle, startSandbox } from '@waiver-desk/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskRuntime } from '../../electron/desk/desk-runtime.ts';
import { createDispatcher, type Dispatcher } from '../../electron/ipc/dispatch.ts';
import { copyDirOf, startConfiguredRuntime } from '../support/configured-runtime.ts';
import { worded } from '../support/worded.ts';
import { reportFault } from './fault-table.ts';

const KEY = 'k-locked-at-start-3Hs8';
/** The lock stays this long after the desk has started, so tries made while it is held fail. */
const HELD_AFTER_START_MS = 3_000;

/** A separate process that takes the copy's write lock and holds it until told to let go. */
const LOCK_HOLDER = `
const { DatabaseSync } = require('node:sqlite');
const db = new DatabaseSync(process.argv[1]);
db.exec('BEGIN EXCLUSIVE');
db.exec('CREATE TABLE IF NOT EXISTS held (at INTEGER)');
process.stdout.write('locked\\n');
process.stdin.once('data', () => {
  db.exec('ROLLBACK');
  db.close();
  process.stdout.write('released\\n');
  process.exit(0);
});
`;

/** Resolves once the holder has said `text` (everything it said is kept, so an early word is not missed). */
function said(child: ChildProcess, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (output.get(child)?.includes(text)) {
        child.stdout?.off('data', check);
        child.off('exit', ended);
        resolve();
      }
    };
    const ended = () => reject(new Error(`the lock holder ended without saying "${text}"`));
    child.stdout?.on('data', check);
    child.once('exit', ended);
    check();
  });
}

const output = new WeakMap<ChildProcess, string>();

describe('the copy locked by another program when the desk starts', () => {
  let sandbox: SandboxHandle;
  let runtime: DeskRuntime;
  let dispatcher: Dispatcher;
  let holder: ChildProcess;
  let dataDir: string;

  beforeAll(async () => {
    sandbox = await startSandbox({ seed: 71, waivers: 300, apiKeys: [KEY], timeZone: 'Etc/UTC' });
    dataDir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-locked-'));
    const copyDir = copyDirOf(dataDir, sandbox.baseUrl);
    mkdirSync(copyDir, { recursive: true, mode: 0o700 });
    holder = spawn(process.execPath, ['-e', LOCK_HOLDER, path.join(copyDir, 'waiver-cache.sqlite')], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    output.set(holder, '');
    holder.stdout?.on('data', (chunk: Buffer) => output.set(holder, `${output.get(holder)}${chunk}`));
    await said(holder, 'locked');
    runtime = await startConfiguredRuntime({ baseUrl: sandbox.baseUrl, apiKey: KEY, dataDir });
    dispatcher = createDispatcher(runtime.handlers, { scope: () => runtime.info().sessionId });
  }, 60_000);

  afterAll(async () => {
    if (holder && holder.exitCode === null) {
      holder.kill();
      await once(holder, 'exit');
    }
    await runtime?.close();
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('opens without its copy, says why, and answers from the copy within seconds of the release', async () => {
    expect(runtime.info().phase).toBe('ready');
    const lookUp = () => dispatcher.call('lookupWaivers', { text: 'a' }, { caller: 'page' });
    const whileLocked = await lookUp();
    expect(whileLocked).toMatchObject({ ok: false, error: { code: 'not_configured' } });
    expect(!whileLocked.ok && worded(whileLocked.error).message).toContain('Another program is holding');
    // Tries made while the lock is still held fail, and the desk keeps its words.
    await delay(HELD_AFTER_START_MS);
    expect(await lookUp()).toMatchObject({ ok: false, error: { code: 'not_configured' } });

    holder.stdin?.write('release\n');
    await said(holder, 'released');
    const releasedAt = performance.now();
    await expect.poll(async () => (await lookUp()).ok, { timeout: 30_000, interval: 50 }).toBe(true);
    const recoveredMs = performance.now() - releasedAt;

    // And the copy fills and finds people, as if nothing had happened.
    await expect
      .poll(
        async () => {
          const found = await lookUp();
          return found.ok ? (found.value as { matches: unknown[] }).matches.length : 0;
        },
        { timeout: 30_000, interval: 250 },
      )
      .toBeGreaterThan(0);
    reportFault(
      'copy-locked-at-start',
      'the desk opened, lookups said "Another program is holding the desk’s copy" and went to the service',
      recoveredMs,
    );
  }, 90_000);
});
