import type { TodayCheckins } from '../../../../shared/ipc/types.ts';
import { todayText } from '../../strings.ts';

export function TodaySummary({ data }: { data: TodayCheckins }) {
  const minors = data.checkins.filter((checkin) => checkin.isMinor).length;
  const waivers = new Set(data.checkins.map((checkin) => checkin.waiverId)).size;
  return (
    <p className="summary" data-testid="today-summary">
      {todayText.summary(data.checkins.length, minors, waivers)}
    </p>
  );
}
