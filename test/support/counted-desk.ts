/**
 * A desk's runtime on a sandbox account with every request it sends to the
 * sandbox passed through a counting proxy (no status page), and the contract's
 * dispatcher over its handlers: the page's calls as a host makes them, counted on
 * the wire.
 */

import type { SandboxHandle } from '@waiver-desk/sandbox/testing';
import { type DeskRuntime, startRuntime } from '../../electron/desk/desk-runtime.ts';
import { createDispatcher, type Dispatcher } from '../../electron/ipc/dispatch.ts';
import { configuredPlan } from './configured-plan.ts';
import { type CountingProxy, startCountingProxy } from './counting-proxy.ts';

export interface CountedDesk {
  proxy: CountingProxy;
  runtime: DeskRuntime;
  dispatcher: Dispatcher;
  /** Closes the runtime, then the proxy; the sandbox stays the caller's. */
  close(): Promise<void>;
}

export async function startCountedDesk(
  sandbox: SandboxHandle,
  account: { apiKey: string; timeZone: string; now?: () => Date },
): Promise<CountedDesk> {
  const proxy = await startCountingProxy(sandbox.baseUrl);
  const runtime = await startRuntime({
    host: 'browser',
    plan: { ...configuredPlan(sandbox, account.apiKey, account.timeZone), baseUrl: proxy.url, statusUrl: '' },
    ...(account.now ? { now: account.now } : {}),
  });
  return {
    proxy,
    runtime,
    dispatcher: createDispatcher(runtime.handlers, { scope: () => runtime.info().sessionId }),
    async close() {
      await runtime.close();
      await proxy.close();
    },
  };
}
