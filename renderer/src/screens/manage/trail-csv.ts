/** The counter's trail as a CSV file, the same way the day's check-ins are written (admissions-csv.ts). */
import type { TrailEntry } from '../../../../shared/ipc/admissions.ts';
import { csvDateTime, csvText } from '../admissions/admissions-csv.ts';
import { trailText } from './words.ts';

export function trailCsv(entries: readonly TrailEntry[], timeZone: string): string {
  const words = trailText.csv;
  const header = [
    words.date,
    words.time,
    words.what,
    words.overrode,
    words.name,
    words.desk,
    words.worker,
    words.manager,
    words.waiverId,
  ];
  // Oldest first, as a day's log reads.
  const rows = [...entries]
    .reverse()
    .map((entry) => [
      ...csvDateTime(entry.at, timeZone),
      trailText.kinds[entry.kind],
      entry.overrode ? trailText.overrode[entry.overrode] : '',
      entry.name,
      entry.deskName,
      entry.workerName ?? '',
      entry.byManager ? words.yes : words.no,
      entry.waiverId,
    ]);
  return csvText([header, ...rows]);
}
