/**
 * Opening one waiver's page, from wherever the desk found it (a scan, the lookup
 * list, a row of Today, an admission). Its detail is asked for in the same moment,
 * not once the page has been drawn empty and mounted its query: at the counter
 * the answer is what the person waits for, so it starts first.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { WaiverDetail } from '../../../shared/ipc/lookup.ts';
import { NO_SESSION, sessionQuery, useSessionId } from '../desk/use-session-query.ts';
import { type WaiverVisit, waiverPath } from './waiver-path.ts';

/**
 * A waiver never changes once signed; its detail is worth keeping while its page is
 * open. Who on it is already in changes with any desk's admission, so each opening
 * reads it afresh (`useOpenWaiver`).
 */
export const WAIVER_DETAIL_STALE_MS = 5 * 60_000;

export const waiverDetailQuery = (sessionId: number, waiverId: string) =>
  sessionQuery(sessionId, 'getWaiverDetail', { waiverId }, { staleTime: WAIVER_DETAIL_STALE_MS });

export interface OpenOptions {
  /** The waiver takes the place of the screen that opened it in history (a scan's own). */
  replace?: boolean;
  /** Its detail read in this same moment (a scan's answer brings it): shown at once, not asked for again. */
  detail?: WaiverDetail;
}

export function useOpenWaiver(): (waiverId: string, visit: WaiverVisit, options?: OpenOptions) => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sessionId = useSessionId();
  return useCallback(
    (waiverId, visit, options = {}) => {
      if (sessionId !== NO_SESSION) {
        const detail = waiverDetailQuery(sessionId, waiverId);
        // An earlier read may say someone is not in yet whom a desk has admitted since: never shown again.
        queryClient.removeQueries({ queryKey: detail.queryKey, exact: true });
        if (options.detail?.waiver.waiverId === waiverId)
          queryClient.setQueryData(detail.queryKey, options.detail);
        // A failed read is the page's to show (it asks again); asking ahead only starts it sooner.
        else void queryClient.prefetchQuery(detail);
      }
      void navigate(waiverPath(waiverId), { state: visit, replace: options.replace === true });
    },
    [navigate, queryClient, sessionId],
  );
}
