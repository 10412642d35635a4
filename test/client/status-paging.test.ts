import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ComponentFilter,
  type NoticeFilter,
  readComponentsLink,
  readNoticeSelfLink,
  readNoticesLink,
  type StatusClient,
  StatusLinkError,
} from '../../electron/services/status-api/index.ts';
import { formOf } from '../support/next-page-form.ts';
import { collect, type StatusFixture, startStatusFixture } from './status-support.ts';

/** Every next_page link of a listing, as the client read them page by page. */
async function nextPageLinks(
  client: StatusClient,
  collection: 'components' | 'notices',
  filter: ComponentFilter & NoticeFilter = {},
): Promise<string[]> {
  const links: string[] = [];
  let request: (ComponentFilter & NoticeFilter) | null = filter;
  while (request !== null) {
    const page: { nextPageLink: string | null; next: (ComponentFilter & NoticeFilter) | null } =
      collection === 'components' ? await client.listComponents(request) : await client.listNotices(request);
    if (page.nextPageLink !== null) links.push(page.nextPageLink);
    request = page.next;
  }
  return links;
}

/** What the client sent: always the configured status root and /api/v1, never the link's own prefix. */
const BUILT_REQUEST = /^\/status\/api\/v1\/(components|notices)(\?[^#]*)?$/;

describe('status client: following next_page in every form', () => {
  let fixture: StatusFixture;
  beforeAll(async () => {
    fixture = await startStatusFixture({ scenario: 'many-components', rateLimit: false });
  });
  afterAll(() => fixture.close());

  it('walks 60+ components over several pages, each once', async () => {
    const components = await collect(fixture.client.components());
    const first = await fixture.client.listComponents();
    expect(components.length).toBe(first.totalCount);
    expect(components.length).toBeGreaterThan(50);
    expect(new Set(components.map((component) => component.id)).size).toBe(components.length);
    const pages = fixture.requested().filter((path) => path.startsWith('/status/api/v1/components'));
    expect(pages.slice(0, 3)).toEqual([
      '/status/api/v1/components',
      '/status/api/v1/components?page=2',
      '/status/api/v1/components?page=3',
    ]);
  });

  it('walks 40+ notices over several pages, each once', async () => {
    const notices = await collect(fixture.client.notices());
    expect(notices.length).toBeGreaterThan(40);
    expect(new Set(notices.map((notice) => notice.id)).size).toBe(notices.length);
    expect((await fixture.client.listNotices()).totalCount).toBe(notices.length);
  });

  it('keeps a filter across pages, whether the link encodes its brackets or not', async () => {
    const top = await collect(fixture.client.components({ parentIdNull: true }));
    expect(top.length).toBeGreaterThan(25);
    expect(top.every((component) => component.parentId === null)).toBe(true);
    const links = await nextPageLinks(fixture.client, 'components', { parentIdNull: true });
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((link) => /filter(\[|%5B)parent_id_null(\]|%5D)=true/.test(link))).toBe(true);
    expect(fixture.requested().at(-1)).toBe(
      '/status/api/v1/components?filter%5Bparent_id_null%5D=true&page=2',
    );
  });

  it('starts from a later page when asked', async () => {
    const all = await collect(fixture.client.notices());
    const fromSecond = await collect(fixture.client.notices({ page: 2 }));
    expect(fromSecond.map((notice) => notice.id)).toEqual(all.slice(25).map((notice) => notice.id));
  });

  it.each([1, 2, 3, 42])(
    'meets /api/v1, .json and /v1 links and builds every request itself (seed %i)',
    async (seed) => {
      const seeded = await startStatusFixture({ scenario: 'many-components', seed, rateLimit: false });
      try {
        const links = [
          ...(await nextPageLinks(seeded.client, 'components')),
          ...(await nextPageLinks(seeded.client, 'notices')),
          ...(await nextPageLinks(seeded.client, 'components', { parentIdNull: true })),
        ];
        expect(new Set(links.map(formOf))).toEqual(new Set(['/api/v1/X', '/api/v1/X.json', '/v1/X']));
        const components = await collect(seeded.client.components());
        const notices = await collect(seeded.client.notices({ type: 'unplanned' }));
        expect(components.length).toBeGreaterThan(50);
        expect(notices.every((notice) => notice.type === 'unplanned')).toBe(true);
        for (const path of seeded.requested()) expect(path).toMatch(BUILT_REQUEST);
        expect(seeded.log.entries().every((entry) => entry.status === 200)).toBe(true);
      } finally {
        await seeded.close();
      }
    },
  );
});

describe('reading links without resolving them', () => {
  it.each([
    ['/api/v1/components?page=2', { page: 2 }],
    ['/api/v1/components.json?page=2', { page: 2 }],
    ['/v1/components?page=3', { page: 3 }],
    ['/api/v1/components?filter%5Bparent_id_eq%5D=50772&page=2', { page: 2, parentId: 50772 }],
    ['/v1/components.json?filter[parent_id_null]=true&page=4', { page: 4, parentIdNull: true }],
    ['https://status.example.com/api/v1/components?page=2', { page: 2 }],
  ])('reads %s', (link, expected) => {
    expect(readComponentsLink(link)).toEqual(expected);
  });

  it.each([
    ['/v1/notices?page=2', { page: 2 }],
    [
      '/api/v1/notices.json?filter%5Btype_eq%5D=planned&filter%5Btimeline_state_eq%5D=future&page=2',
      { page: 2, type: 'planned', timelineState: 'future' },
    ],
  ])('reads %s', (link, expected) => {
    expect(readNoticesLink(link)).toEqual(expected);
  });

  it.each([
    ['/api/notices/2', 2],
    ['/api/v1/notices/5933', 5933],
    ['/v1/notices/17.json', 17],
  ])("reads a notice's self link %s", (link, id) => {
    expect(readNoticeSelfLink(link)).toBe(id);
  });

  it.each([
    ['/api/v1/notices?page=2', 'does not point at the components listing'],
    ['/api/v1/components', 'names no page'],
    ['/api/v1/components?page=two', 'page is "two"'],
    ['/api/v1/components?filter%5Bparent_id_eq%5D=abc&page=2', 'parent_id_eq'],
  ])('refuses the components link %s', (link, problem) => {
    expect(() => readComponentsLink(link)).toThrow(StatusLinkError);
    expect(() => readComponentsLink(link)).toThrow(problem);
  });

  it('refuses a notices link with a filter value the spec does not list', () => {
    expect(() => readNoticesLink('/v1/notices?filter[type_eq]=outage&page=2')).toThrow(StatusLinkError);
  });

  it('refuses a self link that names no notice', () => {
    expect(() => readNoticeSelfLink('/api/components/2')).toThrow(StatusLinkError);
  });
});
