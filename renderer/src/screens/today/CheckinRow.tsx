/**
 * One person in today's list: a check-in the service reported or one recorded at a
 * desk. The row opens the waiver it was made on (a click, or Enter on the focused row).
 */

import type { KeyboardEvent } from 'react';
import { readInstant } from '../../../../shared/time/instant.ts';
import { formatClock } from '../../format/time.ts';
import { useOpenWaiver } from '../../navigation/open-waiver.ts';
import { PersonVerdictMark } from '../../verdict/PersonVerdict.tsx';
import { rowVisit } from './open-row.ts';
import type { TodayRow } from './today-rows.ts';
import { todayText } from './words.ts';
import './checkin-rows.css';

/** "Signed 09:05", that the service gave no signing time, or nothing for an admission (it carries none). */
function signedWords(row: TodayRow, timeZone: string): string | undefined {
  if (row.admitted) return undefined;
  return readInstant(row.dateSigned)
    ? todayText.row.signedAt(formatClock(row.dateSigned, timeZone))
    : todayText.row.signedNotGiven;
}

/** The person's verdict, as every screen words it. */
function PersonStanding({ row }: { row: TodayRow }) {
  if (!row.verdict) return <span className="checkin-quiet">{todayText.row.notInCopy}</span>;
  return <PersonVerdictMark verdict={row.verdict} />;
}

interface Props {
  row: TodayRow;
  timeZone: string;
  /** Its place among the rows shown (0 the newest). */
  index: number;
  /** The one row of the table that Tab reaches. */
  tabbable: boolean;
  onFocus: () => void;
  /** Measures the row's height where the table is virtualized. */
  measureRef?: ((row: HTMLTableRowElement | null) => void) | undefined;
}

export function CheckinRow({ row, timeZone, index, tabbable, onFocus, measureRef }: Props) {
  const openWaiver = useOpenWaiver();
  // A check-in the service sent without a waiver id has no waiver to open.
  const opensWaiver = row.waiverId !== '';
  const open = () => openWaiver(row.waiverId, rowVisit(row));
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.key !== 'Enter' || event.target !== event.currentTarget || !opensWaiver) return;
    event.preventDefault();
    open();
  };
  return (
    <tr
      ref={measureRef}
      data-index={index}
      data-testid="today-row"
      data-admitted={row.admitted ? (row.admitted.here ? 'here' : 'elsewhere') : undefined}
      aria-rowindex={index + 2}
      className={opensWaiver ? 'opens-waiver' : undefined}
      tabIndex={tabbable ? 0 : -1}
      onFocus={onFocus}
      onClick={opensWaiver ? open : undefined}
      onKeyDown={onKeyDown}
      title={opensWaiver ? todayText.row.open : undefined}
    >
      <td className="time">
        <time dateTime={row.at}>{formatClock(row.at, timeZone)}</time>
      </td>
      <td className="name">{row.name}</td>
      <td className="roles">
        {row.isMinor ? <span className="badge badge-minor">{todayText.row.minor}</span> : null}
        {row.isGuardian ? <span className="badge badge-guardian">{todayText.row.guardian}</span> : null}
        {row.admitted ? (
          <span className="badge badge-admitted">
            {row.admitted.here ? todayText.row.admittedHere : todayText.row.admittedAt(row.admitted.deskName)}
          </span>
        ) : null}
        {row.admitted?.leftAt ? (
          <span className="badge" data-testid="today-left">
            {todayText.row.left(formatClock(row.admitted.leftAt, timeZone))}
          </span>
        ) : null}
      </td>
      <td className="waiver" title={signedWords(row, timeZone)}>
        <PersonStanding row={row} />
      </td>
    </tr>
  );
}
