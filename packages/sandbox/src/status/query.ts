/**
 * Paging and filter parameters of the listings (status-api.md section 4).
 * Anything malformed is refused with a StatusQueryError rather than ignored, so
 * a client that builds a wrong query finds out.
 */
import type { NoticeType, TimelineState } from '../../../../shared/domain/status.ts';
import type { LinkFilter } from './links.ts';

export class StatusQueryError extends Error {
  readonly code = 'bad_query';
  override name = 'StatusQueryError';
}

export interface ListQuery {
  page: number;
  /** The filters given, in a fixed order, to carry into next-page links. */
  filters: LinkFilter[];
}

export interface ComponentQuery extends ListQuery {
  parentIdNull?: boolean;
  parentIdEq?: number;
}

export interface NoticeQuery extends ListQuery {
  type?: NoticeType;
  timelineState?: TimelineState;
}

const NOTICE_TYPES: readonly NoticeType[] = ['general', 'planned', 'unplanned'];
const TIMELINE_STATES: readonly TimelineState[] = ['future', 'present', 'past_recent', 'past_distant'];

export function parseComponentQuery(params: URLSearchParams): ComponentQuery {
  const filters = readFilters(params, ['parent_id_null', 'parent_id_eq']);
  const query: ComponentQuery = { page: readPage(params), filters };
  for (const { name, value } of filters) {
    if (name === 'parent_id_null') query.parentIdNull = oneOf(name, value, ['true', 'false']) === 'true';
    else query.parentIdEq = componentId(name, value);
  }
  return query;
}

export function parseNoticeQuery(params: URLSearchParams): NoticeQuery {
  const filters = readFilters(params, ['type_eq', 'timeline_state_eq']);
  const query: NoticeQuery = { page: readPage(params), filters };
  for (const { name, value } of filters) {
    if (name === 'type_eq') query.type = oneOf(name, value, NOTICE_TYPES);
    else query.timelineState = oneOf(name, value, TIMELINE_STATES);
  }
  return query;
}

function readPage(params: URLSearchParams): number {
  const value = single(params, 'page');
  if (value === undefined) return 1;
  if (!/^[1-9]\d{0,8}$/.test(value))
    throw new StatusQueryError(`page must be a positive integer, got "${value}"`);
  return Number(value);
}

const FILTER_KEY = /^filter\[(.*)\]$/;

function readFilters(params: URLSearchParams, allowed: readonly string[]): LinkFilter[] {
  for (const key of new Set(params.keys())) {
    const name = FILTER_KEY.exec(key)?.[1];
    if (key.startsWith('filter') && (name === undefined || !allowed.includes(name))) {
      throw new StatusQueryError(
        `unknown filter "${key}"; this listing accepts ${allowed.map(bracketed).join(', ')}`,
      );
    }
  }
  return allowed.flatMap((name) => {
    const value = single(params, bracketed(name));
    return value === undefined ? [] : [{ name, value }];
  });
}

function bracketed(name: string): string {
  return `filter[${name}]`;
}

function single(params: URLSearchParams, key: string): string | undefined {
  const values = params.getAll(key);
  if (values.length > 1) throw new StatusQueryError(`${key} is given ${values.length} times`);
  return values[0];
}

function oneOf<T extends string>(name: string, value: string, allowed: readonly T[]): T {
  const found = allowed.find((candidate) => candidate === value);
  if (found === undefined) {
    throw new StatusQueryError(`${bracketed(name)} must be one of ${allowed.join(', ')}, got "${value}"`);
  }
  return found;
}

function componentId(name: string, value: string): number {
  if (!/^\d{1,15}$/.test(value))
    throw new StatusQueryError(`${bracketed(name)} must be a component id, got "${value}"`);
  return Number(value);
}
