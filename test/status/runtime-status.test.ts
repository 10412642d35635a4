/**
 * Service status through the runtime and the contract, against a real sandbox
 * over HTTP: the indicator's retained event, a reading on demand and what it
 * costs on the wire, one notification per real change, a notice's timeline, the
 * recent notices, an outage of the status page, and an account without one.
 */

import { type SandboxHandle, startSandbox } from '@waiver-desk/sandbox/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type DeskRuntime, startRuntime } from '../../electron/desk/desk-runtime.ts';
import { createDispatcher } from '../../electron/ipc/dispatch.ts';
import type { AccountPlan } from '../../electron/runtime/account-plan.ts';
import type { DeskEvent } from '../../shared/ipc/events.ts';
import type { ServiceStatusView } from '../../shared/ipc/service-status.ts';
import { configuredPlan } from '../support/configured-plan.ts';
import { type CountingProxy, startCountingProxy } from '../support/counting-proxy.ts';
import { middayZone } from '../support/midday-zone.ts';
import { worded } from '../support/worded.ts';

const KEY = 'status-runtime-key';
const { zone } = middayZone();
const demoPlan = (): AccountPlan => ({
  mode: 'demo',
  timeZone: zone,
  timeouts: { requestMs: 15_000, searchMs: 60_000 },
});

describe('service status through the runtime', () => {
  let sandbox: SandboxHandle;
  let proxy: CountingProxy;
  let runtime: DeskRuntime;
  const seen: DeskEvent[] = [];
  const call = async <T>(method: string, payload: unknown = {}): Promise<T> => {
    const dispatcher = createDispatcher(runtime.handlers, { scope: () => runtime.info().sessionId });
    const result = await dispatcher.call(method, payload, { caller: 'status-test' });
    if (!result.ok) throw new Error(`${method}: ${JSON.stringify(result.error)}`);
    return result.value as T;
  };
  const alerts = () => seen.flatMap((event) => (event.name === 'statusAlert' ? [event.payload] : []));

  beforeAll(async () => {
    sandbox = await startSandbox({ seed: 21, waivers: 100, timeZone: zone, apiKeys: [KEY] });
    proxy = await startCountingProxy(sandbox.baseUrl);
    const plan = { ...configuredPlan(sandbox, KEY, zone), statusUrl: `${proxy.url}/status` };
    runtime = await startRuntime({ host: 'browser', plan, demoPlan });
    runtime.events.subscribe((event) => seen.push(event));
  });

  afterAll(async () => {
    await runtime?.close();
    await proxy?.close();
    await sandbox?.close();
  });

  afterEach(() => {
    sandbox.faults.clear();
  });

  it('reads the page at once on opening and tells the indicator, retained for late subscribers', async () => {
    await expect.poll(() => runtime.events.latest('serviceHealth')?.page).toBe('operational');
    const health = runtime.events.latest('serviceHealth');
    expect(health).toMatchObject({
      sessionId: runtime.info().sessionId,
      verdict: 'operational',
      reason: null,
    });
    // The next look is a glance at the page's summary, 30 s from the opening (the full reading follows in 2 minutes).
    const gap = Date.parse(health?.nextCheckAt ?? '') - Date.parse(health?.lastReadingAt ?? '');
    expect(gap).toBeGreaterThan(25_000);
    expect(gap).toBeLessThanOrEqual(30_000);
    const late: DeskEvent[] = [];
    runtime.events.subscribe((event) => late.push(event))();
    expect(late.find((event) => event.name === 'serviceHealth')?.payload).toEqual(health);
  });

  it('reads on demand: one status, the components and the present and future notices, a page each', async () => {
    proxy.reset();
    const view = await call<ServiceStatusView>('refreshServiceStatus');
    const paths = proxy.seen().map((request) => request.path);
    console.info(`[status] one reading: ${paths.length} requests: ${paths.join(', ')}`);
    expect(paths.filter((path) => path.endsWith('/api/v1/status'))).toHaveLength(1);
    expect(paths.filter((path) => path.endsWith('/api/v1/components')).length).toBeGreaterThanOrEqual(1);
    expect(paths.filter((path) => path.endsWith('/api/v1/notices'))).toHaveLength(2);
    expect(paths.every((path) => path.startsWith('/status/api/v1/'))).toBe(true);
    expect(view.snapshot?.components.length).toBeGreaterThan(0);
    expect(view.health.lastReadingAt).toBe(runtime.events.latest('serviceHealth')?.lastReadingAt);
  });

  it('shares one reading among calls that overlap', async () => {
    proxy.reset();
    await Promise.all([
      call('refreshServiceStatus'),
      call('refreshServiceStatus'),
      call('refreshServiceStatus'),
    ]);
    expect(proxy.count('/api/v1/status')).toBe(1);
  });

  it('raises one notification for a real change, none for the same state read again', async () => {
    const before = alerts().length;
    sandbox.status.setScenario('incident');
    const view = await call<ServiceStatusView>('refreshServiceStatus');
    expect(view.health).toMatchObject({ page: 'degraded' });
    expect(view.snapshot?.incidents.map((notice) => notice.subject)).toContain(
      'Elevated error rates on the Waiver API',
    );
    sandbox.status.setScenario('incident');
    await call('refreshServiceStatus');
    await call('refreshServiceStatus');
    const raised = alerts().slice(before);
    expect(raised).toEqual([
      {
        sessionId: runtime.info().sessionId,
        kind: 'state-changed',
        news: 'problem',
        subject: expect.stringContaining('Elevated error rates on the Waiver API'),
        more: expect.any(Number),
        at: null,
        timeZone: expect.any(String),
        noticeId: expect.any(Number),
      },
    ]);
  });

  it('gives a notice with its full timeline and the components it touches', async () => {
    const { snapshot } = await call<ServiceStatusView>('getServiceStatus');
    const incident = snapshot?.incidents.find((notice) => notice.subject.startsWith('Elevated error rates'));
    expect(incident).toBeDefined();
    const detail = await call<{ updates: { state: string }[]; components: { name: string }[] }>(
      'getStatusNotice',
      {
        id: incident?.id,
      },
    );
    expect(detail.updates.map((update) => update.state)).toEqual([
      'identified',
      'identified',
      'investigating',
    ]);
    expect(detail.components.length).toBeGreaterThan(0);
  });

  it('lists the notices closed in the last days, most recent first', async () => {
    const recent = await call<{
      notices: { timelineState: string; endedAt: string | null }[];
      more: boolean;
    }>('listRecentNotices');
    expect(recent.notices.length).toBeGreaterThan(0);
    expect(recent.notices.every((notice) => notice.timelineState === 'past_recent')).toBe(true);
    const ended = recent.notices.map((notice) => Date.parse(notice.endedAt ?? ''));
    expect(ended).toEqual([...ended].sort((a, b) => b - a));
  });

  it('says unknown when the page stops answering, keeps the last reading and its time, and raises nothing', async () => {
    const before = alerts().length;
    const lastGood = runtime.events.latest('serviceHealth')?.lastReadingAt;
    sandbox.faults.add({ route: '/status', kind: 'status', status: 503 });
    const view = await call<ServiceStatusView>('refreshServiceStatus');
    expect(view.health).toMatchObject({
      verdict: 'unknown',
      page: 'unknown',
      lastKnownPage: 'degraded',
      reason: 'not-answering',
      lastReadingAt: lastGood,
    });
    // The next try comes after a backoff, 7.5 to 15 s on, not at the interval.
    const wait = Date.parse(view.health.nextCheckAt ?? '') - Date.now();
    expect(wait).toBeGreaterThan(5_000);
    expect(wait).toBeLessThanOrEqual(15_000);
    expect(view.snapshot?.state).toBe('degraded');
    sandbox.faults.clear();
    await call('refreshServiceStatus');
    expect(alerts().length).toBe(before);
  });

  it('reads again at once when the computer wakes', async () => {
    proxy.reset();
    runtime.wake();
    await expect.poll(() => proxy.count('/api/v1/status')).toBe(1);
  });
});

describe('service status of an account without a status page', () => {
  it('says the page is not set up, plans no reading, and the notice calls say why', async () => {
    const sandbox = await startSandbox({ seed: 22, waivers: 50, timeZone: zone, apiKeys: [KEY] });
    const runtime = await startRuntime({
      host: 'browser',
      plan: { ...configuredPlan(sandbox, KEY, zone), statusUrl: '' },
      demoPlan,
    });
    try {
      const dispatcher = createDispatcher(runtime.handlers);
      expect(runtime.events.latest('serviceHealth')).toMatchObject({
        verdict: 'not-set-up',
        page: 'not-set-up',
        nextCheckAt: null,
      });
      await expect(dispatcher.call('refreshServiceStatus', {}, { caller: 'page' })).resolves.toMatchObject({
        ok: true,
        value: { snapshot: null, health: { page: 'not-set-up' } },
      });
      await expect(dispatcher.call('getStatusNotice', { id: 1 }, { caller: 'page' })).resolves.toMatchObject({
        ok: false,
        error: { code: 'not_configured', reason: { kind: 'no_status_page' } },
      });
      const notice = await dispatcher.call('getStatusNotice', { id: 1 }, { caller: 'page' });
      expect(!notice.ok && worded(notice.error).message).toBe('No status page is set up for this account.');
    } finally {
      await runtime.close();
      await sandbox.close();
    }
  });
});
