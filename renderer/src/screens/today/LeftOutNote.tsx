import type { TodayCheckins } from '../../../../shared/ipc/types.ts';
import { todayText } from './words.ts';

/** Check-ins the service sent today that nothing identifies: not shown, but never silently gone. */
export function LeftOutNote({ data }: { data: TodayCheckins }) {
  if (!(data.skipped > 0)) return null;
  return (
    <p className="note footnote" data-testid="today-left-out">
      {todayText.leftOut(data.skipped)}
    </p>
  );
}
