/** Today's check-ins of the open account, newest first. */
import { QueryView } from '../../components/QueryView.tsx';
import { useKnownAppInfo } from '../../desk/hooks.ts';
import { formatDay } from '../../format/time.ts';
import { useSessionQuery } from '../../query/use-session-query.ts';
import { CheckinTable } from './CheckinTable.tsx';
import { ReportingNote } from './ReportingNote.tsx';
import { TodayEmpty } from './TodayEmpty.tsx';
import { TodaySummary } from './TodaySummary.tsx';

/** Check-ins arrive by completed hour; a few minutes' old list is still today's list. */
const TODAY_STALE_MS = 5 * 60_000;

export function TodayScreen() {
  const { timeZone } = useKnownAppInfo();
  const query = useSessionQuery('listTodayCheckins', {}, { staleTime: TODAY_STALE_MS });
  return (
    <section className="screen" aria-labelledby="today-title">
      <div className="screen-head">
        <div>
          <h1 id="today-title">Today's check-ins</h1>
          {query.data ? <p className="subtitle">{formatDay(query.data.fetchedAt, timeZone)}</p> : null}
        </div>
        <div className="actions">
          <button
            type="button"
            className="button"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            {query.isFetching ? 'Refreshing…' : 'Refresh'}
          </button>
        </div>
      </div>
      <QueryView
        query={query}
        loadingLabel="Loading today's check-ins…"
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
