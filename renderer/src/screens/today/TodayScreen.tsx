/**
 * Today's check-ins of the open account, newest first: the service's and those
 * recorded at the desks, each with its waiver's verdict, narrowed by name and
 * quick filters.
 */

import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo, useRef } from 'react';
import type { TodayCheckins } from '../../../../shared/ipc/types.ts';
import { useDeskSettings } from '../../account/account-queries.ts';
import { callDesk } from '../../bridge/index.ts';
import { QueryView } from '../../components/QueryView.tsx';
import { useDeskEvent, useKnownAppInfo } from '../../desk/hooks.ts';
import { formatDay } from '../../format/time.ts';
import { useOpenWaiver } from '../../navigation/open-waiver.ts';
import { sessionQueryKey } from '../../query/keys.ts';
import { FAILED_REFETCH_MS } from '../../query/query-client.ts';
import { CheckinTable } from './CheckinTable.tsx';
import { LeftOutNote } from './LeftOutNote.tsx';
import { rowVisit } from './open-row.ts';
import { ReportingNote } from './ReportingNote.tsx';
import { TodayEmpty } from './TodayEmpty.tsx';
import { TodayFilterBar } from './TodayFilterBar.tsx';
import { TodaySummary } from './TodaySummary.tsx';
import { useTodayFilter } from './today-filter-store.ts';
import { countRows, filterRows, isFiltered, NO_FILTER, type TodayFilter, todayRows } from './today-rows.ts';
import { todayText } from './words.ts';

/** Check-ins arrive by completed hour; a few minutes' old list is still today's list. */
const TODAY_STALE_MS = 5 * 60_000;

/** The list reloads by itself on the desk's "Today refresh interval"; a failed one as every screen does. */
function refetchEvery(refreshMinutes: number | undefined) {
  return (query: { state: { status: string } }): number | false => {
    if (query.state.status === 'error') return FAILED_REFETCH_MS;
    return refreshMinutes === undefined ? false : refreshMinutes * 60_000;
  };
}

export function TodayScreen() {
  const { timeZone, sessionId } = useKnownAppInfo();
  const refreshMinutes = useDeskSettings().data?.preferences.todayRefreshMinutes;
  // Refresh by hand reads the whole day again; the timed refresh only the hours completed since.
  const reloadByHand = useRef(false);
  // The shell shows Today only with an account open, so the session is the open one.
  const query = useQuery({
    queryKey: sessionQueryKey(sessionId, 'listTodayCheckins', {}),
    // Not given up when the person leaves Today (a scan takes its place): the desk reads the
    // whole day either way, and an answer thrown away is read again on the way back, so
    // a busy day's read would start again under every scan and never end.
    queryFn: () => {
      const reload = reloadByHand.current;
      reloadByHand.current = false;
      return callDesk('listTodayCheckins', reload ? { reload } : {});
    },
    staleTime: TODAY_STALE_MS,
    refetchInterval: refetchEvery(refreshMinutes),
  });
  useVerdictsAsCopyGrows(query.data, query.refetch);
  return (
    <section className="screen" aria-labelledby="today-title">
      <div className="screen-head">
        <div>
          <h1 id="today-title">{todayText.screen.title}</h1>
          {query.data ? <p className="subtitle">{formatDay(query.data.fetchedAt, timeZone)}</p> : null}
        </div>
        <div className="actions">
          <button
            type="button"
            className="button"
            onClick={() => {
              reloadByHand.current = true;
              void query.refetch();
            }}
            disabled={query.isFetching}
          >
            {query.isFetching ? todayText.screen.refreshing : todayText.screen.refresh}
          </button>
        </div>
      </div>
      <QueryView
        query={query}
        loadingLabel={todayText.screen.loading}
        isEmpty={(data) => data.checkins.length === 0 && data.admissions.length === 0}
        empty={(data) => (
          <>
            <ReportingNote data={data} timeZone={timeZone} />
            <TodayEmpty data={data} />
          </>
        )}
      >
        {(data) => <TodayList data={data} timeZone={timeZone} sessionId={sessionId} />}
      </QueryView>
    </section>
  );
}

/** Some row names a waiver the copy did not hold when the list was read (a copy still filling). */
const lacksVerdicts = (data: TodayCheckins): boolean =>
  [...data.checkins, ...data.admissions].some(
    (row) => row.waiverId !== '' && !Object.hasOwn(data.verdicts, row.waiverId),
  );

/**
 * A desk's first day fills its copy while Today is open: each time the copy is
 * current again, a list with rows still waiting for their waiver's verdict is read
 * again (from the copy: the service is asked only for hours completed since).
 */
function useVerdictsAsCopyGrows(data: TodayCheckins | undefined, refetch: () => Promise<unknown>) {
  const currentAt = useDeskEvent('syncProgress')?.lastCurrentAt ?? null;
  const waiting = useMemo(() => (data ? lacksVerdicts(data) : false), [data]);
  const seen = useRef(currentAt);
  useEffect(() => {
    if (currentAt === seen.current) return;
    seen.current = currentAt;
    if (waiting) void refetch();
  }, [currentAt, waiting, refetch]);
}

/** A filter's own identity: a new one draws the list from its top. */
const filterKey = (filter: TodayFilter): string =>
  [filter.text.trim().toLowerCase(), filter.minors, filter.flagged, filter.admittedHere].join('|');

function TodayList({
  data,
  timeZone,
  sessionId,
}: {
  data: TodayCheckins;
  timeZone: string;
  sessionId: number;
}) {
  const openWaiver = useOpenWaiver();
  const list = useRef<HTMLDivElement>(null);
  const [filter, setFilter] = useTodayFilter(sessionId);
  // Typing stays quick on a day of ten thousand: the list follows a keystroke behind when it must.
  const applied = useDeferredValue(filter);
  const rows = useMemo(() => todayRows(data), [data]);
  const counts = useMemo(() => countRows(rows), [rows]);
  const shown = useMemo(() => filterRows(rows, applied), [rows, applied]);
  const only = shown.length === 1 ? shown[0] : undefined;
  return (
    <>
      <ReportingNote data={data} timeZone={timeZone} />
      <TodaySummary counts={counts} shown={isFiltered(applied) ? shown.length : null} />
      <TodayFilterBar
        filter={filter}
        onChange={setFilter}
        onToList={() => list.current?.querySelector<HTMLElement>('tr[data-index][tabindex="0"]')?.focus()}
        onOpenOnly={only?.waiverId ? () => openWaiver(only.waiverId, rowVisit(only)) : null}
      />
      {shown.length === 0 ? (
        <p className="empty" data-testid="today-no-match">
          {todayText.filter.noMatch}{' '}
          <button type="button" className="button button-outline" onClick={() => setFilter(NO_FILTER)}>
            {todayText.filter.showEveryone}
          </button>
        </p>
      ) : (
        <div ref={list}>
          <CheckinTable key={filterKey(applied)} rows={shown} timeZone={timeZone} />
        </div>
      )}
      <LeftOutNote data={data} />
    </>
  );
}
