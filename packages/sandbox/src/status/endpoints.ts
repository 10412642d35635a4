/**
 * The four read endpoints (status-api.md section 4) as plain functions from a
 * route and its query to a status code and a JSON body.
 */
import { type Collection, nextPageHref } from './links.ts';
import { paginate } from './paging.ts';
import { type ListQuery, parseComponentQuery, parseNoticeQuery } from './query.ts';
import type { StatusRoute } from './routes.ts';
import { type WireContext, wireComponent, wireNotice, wireNoticeDetail, wirePage } from './wire.ts';

export interface JsonReply {
  status: number;
  body: unknown;
}

export const NOT_FOUND: JsonReply = { status: 404, body: { error: 'Not Found' } };

/** Throws StatusQueryError on malformed paging or filters. */
export function answer(route: StatusRoute, params: URLSearchParams, context: WireContext): JsonReply {
  switch (route.kind) {
    case 'status':
      return { status: 200, body: { page: wirePage(context) } };
    case 'components':
      return listComponents(params, context);
    case 'notices':
      return listNotices(params, context);
    case 'notice': {
      const view = context.snapshot.notices.find((candidate) => candidate.notice.id === route.id);
      return view === undefined
        ? NOT_FOUND
        : { status: 200, body: { notice: wireNoticeDetail(context, view) } };
    }
  }
}

function listComponents(params: URLSearchParams, context: WireContext): JsonReply {
  const query = parseComponentQuery(params);
  const matching = context.snapshot.world.components.filter(
    (component) =>
      (query.parentIdNull === undefined || (component.parentId === null) === query.parentIdNull) &&
      (query.parentIdEq === undefined || component.parentId === query.parentIdEq),
  );
  return listing('components', matching, query, context, (component) => wireComponent(context, component));
}

function listNotices(params: URLSearchParams, context: WireContext): JsonReply {
  const query = parseNoticeQuery(params);
  const matching = context.snapshot.notices.filter(
    (view) =>
      (query.type === undefined || view.notice.type === query.type) &&
      (query.timelineState === undefined || view.timeline === query.timelineState),
  );
  return listing('notices', matching, query, context, (view) => wireNotice(context, view));
}

function listing<T>(
  collection: Collection,
  matching: readonly T[],
  query: ListQuery,
  context: WireContext,
  toWire: (record: T) => unknown,
): JsonReply {
  const page = paginate(matching, query.page, (next) =>
    nextPageHref(collection, query.filters, next, context.seed),
  );
  return { status: 200, body: { [collection]: page.items.map(toWire), meta: page.meta } };
}
