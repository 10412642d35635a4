import type { TodayCounts } from './today-rows.ts';
import { todayText } from './words.ts';

/** "312 in today, 41 minors", and how many a filter leaves ("showing 12"), said to a screen reader as it changes. */
export function TodaySummary({ counts, shown }: { counts: TodayCounts; shown: number | null }) {
  return (
    <p className="summary" data-testid="today-summary" role="status">
      {todayText.summary(counts.people, counts.minors)}
      {shown === null ? null : (
        <span data-testid="today-shown">
          {' · '}
          {todayText.showing(shown)}
        </span>
      )}
    </p>
  );
}
