/** The one QueryClient of the page, with the desk's rules for retrying and refetching. */
import { type Query, QueryClient } from '@tanstack/react-query';
import { retryDelayFor, shouldRetry } from './retry-policy.ts';

/** A screen showing a failure tries again on its own this often, so it recovers unattended. */
export const FAILED_REFETCH_MS = 20_000;
/** How long an answer counts as current unless a screen says otherwise. */
export const DEFAULT_STALE_MS = 60_000;

const refetchWhileFailed = (query: Query): number | false =>
  query.state.status === 'error' ? FAILED_REFETCH_MS : false;

export function createDeskQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay: retryDelayFor,
        staleTime: DEFAULT_STALE_MS,
        refetchInterval: refetchWhileFailed,
        refetchIntervalInBackground: true,
        // The host is on this computer: whether the browser thinks it is online says nothing about it.
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
