/**
 * The timings the unit tests no longer hold with a clock (they test the same
 * behaviour without one): how long a refusal of the account's budget takes to
 * reach the page, how long the browser host takes to close with a page's socket,
 * an idle connection and a half-sent request open, and how long after another program
 * lets go of the copy's lock the desk answers from it again.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { startSandbox } from '@waiver-desk/sandbox/testing';
import { startBrowserHost } from '../../electron/browser-host/server.ts';
import { startRuntime } from '../../electron/desk/desk-runtime.ts';
import { createDispatcher } from '../../electron/ipc/dispatch.ts';
import { configuredPlan } from '../support/configured-plan.ts';
import { copyDirOf, startConfiguredRuntime } from '../support/configured-runtime.ts';
import { connectDesk } from '../support/desk-socket-client.ts';
import { type Measures, summarise } from './stats.ts';

const RUNS = 5;
const KEY = 'k-bench-recovery-4Ux1';

async function refusalMs(): Promise<number[]> {
  const sandbox = await startSandbox({ seed: 8, waivers: 200, apiKeys: [KEY], timeZone: 'UTC' });
  const samples: number[] = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const runtime = await startRuntime({ host: 'browser', plan: configuredPlan(sandbox, KEY, 'UTC') });
      try {
        sandbox.faults.add({ route: '/v4/checkins', kind: 'rate-limit-storm', times: 1 });
        const started = performance.now();
        await createDispatcher(runtime.handlers).call('listTodayCheckins', {}, { caller: 'bench' });
        samples.push(performance.now() - started);
      } finally {
        await runtime.close();
        sandbox.faults.clear();
      }
    }
  } finally {
    await sandbox.close();
  }
  return samples;
}

async function closeMs(): Promise<number[]> {
  const rendererDir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-bench-close-'));
  writeFileSync(path.join(rendererDir, 'index.html'), '<meta name="waiver-desk-token" content="">');
  const samples: number[] = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const runtime = await startRuntime({
        host: 'browser',
        plan: { mode: 'demo', timeZone: 'UTC', timeouts: { requestMs: 15_000, searchMs: 60_000 } },
      });
      const host = await startBrowserHost({
        runtime,
        rendererDir,
        token: 'bench-token-0123456789abcdefghijklmnop',
        log: () => {},
        limits: { headersTimeoutMs: 600_000, requestTimeoutMs: 600_000 },
      });
      const page = await connectDesk(host.url, { token: 'bench-token-0123456789abcdefghijklmnop' });
      // Open once it has answered.
      await page.call('getAppInfo');
      const idle = connect(host.port, '127.0.0.1');
      const half = connect(host.port, '127.0.0.1');
      for (const socket of [idle, half]) socket.on('error', () => {});
      await Promise.all(
        [idle, half].map((socket) => new Promise((resolve) => socket.once('connect', resolve))),
      );
      half.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${host.port}\r\n`);
      const started = performance.now();
      await host.close();
      samples.push(performance.now() - started);
      page.close();
      await runtime.close();
    }
  } finally {
    rmSync(rendererDir, { recursive: true, force: true });
  }
  return samples;
}

/** From the release of a lock held since before the desk started to the first lookup from the copy. */
async function lockRecoveryMs(): Promise<number[]> {
  const sandbox = await startSandbox({ seed: 71, waivers: 200, apiKeys: [KEY], timeZone: 'UTC' });
  const samples: number[] = [];
  try {
    for (let run = 0; run < 3; run += 1) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-bench-lock-'));
      const copyDir = copyDirOf(dataDir, sandbox.baseUrl);
      mkdirSync(copyDir, { recursive: true });
      // A connection of its own in this process stands in for the other program: the lock is the file's.
      const lock = new DatabaseSync(path.join(copyDir, 'waiver-cache.sqlite'));
      lock.exec('BEGIN EXCLUSIVE');
      lock.exec('CREATE TABLE held (at INTEGER)');
      const runtime = await startConfiguredRuntime({ baseUrl: sandbox.baseUrl, apiKey: KEY, dataDir });
      try {
        // Released at a different moment of the desk's tries each run.
        await new Promise((resolve) => setTimeout(resolve, 700 * run));
        lock.exec('ROLLBACK');
        lock.close();
        const released = performance.now();
        const dispatcher = createDispatcher(runtime.handlers);
        while (!(await dispatcher.call('lookupWaivers', { text: 'a' }, { caller: 'bench' })).ok) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        samples.push(performance.now() - released);
      } finally {
        await runtime.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  } finally {
    await sandbox.close();
  }
  return samples;
}

export async function benchRecovery(): Promise<Measures> {
  const refusal = summarise(await refusalMs());
  const close = summarise(await closeMs());
  const lock = summarise(await lockRecoveryMs());
  return {
    runs: RUNS,
    budgetRefusalToPageMedianMs: refusal.median,
    budgetRefusalToPageMaxMs: refusal.max,
    hostCloseWithOpenSocketsMedianMs: close.median,
    hostCloseWithOpenSocketsMaxMs: close.max,
    copyLockReleaseToLookupMedianMs: lock.median,
    copyLockReleaseToLookupMaxMs: lock.max,
  };
}
