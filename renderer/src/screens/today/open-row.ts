import type { NavigateFunction } from 'react-router';
import { type WaiverVisit, waiverPath } from '../waiver/waiver-path.ts';
import type { TodayRow } from './today-rows.ts';

/** Opens the waiver a row of Today was made on, its person marked and shown first. */
export function openRowWaiver(
  navigate: NavigateFunction,
  row: Pick<TodayRow, 'waiverId' | 'position'>,
): void {
  const visit: WaiverVisit = { person: row.position, passScan: false };
  void navigate(waiverPath(row.waiverId), { state: visit });
}
