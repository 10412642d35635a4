/** A contract read for the open account, keyed with its session and cut when abandoned. */
import { useQuery } from '@tanstack/react-query';
import type { Method, RequestOf } from '../../../shared/ipc/contract.ts';
import { callDesk } from '../bridge/index.ts';
import { useAppInfo } from '../desk/hooks.ts';
import { sessionQueryKey } from './keys.ts';

/** Keys of a query while no account is open; such a query never runs. */
const NO_SESSION = -1;

export function useSessionQuery<M extends Method>(
  method: M,
  request: RequestOf<M>,
  options: { staleTime?: number; refetchInterval?: number } = {},
) {
  const info = useAppInfo();
  const sessionId = info?.phase === 'ready' ? info.sessionId : NO_SESSION;
  return useQuery({
    queryKey: sessionQueryKey(sessionId, method, request),
    queryFn: ({ signal }) => callDesk(method, request, { signal }),
    enabled: sessionId !== NO_SESSION,
    ...(options.staleTime === undefined ? {} : { staleTime: options.staleTime }),
    ...(options.refetchInterval === undefined ? {} : { refetchInterval: options.refetchInterval }),
  });
}
