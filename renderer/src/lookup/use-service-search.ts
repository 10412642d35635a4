/**
 * "Search the service", only when the person asks: the service's search allows
 * five a minute for the whole account, so it is never repeated by itself. When
 * the service refuses for that reason, the box shows how long until it may be
 * asked again (the wait is the account's, so it holds for any text).
 */
import { useCallback, useState } from 'react';
import { DeskError } from '../../../shared/ipc/errors.ts';
import type { ServiceSearchResult } from '../../../shared/ipc/lookup.ts';
import { callDesk, isAbandoned } from '../bridge/index.ts';
import { describeFailure, type Failure } from '../components/failure.ts';
import { useLookupStore } from './LookupProvider.tsx';

export type ServiceSearch =
  | { status: 'idle' }
  | { status: 'searching'; text: string }
  | { status: 'found'; text: string; result: ServiceSearchResult }
  | { status: 'failed'; text: string; failure: Failure };

const IDLE: ServiceSearch = { status: 'idle' };

/** When the service says nothing about how long, its window is a minute. */
const DEFAULT_WAIT_SECONDS = 60;

export function useServiceSearch(text: string): { search: ServiceSearch; start(): void } {
  const store = useLookupStore();
  const [search, setSearch] = useState<ServiceSearch>(IDLE);
  const query = text.trim();

  const start = useCallback(() => {
    const blockedUntil = store.getState().searchBlockedUntil;
    if (!query || (blockedUntil !== null && blockedUntil > Date.now())) return;
    setSearch({ status: 'searching', text: query });
    callDesk('searchService', { text: query }).then(
      (result) => {
        // A question the searches did not admit waits for them like a refused search.
        if (result.unasked.some((each) => each.because === 'budget')) {
          store
            .getState()
            .blockSearchUntil(Date.now() + (result.retryAfterSeconds ?? DEFAULT_WAIT_SECONDS) * 1_000);
        }
        setSearch((now) =>
          now.status === 'searching' && now.text === query ? { status: 'found', text: query, result } : now,
        );
      },
      (error: unknown) => {
        if (isAbandoned(error)) return;
        if (error instanceof DeskError && error.code === 'rate_limited') {
          store
            .getState()
            .blockSearchUntil(Date.now() + (error.retryAfterSeconds ?? DEFAULT_WAIT_SECONDS) * 1_000);
        }
        const failure = describeFailure(error);
        setSearch((now) =>
          now.status === 'searching' && now.text === query ? { status: 'failed', text: query, failure } : now,
        );
      },
    );
  }, [query, store]);

  // What was searched for another text does not belong under this one.
  return { search: search.status !== 'idle' && search.text !== query ? IDLE : search, start };
}
