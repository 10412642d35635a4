/** The manager's lock as the page follows it: asked again often, and at once after any change. */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ManagerLockView } from '../../../shared/ipc/manager-lock.ts';
import { useSessionQuery } from '../query/use-session-query.ts';

/** The desk locks again by itself after a while unused: the page notices within this long. */
const RECHECK_MS = 30_000;

// not words: a contract method's name, part of query keys
const LOCK_METHOD = 'getManagerLock';

export function useManagerLock() {
  const query = useSessionQuery('getManagerLock', {}, { refetchInterval: RECHECK_MS });
  return query;
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
