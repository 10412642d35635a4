/**
 * A whole desk in this process for the fault tests that need no browser: the
 * sandbox behind a counting proxy, the runtime on a real data directory (its
 * copy a real SQLite file on disk, in a worker thread), the contract through the
 * dispatcher the hosts use, and every event the page would be sent. What the
 * person would read in the header is worked out with the renderer's own words.
 */
// The page's words read in English.
import '../renderer/support/english.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SandboxHandle, startSandbox } from '@waiver-desk/sandbox/testing';
import { type DeskRuntime, startRuntime } from '../../electron/desk/desk-runtime.ts';
import type { Clock } from '../../electron/http/clock.ts';
import { createDispatcher, type Dispatcher } from '../../electron/ipc/dispatch.ts';
import { MemorySecretStore } from '../../electron/secrets/memory-store.ts';
import { memorySettings } from '../../electron/settings/memory-store.ts';
import { syncWords } from '../../renderer/src/sync/sync-words.ts';
import type { IpcResult } from '../../shared/ipc/errors.ts';
import type { SyncProgress } from '../../shared/ipc/events.ts';
import { type CountingProxy, startCountingProxy } from '../support/counting-proxy.ts';
import { middayZone } from '../support/midday-zone.ts';
import { accountCopyFile, waiversInCopy } from './account-copy.ts';

export const RIG_KEY = 'k-faults-runtime';
export interface RigOptions {
  waivers: number;
  seed: number;
  /** Runs before the desk starts: faults to start under, a small disk mounted in the data directory. */
  beforeDesk?: (setting: { sandbox: SandboxHandle; dataDir: string }) => void;
  /** Runs once the desk has closed, before the data directory is removed (unmounting that disk). */
  afterDesk?: (dataDir: string) => void;
  /** The desk's wall clock (a test moves it on); default the system time. */
  now?: () => Date;
  /** The desk's clock with its timers (a test that moves time on); default the system's. */
  clock?: Clock;
}

export interface TimedCall {
  result: IpcResult<unknown>;
  ms: number;
}

export interface RuntimeRig {
  sandbox: SandboxHandle;
  proxy: CountingProxy;
  runtime: DeskRuntime;
  dataDir: string;
  zone: string;
  /** Every sync report the page would have been sent, in order. */
  progress: SyncProgress[];
  latestProgress(): SyncProgress | undefined;
  /** The header's line about the copy, as the renderer words the latest report. */
  headerLine(): string;
  /** A contract call as a page makes it, timed. */
  call(method: string, payload?: unknown): Promise<TimedCall>;
  /** Resolves with the first report (from now on, or the latest) that satisfies `test`. */
  waitForProgress(test: (progress: SyncProgress) => boolean, timeoutMs: number): Promise<SyncProgress>;
  /** The copy's database file. */
  copyFile(): string;
  /** Waivers stored in the copy, read from the file by a connection of the test's own. */
  storedWaivers(): number;
  /** Requests the desk has sent to the waiver service so far. */
  serviceRequests(): number;
  /** Waivers the service holds that have been signed by now. */
  visibleWaivers(): number;
  close(): Promise<void>;
}

export async function startRuntimeRig(options: RigOptions): Promise<RuntimeRig> {
  const { zone } = middayZone();
  const sandbox = await startSandbox({
    seed: options.seed,
    waivers: options.waivers,
    timeZone: zone,
    apiKeys: [RIG_KEY],
    rateWindowMs: 1_000,
  });
  const proxy = await startCountingProxy(sandbox.baseUrl);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-faults-'));
  options.beforeDesk?.({ sandbox, dataDir });
  const settings = memorySettings({ baseUrl: proxy.url, statusUrl: '', accountChoice: 'configured' });
  const secrets = new MemorySecretStore();
  await secrets.save('apiKey', RIG_KEY);
  const progress: SyncProgress[] = [];
  const waiters = new Set<() => void>();
  const runtime = await startRuntime({
    host: 'browser',
    setup: { settings, secrets, env: { timeZone: zone }, dataDir },
    ...(options.now ? { now: options.now } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  runtime.events.subscribe((event) => {
    if (event.name !== 'syncProgress') return;
    progress.push(event.payload);
    for (const wake of [...waiters]) wake();
  });
  const dispatcher: Dispatcher = createDispatcher(runtime.handlers, {
    scope: () => runtime.info().sessionId,
  });
  let calls = 0;

  return {
    sandbox,
    proxy,
    runtime,
    dataDir,
    zone,
    progress,
    latestProgress: () => progress.at(-1),
    headerLine() {
      const latest = progress.at(-1);
      if (!latest) return '';
      const words = syncWords(latest, { timeZone: zone });
      return words.detail ? `${words.text} | ${words.detail}` : words.text;
    },
    async call(method, payload = {}) {
      const started = performance.now();
      calls += 1;
      const result = await dispatcher.call(method, payload, { caller: `faults-test-${calls}` });
      return { result, ms: Math.round(performance.now() - started) };
    },
    waitForProgress(test, timeoutMs) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const latest = progress.at(-1);
          if (latest && test(latest)) {
            finish();
            resolve(latest);
          }
        };
        const timer = setTimeout(() => {
          finish();
          reject(
            new Error(
              `no sync report as wanted within ${timeoutMs} ms; the last: ${JSON.stringify(progress.at(-1))}`,
            ),
          );
        }, timeoutMs);
        const finish = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    copyFile: () => accountCopyFile(dataDir),
    storedWaivers: () => waiversInCopy(dataDir),
    serviceRequests: () => proxy.seen().filter((request) => request.path.startsWith('/v4/')).length,
    visibleWaivers: () =>
      sandbox.dataset.waivers.filter((waiver) => Date.parse(waiver.createdOn) <= Date.now()).length,
    async close() {
      await runtime.close();
      options.afterDesk?.(dataDir);
      await proxy.close();
      await sandbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
