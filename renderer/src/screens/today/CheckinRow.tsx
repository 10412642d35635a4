/** One check-in; the row opens the waiver it was made on (a click, or Enter on the focused row). */
import type { KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import type { CheckIn } from '../../../../shared/domain/waiver.ts';
import { readInstant } from '../../../../shared/time/instant.ts';
import { formatClock } from '../../format/time.ts';
import { todayText } from '../../strings.ts';
import { waiverPath } from '../waiver/waiver-path.ts';
import './checkin-rows.css';

/** Position -1 on a check-in is the guardian of the minors on the waiver (spec 2.2). */
const GUARDIAN_POSITION = -1;

/** "Signed 09:05", or that the service gave no signing time. */
function signedWords(dateSigned: string, timeZone: string): string {
  return readInstant(dateSigned)
    ? todayText.row.signedAt(formatClock(dateSigned, timeZone))
    : todayText.row.signedNotGiven;
}

interface Props {
  checkin: CheckIn;
  timeZone: string;
  /** Its place among the day's check-ins (0 the newest). */
  index: number;
  /** The one row of the table that Tab reaches. */
  tabbable: boolean;
  onFocus: () => void;
  /** Measures the row's height where the table is virtualized. */
  measureRef?: ((row: HTMLTableRowElement | null) => void) | undefined;
}

export function CheckinRow({ checkin, timeZone, index, tabbable, onFocus, measureRef }: Props) {
  const navigate = useNavigate();
  const isGuardian = checkin.position === GUARDIAN_POSITION;
  // A check-in the service sent without a waiver id has no waiver to open.
  const opensWaiver = checkin.waiverId !== '';
  const open = () => navigate(waiverPath(checkin.waiverId));
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.key !== 'Enter' || event.target !== event.currentTarget || !opensWaiver) return;
    event.preventDefault();
    open();
  };
  return (
    <tr
      ref={measureRef}
      data-index={index}
      aria-rowindex={index + 2}
      className={opensWaiver ? 'opens-waiver' : undefined}
      tabIndex={tabbable ? 0 : -1}
      onFocus={onFocus}
      onClick={opensWaiver ? open : undefined}
      onKeyDown={onKeyDown}
      title={opensWaiver ? todayText.row.open : undefined}
    >
      <td className="time">
        <time dateTime={checkin.date}>{formatClock(checkin.date, timeZone)}</time>
      </td>
      <td className="name">
        {checkin.firstName} {checkin.lastName}
      </td>
      <td className="roles">
        {checkin.isMinor ? <span className="badge badge-minor">{todayText.row.minor}</span> : null}
        {isGuardian ? <span className="badge badge-guardian">{todayText.row.guardian}</span> : null}
      </td>
      <td className="waiver">
        <code title={signedWords(checkin.dateSigned, timeZone)}>{checkin.waiverId}</code>
      </td>
    </tr>
  );
}
