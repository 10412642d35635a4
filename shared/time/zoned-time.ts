/**
 * Wall-clock arithmetic in a named IANA zone, on top of Intl alone: the desk's
 * zone decides what "today" and "the current hour" mean, how date-times are
 * written to the service, and what a time typed into a form means. Shared because
 * the page checks a typed time with the same arithmetic the main process sends,
 * and the sandbox lays out its business's days with it.
 */
import { zonedFormatter } from './zoned-format.ts';

const SECOND_MS = 1_000;
const HOUR_MS = 3_600_000;

interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Every part of a wall clock, in Latin digits and a 24-hour day, whatever the computer's locale. */
const WALL_CLOCK: Intl.DateTimeFormatOptions = {
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  numberingSystem: 'latn',
};

function assertValid(instant: number): void {
  if (!Number.isFinite(instant)) throw new RangeError('invalid date');
}

export function zonedParts(instant: number, timeZone: string): ZonedParts {
  assertValid(instant);
  const parts: ZonedParts = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of zonedFormatter(timeZone, WALL_CLOCK, 'en-US').formatToParts(instant)) {
    if (part.type in parts) parts[part.type as keyof ZonedParts] = Number(part.value);
  }
  return parts;
}

const floorToSecond = (instant: number): number => Math.floor(instant / SECOND_MS) * SECOND_MS;

/** Milliseconds the zone's wall clock is ahead of UTC at `instant`. */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const wallAsUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wallAsUtc - floorToSecond(instant);
}

const pad = (value: number, width = 2): string => String(Math.abs(value)).padStart(width, '0');

/** An offset from UTC as RFC 3339 writes it: `+05:30`, `-04:00`, `+00:00`. */
export function formatZoneOffset(offsetMs: number): string {
  const minutes = Math.round(offsetMs / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  return `${sign}${pad(Math.trunc(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}

/** `yyyy-MM-ddTHH:mm:ss+hh:mm` as the wall clock of `timeZone` reads at `date`. */
export function formatServiceDateTime(date: Date, timeZone: string): string {
  const instant = date.getTime();
  const p = zonedParts(instant, timeZone);
  const offset = formatZoneOffset(zoneOffsetMs(instant, timeZone));
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}${offset}`;
}

const dayKey = (instant: number, timeZone: string): number => {
  const p = zonedParts(instant, timeZone);
  return p.year * 10_000 + p.month * 100 + p.day;
};

/**
 * The first instant of the local day containing `instant`. Usually local 00:00;
 * in zones whose clocks skip midnight, the first moment the new date is shown.
 */
export function startOfLocalDay(instant: number, timeZone: string): number {
  const today = dayKey(instant, timeZone);
  const p = zonedParts(instant, timeZone);
  const midnightAsUtc = Date.UTC(p.year, p.month - 1, p.day);
  let candidate = midnightAsUtc - zoneOffsetMs(instant, timeZone);
  candidate = midnightAsUtc - zoneOffsetMs(candidate, timeZone);
  if (dayKey(candidate, timeZone) === today && dayKey(candidate - 1, timeZone) < today) return candidate;
  // No local midnight (a transition at 00:00): search for the first instant of the date.
  let before = instant - 48 * HOUR_MS;
  let within = instant;
  while (within - before > 1) {
    const middle = Math.floor((before + within) / 2);
    if (dayKey(middle, timeZone) >= today) within = middle;
    else before = middle;
  }
  return within;
}

/**
 * The start of the hour containing `instant`: the earlier of the local and the
 * UTC hour boundary. A zone half an hour off UTC starts its hours at :30 UTC, and
 * a service that counts hours in UTC must not find the boundary inside its
 * current hour.
 */
export function startOfCurrentHour(instant: number, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const local = floorToSecond(instant) - (p.minute * 60 + p.second) * SECOND_MS;
  const utc = Math.floor(instant / HOUR_MS) * HOUR_MS;
  return Math.min(local, utc);
}

/** The desk's zone when the caller names none. */
export function systemTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
