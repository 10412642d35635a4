/**
 * The account and the desk's settings as the page reads them. The desk answers
 * these itself (not the account's services), so they have a scope of their own
 * beside the sessions' data; they are still keyed with the session, so every
 * switch reads them afresh, and the last answer stays on screen while the next
 * one loads, so Settings does not flicker when a saved preference reopens the session.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callDesk } from '../bridge/index.ts';
import { useAppInfo } from '../desk/hooks.ts';
import { type DeskRead, deskReadKey } from '../query/keys.ts';

/** The open session's id, or null before the desk said; these reads answer in the set-up state too. */
function useSessionId(): number | null {
  return useAppInfo()?.sessionId ?? null;
}

const NO_SESSION = -1;

/** One of the desk's own reads for the open session; the last answer stays while the next loads. */
function useDeskRead<T>(method: DeskRead, read: (signal: AbortSignal) => Promise<T>) {
  const sessionId = useSessionId();
  return useQuery({
    queryKey: deskReadKey(sessionId ?? NO_SESSION, method),
    queryFn: ({ signal }) => read(signal),
    enabled: sessionId !== null,
    placeholderData: keepPreviousData,
  });
}

export const useAccountOverview = () =>
  useDeskRead('getAccount', (signal) => callDesk('getAccount', {}, { signal }));
export const useDeskSettings = () =>
  useDeskRead('getSettings', (signal) => callDesk('getSettings', {}, { signal }));
export const useSharedDatabase = () =>
  useDeskRead('getSharedDatabase', (signal) => callDesk('getSharedDatabase', {}, { signal }));
/** The printers and the wristband rules: Settings edits them, every check-in reads them. */
export const usePrinting = () =>
  useDeskRead('getPrinting', (signal) => callDesk('getPrinting', {}, { signal }));
