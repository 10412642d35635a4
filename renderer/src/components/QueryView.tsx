/**
 * The one way a screen shows a query: a loading line on first load, the
 * failure with a way out when there is nothing to show, and otherwise the data,
 * kept on screen (marked as old) when it is stale or a refresh failed.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { DeskError } from '../../../shared/ipc/errors.ts';
import { ErrorPanel } from './ErrorPanel.tsx';
import { describeFailure } from './failure.ts';
import { StaleNotice } from './StaleNotice.tsx';

interface Props<T> {
  query: UseQueryResult<T>;
  /** Shown while the first answer is on its way, e.g. "Loading today's check-ins…". */
  loadingLabel: string;
  isEmpty?: (data: T) => boolean;
  empty?: (data: T) => ReactNode;
  children: (data: T) => ReactNode;
}

/** The epoch ms when a rate-limited call may go again; null for any other failure. */
function useWaitUntil(problem: unknown): number | null {
  return useMemo(
    () =>
      problem instanceof DeskError &&
      problem.code === 'rate_limited' &&
      problem.retryAfterSeconds !== undefined
        ? Date.now() + problem.retryAfterSeconds * 1_000
        : null,
    [problem],
  );
}

export function QueryView<T>({ query, loadingLabel, isEmpty, empty, children }: Props<T>) {
  // While retries run, the failure so far is already worth showing.
  const problem: unknown = query.error ?? query.failureReason;
  const waitUntil = useWaitUntil(problem);

  if (query.data === undefined) {
    if (!problem) {
      return (
        <p className="loading" aria-busy="true">
          {loadingLabel}
        </p>
      );
    }
    const retryUnlessUnderWay = () => {
      // The query's own retry may already be waiting out the same pause.
      if (query.fetchStatus === 'idle') void query.refetch();
    };
    return (
      <ErrorPanel
        failure={describeFailure(problem)}
        onRetry={() => void query.refetch()}
        wait={waitUntil === null ? null : { until: waitUntil, onElapsed: retryUnlessUnderWay }}
      />
    );
  }

  const data = query.data;
  return (
    <>
      {problem || query.isStale ? (
        <StaleNotice updatedAt={query.dataUpdatedAt} failure={problem ? describeFailure(problem) : null} />
      ) : null}
      {empty && isEmpty?.(data) ? empty(data) : children(data)}
    </>
  );
}
