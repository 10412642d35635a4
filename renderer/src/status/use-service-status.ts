/**
 * The page's side of service status: the indicator's state from the retained
 * event (for the open session only), the latest reading from the desk, and a
 * reading on demand whose answer lands in the same cache entry.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { ServiceHealth, ServiceStatusView } from '../../../shared/ipc/service-status.ts';
import { callDesk } from '../bridge/index.ts';
import { useAppInfo, useDeskEvent } from '../desk/hooks.ts';
import { useSessionQuery } from '../desk/use-session-query.ts';
import { sessionQueryKey } from '../query/keys.ts';

/** The indicator's state; null until the open session told it (older sessions' reports are ignored). */
export function useServiceHealth(): ServiceHealth | null {
  const info = useAppInfo();
  const health = useDeskEvent('serviceHealth');
  if (info?.phase !== 'ready' || health?.sessionId !== info.sessionId) return null;
  return health;
}

/** The last reading of the status page, refetched whenever the desk reports a newer one. */
export function useServiceStatus(health: ServiceHealth | null) {
  const query = useSessionQuery('getServiceStatus', {});
  const { refetch } = query;
  const readAt = health?.lastReadingAt ?? null;
  const shownAt = query.data?.health.lastReadingAt ?? null;
  useEffect(() => {
    if (readAt !== null && shownAt !== null && readAt !== shownAt) void refetch();
  }, [readAt, shownAt, refetch]);
  return query;
}

/** Asks the desk to read the status page now (sharing a reading under way); the answer fills the cache. */
export function useRefreshServiceStatus() {
  const queryClient = useQueryClient();
  const info = useAppInfo();
  const sessionId = info?.phase === 'ready' ? info.sessionId : null;
  const mutation = useMutation({
    mutationFn: () => callDesk('refreshServiceStatus', {}),
    onSuccess: (view: ServiceStatusView) => {
      if (sessionId !== null && view.health.sessionId === sessionId) {
        queryClient.setQueryData(sessionQueryKey(sessionId, 'getServiceStatus', {}), view);
      }
    },
  });
  const { mutate } = mutation;
  const refresh = useCallback(() => {
    if (sessionId !== null) mutate();
  }, [mutate, sessionId]);
  return { refresh, refreshing: mutation.isPending };
}

/** The network came back to this browser: the status the page shows may be old. */
export function useRefreshWhenOnline(refresh: () => void): void {
  useEffect(() => {
    window.addEventListener('online', refresh);
    return () => window.removeEventListener('online', refresh);
  }, [refresh]);
}
