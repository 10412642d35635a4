import type { TodayCheckins } from '../../../../shared/ipc/types.ts';
import { RecordBoundary } from '../../failures/RecordBoundary.tsx';
import { failureText, todayText } from '../../strings.ts';
import { CheckinRow } from './CheckinRow.tsx';

function UnreadableRow() {
  return (
    <tr className="unreadable">
      <td colSpan={4}>{failureText.checkinRow}</td>
    </tr>
  );
}

export function CheckinTable({ data, timeZone }: { data: TodayCheckins; timeZone: string }) {
  return (
    <table className="checkins" aria-label={todayText.table.label}>
      <thead>
        <tr>
          <th scope="col">{todayText.table.time}</th>
          <th scope="col">{todayText.table.name}</th>
          <th scope="col">
            <span className="visually-hidden">{todayText.table.roles}</span>
          </th>
          <th scope="col">{todayText.table.waiver}</th>
        </tr>
      </thead>
      <tbody>
        {data.checkins.map((checkin, index) => (
          // Check-ins the service sent without an id all read as 0: their place keeps them apart.
          <RecordBoundary
            key={checkin.checkinId || `at-${index}`}
            screen="today"
            recordId={checkin.waiverId || checkin.checkinId}
            resetKeys={[checkin]}
            fallback={<UnreadableRow />}
          >
            <CheckinRow checkin={checkin} timeZone={timeZone} />
          </RecordBoundary>
        ))}
      </tbody>
    </table>
  );
}
