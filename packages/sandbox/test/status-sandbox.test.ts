import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Component, Notice, NoticeDetail, StatusPage } from '../../../shared/domain/status.ts';
import { createClock } from '../src/clock.ts';
import { type SandboxHandle, startSandbox } from '../src/index.ts';
import { HARNESS_START } from './status-harness.ts';

async function getJson<T>(url: string, init?: RequestInit): Promise<{ status: number; body: T }> {
  const response = await fetch(url, init);
  return { status: response.status, body: (await response.json()) as T };
}

describe('status service mounted in the sandbox', () => {
  let sandbox: SandboxHandle;
  beforeAll(async () => {
    sandbox = await startSandbox({
      clock: createClock({ startAt: HARNESS_START, frozen: true }),
      waivers: 20,
      statusScenario: 'incident-and-maintenance',
    });
  });
  afterAll(() => sandbox.close());

  it('serves the page at statusUrl, with links that work only against statusUrl', async () => {
    const { status, body } = await getJson<{ page: StatusPage }>(`${sandbox.statusUrl}/api/v1/status`);
    expect(status).toBe(200);
    expect(body.page.state).toBe('degraded');
    expect(body.page.url).toBe(sandbox.statusUrl);

    const href = body.page.links.components.href;
    const components = await getJson<{ components: Component[] }>(`${sandbox.statusUrl}${href}`);
    expect(components.status).toBe(200);
    expect(components.body.components).toHaveLength(body.page.links.components.count);
    // The trap the notes describe: the same link resolved against the origin misses the service.
    expect((await fetch(new URL(href, sandbox.statusUrl))).status).not.toBe(200);
  });

  it('switches the scenario through the sandbox control endpoint and in process', async () => {
    const reply = await getJson(`${sandbox.controlUrl}/status/scenario`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ scenario: 'planned-ahead' }),
    });
    expect(reply).toEqual({ status: 200, body: { scenario: 'planned-ahead' } });
    expect(sandbox.status.scenario).toBe('planned-ahead');
    const future = await getJson<{ notices: Notice[] }>(
      `${sandbox.statusUrl}/api/v1/notices?filter[timeline_state_eq]=future`,
    );
    expect(future.body.notices.map((notice) => notice.state)).toEqual(['scheduled']);

    sandbox.status.setScenario('incident');
    const current = await getJson<{ notices: Notice[] }>(
      `${sandbox.statusUrl}/api/v1/notices?filter[type_eq]=unplanned&filter[timeline_state_eq]=present`,
    );
    const identified = current.body.notices.find((notice) => notice.state === 'identified');
    const detail = await getJson<{ notice: NoticeDetail }>(`${sandbox.statusUrl}${identified?.links.self}`);
    expect(detail.status).toBe(200);
    expect(detail.body.notice.components.every((component) => component.state === 'degraded')).toBe(true);
  });
});
