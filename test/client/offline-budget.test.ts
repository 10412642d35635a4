/**
 * Offline is offline, never "the budget is used up": attempts that could not even
 * connect spend nothing of the account's budget, and a call that would have to
 * wait for a budget spent on attempts that reached no one (a pulled cable: they
 * time out) is told the service cannot be reached. Real HTTP: the sandbox, then
 * the same address with nothing listening, and a relay cut like a cable.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { NetworkError, RateLimitError, TimeoutError } from '../../electron/http/errors.ts';
import { createRequestScheduler } from '../../electron/http/scheduler.ts';
import { createWaiverClient, type WaiverClient } from '../../electron/services/waiver-api/index.ts';
import { type CutProxy, startCutProxy } from '../support/cut-proxy.ts';
import { BUSINESS_ZONE, type Rig, startRig } from './support/sandbox.ts';

let rig: Rig | undefined;
let proxy: CutProxy | undefined;
const clients: WaiverClient[] = [];

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
  await proxy?.close();
  proxy = undefined;
  await rig?.close();
  rig = undefined;
});

const asAPerson = { priority: 'interactive' as const, maxWaitMs: 5_000 };
const outcome = (call: Promise<unknown>) =>
  call.then(
    () => 'answered',
    (error: unknown) => error,
  );

describe('a service that cannot be reached', () => {
  it('spends none of the search budget on attempts that could not connect', async () => {
    rig = await startRig({ sandbox: { waivers: 20 } });
    await rig.sandbox.close();
    for (let attempt = 0; attempt < 8; attempt += 1) {
      expect(await outcome(rig.client.search({ lastName: 'Quill' }, asAPerson))).toBeInstanceOf(NetworkError);
    }
    expect(rig.scheduler.snapshot().available.search).toBe(5);
  });

  it('tells a person the service cannot be reached, not to wait for searches spent on timeouts', async () => {
    rig = await startRig({ frozen: false, sandbox: { waivers: 20 } });
    proxy = await startCutProxy(Number(new URL(rig.sandbox.baseUrl).port));
    const scheduler = createRequestScheduler();
    const client = createWaiverClient({
      baseUrl: `http://127.0.0.1:${proxy.port}`,
      apiKey: rig.sandbox.apiKeys[0] as string,
      timeZone: BUSINESS_ZONE,
      scheduler,
      searchTimeoutMs: 300,
      retryPolicy: { maxAttempts: 1 },
    });
    clients.push(client);
    // Online, a search answers; then the cable is pulled.
    await client.search({ lastName: 'Quill' }, asAPerson);
    proxy.cut();
    // Four more searches are sent and time out: the service may have counted each.
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect(await outcome(client.search({ lastName: 'Quill' }, asAPerson))).toBeInstanceOf(TimeoutError);
    }
    expect(scheduler.snapshot().available.search).toBe(0);
    const refused = await outcome(client.search({ lastName: 'Quill' }, asAPerson));
    expect(refused).toBeInstanceOf(NetworkError);
    expect(refused).not.toBeInstanceOf(RateLimitError);
  });
});
