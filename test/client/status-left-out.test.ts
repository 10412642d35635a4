/**
 * A status page record nothing identifies (a component without its id, a notice
 * with neither id nor a link to itself) never sinks its listing: it is left out
 * and counted, the snapshot carries the count, and the doctor's status check
 * (Diagnostics) says so. Real HTTP: a page served by the test.
 */
import { createServer } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { describeSnapshot } from '../../electron/doctor/status-check.ts';
import { createStatusClient, type StatusClient } from '../../electron/services/status-api/index.ts';
import { componentListSchema, noticeListSchema } from '../../electron/services/status-api/schemas.ts';
import { listenLocally } from '../support/local-server.ts';

const STAMP = '2025-06-10T12:00:00.000Z';
const component = (id: number | undefined, name: string) => ({
  ...(id === undefined ? {} : { id }),
  state: 'operational',
  name,
  description: '',
  parent_id: null,
  created_at: STAMP,
  updated_at: STAMP,
  links: { children: { href: `/api/v1/components?filter[parent_id_eq]=${id}`, count: 0 } },
});
const notice = (id: number | undefined, self: string | undefined, subject: string) => ({
  ...(id === undefined ? {} : { id }),
  type: 'unplanned',
  timeline_state: 'present',
  state: 'investigating',
  subject,
  url: '',
  begins_at: null,
  ends_at: null,
  began_at: STAMP,
  ended_at: null,
  created_at: STAMP,
  updated_at: STAMP,
  tag_list: [],
  links: self === undefined ? {} : { self },
});
const meta = (count: number) => ({ count, total_count: count });

const COMPONENTS = { components: [component(1, 'Waivers'), component(undefined, 'Kiosks')], meta: meta(2) };
const NOTICES = {
  notices: [notice(undefined, '/api/notices/7', 'Slow search'), notice(undefined, undefined, 'Nameless')],
  meta: meta(2),
};

let close: (() => Promise<void>) | undefined;
let client: StatusClient | undefined;
afterEach(async () => {
  await client?.close();
  await close?.();
  client = close = undefined;
});

describe('status records nothing identifies', () => {
  it('are left out of their page and counted; the rest is read', () => {
    const components = componentListSchema.parse(COMPONENTS);
    expect(components.items.map((each) => each.name)).toEqual(['Waivers']);
    expect(components.skipped).toBe(1);
    const notices = noticeListSchema.parse(NOTICES);
    expect(notices.items.map((each) => [each.id, each.subject])).toEqual([[7, 'Slow search']]);
    expect(notices.skipped).toBe(1);
  });

  it('are counted in the snapshot, and the doctor says so', async () => {
    const server = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://x').pathname;
      const body =
        path === '/api/v1/status'
          ? {
              page: {
                name: 'Waivers',
                state: 'degraded',
                state_text: 'Degraded',
                url: '',
                links: {},
                created_at: STAMP,
                updated_at: STAMP,
              },
            }
          : path === '/api/v1/components'
            ? COMPONENTS
            : NOTICES;
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    const listening = await listenLocally(server);
    close = listening.close;
    client = createStatusClient({ statusUrl: listening.url });
    const snapshot = await client.statusSnapshot();
    // Each notice listing (present, and planned future) met one nameless notice.
    expect(snapshot.leftOut).toBe(3);
    expect(snapshot.incidents.map((each) => each.subject)).toContain('Slow search');
    expect(describeSnapshot(snapshot, 'UTC')).toContain(
      '3 components or notices left out: nothing identifies it',
    );
  });
});
