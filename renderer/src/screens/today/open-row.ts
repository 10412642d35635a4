import type { WaiverVisit } from '../../navigation/waiver-path.ts';
import type { TodayRow } from './today-rows.ts';

/** The visit of a row of Today: its person marked and shown first. */
export const rowVisit = (row: Pick<TodayRow, 'position'>): WaiverVisit => ({
  person: row.position,
  scan: null,
});
