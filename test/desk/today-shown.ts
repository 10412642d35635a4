/** What the screen shows of Today, to hold a Today the page changed against Today read again. */
import { countRows, todayRows } from '../../renderer/src/screens/today/today-rows.ts';
import type { TodayCheckins } from '../../shared/ipc/types.ts';

/** Its rows, their verdicts and its counts (not when it was read). */
export const shown = (today: TodayCheckins) => ({
  checkins: today.checkins,
  admissions: today.admissions,
  verdicts: { ...today.verdicts },
  rows: todayRows(today),
  counts: countRows(todayRows(today)),
});
