/**
 * Clock times and days in the desk's zone. Every formatter is total: a value that
 * names no instant (empty, left out, unreadable) shows as the desk's "not given".
 */

import { readInstant } from '../../../shared/time/instant.ts';
import { formatInstant } from '../../../shared/time/zoned-format.ts';
import { pageLocale } from '../i18n/messages.ts';
import { commonText } from '../i18n/words.ts';

const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
const CLOCK_TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const LONG_DAY: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' };

/** "not given", in the language in use. */
export const notGiven = (): string => commonText.values.notGiven;

export function formatClock(value: unknown, timeZone: string): string {
  return formatInstant(value, timeZone, CLOCK, pageLocale()) ?? notGiven();
}

/** "3:05 PM" for "15:05": a time the desk's clock showed, as this page writes times. */
export function formatClockTime(clock: string): string {
  if (!/^\d{2}:\d{2}$/.test(clock)) return notGiven();
  return formatInstant(`1970-01-01T${clock}:00Z`, 'UTC', CLOCK_TIME, pageLocale()) ?? notGiven();
}

export function formatDay(value: unknown, timeZone: string): string {
  return formatInstant(value, timeZone, LONG_DAY, pageLocale()) ?? notGiven();
}

const HOUR_MS = 3_600_000;

/** The instant an hour after `value`, as ISO 8601; null when `value` names no instant. */
export function addHour(value: unknown): string | null {
  const at = readInstant(value);
  return at ? new Date(at.getTime() + HOUR_MS).toISOString() : null;
}

/** "0:42", "12:05", "1:00:00": what is left of a wait, as a clock shows it. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) ? Math.max(0, Math.ceil(totalSeconds)) : 0;
  const hours = Math.floor(seconds / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** "Tuesday, 6 May 2031": a calendar day of the desk (`YYYY-MM-DD`), in its locale. */
export function formatDeskDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const at = Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1);
  return new Intl.DateTimeFormat(pageLocale(), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(at);
}
