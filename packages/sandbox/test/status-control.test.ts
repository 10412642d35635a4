import { afterEach, describe, expect, it } from 'vitest';
import type { Notice, StatusPage } from '../../../shared/domain/status.ts';
import { createClock } from '../src/clock.ts';
import type { StatusScenario } from '../src/status/index.ts';
import { createStatusService } from '../src/status/index.ts';
import { createSlidingWindowLimiter } from '../src/status/rate-limit.ts';
import { STATUS_SCENARIOS, UnknownScenarioError } from '../src/status/scenarios.ts';
import { DAY_MS, HARNESS_START, type StatusHarness, startStatusHarness } from './status-harness.ts';

let harness: StatusHarness | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

function postJson(body: string): RequestInit & { method: string } {
  return { method: 'POST', headers: { 'content-type': 'application/json' }, body };
}

async function pageState(h: StatusHarness): Promise<string> {
  return (await h.get<{ page: StatusPage }>('/api/v1/status')).body.page.state;
}

describe('status scenario control', () => {
  it('switches the scenario at run time over HTTP', async () => {
    harness = await startStatusHarness();
    expect((await harness.request(`${harness.controlUrl}/scenario`)).body).toEqual({
      scenario: 'operational',
    });
    expect(await pageState(harness)).toBe('operational');

    const reply = await harness.request(
      `${harness.controlUrl}/scenario`,
      postJson(JSON.stringify({ scenario: 'incident' })),
    );
    expect(reply).toMatchObject({ status: 200, body: { scenario: 'incident' } });
    expect(harness.service.scenario).toBe('incident');
    expect((await harness.request(`${harness.controlUrl}/scenario`)).body).toEqual({ scenario: 'incident' });
    expect(await pageState(harness)).toBe('degraded');
  });

  it('refuses an unknown scenario or a malformed body with 400 and keeps the current one', async () => {
    harness = await startStatusHarness({ scenario: 'maintenance' });
    for (const body of [JSON.stringify({ scenario: 'meltdown' }), JSON.stringify({}), '{not json', '']) {
      const reply = await harness.request<{ error: string; message: string }>(
        `${harness.controlUrl}/scenario`,
        postJson(body),
      );
      expect(reply.status, body).toBe(400);
      expect(reply.body.error).toBe('Bad Request');
      expect(reply.body.message.length).toBeGreaterThan(0);
    }
    expect(harness.service.scenario).toBe('maintenance');
  });

  it('describes itself and answers 404 and 405 like the rest of the sandbox', async () => {
    harness = await startStatusHarness({ scenario: 'planned-ahead' });
    const overview = await harness.request(harness.controlUrl);
    expect(overview.body).toEqual({
      scenario: 'planned-ahead',
      scenarios: [...STATUS_SCENARIOS],
      rateLimit: { enabled: false, requestsPerSecond: 10 },
    });
    expect((await harness.request(`${harness.controlUrl}/nothing`)).status).toBe(404);
    const wrongMethod = await harness.request(`${harness.controlUrl}/scenario`, { method: 'DELETE' });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('GET, POST');
  });

  it('switches in process and times the new scenario around the clock at the switch', async () => {
    harness = await startStatusHarness({ scenario: 'operational' });
    harness.clock.advance(30 * DAY_MS);
    harness.service.setScenario('incident');
    expect(harness.service.scenario).toBe('incident');
    const present = await harness.get<{ notices: Notice[] }>(
      '/api/v1/notices?filter[timeline_state_eq]=present',
    );
    const began = present.body.notices.map((notice) => Date.parse(notice.began_at ?? ''));
    expect(began.length).toBeGreaterThan(0);
    for (const at of began) {
      expect(at).toBeLessThan(harness.clock.now());
      expect(at).toBeGreaterThan(harness.clock.now() - DAY_MS);
    }
    expect(await pageState(harness)).toBe('degraded');
  });

  it('refuses an unknown scenario in process with a typed error', () => {
    const service = createStatusService({ clock: createClock({ startAt: HARNESS_START, frozen: true }) });
    const attempt = () => service.setScenario('meltdown' as StatusScenario);
    expect(attempt).toThrow(UnknownScenarioError);
    expect(attempt).toThrow(expect.objectContaining({ code: 'unknown_scenario' }));
    expect(service.scenario).toBe('operational');
    const clock = createClock({ startAt: HARNESS_START, frozen: true });
    expect(() => createStatusService({ clock, scenario: 'meltdown' as StatusScenario })).toThrow(
      UnknownScenarioError,
    );
  });
});

describe('status rate limit', () => {
  it('answers 429 without Retry-After to the 11th request within a second, whatever the sandbox clock', async () => {
    harness = await startStatusHarness({ scenario: 'incident', rateLimit: true });
    const statuses: number[] = [];
    for (let index = 0; index < 10; index += 1) statuses.push((await harness.get('/api/v1/status')).status);
    expect(statuses).toEqual(Array(10).fill(200));

    harness.clock.advance(60_000);
    const refused = await harness.get('/api/v1/components');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: 'Too Many Requests' });
    expect(refused.headers.get('retry-after')).toBeNull();
    expect([...refused.headers.keys()].filter((name) => name.includes('ratelimit'))).toEqual([]);
  });

  it('lets the limit be turned off and on through the control endpoint', async () => {
    harness = await startStatusHarness({ rateLimit: true });
    const off = await harness.request(`${harness.controlUrl}/rate-limit`, postJson('{"enabled":false}'));
    expect(off.body).toEqual({ enabled: false, requestsPerSecond: 10 });
    const replies = await Promise.all(Array.from({ length: 15 }, () => harness!.get('/api/v1/status')));
    expect(replies.map((reply) => reply.status)).toEqual(Array(15).fill(200));

    await harness.request(`${harness.controlUrl}/rate-limit`, postJson('{"enabled":true}'));
    const limited = await Promise.all(Array.from({ length: 11 }, () => harness!.get('/api/v1/status')));
    expect(limited.map((reply) => reply.status).sort((a, b) => a - b)).toEqual([...Array(10).fill(200), 429]);
    expect(
      (await harness.request(`${harness.controlUrl}/rate-limit`, postJson('{"enabled":"no"}'))).status,
    ).toBe(400);
  });

  it('slides its one-second window: a slot frees exactly one window after the oldest request', () => {
    let now = 0;
    const limiter = createSlidingWindowLimiter({ limit: 10, windowMs: 1_000, now: () => now });
    for (let index = 0; index < 10; index += 1) {
      expect(limiter.tryAcquire()).toBe(true);
      now += 50;
    }
    expect(limiter.tryAcquire()).toBe(false);
    now = 999;
    expect(limiter.tryAcquire()).toBe(false);
    now = 1_000;
    expect(limiter.tryAcquire()).toBe(true);
    expect(limiter.tryAcquire()).toBe(false);
    now = 1_050;
    expect(limiter.tryAcquire()).toBe(true);
    limiter.reset();
    for (let index = 0; index < 10; index += 1) expect(limiter.tryAcquire()).toBe(true);
    expect(limiter.tryAcquire()).toBe(false);
  });
});
