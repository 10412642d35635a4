/**
 * Putting a write's answer in place of the read it changes, for the session open
 * now, so the screen shows the change without asking the service again.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { Method, RequestOf, ResponseOf } from '../../../../shared/ipc/contract.ts';
import { useDeskStore } from '../../desk/DeskProvider.tsx';
import { sessionQueryKey } from '../../query/keys.ts';

export function useSetSessionData() {
  const queryClient = useQueryClient();
  const store = useDeskStore();
  return <M extends Method>(method: M, request: RequestOf<M>, value: ResponseOf<M>): void => {
    const sessionId = store.getState().appInfo?.sessionId;
    if (sessionId !== undefined) queryClient.setQueryData(sessionQueryKey(sessionId, method, request), value);
  };
}
