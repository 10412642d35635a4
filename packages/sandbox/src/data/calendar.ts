/**
 * The business's local days and hours as UTC instants, computed once per dataset so
 * the hot loops only do arithmetic and binary searches (no Intl per item). Local hours
 * follow the zone's offset changes: a spring-forward hour has no length, a fall-back
 * hour lasts two.
 */
import { isKnownTimeZone } from '../../../../shared/time/zoned-format.ts';
import { zonedParts, zoneOffsetMs } from '../../../../shared/time/zoned-time.ts';
import { addDays, type CalendarDate, formatDate, MS_PER_HOUR } from './iso.ts';

export class InvalidTimeZoneError extends Error {
  readonly code = 'invalid_time_zone';
  constructor(timeZone: string) {
    super(`Unknown IANA time zone: ${timeZone}`);
    this.name = 'InvalidTimeZoneError';
  }
}

export interface LocalDay extends CalendarDate {
  /** 'YYYY-MM-DD' */
  iso: string;
  /** 0 = Sunday. */
  weekday: number;
}

export interface ZoneCalendar {
  timeZone: string;
  /** Oldest first; the last one is the local day of `now`. */
  days: LocalDay[];
  /**
   * Start of local hour `h` of day `d` at index `d * 24 + h`; one extra entry closes
   * the last day. Never decreasing.
   */
  hourStarts: Float64Array;
  /** End of the last day: nothing is generated at or after it. */
  endMs: number;
}

/** The zone's own wall clock (shared/time): an unknown zone is the sandbox's typed error. */
function wallClockAt(epochMs: number, timeZone: string) {
  if (!isKnownTimeZone(timeZone)) throw new InvalidTimeZoneError(timeZone);
  return zonedParts(epochMs, timeZone);
}

/** Milliseconds to add to UTC to read the local wall clock at that instant. */
function offsetAt(epochMs: number, timeZone: string): number {
  if (!isKnownTimeZone(timeZone)) throw new InvalidTimeZoneError(timeZone);
  return zoneOffsetMs(epochMs, timeZone);
}

/** The instant a local wall-clock hour begins (for a skipped hour, the instant after the gap). */
function localHourStart(date: CalendarDate, hour: number, timeZone: string): number {
  const wallAsUtc = Date.UTC(date.year, date.month - 1, date.day, hour);
  const firstGuess = wallAsUtc - offsetAt(wallAsUtc, timeZone);
  const start = wallAsUtc - offsetAt(firstGuess, timeZone);
  // In a spring-forward gap the guess lands on another hour; the skipped hour then
  // begins (and ends) where the next one begins.
  if (hour < 24 && wallClockAt(start, timeZone).hour !== hour)
    return localHourStart(date, hour + 1, timeZone);
  return start;
}

export function localDateAt(epochMs: number, timeZone: string): CalendarDate {
  const wall = wallClockAt(epochMs, timeZone);
  return { year: wall.year, month: wall.month, day: wall.day };
}

/** The `historyDays` local days that end with the day of `now`. */
export function buildZoneCalendar(now: number, timeZone: string, historyDays: number): ZoneCalendar {
  const today = localDateAt(now, timeZone);
  const days: LocalDay[] = [];
  const hourStarts = new Float64Array(historyDays * 24 + 1);
  let dayStart = NaN;
  for (let index = 0; index < historyDays; index++) {
    const date = addDays(today, index - historyDays + 1);
    const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
    days.push({ ...date, iso: formatDate(date), weekday });
    dayStart = Number.isNaN(dayStart) ? localHourStart(date, 0, timeZone) : dayStart;
    const nextStart = localHourStart(addDays(date, 1), 0, timeZone);
    const base = index * 24;
    if (nextStart - dayStart === 24 * MS_PER_HOUR) {
      // Most days have no offset change: plain arithmetic is exact.
      for (let hour = 0; hour < 24; hour++) hourStarts[base + hour] = dayStart + hour * MS_PER_HOUR;
    } else {
      let previous = dayStart;
      for (let hour = 0; hour < 24; hour++) {
        const start = hour === 0 ? dayStart : Math.max(previous, localHourStart(date, hour, timeZone));
        previous = Math.min(start, nextStart);
        hourStarts[base + hour] = previous;
      }
    }
    dayStart = nextStart;
  }
  hourStarts[historyDays * 24] = dayStart;
  return { timeZone, days, hourStarts, endMs: dayStart };
}

/** Index `d * 24 + h` of the local hour holding the instant, or -1 outside the calendar. */
export function hourIndexAt(calendar: ZoneCalendar, epochMs: number): number {
  const starts = calendar.hourStarts;
  const last = starts.length - 1;
  if (epochMs < (starts[0] as number) || epochMs >= (starts[last] as number)) return -1;
  let low = 0;
  let high = last;
  // Largest index whose start is at or before the instant (skipped hours share a start with the next).
  while (low < high) {
    const mid = (low + high + 1) >>> 1;
    if ((starts[mid] as number) <= epochMs) low = mid;
    else high = mid - 1;
  }
  return low;
}
