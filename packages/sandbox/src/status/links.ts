/**
 * Links exactly as real pages give them (notes: status-service.md): relative to
 * the status service root, with /api/v1, /v1 or /api prefixes, a .json suffix
 * now and then, and filter brackets sometimes percent-encoded. Resolving them
 * against the origin gives a wrong URL, which is the trap clients must avoid.
 */
import { pickBySeed } from './seed-choice.ts';

export type Collection = 'components' | 'notices';

export const COMPONENTS_HREF = '/v1/components';
export const NOTICES_HREF = '/api/v1/notices';

export function childrenHref(componentId: number): string {
  return `/api/v1/components?filter%5Bparent_id_eq%5D=${componentId}`;
}

export function noticeSelfHref(noticeId: number): string {
  return `/api/notices/${noticeId}`;
}

/** The three forms seen for the same next-page link. */
const NEXT_PAGE_FORMS: readonly [
  (collection: Collection) => string,
  ...((collection: Collection) => string)[],
] = [
  (collection) => `/api/v1/${collection}`,
  (collection) => `/api/v1/${collection}.json`,
  (collection) => `/v1/${collection}`,
];

/** Shifts the notices' rotation so the first links of both collections never share a form. */
const FORM_OFFSET: Record<Collection, number> = { components: 0, notices: 2 };

/** Filters that name an id are the ones seen percent-encoded in the wild. */
const ID_FILTERS: ReadonlySet<string> = new Set(['parent_id_eq']);

export interface LinkFilter {
  name: string;
  value: string;
}

/**
 * The address of page `page` of a listing, keeping its filters. The form rotates
 * with the page number and the seed.
 */
export function nextPageHref(
  collection: Collection,
  filters: readonly LinkFilter[],
  page: number,
  seed: number,
): string {
  const path = pickBySeed(NEXT_PAGE_FORMS, page - 1 + seed + FORM_OFFSET[collection])(collection);
  const query = filters.map((filter) => {
    const encoded = pickBySeed([true, false], seed + (ID_FILTERS.has(filter.name) ? 1 : 0));
    const key = encoded ? `filter%5B${filter.name}%5D` : `filter[${filter.name}]`;
    return `${key}=${encodeURIComponent(filter.value)}`;
  });
  return `${path}?${[...query, `page=${page}`].join('&')}`;
}
