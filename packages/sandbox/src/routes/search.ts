/** 4.13 Search, 4.14 result pages. */
import { setTimeout as delay } from 'node:timers/promises';
import { WAIVER_LIMITS } from '../../../../shared/domain/waiver.ts';
import { DataError, NotFoundError } from '../server/errors.ts';
import { pageOf } from '../state/search-store.ts';
import { type ApiRoute, envelope } from './route.ts';
import { readWaiverFilter, WAIVER_FILTER_PARAMETERS } from './waiver-filter.ts';
import { waiverView } from './waiver-views.ts';

export const searchRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/v4/search',
    query: [...WAIVER_FILTER_PARAMETERS, 'sort'],
    budget: 'search',
    async handle({ query, now, account, signal }) {
      const filter = readWaiverFilter(query);
      const order = query.oneOf('sort', ['asc', 'desc'] as const) ?? 'desc';
      if (account.searchLatencyMs > 0) await delay(account.searchLatencyMs, undefined, { signal });
      const indexes = account.waivers.find(filter, { now, order, limit: WAIVER_LIMITS.searchMaxResults });
      return envelope('search', account.searches.create(indexes, now));
    },
  },
  {
    method: 'GET',
    path: '/v4/search/:guid/results',
    query: ['page', 'pdf'],
    handle({ params, query, now, account }) {
      query.requirePresent('page');
      const snapshot = account.searches.get(params.guid as string, now);
      if (!snapshot) throw new NotFoundError('Search not found or expired');
      const page = query.requireInt('page', 0, Number.MAX_SAFE_INTEGER);
      const withPdf = query.bool('pdf') ?? false;
      const indexes = pageOf(snapshot, page);
      if (!indexes) throw new DataError(`page ${page} is outside the search results`);
      return envelope(
        'search_results',
        indexes.map((index) => account.wire.waiver(waiverView(account.waivers.at(index), withPdf))),
      );
    },
  },
];
