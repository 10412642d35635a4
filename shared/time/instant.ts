/**
 * Instants as the desk and the service write them, read without guessing. The
 * service writes some as `YYYY-MM-DD HH:MM:SS` with no zone, meaning UTC, others
 * as ISO 8601 with an offset; the desk writes ISO 8601 or epoch milliseconds.
 * Anything else (empty, left out, a word) is no instant: null, never an
 * "Invalid Date" for a formatter to throw on.
 */
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)\s?(Z|[+-]\d{2}:?\d{2})?$/i;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function isoOf(text: string): string | null {
  const trimmed = text.trim();
  if (DATE_ONLY.test(trimmed)) return `${trimmed}T00:00:00Z`;
  const match = DATE_TIME.exec(trimmed);
  if (!match) return null;
  const [, day, time, zone] = match;
  // `+0100` becomes `+01:00`, which every engine parses; no zone is UTC.
  const offset = zone === undefined ? 'Z' : zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone;
  return `${day}T${time}${offset.toUpperCase()}`;
}

const valid = (date: Date): Date | null => (Number.isNaN(date.getTime()) ? null : date);

/** The instant `value` names, or null when it names none. */
export function readInstant(value: unknown): Date | null {
  if (value instanceof Date) return valid(new Date(value.getTime()));
  if (typeof value === 'number') return Number.isFinite(value) ? valid(new Date(value)) : null;
  if (typeof value !== 'string') return null;
  const iso = isoOf(value);
  if (iso === null) return null;
  const date = valid(new Date(iso));
  // Date rolls 31 April over to 1 May; a day the calendar lacks is no date at all.
  return date && isCalendarDay(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10)))
    ? date
    : null;
}

/** Whether the calendar has this day (month 1-12): no 30 February, no month 13. */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  const check = new Date(0);
  check.setUTCFullYear(year, month - 1, day);
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
}
