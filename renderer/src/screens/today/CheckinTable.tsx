import type { TodayCheckins } from '../../../../shared/ipc/types.ts';
import { todayText } from '../../strings.ts';
import { CheckinRow } from './CheckinRow.tsx';

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
        {data.checkins.map((checkin) => (
          <CheckinRow key={checkin.checkinId} checkin={checkin} timeZone={timeZone} />
        ))}
      </tbody>
    </table>
  );
}
