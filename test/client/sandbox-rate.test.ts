/**
 * Rate budgets and retries against the real sandbox. These rigs run the sandbox
 * clock (a frozen clock never ends a rate window) with short windows.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { RateLimitError, ServerError } from '../../electron/http/errors.ts';
import { createRequestScheduler } from '../../electron/http/scheduler.ts';
import { type Rig, startRig } from './support/sandbox.ts';

let rig: Rig | undefined;

afterEach(async () => {
  await rig?.close();
  rig = undefined;
});

const templateIdOf = (current: Rig) => current.sandbox.dataset.templates[0]?.templateId as string;

describe('staying inside the budget', () => {
  it('finishes a burst of 500 queued calls without a single 429', async () => {
    rig = await startRig({
      frozen: false,
      sandbox: { rateWindowMs: 300 },
      // Any refusal would surface: no retries.
      client: { retryPolicy: { maxAttempts: 1 } },
    });
    const current = rig;
    const calls = Array.from({ length: 500 }, (_, index) =>
      current.client.getSettings({ priority: index % 3 === 0 ? 'background' : 'interactive' }),
    );
    const results = await Promise.all(calls);
    expect(results).toHaveLength(500);
    const statuses = current.recorder.to('/v4/settings').map((exchange) => exchange.status);
    expect(statuses).toHaveLength(500);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });

  it("adopts the server's lower remaining count when another desk has spent the budget", async () => {
    rig = await startRig();
    const otherDesk = rig.clientWith({ scheduler: createRequestScheduler() });
    await Promise.all(Array.from({ length: 90 }, () => otherDesk.getSettings()));
    expect(rig.scheduler.snapshot().available.account).toBe(100);
    await rig.client.getSettings();
    // The frozen sandbox window holds 91 requests now: 9 remain, not the 99 this desk counted.
    expect(rig.scheduler.snapshot().available.account).toBe(9);
  });
});

describe('refusals', () => {
  it('waits the stated Retry-After after a rate-limit storm and then succeeds', async () => {
    rig = await startRig({ frozen: false, sandbox: { rateWindowMs: 1_000 } });
    rig.sandbox.faults.add({ route: '/v4/settings', kind: 'rate-limit-storm', times: 1 });
    const results = await Promise.all([
      rig.client.getSettings(),
      rig.client.getSettings(),
      rig.client.getSettings(),
    ]);
    expect(results.every((settings) => 'console' in settings)).toBe(true);
    const exchanges = rig.recorder.to('/v4/settings');
    const refusals = exchanges.filter((exchange) => exchange.status === 429);
    const successes = exchanges.filter((exchange) => exchange.status === 200);
    expect(refusals.length).toBeGreaterThan(0);
    expect(successes).toHaveLength(3);
    const firstRefusal = refusals[0]!;
    const statedWaitMs = Number(firstRefusal.retryAfter) * 1_000;
    expect(statedWaitMs).toBeGreaterThanOrEqual(1_000);
    for (const success of successes) {
      // Timers may fire a millisecond early; the wait itself is what is checked.
      expect(success.sentAt - (firstRefusal.answeredAt as number)).toBeGreaterThanOrEqual(statedWaitMs - 5);
    }
  });

  it('surfaces a 429 on a write as a RateLimitError with the wait, sending it once', async () => {
    rig = await startRig({ frozen: false, sandbox: { rateWindowMs: 1_000 } });
    rig.sandbox.faults.add({ route: '/v4/sms', kind: 'rate-limit-storm', times: 1 });
    const error = await rig.client
      .sendSms({ templateId: templateIdOf(rig), number: 5415550100 })
      .catch((e) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).toMatchObject({ code: 'rate_limited', status: 429, endpoint: 'POST /v4/sms' });
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(rig.recorder.to('/v4/sms', 'POST')).toHaveLength(1);
  });
});

describe('retries', () => {
  it('retries a GET answered 503 and succeeds', async () => {
    rig = await startRig();
    rig.sandbox.faults.add({ route: '/v4/settings', kind: 'status', status: 503, times: 2 });
    expect(await rig.client.getSettings()).toHaveProperty('console');
    expect(rig.recorder.to('/v4/settings').map((exchange) => exchange.status)).toEqual([503, 503, 200]);
  });

  it('gives up on a GET after four attempts', async () => {
    rig = await startRig();
    const fault = rig.sandbox.faults.add({ route: '/v4/settings', kind: 'status', status: 502 });
    await expect(rig.client.getSettings()).rejects.toBeInstanceOf(ServerError);
    expect(rig.sandbox.faults.list().find((each) => each.id === fault.id)?.hits).toBe(4);
  });

  it('never retries a POST /v4/sms answered 503: the service sees exactly one request', async () => {
    rig = await startRig();
    const fault = rig.sandbox.faults.add({ route: '/v4/sms', method: 'POST', kind: 'status', status: 503 });
    const error = await rig.client
      .sendSms({ templateId: templateIdOf(rig), number: 5415550100 })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({ status: 503, endpoint: 'POST /v4/sms' });
    expect(rig.sandbox.faults.list().find((each) => each.id === fault.id)?.hits).toBe(1);
    expect(rig.recorder.to('/v4/sms', 'POST')).toHaveLength(1);
  });

  it('does not retry a queue read that deletes, which could lose a message', async () => {
    rig = await startRig();
    const fault = rig.sandbox.faults.add({
      route: '/v4/webhooks/queues/account',
      kind: 'status',
      status: 503,
    });
    await expect(rig.client.readAccountQueue({ delete: true })).rejects.toBeInstanceOf(ServerError);
    expect(rig.sandbox.faults.list().find((each) => each.id === fault.id)?.hits).toBe(1);
  });
});
