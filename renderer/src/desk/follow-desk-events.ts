/**
 * One subscription feeds the page: every event lands in the desk state, a new
 * account session drops what the old one loaded, and every query is refreshed
 * when the waiver service answers again after an outage (so each screen
 * recovers without anyone pressing a button) or when the desk's zone changes.
 */
import type { QueryClient } from '@tanstack/react-query';
import { ARRIVED_AT_MOST } from '../../../shared/ipc/admissions.ts';
import type { Unsubscribe } from '../../../shared/ipc/contract.ts';
import type { AdmissionsRecorded, DeskEvent } from '../../../shared/ipc/events.ts';
import type { AppInfo, Connectivity } from '../../../shared/ipc/types.ts';
import { callDesk } from '../bridge/call-desk.ts';
import { forgetOtherSessions, isOtherSessionKey, isSessionRead, refreshAccountViews } from '../query/keys.ts';
import type { DeskStateStore } from './desk-state.ts';
import { changeToday, changeTodayBy, todayHolds, todayOpen } from './today-patch.ts';

export interface FollowOptions {
  store: DeskStateStore;
  queryClient: QueryClient;
  subscribe: (listener: (event: DeskEvent) => void) => Unsubscribe;
}

/** "Today" and every time shown depend on the desk's zone, which can change within a session. */
export const zoneChanged = (before: AppInfo | null, now: AppInfo): boolean =>
  before !== null && before.sessionId === now.sessionId && before.timeZone !== now.timeZone;

export const serviceCameBack = (before: Connectivity | null, now: Connectivity): boolean =>
  now.service === 'online' && (before?.service === 'offline' || before?.service === 'failing');

/** The reads that list the day's admissions: Today and the admissions list. */
const ADMISSION_READS: ReadonlySet<string> = new Set(['listTodayCheckins', 'listAdmissions']);

const readTodayAgain = (queryClient: QueryClient, sessionId: number): void =>
  void queryClient.invalidateQueries({
    predicate: (query) =>
      query.queryKey[1] === sessionId && isSessionRead(query.queryKey)?.method === 'listTodayCheckins',
  });

/**
 * Another desk's check-ins join the open Today from a read of them alone, with their
 * verdicts as Today reads them; Today is read whole only when that read fails.
 */
function addArrived(queryClient: QueryClient, sessionId: number, admissionIds: string[]): void {
  if (admissionIds.length > ARRIVED_AT_MOST) {
    readTodayAgain(queryClient, sessionId);
    return;
  }
  callDesk('getArrivedAdmissions', { admissionIds }).then(
    ({ admissions, verdicts }) => changeToday(queryClient, { kind: 'admitted', admissions, verdicts }),
    () => readTodayAgain(queryClient, sessionId),
  );
}

/**
 * A desk of the account checked people in, undid a check-in or marked someone as left:
 * every open list of the day reads again (from the copy), but not Today, a busy day's
 * being megabytes (the scan after an admission would wait behind it): it holds this
 * desk's own check-ins already (added as made), adds another desk's from a read of them
 * alone, and is changed by undos and marks of left.
 */
function readAdmissionsAgain(
  queryClient: QueryClient,
  { sessionId, admissionIds, changes }: AdmissionsRecorded,
): void {
  if (changes !== undefined) changeTodayBy(queryClient, changes);
  if (admissionIds !== undefined && todayOpen(queryClient) && !todayHolds(queryClient, admissionIds))
    addArrived(queryClient, sessionId, admissionIds);
  const todayCurrent = changes !== undefined || admissionIds !== undefined;
  void queryClient.invalidateQueries({
    predicate: (query) => {
      const read = isSessionRead(query.queryKey);
      return (
        read !== null &&
        query.queryKey[1] === sessionId &&
        ADMISSION_READS.has(read.method) &&
        !(todayCurrent && read.method === 'listTodayCheckins')
      );
    },
  });
}

export function followDeskEvents({ store, queryClient, subscribe }: FollowOptions): Unsubscribe {
  const stopForgetting = store.subscribe((state, previous) => {
    const sessionId = state.appInfo?.sessionId;
    if (sessionId !== undefined && sessionId !== previous.appInfo?.sessionId) {
      forgetOtherSessions(queryClient, sessionId);
    }
  });
  // A screen still showing the old session when the switch came can ask once more before it re-renders:
  // whatever it adds for an earlier session is dropped as it arrives.
  const stopWatchingCache = queryClient.getQueryCache().subscribe((event) => {
    const current = store.getState().appInfo?.sessionId;
    if (event.type === 'added' && current !== undefined && isOtherSessionKey(event.query.queryKey, current)) {
      forgetOtherSessions(queryClient, current);
    }
  });
  const stopListening = subscribe((event) => {
    const before = store.getState();
    before.receive(event);
    const stale =
      (event.name === 'connectivity' && serviceCameBack(before.latest.connectivity, event.payload)) ||
      (event.name === 'accountChanged' && zoneChanged(before.appInfo, event.payload));
    if (stale) void queryClient.invalidateQueries();
    else if (event.name === 'admissionsRecorded' && event.payload.sessionId === before.appInfo?.sessionId)
      readAdmissionsAgain(queryClient, event.payload);
    // The first reading of the status page gives an account without a name of its own the page's name.
    else if (
      event.name === 'serviceHealth' &&
      event.payload.lastReadingAt !== null &&
      (before.latest.serviceHealth?.sessionId !== event.payload.sessionId ||
        before.latest.serviceHealth.lastReadingAt === null)
    )
      void refreshAccountViews(queryClient);
  });
  return () => {
    stopListening();
    stopWatchingCache();
    stopForgetting();
  };
}
