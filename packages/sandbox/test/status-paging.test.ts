import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Component,
  ListMeta,
  Notice,
  NoticeType,
  TimelineState,
} from '../../../shared/domain/status.ts';
import { formOf } from '../../../test/support/next-page-form.ts';
import { paginate } from '../src/status/paging.ts';
import { type StatusHarness, startStatusHarness, walkPages } from './status-harness.ts';

function pageOf(link: string): number {
  return Number(new URLSearchParams(link.split('?')[1]).get('page'));
}

const NOTICE_TYPES: NoticeType[] = ['general', 'planned', 'unplanned'];
const TIMELINE_STATES: TimelineState[] = ['future', 'present', 'past_recent', 'past_distant'];

describe('status listings: paging and filters', () => {
  let harness: StatusHarness;
  let allComponents: Component[];
  let allNotices: Notice[];
  beforeAll(async () => {
    harness = await startStatusHarness({ scenario: 'many-components' });
    allComponents = (await walkPages<Component>(harness, '/api/v1/components', 'components')).items;
    allNotices = (await walkPages<Notice>(harness, '/api/v1/notices', 'notices')).items;
  });
  afterAll(() => harness.close());

  it('splits 60+ components into pages of 25 reached through next_page', async () => {
    const walk = await walkPages<Component>(harness, '/api/v1/components', 'components');
    expect(walk.items.length).toBeGreaterThanOrEqual(60);
    expect(new Set(walk.items.map((component) => component.id)).size).toBe(walk.items.length);
    expect(walk.pages.map((page) => page.meta.count)).toEqual([25, 25, walk.items.length - 50]);
    for (const page of walk.pages) expect(page.meta.total_count).toBe(walk.items.length);
    expect(walk.pages.at(-1)?.meta.next_page).toBeNull();
    expect(walk.links.map(pageOf)).toEqual([2, 3]);
  });

  it('pages 40+ notices the same way', async () => {
    const walk = await walkPages<Notice>(harness, '/api/v1/notices', 'notices');
    expect(walk.items.length).toBeGreaterThanOrEqual(40);
    expect(new Set(walk.items.map((notice) => notice.id)).size).toBe(walk.items.length);
    expect(walk.pages[0]?.meta.count).toBe(25);
  });

  it.each([1, 2, 3, 42])('uses all three next_page forms on one page (seed %i)', async (seed) => {
    const seeded = await startStatusHarness({ scenario: 'many-components', seed });
    try {
      const components = await walkPages(seeded, '/api/v1/components', 'components');
      const notices = await walkPages(seeded, '/api/v1/notices', 'notices');
      const links = [...components.links, ...notices.links];
      expect(new Set(links.map(formOf))).toEqual(new Set(['/api/v1/X', '/api/v1/X.json', '/v1/X']));
      expect(components.links.every((link) => link.includes('/components'))).toBe(true);
      expect(notices.links.every((link) => link.includes('/notices'))).toBe(true);
    } finally {
      await seeded.close();
    }
  });

  it('keeps filters in next_page, with brackets percent-encoded on some links and raw on others', async () => {
    const topLevel = await walkPages<Component>(
      harness,
      '/api/v1/components?filter[parent_id_null]=true',
      'components',
    );
    expect(topLevel.items.length).toBeGreaterThan(25);
    expect(topLevel.items.every((component) => component.parent_id === null)).toBe(true);
    expect(topLevel.items.length).toBe(
      allComponents.filter((component) => component.parent_id === null).length,
    );

    const integrations = allComponents.find((component) => component.name === 'Integrations');
    const children = await walkPages<Component>(
      harness,
      `/api/v1/components?filter[parent_id_eq]=${integrations?.id}`,
      'components',
    );
    expect(children.items.length).toBeGreaterThan(25);
    expect(children.items.every((component) => component.parent_id === integrations?.id)).toBe(true);

    const links = [...topLevel.links, ...children.links];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(decodeURIComponent(link)).toMatch(/filter\[parent_id_(null|eq)\]=/);
    expect(
      topLevel.links.every((link) => decodeURIComponent(link).includes('filter[parent_id_null]=true')),
    ).toBe(true);
    expect(links.some((link) => link.includes('filter%5B'))).toBe(true);
    expect(links.some((link) => link.includes('filter['))).toBe(true);
  });

  it('lists only children with parent_id_null=false and follows a parent children link', async () => {
    const nested = await walkPages<Component>(
      harness,
      '/api/v1/components?filter[parent_id_null]=false',
      'components',
    );
    expect(nested.items.length).toBe(
      allComponents.filter((component) => component.parent_id !== null).length,
    );
    expect(nested.items.every((component) => component.parent_id !== null)).toBe(true);

    const signing = allComponents.find((component) => component.name === 'Signing');
    const viaLink = await walkPages<Component>(harness, signing?.links.children.href ?? '', 'components');
    expect(viaLink.items.map((component) => component.name)).toEqual([
      'Signing kiosk',
      'Web waivers',
      'Group reservations',
    ]);
    expect(viaLink.items).toHaveLength(signing?.links.children.count ?? -1);
  });

  it('combines the component filters', async () => {
    const signing = allComponents.find((component) => component.name === 'Signing');
    const both = await harness.get<{ components: Component[]; meta: ListMeta }>(
      `/api/v1/components?filter[parent_id_null]=false&filter[parent_id_eq]=${signing?.id}`,
    );
    expect(both.body.components.map((component) => component.name)).toEqual([
      'Signing kiosk',
      'Web waivers',
      'Group reservations',
    ]);
    const none = await harness.get<{ components: Component[]; meta: ListMeta }>(
      `/api/v1/components?filter[parent_id_null]=true&filter[parent_id_eq]=${signing?.id}`,
    );
    expect(none.body).toEqual({ components: [], meta: { count: 0, total_count: 0, next_page: null } });
  });

  it('filters notices by type, by timeline state and by both', async () => {
    for (const type of NOTICE_TYPES) {
      const byType = await walkPages<Notice>(harness, `/api/v1/notices?filter[type_eq]=${type}`, 'notices');
      expect(byType.items.map((notice) => notice.id)).toEqual(
        allNotices.filter((notice) => notice.type === type).map((notice) => notice.id),
      );
    }
    const counts = new Map<string, number>();
    for (const state of TIMELINE_STATES) {
      const byState = await walkPages<Notice>(
        harness,
        `/api/v1/notices?filter[timeline_state_eq]=${state}`,
        'notices',
      );
      expect(byState.items.map((notice) => notice.id)).toEqual(
        allNotices.filter((notice) => notice.timeline_state === state).map((notice) => notice.id),
      );
      counts.set(state, byState.items.length);
      for (const type of NOTICE_TYPES) {
        const both = await walkPages<Notice>(
          harness,
          `/api/v1/notices?filter[type_eq]=${type}&filter[timeline_state_eq]=${state}`,
          'notices',
        );
        expect(both.items.map((notice) => notice.id)).toEqual(
          allNotices
            .filter((notice) => notice.type === type && notice.timeline_state === state)
            .map((notice) => notice.id),
        );
      }
    }
    for (const state of TIMELINE_STATES) expect(counts.get(state), state).toBeGreaterThan(0);
  });

  it('accepts percent-encoded filter brackets', async () => {
    const encoded = await harness.get<{ notices: Notice[] }>('/api/v1/notices?filter%5Btype_eq%5D=planned');
    const raw = await harness.get<{ notices: Notice[] }>('/api/v1/notices?filter[type_eq]=planned');
    expect(encoded.status).toBe(200);
    expect(encoded.body).toEqual(raw.body);
  });

  it('answers a page past the end with an empty list and its meta', async () => {
    const { status, body } = await harness.get<{ components: Component[]; meta: ListMeta }>(
      '/api/v1/components?page=9',
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      components: [],
      meta: { count: 0, total_count: allComponents.length, next_page: null },
    });
  });

  it.each([
    ['/api/v1/notices?filter[type_eq]=incident', 'filter[type_eq]'],
    ['/api/v1/notices?filter[timeline_state_eq]=now', 'filter[timeline_state_eq]'],
    ['/api/v1/components?filter[parent_id_null]=yes', 'filter[parent_id_null]'],
    ['/api/v1/components?filter[parent_id_eq]=abc', 'filter[parent_id_eq]'],
    ['/api/v1/components?filter[type_eq]=planned', 'filter[type_eq]'],
    ['/api/v1/notices?filter[name_eq]=x', 'filter[name_eq]'],
    ['/api/v1/notices?filter[type_eq]=planned&filter[type_eq]=general', 'filter[type_eq]'],
    ['/api/v1/components?page=0', 'page'],
    ['/api/v1/notices?page=two', 'page'],
    ['/api/v1/notices?page=-1', 'page'],
  ])('refuses %s with 400 naming %s', async (path, named) => {
    const { status, body } = await harness.get<{ error: string; message: string }>(path);
    expect(status).toBe(400);
    expect(body.error).toBe('Bad Request');
    expect(body.message).toContain(named);
  });
});

describe('status paginate', () => {
  const hrefOf = (page: number) => `/api/v1/components?page=${page}`;

  it('links a next page only while records remain', () => {
    const fifty = Array.from({ length: 50 }, (_, index) => index);
    expect(paginate(fifty, 1, hrefOf).meta).toEqual({ count: 25, total_count: 50, next_page: hrefOf(2) });
    expect(paginate(fifty, 2, hrefOf).meta).toEqual({ count: 25, total_count: 50, next_page: null });
    const fiftyOne = [...fifty, 50];
    expect(paginate(fiftyOne, 2, hrefOf).meta.next_page).toBe(hrefOf(3));
    expect(paginate(fiftyOne, 3, hrefOf)).toEqual({
      items: [50],
      meta: { count: 1, total_count: 51, next_page: null },
    });
    expect(paginate([], 1, hrefOf)).toEqual({
      items: [],
      meta: { count: 0, total_count: 0, next_page: null },
    });
  });
});
