/**
 * A real sandbox on a frozen clock and a status client pointed at its status
 * mount, with every response the client received on record (the doctor's
 * response log), so tests can see which requests the client actually built.
 */

import type { StatusScenario } from '@waiver-desk/sandbox/testing';
import { createClock, type SandboxHandle, startSandbox } from '@waiver-desk/sandbox/testing';
import { Agent } from 'undici';
import { createResponseLog, type ResponseLog } from '../../electron/doctor/response-log.ts';
import type { RetryPolicy } from '../../electron/http/retry.ts';
import { createStatusClient, type StatusClient } from '../../electron/services/status-api/index.ts';

/** A Tuesday noon, UTC: every scenario's notices are timed around it. */
export const FROZEN_AT = Date.UTC(2025, 5, 10, 12, 0, 0, 0);

export interface StatusFixture {
  sandbox: SandboxHandle;
  client: StatusClient;
  log: ResponseLog;
  /** Paths (with query) of the requests the client sent, oldest first. */
  requested(): string[];
  /** Turns the sandbox status service's 10-per-second limit on or off (it starts on). */
  setRateLimit(enabled: boolean): Promise<void>;
  /** GETs a path under the status mount directly, bypassing the client. */
  raw(path: string): Promise<Response>;
  close(): Promise<void>;
}

export interface FixtureOptions {
  scenario?: StatusScenario;
  seed?: number;
  rateLimit?: boolean;
  retryPolicy?: Partial<RetryPolicy>;
}

export async function startStatusFixture(options: FixtureOptions = {}): Promise<StatusFixture> {
  const sandbox = await startSandbox({
    clock: createClock({ startAt: FROZEN_AT, frozen: true }),
    waivers: 20,
    timeZone: 'UTC',
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    statusScenario: options.scenario ?? 'operational',
  });
  const agent = new Agent();
  const log = createResponseLog(agent, Date.now);
  const client = createStatusClient({
    statusUrl: sandbox.statusUrl,
    dispatcher: log.dispatcher,
    now: () => new Date(FROZEN_AT),
    ...(options.retryPolicy === undefined ? {} : { retryPolicy: options.retryPolicy }),
  });
  const setRateLimit = async (enabled: boolean) => {
    const reply = await fetch(`${sandbox.controlUrl}/status/rate-limit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ enabled }),
    });
    if (reply.status !== 200) throw new Error(`the sandbox refused to set the rate limit: ${reply.status}`);
  };
  if (options.rateLimit === false) await setRateLimit(false);
  return {
    sandbox,
    client,
    log,
    requested: () => log.entries().map((entry) => entry.path),
    setRateLimit,
    raw: (path) => fetch(`${sandbox.statusUrl}${path}`),
    async close() {
      await client.close();
      await agent.close();
      await sandbox.close();
    },
  };
}

export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}
