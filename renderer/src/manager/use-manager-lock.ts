/** The manager's lock as the page follows it: asked again often, and at once after any change. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ManagerLockView } from '../../../shared/ipc/manager-lock.ts';
import { callDesk } from '../bridge/index.ts';

/** The desk locks again by itself after a while unused: the page notices within this long. */
const RECHECK_MS = 30_000;

// not words: a contract method's name, part of query keys
const LOCK_METHOD = 'getManagerLock';

/**
 * The lock belongs to the desk, not to the account open on it: keyed outside the
 * session, so switching or reopening the account (saving a setting does) keeps
 * the screens behind the gate mounted instead of asking for the lock afresh.
 */
const LOCK_KEY = ['desk', LOCK_METHOD] as const;

export function useManagerLock() {
  return useQuery({
    queryKey: LOCK_KEY,
    queryFn: ({ signal }) => callDesk(LOCK_METHOD, {}, { signal }),
    refetchInterval: RECHECK_MS,
  });
}

/** Puts what the desk answered about the lock in place, and has every screen follow it. */
export function useLockChanged(): (lock: ManagerLockView) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (lock: ManagerLockView) => {
      queryClient.setQueriesData<ManagerLockView>(
        { predicate: (query) => query.queryKey.includes(LOCK_METHOD) },
        lock,
      );
    },
    [queryClient],
  );
}

/** Locked now: a PIN is set and this desk is not unlocked. */
export const isLocked = (lock: ManagerLockView | undefined): boolean =>
  Boolean(lock?.enabled && !lock.unlocked);
