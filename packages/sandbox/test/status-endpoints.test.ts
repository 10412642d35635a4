import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Component, ListMeta, Notice, NoticeDetail, StatusPage } from '../../../shared/domain/status.ts';
import { type StatusHarness, startStatusHarness, walkPages } from './status-harness.ts';

const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

interface ComponentList {
  components: Component[];
  meta: ListMeta;
}
interface NoticeList {
  notices: Notice[];
  meta: ListMeta;
}

describe('status service endpoints', () => {
  let harness: StatusHarness;
  beforeAll(async () => {
    harness = await startStatusHarness({ scenario: 'incident' });
  });
  afterAll(() => harness.close());

  it('answers the page status with its links relative to the status root', async () => {
    const reply = await harness.get<{ page: StatusPage }>('/api/v1/status');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
    const { page } = reply.body;
    expect(page.name).toBe('Waiver Cloud Status');
    expect(page.state).toBe('degraded');
    expect(page.state_text).toBe('Degraded performance');
    expect(page.url).toBe(harness.statusUrl);
    expect(page.links.components.href).toBe('/v1/components');
    expect(page.links.notices.href).toBe('/api/v1/notices');
    expect(page.created_at).toMatch(ISO_MS);
    expect(page.updated_at).toMatch(ISO_MS);

    const components = await harness.get<ComponentList>('/api/v1/components');
    const notices = await harness.get<NoticeList>('/api/v1/notices');
    expect(page.links.components.count).toBe(components.body.meta.total_count);
    expect(page.links.notices.count).toBe(notices.body.meta.total_count);
  });

  it('lists components with parents, children links and positions on children', async () => {
    const { status, body } = await harness.get<ComponentList>('/api/v1/components');
    expect(status).toBe(200);
    expect(body.meta).toEqual({
      count: body.components.length,
      total_count: body.components.length,
      next_page: null,
    });
    const names = body.components.map((component) => component.name);
    expect(names).toEqual(
      expect.arrayContaining(['Waiver API', 'Signing kiosk', 'Web waivers', 'SMS delivery']),
    );
    expect(names).toEqual(expect.arrayContaining(['Webhooks', 'Console', 'PDF generation', 'Search']));

    const api = body.components.find((component) => component.name === 'Waiver API');
    const search = body.components.find((component) => component.name === 'Search');
    expect(api?.parent_id).toBeNull();
    expect(api).not.toHaveProperty('position');
    expect(search?.parent_id).toBe(api?.id);
    expect(search?.position).toEqual(expect.any(Number));
    const children = body.components.filter((component) => component.parent_id === api?.id);
    expect(api?.links.children).toEqual({
      href: `/api/v1/components?filter%5Bparent_id_eq%5D=${api?.id}`,
      count: children.length,
    });
    for (const component of body.components) {
      expect(component.created_at).toMatch(ISO_MS);
      expect(component.updated_at).toMatch(ISO_MS);
      expect(component.description.length).toBeGreaterThan(0);
    }
  });

  it('lists notices newest first with their latest update and a self link in the /api form', async () => {
    const { status, body } = await harness.get<NoticeList>('/api/v1/notices');
    expect(status).toBe(200);
    expect(body.notices).toHaveLength(25);
    expect(body.meta.count).toBe(25);
    expect(body.meta.total_count).toBeGreaterThan(25);
    const created = body.notices.map((notice) => Date.parse(notice.created_at));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    for (const notice of body.notices) {
      expect(notice.links.self).toBe(`/api/notices/${notice.id}`);
      expect(notice.url).toBe(`${harness.statusUrl}/notices/${notice.id}`);
      expect(notice.latest_update.created_at).toMatch(ISO_MS);
      expect(notice.updated_at).toBe(notice.latest_update.updated_at);
      expect(notice).not.toHaveProperty('updates');
      expect(notice).not.toHaveProperty('components');
    }
  });

  it('gives notice detail with link-less components and id-less updates, newest first', async () => {
    const list = await harness.get<NoticeList>('/api/v1/notices?filter[timeline_state_eq]=present');
    const current = list.body.notices.find((notice) => notice.state === 'identified');
    expect(current).toBeDefined();
    const { status, body } = await harness.get<{ notice: NoticeDetail }>(`/api/v1/notices/${current?.id}`);
    expect(status).toBe(200);
    const detail = body.notice;
    expect(detail.subject).toBe('Elevated error rates on the Waiver API');
    expect(detail.components.map((component) => component.name)).toEqual([
      'Waiver API',
      'Waiver lookup',
      'Search',
    ]);
    for (const component of detail.components) {
      expect(component).not.toHaveProperty('links');
      expect(component.state).toBe('degraded');
    }
    expect(detail.updates.map((update) => update.state)).toEqual([
      'identified',
      'identified',
      'investigating',
    ]);
    for (const update of detail.updates) {
      expect(Object.keys(update).sort()).toEqual(['content', 'created_at', 'state', 'updated_at']);
    }
    expect(detail.latest_update).toEqual(detail.updates[0]);
    expect(detail.began_at).toBe(detail.updates.at(-1)?.created_at);
    expect(detail.ended_at).toBeNull();
  });

  it('serves the detail under /api/notices/:id and /v1/notices/:id as well', async () => {
    const list = await harness.get<NoticeList>('/api/v1/notices');
    const first = list.body.notices[0];
    const viaSelf = await harness.get<{ notice: NoticeDetail }>(first?.links.self ?? '');
    const viaShort = await harness.get<{ notice: NoticeDetail }>(`/v1/notices/${first?.id}`);
    const viaLong = await harness.get<{ notice: NoticeDetail }>(`/api/v1/notices/${first?.id}`);
    expect(viaSelf.status).toBe(200);
    expect(viaSelf.body).toEqual(viaLong.body);
    expect(viaShort.body).toEqual(viaLong.body);
  });

  it('answers the /v1 and .json forms of every collection like /api/v1', async () => {
    for (const collection of ['status', 'components', 'notices']) {
      const canonical = await harness.get(`/api/v1/${collection}`);
      for (const alias of [`/v1/${collection}`, `/api/v1/${collection}.json`, `/v1/${collection}.json`]) {
        const reply = await harness.get(alias);
        expect(reply.status, alias).toBe(200);
        expect(reply.body, alias).toEqual(canonical.body);
      }
    }
  });

  it('leaves state, began_at and ended_at off general notices only', async () => {
    const general = await harness.get<NoticeList>('/api/v1/notices?filter[type_eq]=general');
    expect(general.body.notices.length).toBeGreaterThan(0);
    for (const notice of general.body.notices) {
      expect(notice).not.toHaveProperty('state');
      expect(notice).not.toHaveProperty('began_at');
      expect(notice).not.toHaveProperty('ended_at');
      expect(notice.latest_update).not.toHaveProperty('state');
      expect(notice.begins_at).toMatch(ISO_MS);
    }
    const planned = await harness.get<NoticeList>('/api/v1/notices?filter[type_eq]=planned');
    for (const notice of planned.body.notices) {
      expect(notice.state).toEqual(expect.any(String));
      expect(notice).toHaveProperty('began_at');
      expect(notice).toHaveProperty('ended_at');
    }
  });

  it('gives null for actual times that have not happened: a cancelled maintenance never began', async () => {
    const { items } = await walkPages<Notice>(harness, '/api/v1/notices?filter[type_eq]=planned', 'notices');
    const cancelled = items.filter((notice) => notice.state === 'cancelled');
    const complete = items.filter((notice) => notice.state === 'complete');
    expect(cancelled.length).toBeGreaterThan(0);
    expect(complete.length).toBeGreaterThan(0);
    for (const notice of cancelled) {
      expect(notice.began_at).toBeNull();
      expect(notice.ended_at).toBeNull();
    }
    for (const notice of complete) {
      expect(notice.began_at).toMatch(ISO_MS);
      expect(notice.ended_at).toMatch(ISO_MS);
    }
  });

  it('answers 404 JSON for unknown paths and ids', async () => {
    const ids = (await harness.get<NoticeList>('/api/v1/notices')).body.notices.map((notice) => notice.id);
    const unknownId = Math.max(...ids) + 1_000;
    for (const path of [
      '/api/v1/nothing',
      '/api/v2/status',
      `/api/v1/notices/${unknownId}`,
      '/api/v1/notices/abc',
      '/api/components',
      '/',
      '',
    ]) {
      const reply = await harness.get(path);
      expect(reply.status, path).toBe(404);
      expect(reply.body, path).toEqual({ error: 'Not Found' });
    }
  });

  it('answers 405 to anything but GET', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const reply = await harness.request(`${harness.statusUrl}/api/v1/components`, { method });
      expect(reply.status, method).toBe(405);
      expect(reply.headers.get('allow')).toBe('GET');
      expect(reply.body).toEqual({ error: 'Method Not Allowed' });
    }
  });
});
