/**
 * A desk in this process that keeps its copy of a sandbox account: the runtime
 * (with a throwaway data folder, so the copy and its sync run as on a person's
 * desk) and its contract, called as the page calls it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SandboxHandle } from '@waiver-desk/sandbox/testing';
import { type DeskRuntime, startRuntime } from '../../electron/desk/desk-runtime.ts';
import type { Clock } from '../../electron/http/clock.ts';
import { createDispatcher, type Dispatcher } from '../../electron/ipc/dispatch.ts';
import { MemorySecretStore } from '../../electron/secrets/memory-store.ts';
import { memorySettings } from '../../electron/settings/memory-store.ts';
import type { DeskSettings } from '../../electron/settings/schema.ts';
import type { TodayCheckins } from '../../shared/ipc/types.ts';
import { configuredPlan } from './configured-plan.ts';

export interface DeskWithCopy {
  runtime: DeskRuntime;
  dispatcher: Dispatcher;
  /** Today as the page asks for it; `reload` as its Refresh button does. */
  loadToday(reload?: boolean): Promise<TodayCheckins>;
  close(): Promise<void>;
}

export interface DeskWithCopySetup {
  sandbox: SandboxHandle;
  apiKey: string;
  timeZone: string;
  /** Where the desk sends its requests instead of the sandbox itself (a counting proxy). */
  baseUrl?: string;
  /** The desk's clock (a test's own); default the system's. */
  now?: () => Date;
  /** The desk's clock with its timers (a test that moves time); default the system's. */
  clock?: Clock;
  settings?: Partial<DeskSettings>;
}

export async function startDeskWithCopy(setup: DeskWithCopySetup): Promise<DeskWithCopy> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-copy-'));
  const runtime = await startRuntime({
    host: 'browser',
    setup: { settings: memorySettings(setup.settings), secrets: new MemorySecretStore(), env: {}, dataDir },
    plan: {
      ...configuredPlan(setup.sandbox, setup.apiKey, setup.timeZone),
      baseUrl: setup.baseUrl ?? setup.sandbox.baseUrl,
      statusUrl: '',
    },
    ...(setup.now ? { now: setup.now } : {}),
    ...(setup.clock ? { clock: setup.clock } : {}),
  });
  const dispatcher = createDispatcher(runtime.handlers, { scope: () => runtime.info().sessionId });
  return {
    runtime,
    dispatcher,
    async loadToday(reload = false) {
      const result = await dispatcher.call('listTodayCheckins', reload ? { reload } : {}, { caller: 'test' });
      if (!result.ok) throw new Error(`listTodayCheckins failed: ${JSON.stringify(result.error)}`);
      return result.value as TodayCheckins;
    },
    async close() {
      await runtime.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
