/**
 * Times of the status page in the desk's zone: a reading's clock time, a notice's
 * day and window. A time the page left empty or wrote unreadably is "not given".
 */
import { readInstant } from '../../../shared/time/instant.ts';
import { formatInstant } from '../../../shared/time/zoned-format.ts';
import { notGiven } from '../format/time.ts';
import { pageLocale } from '../i18n/messages.ts';

const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
const DAY: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };

const readable = (value: unknown): value is string => readInstant(value) !== null;

export function clockTime(value: unknown, timeZone: string): string {
  return formatInstant(value, timeZone, CLOCK, pageLocale()) ?? notGiven();
}

const dayOf = (value: unknown, timeZone: string): string | null =>
  formatInstant(value, timeZone, DAY, pageLocale());

/** "Thu 14 May, 09:00". */
export function dayAndTime(value: unknown, timeZone: string): string {
  const day = dayOf(value, timeZone);
  return day === null ? notGiven() : `${day}, ${clockTime(value, timeZone)}`;
}

/** "Thu 14 May, 09:00 – 12:00", the day repeated only when the window crosses into another; the start alone without an end. */
export function timeWindow(from: unknown, to: unknown, timeZone: string): string | null {
  if (!readable(from)) return null;
  const start = dayAndTime(from, timeZone);
  if (!readable(to)) return start;
  const sameDay = dayOf(from, timeZone) === dayOf(to, timeZone);
  return `${start} – ${sameDay ? clockTime(to, timeZone) : dayAndTime(to, timeZone)}`;
}

/** "today 10:42" or "Thu 14 May, 10:42": a reading's time, short when it is today's. */
export function readingTime(value: unknown, timeZone: string, now = new Date()): string {
  const today = dayOf(value, timeZone) !== null && dayOf(now, timeZone) === dayOf(value, timeZone);
  return today ? clockTime(value, timeZone) : dayAndTime(value, timeZone);
}
