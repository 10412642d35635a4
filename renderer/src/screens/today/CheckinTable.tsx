import type { TodayCheckins } from '../../../../shared/ipc/types.ts';
import { CheckinRow } from './CheckinRow.tsx';

export function CheckinTable({ data, timeZone }: { data: TodayCheckins; timeZone: string }) {
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
