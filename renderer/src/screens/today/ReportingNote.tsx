import type { TodayCheckins } from '../../../../shared/ipc/types.ts';
import { addHour, formatClock } from '../../format/time.ts';
import { todayText } from '../../strings.ts';

/** Why the latest arrivals are missing: the service reports completed hours only. */
export function ReportingNote({ data, timeZone }: { data: TodayCheckins; timeZone: string }) {
  const gapStart = formatClock(data.excludedFrom, timeZone);
  const gapReported = formatClock(addHour(data.excludedFrom), timeZone);
  return (
    <p className="note" data-testid="reporting-note">
      {todayText.reportingNote(gapStart, gapReported)}
    </p>
  );
}
