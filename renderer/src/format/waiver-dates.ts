/**
 * Dates on a waiver. Signing times are instants, shown in the desk's zone; dates
 * of birth are calendar dates, shown as written (never shifted by a zone). A
 * signing time the record left empty or wrote unreadably shows as "not given".
 */
import { formatInstant } from '../../../shared/time/zoned-format.ts';
import { pageLocale } from '../i18n/messages.ts';
import { parseCalendarDay } from './age.ts';
import { notGiven } from './time.ts';

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const DAY_AND_TIME: Intl.DateTimeFormatOptions = { ...DAY, hour: '2-digit', minute: '2-digit' };

/** "21 Nov 2026" in the desk's zone. */
export function formatSignedDay(value: unknown, timeZone: string): string {
  return formatInstant(value, timeZone, DAY, pageLocale()) ?? notGiven();
}

/** "21 Nov 2026, 13:02" in the desk's zone. */
export function formatSignedAt(value: unknown, timeZone: string): string {
  return formatInstant(value, timeZone, DAY_AND_TIME, pageLocale()) ?? notGiven();
}

/** A calendar date ("2014-02-23", a time after it ignored) as "23 Feb 2014"; null when there is none to show. */
export function formatCalendarDate(value: unknown): string | null {
  const day = parseCalendarDay(value);
  return day ? formatInstant(Date.UTC(day.year, day.month - 1, day.day), 'UTC', DAY, pageLocale()) : null;
}
