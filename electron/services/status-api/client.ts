/**
 * The status service client: the four endpoints of status-api.md, paging that
 * follows `meta.next_page` whatever form it takes, and the service-health
 * snapshot. Every call goes through the account's scheduler on the 'status'
 * budget (10 per second) and the core transport, so a 429 (sent without
 * Retry-After) backs off with jitter and is retried like any other read. Every
 * answer is read up to the small-JSON ceiling (1 MB) and no further.
 */
import { Agent, type Dispatcher } from 'undici';
import type { z } from 'zod';
import { ProtocolError } from '../../http/errors.ts';
import { DEFAULT_RETRY_POLICY } from '../../http/retry.ts';
import { createRequestScheduler } from '../../http/scheduler.ts';
import { type CallOptions, createTransport, type QueryValue } from '../../http/transport.ts';
import { defaultUserAgent } from '../../http/user-agent.ts';
import { componentsQuery, noticesQuery } from './links.ts';
import { statusJsonReader } from './reader.ts';
import {
  componentListSchema,
  noticeBodySchema,
  noticeListSchema,
  type ReadListPage,
  statusBodySchema,
} from './schemas.ts';
import { buildSnapshot } from './snapshot.ts';
import type {
  ComponentFilter,
  NoticeFilter,
  StatusClient,
  StatusClientOptions,
  StatusListPage,
  StatusNotice,
} from './types.ts';

export const DEFAULT_STATUS_TIMEOUT_MS = 10_000;
const KEEP_ALIVE_MS = 30_000;

export const STATUS_ROUTES = {
  status: '/api/v1/status',
  components: '/api/v1/components',
  notices: '/api/v1/notices',
  notice: '/api/v1/notices/{id}',
} as const;

/**
 * The request for the page after this one: page and filters read from the link,
 * with the caller's own filters kept, so a link that forgets a filter never
 * widens the listing.
 */
function nextRequest<F extends { page?: number }>(asked: F, read: ReadListPage<unknown, F>): F | null {
  if (read.linkedPage === null) return null;
  return { ...read.linkedPage, ...asked, page: read.linkedPage.page };
}

/** Records left out of a listing because nothing identified them, across its pages. */
interface SkipTally {
  skipped: number;
}

async function* followPages<T, F extends { page?: number }>(
  first: F,
  endpoint: string,
  fetchPage: (filter: F) => Promise<StatusListPage<T, F>>,
  tally: SkipTally = { skipped: 0 },
): AsyncGenerator<T> {
  let request: F | null = first;
  while (request !== null) {
    const current = request.page ?? 1;
    const page: StatusListPage<T, F> = await fetchPage(request);
    tally.skipped += page.skipped;
    yield* page.items;
    request = page.next;
    // A link back to this page or an earlier one would loop for ever.
    if (request !== null && (request.page ?? 1) <= current) {
      const link = JSON.stringify(page.nextPageLink);
      throw new ProtocolError(`meta.next_page ${link} does not lead past page ${current}`, { endpoint });
    }
  }
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

export function createStatusClient(options: StatusClientOptions): StatusClient {
  const timeoutMs = options.timeoutMs ?? DEFAULT_STATUS_TIMEOUT_MS;
  const now = options.now ?? (() => new Date());
  const ownDispatcher: Dispatcher | null = options.dispatcher
    ? null
    : new Agent({ keepAliveTimeout: KEEP_ALIVE_MS, keepAliveMaxTimeout: KEEP_ALIVE_MS });
  const transport = createTransport({
    baseUrl: options.statusUrl,
    dispatcher: options.dispatcher ?? (ownDispatcher as Dispatcher),
    scheduler: options.scheduler ?? createRequestScheduler(),
    headers: { accept: 'application/json', 'user-agent': options.userAgent ?? defaultUserAgent() },
    retryPolicy: { ...DEFAULT_RETRY_POLICY, ...options.retryPolicy },
  });

  const get = <T>(
    route: string,
    path: string,
    query: Record<string, QueryValue> | undefined,
    schema: z.ZodType<T>,
    callOptions: CallOptions | undefined,
  ): Promise<T> =>
    transport.send(
      { method: 'GET', route, path, query, bucket: 'status', timeoutMs },
      statusJsonReader(schema),
      callOptions,
    );

  const listPage = async <T, F extends { page?: number }>(
    route: string,
    query: Record<string, QueryValue>,
    schema: z.ZodType<ReadListPage<T, F>>,
    filter: F,
    callOptions: CallOptions | undefined,
  ): Promise<StatusListPage<T, F>> => {
    const read = await get(route, route, query, schema, callOptions);
    return {
      items: read.items,
      skipped: read.skipped,
      count: read.count,
      totalCount: read.totalCount,
      nextPageLink: read.nextPageLink,
      next: nextRequest(filter, read),
    };
  };

  const client: StatusClient = {
    getPage: (callOptions) =>
      get(STATUS_ROUTES.status, STATUS_ROUTES.status, undefined, statusBodySchema, callOptions),

    listComponents: (filter = {}, callOptions) =>
      listPage(STATUS_ROUTES.components, componentsQuery(filter), componentListSchema, filter, callOptions),

    listNotices: (filter = {}, callOptions) =>
      listPage(STATUS_ROUTES.notices, noticesQuery(filter), noticeListSchema, filter, callOptions),

    getNotice: (id, callOptions) => {
      if (!Number.isSafeInteger(id) || id < 0) {
        return Promise.reject(new RangeError(`a notice id is a whole number, got ${id}`));
      }
      return get(STATUS_ROUTES.notice, `/api/v1/notices/${id}`, undefined, noticeBodySchema, callOptions);
    },

    components: (filter: ComponentFilter = {}, callOptions?: CallOptions) =>
      followPages(filter, `GET ${STATUS_ROUTES.components}`, (request) =>
        client.listComponents(request, callOptions),
      ),

    notices: (filter: NoticeFilter = {}, callOptions?: CallOptions) =>
      followPages(filter, `GET ${STATUS_ROUTES.notices}`, (request) =>
        client.listNotices(request, callOptions),
      ),

    statusSnapshot: async (callOptions) => {
      const tally: SkipTally = { skipped: 0 };
      const notices = (filter: NoticeFilter) =>
        collect<StatusNotice>(
          followPages(
            filter,
            `GET ${STATUS_ROUTES.notices}`,
            (request) => client.listNotices(request, callOptions),
            tally,
          ),
        );
      const [page, components, present, future] = await Promise.all([
        client.getPage(callOptions),
        collect(
          followPages(
            {},
            `GET ${STATUS_ROUTES.components}`,
            (request) => client.listComponents(request, callOptions),
            tally,
          ),
        ),
        notices({ timelineState: 'present' }),
        notices({ type: 'planned', timelineState: 'future' }),
      ]);
      return buildSnapshot({ page, components, present, future, fetchedAt: now(), leftOut: tally.skipped });
    },

    close: async () => {
      await ownDispatcher?.close();
    },
  };
  return client;
}
