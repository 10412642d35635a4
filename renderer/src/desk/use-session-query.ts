/** A contract read for the open account, keyed with its session and cut when abandoned. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Method, RequestOf } from '../../../shared/ipc/contract.ts';
import { callDesk } from '../bridge/index.ts';
import { sessionQueryKey } from '../query/keys.ts';
import { useAppInfo } from './hooks.ts';

/** Keys of a query while no account is open; such a query never runs. */
export const NO_SESSION = -1;

export interface SessionQueryTiming {
  staleTime?: number;
  refetchInterval?: number;
}

/** One read's key, function and timing: the same for a screen's query and for asking it ahead. */
export function sessionQuery<M extends Method>(
  sessionId: number,
  method: M,
  request: RequestOf<M>,
  options: SessionQueryTiming = {},
) {
  return queryOptions({
    queryKey: sessionQueryKey(sessionId, method, request),
    queryFn: ({ signal }) => callDesk(method, request, { signal }),
    enabled: sessionId !== NO_SESSION,
    ...(options.staleTime === undefined ? {} : { staleTime: options.staleTime }),
    ...(options.refetchInterval === undefined ? {} : { refetchInterval: options.refetchInterval }),
  });
}

/** The open account's session, or `NO_SESSION`. */
export function useSessionId(): number {
  const info = useAppInfo();
  return info?.phase === 'ready' ? info.sessionId : NO_SESSION;
}

export function useSessionQuery<M extends Method>(
  method: M,
  request: RequestOf<M>,
  options: SessionQueryTiming = {},
) {
  return useQuery(sessionQuery(useSessionId(), method, request, options));
}
