import { useEffect } from 'react';
import type { TodayCheckins } from '../../../shared/ipc/types.ts';
import { CheckinRow } from '../components/CheckinRow.tsx';
import { FailurePanel } from '../components/FailurePanel.tsx';
import { addHour, formatClock, formatDay } from '../format/time.ts';
import { useToday } from '../stores/today.ts';

function ReportingNote({ data, timeZone }: { data: TodayCheckins; timeZone: string }) {
  const gapStart = formatClock(data.excludedFrom, timeZone);
  const gapReported = formatClock(addHour(data.excludedFrom), timeZone);
  return (
    <p className="note" data-testid="reporting-note">
      The waiver service reports check-ins only for completed hours: arrivals since {gapStart} appear after{' '}
      {gapReported}.
    </p>
  );
}

function Summary({ data }: { data: TodayCheckins }) {
  const minors = data.checkins.filter((checkin) => checkin.isMinor).length;
  const waivers = new Set(data.checkins.map((checkin) => checkin.waiverId)).size;
  return (
    <p className="summary" data-testid="today-summary">
      {data.checkins.length} check-ins · {minors} minors · {waivers} waivers
    </p>
  );
}

function CheckinTable({ data, timeZone }: { data: TodayCheckins; timeZone: string }) {
  if (data.checkins.length === 0) {
    return (
      <p className="empty" data-testid="today-empty">
        {data.window
          ? 'No check-ins yet today.'
          : 'No completed hour yet today, so there is nothing to report.'}
      </p>
    );
  }
  return (
    <table className="checkins" aria-label="Today's check-ins">
      <thead>
        <tr>
          <th scope="col">Time</th>
          <th scope="col">Name</th>
          <th scope="col">
            <span className="visually-hidden">Minor or guardian</span>
          </th>
          <th scope="col">Waiver</th>
        </tr>
      </thead>
      <tbody>
        {data.checkins.map((checkin) => (
          <CheckinRow key={checkin.checkinId} checkin={checkin} timeZone={timeZone} />
        ))}
      </tbody>
    </table>
  );
}

export function TodayScreen({ timeZone }: { timeZone: string }) {
  const { data, loading, failure, load } = useToday();

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <section className="screen" aria-labelledby="today-title">
      <div className="screen-head">
        <div>
          <h1 id="today-title">Today's check-ins</h1>
          {data ? <p className="subtitle">{formatDay(data.fetchedAt, timeZone)}</p> : null}
        </div>
        <div className="actions">
          {data ? <span className="updated">Updated {formatClock(data.fetchedAt, timeZone)}</span> : null}
          <button type="button" className="button" onClick={() => void load()} disabled={loading}>
            {loading ? 'Refreshing…' : 'Refresh'}
          </button>
        </div>
      </div>
      {failure ? <FailurePanel failure={failure} onRetry={() => void load()} /> : null}
      {!data && loading ? (
        <p className="loading" aria-busy="true">
          Loading today's check-ins…
        </p>
      ) : null}
      {data ? (
        <>
          <ReportingNote data={data} timeZone={timeZone} />
          <Summary data={data} />
          <CheckinTable data={data} timeZone={timeZone} />
        </>
      ) : null}
    </section>
  );
}
