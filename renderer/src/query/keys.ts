/**
 * Query keys. Everything the account's services answer is keyed with the
 * session it came from, so switching accounts can never show the old account's
 * data under the new one's name.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Method } from '../../../shared/ipc/contract.ts';

const SESSION_SCOPE = 'session';

export const appInfoKey = ['app-info'] as const;

export const sessionQueryKey = (sessionId: number, method: Method, request: unknown) =>
  [SESSION_SCOPE, sessionId, method, request] as const;

/** The method and request of a session read's key; null for any other key. */
export function isSessionRead(queryKey: readonly unknown[]): { method: Method; request: unknown } | null {
  return queryKey[0] === SESSION_SCOPE && typeof queryKey[2] === 'string'
    ? { method: queryKey[2] as Method, request: queryKey[3] }
    : null;
}

/** Whether `queryKey` holds what a session other than `sessionId` loaded. */
export const isOtherSessionKey = (queryKey: readonly unknown[], sessionId: number): boolean =>
  queryKey[0] === SESSION_SCOPE && queryKey[1] !== sessionId;

/** Drops (and stops fetching) whatever an earlier account's session loaded. */
export function forgetOtherSessions(queryClient: QueryClient, sessionId: number): void {
  const filters = {
    predicate: (query: { queryKey: readonly unknown[] }) => isOtherSessionKey(query.queryKey, sessionId),
  };
  void queryClient.cancelQueries(filters);
  queryClient.removeQueries(filters);
}

const DESK_SCOPE = 'desk';

/** The desk's own reads (the account and its settings), keyed with the session that answered them. */
export type DeskRead = 'getAccount' | 'getSettings' | 'getSharedDatabase' | 'getPrinting';

export const deskReadKey = (sessionId: number, method: DeskRead) => [DESK_SCOPE, sessionId, method] as const;

/** After a connect, switch, sign-out or save: whatever showed the account or settings asks again. */
export function refreshAccountViews(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: [DESK_SCOPE],
  });
}
