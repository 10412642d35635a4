import type { CheckIn } from '../../../../shared/domain/waiver.ts';
import { formatClock } from '../../format/time.ts';

/** Position -1 on a check-in is the guardian of the minors on the waiver (spec 2.2). */
const GUARDIAN_POSITION = -1;

export function CheckinRow({ checkin, timeZone }: { checkin: CheckIn; timeZone: string }) {
  const isGuardian = checkin.position === GUARDIAN_POSITION;
  return (
    <tr>
      <td className="time">
        <time dateTime={checkin.date}>{formatClock(checkin.date, timeZone)}</time>
      </td>
      <td className="name">
        {checkin.firstName} {checkin.lastName}
      </td>
      <td className="roles">
        {checkin.isMinor ? <span className="badge badge-minor">Minor</span> : null}
        {isGuardian ? <span className="badge badge-guardian">Guardian</span> : null}
      </td>
      <td className="waiver">
        <code title={`Signed ${formatClock(checkin.dateSigned, timeZone)}`}>{checkin.waiverId}</code>
      </td>
    </tr>
  );
}
