/**
 * Which stretch of time the check-in report may cover. The service refuses any
 * window that reaches into the current hour, so the newest readable moment is the
 * last second of the last completed hour.
 */
import { startOfCurrentHour, startOfLocalDay } from '../../../shared/time/zoned-time.ts';

export interface CheckinWindow {
  from: Date;
  to: Date;
}

const SECOND_MS = 1_000;

/** The last instant the service will report on at `now`. */
function lastReportableInstant(now: number, timeZone: string): number {
  return startOfCurrentHour(now, timeZone) - SECOND_MS;
}

/** Local midnight through the last completed hour; null before the first hour of the day is over. */
export function checkinWindowForToday(now: Date, timeZone: string): CheckinWindow | null {
  const instant = now.getTime();
  const from = startOfLocalDay(instant, timeZone);
  const to = lastReportableInstant(instant, timeZone);
  if (to < from) return null;
  return { from: new Date(from), to: new Date(to) };
}

/** `window` cut back so that it never reaches into the current hour; null when nothing is left. */
export function clampToReportable(
  window: CheckinWindow,
  now: number,
  timeZone: string,
): CheckinWindow | null {
  const to = Math.min(window.to.getTime(), lastReportableInstant(now, timeZone));
  if (to < window.from.getTime()) return null;
  return { from: window.from, to: new Date(to) };
}
