/**
 * What a screen shows instead of itself when it could not be drawn (the router's
 * `errorElement` of each route): desk words, a way to try again, and a way back.
 * The frame around it (header, lookup box, navigation) stays alive. The failure
 * goes to the desk's log with the record's id. The screen is tried again by
 * itself when what it shows changes: its reads are asked again every little
 * while, and new data brings the screen back.
 */
import { type Query, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { Link, useLocation, useNavigate, useParams, useRouteError } from 'react-router';
import type { Method } from '../../../shared/ipc/contract.ts';
import type { ScreenName } from '../../../shared/ipc/screen-failure.ts';
import { paths } from '../paths.ts';
import { isSessionRead } from '../query/keys.ts';
import { FAILED_REFETCH_MS } from '../query/query-client.ts';
import { reportFailure } from './report-failure.ts';
import { failureText } from './words.ts';

interface Props {
  screen: ScreenName;
  /** The contract reads the screen shows, asked with its route's parameters. */
  reads?: readonly Method[];
}

/** A read of the screen: one of its methods, asked with the route's own parameters. */
function readOfScreen(reads: readonly Method[], params: Readonly<Record<string, string | undefined>>) {
  return (query: Query): boolean => {
    const read = isSessionRead(query.queryKey);
    if (!read || !reads.includes(read.method)) return false;
    const request = typeof read.request === 'object' && read.request !== null ? read.request : {};
    return Object.entries(request).every(([name, value]) => params[name] === value);
  };
}

/** Calls `retry` when a read of the screen brings data other than what it failed on. */
function useRetryOnNewData(isScreenRead: (query: Query) => boolean, retry: () => void): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const cache = queryClient.getQueryCache();
    const failedOn = new Map(
      cache.findAll({ predicate: isScreenRead }).map((q) => [q.queryHash, q.state.data]),
    );
    const refetch = () => void queryClient.refetchQueries({ predicate: isScreenRead }).catch(() => {});
    const timer = window.setInterval(refetch, FAILED_REFETCH_MS);
    const unsubscribe = cache.subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success' || !isScreenRead(event.query)) return;
      if (event.query.state.data !== failedOn.get(event.query.queryHash)) retry();
    });
    return () => {
      window.clearInterval(timer);
      unsubscribe();
    };
  }, [queryClient, isScreenRead, retry]);
}

export function ScreenFailure({ screen, reads = [] }: Props) {
  const error = useRouteError();
  const recordId = useParams().waiverId;
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isScreenRead = useMemo(
    () => readOfScreen(reads, recordId === undefined ? {} : { waiverId: recordId }),
    [reads, recordId],
  );

  useEffect(() => reportFailure(screen, error, recordId), [screen, error, recordId]);

  // A new location (the same address) makes the router draw the screen afresh.
  const retry = useCallback(
    () => navigate(`${location.pathname}${location.search}`, { replace: true, state: location.state }),
    [navigate, location.pathname, location.search, location.state],
  );
  useRetryOnNewData(isScreenRead, retry);

  const tryAgain = () => {
    void queryClient
      .refetchQueries({ predicate: isScreenRead })
      .catch(() => {})
      .finally(retry);
  };

  const words = failureText.screen;
  return (
    <section
      className="screen screen-failure"
      aria-labelledby="screen-failure-title"
      data-testid="screen-failure"
    >
      <h1 id="screen-failure-title">{words.title}</h1>
      <div className="failure" role="alert">
        <p className="failure-message">{words.text}</p>
        <p className="failure-hint">{words.retrying}</p>
        <div className="actions">
          <button type="button" className="button" onClick={tryAgain}>
            {words.retry}
          </button>
          {location.pathname === paths.today ? null : (
            <Link to={paths.today} className="button button-outline">
              {words.backToToday}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
