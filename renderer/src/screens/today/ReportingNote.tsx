import type { TodayCheckins } from '../../../../shared/ipc/types.ts';
import { addHour, formatClock } from '../../format/time.ts';
import { todayText } from './words.ts';

/** Why the latest arrivals are missing: the service reports completed hours only. */
export function ReportingNote({ data, timeZone }: { data: TodayCheckins; timeZone: string }) {
  const gapEnd = addHour(data.excludedFrom);
  // Without the hour the service is still counting there is no gap to explain.
  if (gapEnd === null) return null;
  const gapStart = formatClock(data.excludedFrom, timeZone);
  const gapReported = formatClock(gapEnd, timeZone);
  return (
    <p className="note" data-testid="reporting-note">
      {todayText.reportingNote(gapStart, gapReported)}
    </p>
  );
}
