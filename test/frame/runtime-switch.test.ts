/**
 * The runtime holds one account session at a time and swaps it while running.
 * Switching with calls in flight must leave nothing of the old session alive:
 * no server (the demo sandbox), no socket (its clients' keep-alive pools), no timer.
 */

import { type SandboxHandle, startSandbox } from '@waiver-desk/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DeskRuntime, startRuntime } from '../../electron/desk/desk-runtime.ts';
import { createDispatcher } from '../../electron/ipc/dispatch.ts';
import type { AccountPlan } from '../../electron/runtime/account-plan.ts';
import type { DeskEvent } from '../../shared/ipc/events.ts';
import { configuredPlan } from '../support/configured-plan.ts';
import { middayZone } from '../support/midday-zone.ts';
import { worded } from '../support/worded.ts';

const { zone } = middayZone();
const timeouts = { requestMs: 15_000, searchMs: 60_000 };
const demoPlan = (): AccountPlan => ({ mode: 'demo', timeZone: zone, timeouts });

/** What keeps a Node process alive, by kind: servers, sockets, timers. */
function liveResources(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const kind of process.getActiveResourcesInfo()) {
    if (kind === 'TCPServerWrap' || kind === 'TCPSocketWrap' || kind === 'Timeout') {
      counts[kind] = (counts[kind] ?? 0) + 1;
    }
  }
  return counts;
}

/**
 * Kinds of which more are alive than at `before`. A timer alive at the start (the
 * account's sandbox, the runner) may end meanwhile; the sessions must add none.
 */
function grownSince(before: Record<string, number>): Record<string, number> {
  const grown: Record<string, number> = {};
  for (const [kind, count] of Object.entries(liveResources())) {
    if (count > (before[kind] ?? 0)) grown[kind] = count - (before[kind] ?? 0);
  }
  return grown;
}

async function settled(): Promise<void> {
  // Closed sockets and cleared timers leave the resource list on the next turns of the loop.
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
}

async function refusesConnections(url: string): Promise<boolean> {
  try {
    await fetch(`${url}/ping`, { signal: AbortSignal.timeout(2_000) });
    return false;
  } catch {
    return true;
  }
}

describe('switching accounts while calls are in flight', () => {
  let account: SandboxHandle;

  beforeAll(async () => {
    account = await startSandbox({ seed: 4, waivers: 300, timeZone: zone, apiKeys: ['switch-key'] });
  });

  afterAll(async () => {
    await account?.close();
  });

  it('demo → account → demo leaves no timer, socket or server of the old sessions', async () => {
    await settled();
    const before = liveResources();
    const runtime: DeskRuntime = await startRuntime({ host: 'browser', plan: demoPlan(), demoPlan });
    const seen: DeskEvent[] = [];
    runtime.events.subscribe((event) => seen.push(event));
    const dispatcher = createDispatcher(runtime.handlers, { scope: () => runtime.info().sessionId });

    const firstDemo = runtime.info();
    expect(firstDemo).toMatchObject({ phase: 'ready', account: { mode: 'demo' } });
    const demoUrl = firstDemo.account?.baseUrl ?? '';
    const inFlight = [1, 2, 3].map(() => dispatcher.call('listTodayCheckins', {}, { caller: 'page' }));

    const configured = await runtime.switchAccount({ plan: configuredPlan(account, 'switch-key', zone) });
    expect(configured).toMatchObject({
      phase: 'ready',
      account: { mode: 'configured', baseUrl: account.baseUrl },
    });
    expect(configured.sessionId).not.toBe(firstDemo.sessionId);
    // The old calls end (cancelled, or answered just before the switch), never hang.
    for (const outcome of await Promise.all(inFlight)) {
      if (!outcome.ok) expect(outcome.error.code).toBe('cancelled');
    }
    expect(await refusesConnections(demoUrl)).toBe(true);
    await expect(dispatcher.call('listTodayCheckins', {}, { caller: 'page' })).resolves.toMatchObject({
      ok: true,
    });

    const pending = dispatcher.call('listTodayCheckins', {}, { caller: 'page' });
    const secondDemo = await runtime.switchAccount({ plan: demoPlan() });
    expect(secondDemo).toMatchObject({ phase: 'ready', account: { mode: 'demo' } });
    expect(secondDemo.account?.baseUrl).not.toBe(demoUrl);
    await pending;
    await expect(dispatcher.call('getAppInfo', {}, { caller: 'page' })).resolves.toMatchObject({
      ok: true,
      value: { sessionId: secondDemo.sessionId },
    });

    // Every switch was told to subscribers, in order.
    const accounts = seen.filter((event) => event.name === 'accountChanged').map((event) => event.payload);
    expect(accounts.map((payload) => payload.account?.mode)).toEqual(['demo', 'configured', 'demo']);

    await runtime.close();
    await settled();
    expect(grownSince(before)).toEqual({});
  });

  it('a bad setting opens the desk in the needs-set-up state with its reason, and the demo is one call away', async () => {
    const runtime = await startRuntime({
      host: 'browser',
      plan: {
        problem: {
          message: 'The waiver service address is not a web address: "nope".',
          setting: 'baseUrl',
          fault: {
            setting: 'baseUrl',
            fromEnvironment: false,
            fault: { kind: 'not_web_address', value: 'nope' },
          },
        },
      },
      demoPlan,
    });
    try {
      const dispatcher = createDispatcher(runtime.handlers);
      expect(runtime.info()).toMatchObject({
        phase: 'needs-setup',
        account: null,
        setupProblem: { setting: 'baseUrl' },
      });
      const refused = await dispatcher.call('listTodayCheckins', {}, { caller: 'page' });
      expect(refused).toMatchObject({ ok: false, error: { code: 'not_configured' } });
      expect(!refused.ok && worded(refused.error).message).toBe(
        'The waiver service address is not a web address: "nope".',
      );
      await expect(dispatcher.call('openDemoAccount', {}, { caller: 'page' })).resolves.toMatchObject({
        ok: true,
        value: { phase: 'ready', account: { mode: 'demo' } },
      });
      await expect(dispatcher.call('listTodayCheckins', {}, { caller: 'page' })).resolves.toMatchObject({
        ok: true,
      });
    } finally {
      await runtime.close();
    }
  });
});

describe('a person never waits inside a long refusal', () => {
  it('returns at once with the time the budget frees, in desk words', async () => {
    const sandbox = await startSandbox({ seed: 8, waivers: 200, timeZone: zone, apiKeys: ['budget-key'] });
    const runtime = await startRuntime({
      host: 'browser',
      plan: configuredPlan(sandbox, 'budget-key', zone),
      demoPlan,
    });
    try {
      // Two windows: a call landing in the last seconds of the first may wait out that short
      // refusal (as it should); the next window's refusal is a long one either way.
      sandbox.faults.add({ route: '/v4/checkins', kind: 'rate-limit-storm', times: 2 });
      const dispatcher = createDispatcher(runtime.handlers);
      // That the call fails at once rather than waiting inside the refusal is shown on an injected
      // clock (scheduler-wait-limit.test.ts); here, what reaches the page. A desk that waited the
      // refusal out would get the check-ins (the storm spends two windows only).
      const outcome = await dispatcher.call('listTodayCheckins', {}, { caller: 'page' });
      expect(outcome).toMatchObject({ ok: false, error: { code: 'rate_limited' } });
      if (outcome.ok) return;
      // Longer than the 5 s a person waits, counted from when they asked; counted from the answer,
      // a refusal that began just over 5 s out reads 5 (one run failed on "> 5").
      expect(outcome.error.retryAfterSeconds).toBeGreaterThanOrEqual(5);
      const words = worded(outcome.error);
      expect(JSON.stringify(outcome.error)).not.toMatch(/GET|\/v4|429/);
      expect(words.message).not.toMatch(/GET|\/v4|429/);
      expect(words.hint).toMatch(/frees after the wait shown/);
    } finally {
      await runtime.close();
      await sandbox.close();
    }
  });
});
