/** Today's check-ins of the open account, newest first. */
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useDeskSettings } from '../../account/account-queries.ts';
import { callDesk } from '../../bridge/index.ts';
import { QueryView } from '../../components/QueryView.tsx';
import { useKnownAppInfo } from '../../desk/hooks.ts';
import { formatDay } from '../../format/time.ts';
import { sessionQueryKey } from '../../query/keys.ts';
import { FAILED_REFETCH_MS } from '../../query/query-client.ts';
import { todayText } from '../../strings.ts';
import { CheckinTable } from './CheckinTable.tsx';
import { ReportingNote } from './ReportingNote.tsx';
import { TodayEmpty } from './TodayEmpty.tsx';
import { TodaySummary } from './TodaySummary.tsx';

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
    queryFn: ({ signal }) => {
      const reload = reloadByHand.current;
      reloadByHand.current = false;
      return callDesk('listTodayCheckins', reload ? { reload } : {}, { signal });
    },
    staleTime: TODAY_STALE_MS,
    refetchInterval: refetchEvery(refreshMinutes),
  });
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
        isEmpty={(data) => data.checkins.length === 0}
        empty={(data) => (
          <>
            <ReportingNote data={data} timeZone={timeZone} />
            <TodayEmpty data={data} />
          </>
        )}
      >
        {(data) => (
          <>
            <ReportingNote data={data} timeZone={timeZone} />
            <TodaySummary data={data} />
            <CheckinTable data={data} timeZone={timeZone} />
          </>
        )}
      </QueryView>
    </section>
  );
}
