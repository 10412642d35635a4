/** A real sandbox on 127.0.0.1 and clients pointed at it, for the integration tests. */

import {
  createClock,
  type SandboxHandle,
  type SandboxOptions,
  startSandbox,
} from '@waiver-desk/sandbox/testing';
import type { RequestScheduler } from '../../../electron/http/scheduler.ts';
import {
  createRequestScheduler,
  createWaiverClient,
  type WaiverClient,
  type WaiverClientOptions,
} from '../../../electron/services/waiver-api/index.ts';
import { createRecorder, type Recorder } from './recorder.ts';

/** A Friday afternoon at the business, 11:30 local in Los Angeles. */
export const FROZEN_AT = Date.parse('2025-03-14T18:30:00Z');
export const BUSINESS_ZONE = 'America/Los_Angeles';

export interface Rig {
  sandbox: SandboxHandle;
  recorder: Recorder;
  client: WaiverClient;
  scheduler: RequestScheduler;
  /** Another client on the same sandbox, with options of its own. */
  clientWith(options: Partial<WaiverClientOptions>): WaiverClient;
  close(): Promise<void>;
}

export interface RigOptions {
  sandbox?: SandboxOptions;
  /** Default true: the sandbox clock only moves when a test moves it. */
  frozen?: boolean;
  client?: Partial<WaiverClientOptions>;
}

export async function startRig(options: RigOptions = {}): Promise<Rig> {
  const clock = createClock({ startAt: FROZEN_AT, frozen: options.frozen ?? true });
  const sandbox = await startSandbox({ clock, timeZone: BUSINESS_ZONE, ...options.sandbox });
  const recorder = createRecorder();
  const scheduler = createRequestScheduler({ rateWindowMs: options.sandbox?.rateWindowMs });
  const extraClients: WaiverClient[] = [];
  const base: WaiverClientOptions = {
    baseUrl: sandbox.baseUrl,
    apiKey: sandbox.apiKeys[0] as string,
    timeZone: BUSINESS_ZONE,
    dispatcher: recorder.dispatcher,
    scheduler,
    retryPolicy: { baseDelayMs: 20 },
    now: () => new Date(sandbox.clock.now()),
    ...options.client,
  };
  const client = createWaiverClient(base);
  return {
    sandbox,
    recorder,
    client,
    scheduler,
    clientWith(overrides) {
      const extra = createWaiverClient({ ...base, ...overrides });
      extraClients.push(extra);
      return extra;
    },
    async close() {
      await Promise.all([client, ...extraClients].map((each) => each.close()));
      await recorder.close();
      await sandbox.close();
    },
  };
}

/** Every page of an async iterable, in order. */
export async function collect<T>(pages: AsyncIterable<T[]>): Promise<T[][]> {
  const out: T[][] = [];
  for await (const page of pages) out.push(page);
  return out;
}

/** What the sandbox's control endpoint answers (a test-only HTTP surface). */
export async function control<T>(
  sandbox: SandboxHandle,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${sandbox.controlUrl}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`control ${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
