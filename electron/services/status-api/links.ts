/**
 * Links in status responses come in several forms for the same thing ('/api/v1/
 * components?page=2', '/api/v1/components.json?page=2', '/v1/notices?page=2',
 * '/api/notices/2', brackets percent-encoded or not; notes: status-service.md).
 * Resolving them against the origin gives wrong URLs, so they are only read here:
 * the page number, the filters and the ids they carry. Requests are always built
 * against the configured `{statusUrl}/api/v1/...`.
 */
import type { NoticeType, TimelineState } from '../../../shared/domain/status.ts';
import type { ComponentFilter, NoticeFilter } from './types.ts';

export type Collection = 'components' | 'notices';

/** A link that does not say what the client needs; the reader turns it into a protocol error. */
export class StatusLinkError extends Error {
  readonly code = 'bad_link';
  override name = 'StatusLinkError';
}

/** Only parses: the base is never contacted, it merely lets URL read a relative path. */
const PARSE_BASE = 'http://status.invalid';

const NOTICE_TYPES: readonly NoticeType[] = ['general', 'planned', 'unplanned'];
const TIMELINE_STATES: readonly TimelineState[] = ['future', 'present', 'past_recent', 'past_distant'];

function parse(href: string): URL {
  try {
    return new URL(href, PARSE_BASE);
  } catch {
    throw new StatusLinkError(`${JSON.stringify(href)} is not a link`);
  }
}

/** The last path segment without a '.json' suffix: 'components' for '/v1/components.json'. */
function resource(url: URL): string {
  const last = url.pathname.replace(/\/+$/, '').split('/').at(-1) ?? '';
  return last.endsWith('.json') ? last.slice(0, -'.json'.length) : last;
}

/** `filter[name]` values; URLSearchParams has already decoded '%5B'/'%5D'. */
function filterValue(url: URL, name: string): string | undefined {
  return url.searchParams.get(`filter[${name}]`) ?? undefined;
}

function oneOf<T extends string>(href: string, name: string, value: string, allowed: readonly T[]): T {
  const found = allowed.find((candidate) => candidate === value);
  if (found === undefined) throw new StatusLinkError(`${href}: filter[${name}] is "${value}"`);
  return found;
}

function wholeNumber(href: string, what: string, value: string): number {
  if (!/^\d{1,15}$/.test(value)) throw new StatusLinkError(`${href}: ${what} is "${value}"`);
  return Number(value);
}

function listLink(href: string, collection: Collection): URL {
  const url = parse(href);
  if (resource(url) !== collection) {
    throw new StatusLinkError(`${JSON.stringify(href)} does not point at the ${collection} listing`);
  }
  return url;
}

function pageOf(href: string, url: URL): number {
  const page = url.searchParams.get('page');
  if (page === null) throw new StatusLinkError(`${JSON.stringify(href)} names no page`);
  const number = wholeNumber(href, 'page', page);
  if (number < 1) throw new StatusLinkError(`${href}: page is ${number}`);
  return number;
}

/** Page and filters of a components next-page link. */
export function readComponentsLink(href: string): ComponentFilter {
  const url = listLink(href, 'components');
  const filter: ComponentFilter = { page: pageOf(href, url) };
  const parentIdNull = filterValue(url, 'parent_id_null');
  if (parentIdNull !== undefined) {
    filter.parentIdNull = oneOf(href, 'parent_id_null', parentIdNull, ['true', 'false']) === 'true';
  }
  const parentId = filterValue(url, 'parent_id_eq');
  if (parentId !== undefined) filter.parentId = wholeNumber(href, 'filter[parent_id_eq]', parentId);
  return filter;
}

/** Page and filters of a notices next-page link. */
export function readNoticesLink(href: string): NoticeFilter {
  const url = listLink(href, 'notices');
  const filter: NoticeFilter = { page: pageOf(href, url) };
  const type = filterValue(url, 'type_eq');
  if (type !== undefined) filter.type = oneOf(href, 'type_eq', type, NOTICE_TYPES);
  const timeline = filterValue(url, 'timeline_state_eq');
  if (timeline !== undefined) {
    filter.timelineState = oneOf(href, 'timeline_state_eq', timeline, TIMELINE_STATES);
  }
  return filter;
}

/** The id in a notice's `links.self` ('/api/notices/2', '/api/v1/notices/2.json'). */
export function readNoticeSelfLink(href: string): number {
  const url = parse(href);
  const segments = url.pathname.replace(/\/+$/, '').split('/');
  const id = segments.at(-1)?.replace(/\.json$/, '') ?? '';
  if (segments.at(-2) !== 'notices' || !/^\d{1,15}$/.test(id)) {
    throw new StatusLinkError(`${JSON.stringify(href)} is not a notice's address`);
  }
  return Number(id);
}

/** The query of a components request: filters in the spec's bracket form, and the page. */
export function componentsQuery(filter: ComponentFilter): Record<string, string | number | undefined> {
  return {
    'filter[parent_id_null]': filter.parentIdNull === undefined ? undefined : String(filter.parentIdNull),
    'filter[parent_id_eq]': filter.parentId,
    page: filter.page,
  };
}

export function noticesQuery(filter: NoticeFilter): Record<string, string | number | undefined> {
  return {
    'filter[type_eq]': filter.type,
    'filter[timeline_state_eq]': filter.timelineState,
    page: filter.page,
  };
}
