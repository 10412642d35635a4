import type { TodayCheckins } from '../../../../shared/ipc/types.ts';
import { todayText } from './words.ts';

export function TodayEmpty({ data }: { data: TodayCheckins }) {
  return (
    <p className="empty" data-testid="today-empty">
      {data.window ? todayText.empty.noCheckins : todayText.empty.noCompletedHour}
    </p>
  );
}
