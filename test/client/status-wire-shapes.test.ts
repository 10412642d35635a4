/**
 * Shapes the sandbox does not emit (unknown states, ids only in self links,
 * broken answers) replayed from small recorded documents by a test-local server,
 * plus the spellings the sandbox does emit.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProtocolError } from '../../electron/http/errors.ts';
import {
  createStatusClient,
  normaliseServiceState,
  readNoticeState,
  type StatusClient,
} from '../../electron/services/status-api/index.ts';
import { collect, type StatusFixture, startStatusFixture } from './status-support.ts';

/**
 * Recorded answers by path under the status root, with or without its query (the
 * exact query wins); a string is sent as it is, anything else as JSON.
 */
type Replay = Record<string, { status?: number; body: unknown }>;

const PAGE = {
  name: 'Acme Status',
  state: 'under_maintenance',
  state_text: 'Under maintenance',
  url: 'https://status.acme.test',
  links: { components: { href: '/v1/components', count: 4 }, notices: { href: '/v1/notices', count: 3 } },
  created_at: '2023-01-01T00:00:00.000Z',
  updated_at: '2023-03-04T10:15:00.000Z',
};

const COMPONENTS = {
  components: [
    {
      id: 50772,
      state: 'under_maintenance',
      name: 'API',
      description: 'Public API',
      parent_id: null,
      position: 2,
      group: true,
      links: { children: { href: '/api/v1/components?filter%5Bparent_id_eq%5D=50772', count: 2 } },
      created_at: '2023-01-01T00:00:00.000Z',
      updated_at: '2023-03-04T10:15:00.000Z',
    },
    {
      id: 50773,
      state: 'under-maintenance',
      name: 'Search',
      description: '',
      parent_id: 50772,
      position: 1,
      links: { children: { href: '/api/v1/components?filter%5Bparent_id_eq%5D=50773', count: 0 } },
      created_at: '2023-01-01T00:00:00.000Z',
      updated_at: null,
    },
    {
      id: 50774,
      state: 'partial_outage',
      name: 'Webhooks',
      description: null,
      parent_id: 50772,
      created_at: '2023-01-01T00:00:00.000Z',
      updated_at: '2023-03-04T10:15:00.000Z',
    },
    {
      id: 50780,
      state: 'operational',
      name: 'Console',
      description: 'Dashboard',
      parent_id: null,
      position: 1,
    },
  ],
  meta: { count: 4, total_count: 4, next_page: null },
};

const NOTICES = {
  notices: [
    {
      id: 901,
      type: 'planned',
      timeline_state: 'present',
      state: 'underway',
      subject: 'Database upgrade',
      url: 'https://status.acme.test/notices/901',
      begins_at: '2023-03-04T10:00:00.000Z',
      ends_at: '2023-03-04T12:00:00.000Z',
      began_at: '2023-03-04T10:00:00.000Z',
      ended_at: null,
      created_at: '2023-03-01T09:00:00.000Z',
      updated_at: '2023-03-04T10:15:00.000Z',
      tag_list: ['database'],
      links: { self: '/api/notices/901' },
      latest_update: {
        state: 'underway',
        content: 'Started',
        created_at: '2023-03-04T10:00:00.000Z',
        updated_at: '2023-03-04T10:00:00.000Z',
      },
    },
    {
      type: 'general',
      timeline_state: 'present',
      subject: 'New kiosk app',
      url: 'https://status.acme.test/notices/902',
      created_at: '2023-03-02T09:00:00.000Z',
      updated_at: '2023-03-02T09:00:00.000Z',
      tag_list: [],
      links: { self: '/api/notices/902' },
      latest_update: {
        content: 'Version 5.2 is out',
        created_at: '2023-03-02T09:00:00.000Z',
        updated_at: '2023-03-02T09:00:00.000Z',
      },
    },
    {
      id: 903,
      type: 'unplanned',
      timeline_state: 'present',
      state: 'monitoring',
      subject: 'Slow webhooks',
      url: 'https://status.acme.test/notices/903',
      began_at: '2023-03-04T09:40:00.000Z',
      ended_at: null,
      created_at: '2023-03-04T09:40:00.000Z',
      updated_at: '2023-03-04T09:50:00.000Z',
      links: { self: '/api/notices/903' },
      latest_update: {
        state: 'monitoring',
        content: 'Watching',
        created_at: '2023-03-04T09:50:00.000Z',
        updated_at: '2023-03-04T09:50:00.000Z',
      },
    },
  ],
  meta: { count: 3, total_count: 3, next_page: null },
};

const NOTICE_DETAIL = {
  notice: {
    ...NOTICES.notices[0],
    components: [{ ...COMPONENTS.components[0], links: undefined }],
    updates: [
      { state: 'underway', content: 'Started', created_at: '2023-03-04T10:00:00.000Z', updated_at: null },
      { state: 'scheduled', content: 'Planned', created_at: '2023-03-01T09:00:00.000Z', updated_at: null },
    ],
  },
};

const HEALTHY: Replay = {
  '/api/v1/status': { body: { page: PAGE } },
  '/api/v1/components': { body: COMPONENTS },
  '/api/v1/notices': { body: NOTICES },
  '/api/v1/notices/901': { body: NOTICE_DETAIL },
};

describe('status client: real-world shapes from a recorded page', () => {
  let server: Server;
  let replay: Replay = HEALTHY;
  let requested: string[] = [];
  let client: StatusClient;
  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://fixture.invalid');
      const path = url.pathname.replace(/^\/acme/, '');
      requested.push(`${path}${url.search}`);
      const answer = replay[`${path}${url.search}`] ??
        replay[path] ?? { status: 404, body: { error: 'Not Found' } };
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      res.writeHead(answer.status ?? 200, {
        'content-type': typeof answer.body === 'string' ? 'text/html' : 'application/json',
      });
      res.end(text);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    client = createStatusClient({
      statusUrl: `http://127.0.0.1:${port}/acme`,
      retryPolicy: { maxAttempts: 1 },
    });
  });
  afterEach(() => {
    replay = HEALTHY;
    requested = [];
  });
  afterAll(async () => {
    await client.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('reads the underscore spelling of the page state as under-maintenance', async () => {
    expect(await client.getPage()).toMatchObject({
      state: 'under-maintenance',
      componentCount: 4,
      noticeCount: 3,
    });
  });

  it('normalises both spellings, reads an unknown component state as degraded, ignores extra fields', async () => {
    const { items } = await client.listComponents();
    expect(items.map((component) => [component.name, component.state])).toEqual([
      ['API', 'under-maintenance'],
      ['Search', 'under-maintenance'],
      ['Webhooks', 'degraded'],
      ['Console', 'operational'],
    ]);
    expect(items[0]).not.toHaveProperty('group');
    expect(items[0]).toMatchObject({ position: 2, childCount: 2 });
    expect(items[1]).toMatchObject({ updatedAt: null, childCount: 0 });
    expect(items[2]).toMatchObject({ description: '', position: null, childCount: 0 });
  });

  it('reads an unknown page state as degraded, never operational', async () => {
    replay = { '/api/v1/status': { body: { page: { ...PAGE, state: 'major_outage' } } } };
    expect((await client.getPage()).state).toBe('degraded');
    replay = { '/api/v1/status': { body: { page: { ...PAGE, state: undefined } } } };
    expect((await client.getPage()).state).toBe('degraded');
  });

  it('reads general notices without state or actual times, an id from the self link, unknown notice states', async () => {
    const { items } = await client.listNotices();
    const [planned, general, incident] = items;
    expect(planned).toMatchObject({ id: 901, state: 'underway', endedAt: null, tags: ['database'] });
    expect(general).toMatchObject({ id: 902, type: 'general', state: null, beganAt: null, endedAt: null });
    expect(general?.latestUpdate).toMatchObject({ state: null, content: 'Version 5.2 is out' });
    expect(incident).toMatchObject({ id: 903, state: 'unknown', beginsAt: null, tags: [] });
  });

  it('reads a detail whose updates carry no ids and whose components carry no links', async () => {
    const detail = await client.getNotice(901);
    expect(detail.components).toEqual([
      expect.objectContaining({ id: 50772, state: 'under-maintenance', parentId: null }),
    ]);
    expect(detail.components[0]).not.toHaveProperty('childCount');
    expect(detail.updates).toEqual([
      { state: 'underway', content: 'Started', createdAt: '2023-03-04T10:00:00.000Z', updatedAt: null },
      { state: 'scheduled', content: 'Planned', createdAt: '2023-03-01T09:00:00.000Z', updatedAt: null },
    ]);
  });

  it('snapshots the page: the tree by position, an unreadable incident state still counts as current', async () => {
    const snapshot = await client.statusSnapshot();
    expect(snapshot.components.map((component) => component.name)).toEqual(['Console', 'API']);
    expect(snapshot.components[1]?.children.map((component) => component.name)).toEqual([
      'Search',
      'Webhooks',
    ]);
    expect(snapshot.incidents.map((notice) => notice.id)).toEqual([903]);
    expect(snapshot.maintenances.map((notice) => notice.id)).toEqual([901]);
    expect(snapshot.state).toBe('degraded');
  });

  it.each([
    [
      'a body that is not JSON',
      { '/api/v1/status': { body: '<html>Service Unavailable</html>' } },
      'not JSON',
    ],
    ['no page', { '/api/v1/status': { body: { status: 'ok' } } }, 'body.page'],
  ])('fails GET /api/v1/status on %s with a ProtocolError naming it', async (_, answers, problem) => {
    replay = answers;
    const failure = client.getPage();
    await expect(failure).rejects.toBeInstanceOf(ProtocolError);
    await expect(failure).rejects.toThrow(/^GET \/api\/v1\/status: /);
    await expect(failure).rejects.toThrow(problem);
  });

  it.each([
    ['no components', { meta: COMPONENTS.meta }, 'body.components'],
    ['no meta', { components: COMPONENTS.components }, 'body.meta'],
    [
      'a next page that is another listing',
      { ...COMPONENTS, meta: { ...COMPONENTS.meta, next_page: '/api/v1/notices?page=2' } },
      'does not point at the components listing',
    ],
    [
      'a next page link without a page',
      { ...COMPONENTS, meta: { ...COMPONENTS.meta, next_page: '/v1/components.json' } },
      'names no page',
    ],
  ])('fails GET /api/v1/components on %s with a ProtocolError naming it', async (_, body, problem) => {
    replay = { '/api/v1/components': { body } };
    const failure = client.listComponents();
    await expect(failure).rejects.toBeInstanceOf(ProtocolError);
    await expect(failure).rejects.toMatchObject({ code: 'protocol', endpoint: 'GET /api/v1/components' });
    await expect(failure).rejects.toThrow(problem);
  });

  it('keeps the filters asked for when a next_page link forgets them', async () => {
    const [first, second] = COMPONENTS.components;
    replay = {
      '/api/v1/components?filter%5Bparent_id_null%5D=true': {
        body: {
          components: [first],
          meta: { count: 1, total_count: 2, next_page: '/v1/components.json?page=2' },
        },
      },
      '/api/v1/components?filter%5Bparent_id_null%5D=true&page=2': {
        body: {
          components: [{ ...second, parent_id: null }],
          meta: { count: 1, total_count: 2, next_page: null },
        },
      },
    };
    const read = await collect(client.components({ parentIdNull: true }));
    expect(read.map((component) => component.id)).toEqual([50772, 50773]);
    expect(requested).toEqual([
      '/api/v1/components?filter%5Bparent_id_null%5D=true',
      '/api/v1/components?filter%5Bparent_id_null%5D=true&page=2',
    ]);
  });

  it('stops a listing whose next page leads back instead of looping', async () => {
    replay = {
      '/api/v1/notices': { body: { ...NOTICES, meta: { ...NOTICES.meta, next_page: '/v1/notices?page=1' } } },
    };
    await expect(collect(client.notices())).rejects.toThrow('does not lead past page 1');
  });

  it('leaves out and counts a notice without an id or a self link, and fails a notice of a type the spec does not list', async () => {
    const [first] = NOTICES.notices;
    replay = {
      '/api/v1/notices': { body: { ...NOTICES, notices: [{ ...first, id: undefined, links: {} }] } },
    };
    await expect(client.listNotices()).resolves.toMatchObject({ items: [], skipped: 1 });
    replay = { '/api/v1/notices': { body: { ...NOTICES, notices: [{ ...first, type: 'outage' }] } } };
    await expect(client.listNotices()).rejects.toThrow('body.notices[0].type');
  });
});

describe('status client: both spellings as the sandbox serves them', () => {
  let fixture: StatusFixture;
  beforeAll(async () => {
    fixture = await startStatusFixture({ scenario: 'many-components', rateLimit: false });
  });
  afterAll(() => fixture.close());

  it('reads components the wire spells under_maintenance and under-maintenance as one state', async () => {
    const wire = (await (await fixture.raw('/api/v1/components?filter[parent_id_null]=true')).json()) as {
      components: { id: number; state: string }[];
    };
    const maintained = wire.components.filter((component) => component.state.startsWith('under'));
    expect(new Set(maintained.map((component) => component.state))).toEqual(
      new Set(['under-maintenance', 'under_maintenance']),
    );
    const read = await fixture.client.listComponents({ parentIdNull: true });
    expect(read.items.map((component) => component.id)).toEqual(
      wire.components.map((component) => component.id),
    );
    for (const { id } of maintained) {
      expect(read.items.find((component) => component.id === id)?.state).toBe('under-maintenance');
    }
  });
});

describe('state words', () => {
  it.each([
    ['operational', 'operational'],
    ['degraded', 'degraded'],
    ['under-maintenance', 'under-maintenance'],
    ['under_maintenance', 'under-maintenance'],
    ['Under Maintenance', 'under-maintenance'],
    ['major_outage', 'degraded'],
    ['', 'degraded'],
    [null, 'degraded'],
    [3, 'degraded'],
  ])('reads the service state %j as %s', (wire, state) => {
    expect(normaliseServiceState(wire)).toBe(state);
  });

  it.each([
    ['identified', 'identified'],
    ['false_alarm', 'false_alarm'],
    ['False Alarm', 'false_alarm'],
    ['monitoring', 'unknown'],
    [undefined, null],
    [null, null],
  ])('reads the notice state %j as %j', (wire, state) => {
    expect(readNoticeState(wire)).toBe(state);
  });
});
