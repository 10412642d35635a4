import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotFoundError } from '../../electron/http/errors.ts';
import type { StatusComponent, StatusNotice } from '../../electron/services/status-api/index.ts';
import type { NoticeType, TimelineState } from '../../shared/domain/status.ts';
import { collect, type StatusFixture, startStatusFixture } from './status-support.ts';

const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('status client: every endpoint and filter against the sandbox', () => {
  let fixture: StatusFixture;
  let everyComponent: StatusComponent[];
  let everyNotice: StatusNotice[];
  beforeAll(async () => {
    fixture = await startStatusFixture({ scenario: 'incident', rateLimit: false });
    everyComponent = await collect(fixture.client.components());
    everyNotice = await collect(fixture.client.notices());
  });
  afterAll(() => fixture.close());

  it('reads the page status, normalised, with the counts of its links', async () => {
    const page = await fixture.client.getPage();
    expect(page).toEqual({
      name: 'Waiver Cloud Status',
      state: 'degraded',
      stateText: 'Degraded performance',
      url: fixture.sandbox.statusUrl,
      componentCount: everyComponent.length,
      noticeCount: everyNotice.length,
      createdAt: expect.stringMatching(ISO_MS),
      updatedAt: expect.stringMatching(ISO_MS),
    });
    expect(fixture.requested().at(-1)).toBe('/status/api/v1/status');
  });

  it('lists components with parents, child counts and positions', async () => {
    const page = await fixture.client.listComponents();
    expect(page).toMatchObject({ count: page.items.length, totalCount: page.items.length, next: null });
    expect(page.nextPageLink).toBeNull();
    const api = page.items.find((component) => component.name === 'Waiver API');
    const search = page.items.find((component) => component.name === 'Search');
    expect(api).toMatchObject({ parentId: null, position: null, state: 'degraded' });
    expect(search).toMatchObject({ parentId: api?.id, position: expect.any(Number) });
    expect(api?.childCount).toBe(page.items.filter((component) => component.parentId === api?.id).length);
    expect(api?.childCount).toBeGreaterThan(0);
  });

  it('filters components to the top level, to children, and to children of one parent', async () => {
    const top = await fixture.client.listComponents({ parentIdNull: true });
    expect(top.items.length).toBeGreaterThan(0);
    expect(top.items.every((component) => component.parentId === null)).toBe(true);
    expect(top.items.map((component) => component.id)).toEqual(
      everyComponent.filter((component) => component.parentId === null).map((component) => component.id),
    );

    const children = await fixture.client.listComponents({ parentIdNull: false });
    expect(children.items.length + top.items.length).toBe(everyComponent.length);
    expect(children.items.every((component) => component.parentId !== null)).toBe(true);

    const signing = everyComponent.find((component) => component.name === 'Signing');
    const ofSigning = await fixture.client.listComponents({ parentId: signing?.id });
    expect(ofSigning.items.map((component) => component.name)).toEqual(
      expect.arrayContaining(['Signing kiosk', 'Web waivers']),
    );
    expect(ofSigning.items.every((component) => component.parentId === signing?.id)).toBe(true);
    expect(ofSigning.items).toHaveLength(signing?.childCount ?? -1);
    expect(fixture.requested().slice(-3)).toEqual([
      '/status/api/v1/components?filter%5Bparent_id_null%5D=true',
      '/status/api/v1/components?filter%5Bparent_id_null%5D=false',
      `/status/api/v1/components?filter%5Bparent_id_eq%5D=${signing?.id}`,
    ]);
  });

  it('lists notices a page of 25 at a time with the request for the next page', async () => {
    const first = await fixture.client.listNotices();
    expect(first.count).toBe(25);
    expect(first.items).toHaveLength(25);
    expect(first.totalCount).toBe(everyNotice.length);
    expect(first.nextPageLink).toEqual(expect.stringContaining('page=2'));
    expect(first.next).toEqual({ page: 2 });
    const second = await fixture.client.listNotices(first.next ?? {});
    expect(second.items.map((notice) => notice.id)).toEqual(
      everyNotice.slice(25, 50).map((notice) => notice.id),
    );
  });

  it.each<NoticeType>(['general', 'planned', 'unplanned'])('filters notices by type %s', async (type) => {
    const expected = everyNotice.filter((notice) => notice.type === type).map((notice) => notice.id);
    const read = await collect(fixture.client.notices({ type }));
    expect(expected.length).toBeGreaterThan(0);
    expect(read.map((notice) => notice.id)).toEqual(expected);
  });

  it.each<TimelineState>(['present', 'past_recent', 'past_distant'])(
    'filters notices by timeline state %s',
    async (timelineState) => {
      const expected = everyNotice.filter((notice) => notice.timelineState === timelineState);
      const read = await collect(fixture.client.notices({ timelineState }));
      expect(expected.length).toBeGreaterThan(0);
      expect(read.map((notice) => notice.id)).toEqual(expected.map((notice) => notice.id));
    },
  );

  it('combines the type and timeline filters', async () => {
    const read = await collect(fixture.client.notices({ type: 'unplanned', timelineState: 'present' }));
    expect(read.map((notice) => notice.subject).sort()).toEqual([
      'Delayed SMS delivery to some carriers',
      'Elevated error rates on the Waiver API',
    ]);
    expect(fixture.requested().at(-1)).toBe(
      '/status/api/v1/notices?filter%5Btype_eq%5D=unplanned&filter%5Btimeline_state_eq%5D=present',
    );
  });

  it('reads a notice in detail: its components and its updates newest first', async () => {
    const incident = everyNotice.find(
      (notice) => notice.subject === 'Elevated error rates on the Waiver API',
    );
    if (!incident) throw new Error('the incident scenario has no API incident');
    const detail = await fixture.client.getNotice(incident.id);
    expect(detail).toMatchObject({
      id: incident.id,
      type: 'unplanned',
      timelineState: 'present',
      state: 'identified',
      endedAt: null,
      beganAt: expect.stringMatching(ISO_MS),
    });
    expect(detail.components.map((component) => component.name)).toContain('Waiver API');
    expect(detail.components.find((component) => component.name === 'Waiver API')?.state).toBe('degraded');
    expect(detail.updates.map((update) => update.state)).toEqual([
      'identified',
      'identified',
      'investigating',
    ]);
    expect(detail.updates[0]).toEqual(detail.latestUpdate);
    expect(fixture.requested().at(-1)).toBe(`/status/api/v1/notices/${incident.id}`);
  });

  it('reads a general notice, which has no state and no actual times', async () => {
    const general = everyNotice.find((notice) => notice.type === 'general');
    if (!general) throw new Error('no general notice in the history');
    const detail = await fixture.client.getNotice(general.id);
    expect(detail).toMatchObject({ type: 'general', state: null, beganAt: null, endedAt: null });
    expect(detail.latestUpdate?.state).toBeNull();
  });

  it('answers an unknown notice id with a NotFoundError naming the endpoint', async () => {
    const missing = Math.max(...everyNotice.map((notice) => notice.id)) + 1000;
    const failure = fixture.client.getNotice(missing);
    await expect(failure).rejects.toBeInstanceOf(NotFoundError);
    await expect(failure).rejects.toMatchObject({
      code: 'not_found',
      endpoint: 'GET /api/v1/notices/{id}',
      status: 404,
    });
  });

  it('refuses a notice id that is not a whole number before sending anything', async () => {
    const before = fixture.requested().length;
    await expect(fixture.client.getNotice(1.5)).rejects.toBeInstanceOf(RangeError);
    expect(fixture.requested()).toHaveLength(before);
  });
});
