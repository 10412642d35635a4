/** What screens read about the desk itself. */
import { useQuery } from '@tanstack/react-query';
import { useStore } from 'zustand';
import type { EventName, EventPayload } from '../../../shared/ipc/events.ts';
import type { AppInfo, Connectivity } from '../../../shared/ipc/types.ts';
import { callDesk } from '../bridge/index.ts';
import { appInfoKey } from '../query/keys.ts';
import { useDeskStore } from './DeskProvider.tsx';
import { readAppInfo } from './desk-state.ts';

/** The latest payload of a retained event; null until the first one arrives. */
export function useDeskEvent<E extends EventName>(name: E): EventPayload<E> | null {
  return useStore(useDeskStore(), (state) => state.latest[name]) as EventPayload<E> | null;
}

/** The account as best known; null until the first event or answer. */
export function useAppInfo(): AppInfo | null {
  return useStore(useDeskStore(), (state) => state.appInfo);
}

/** For screens that render only once the account is known (the shell guarantees it). */
export function useKnownAppInfo(): AppInfo {
  const info = useAppInfo();
  if (!info) throw new Error('useKnownAppInfo is used before the desk said which account is open.');
  return info;
}

/** The service's reachability for the open session; older sessions' reports are ignored. */
export function useConnectivity(): Connectivity | null {
  const info = useAppInfo();
  const connectivity = useDeskEvent('connectivity');
  if (info?.phase !== 'ready' || connectivity?.sessionId !== info.sessionId) return null;
  return connectivity;
}

/**
 * Asks the desk which account is open. The events say it too; this is what the
 * page shows before the first event, and while the desk's channel is down.
 */
export function useAppInfoQuery() {
  const store = useDeskStore();
  return useQuery({
    queryKey: appInfoKey,
    queryFn: ({ signal }) => readAppInfo(store, () => callDesk('getAppInfo', {}, { signal })),
  });
}

/** Zone for showing times: the desk's, or this computer's before the desk said. */
export function useDeskTimeZone(): string {
  return useAppInfo()?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}
