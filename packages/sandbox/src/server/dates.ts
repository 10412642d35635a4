/**
 * Date parsing and formatting for the wire. Parsing is strict (no `Date.parse`
 * guessing): ISO 8601 calendar dates with optional time and offset. A value without
 * an offset is UTC, as the spec states for `toDts`. Zone arithmetic is shared/time's.
 */
import { isKnownTimeZone } from '../../../../shared/time/zoned-format.ts';
import { zoneOffsetMs } from '../../../../shared/time/zoned-time.ts';

const ISO_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+\- ]\d{2}(?::?\d{2})?)?)?$/i;
const RFC3339_ZONED_PATTERN = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:[Zz]|[+-]\d{2}:\d{2})$/;

const HOUR_MS = 3_600_000;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Offset part as minutes east of UTC. A space stands for '+': an unencoded '+' in a query string decodes to one. */
function parseOffsetMinutes(offset: string): number | null {
  if (offset === 'Z' || offset === 'z') return 0;
  const sign = offset[0] === '-' ? -1 : 1;
  const digits = offset.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = digits.length > 2 ? Number(digits.slice(2)) : 0;
  if (hours > 23 || minutes > 59) return null;
  return sign * (hours * 60 + minutes);
}

/** Epoch ms of an ISO 8601 date or date-time, or null when it is not one. Date-only means 00:00:00 UTC. */
export function parseIsoDate(value: string): number | null {
  const match = ISO_PATTERN.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s, fraction, offset] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = h === undefined ? 0 : Number(h);
  const minute = mi === undefined ? 0 : Number(mi);
  const second = s === undefined ? 0 : Number(s);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const millis = fraction === undefined ? 0 : Math.floor(Number(`0.${fraction}`) * 1000);
  const offsetMinutes = offset === undefined ? 0 : parseOffsetMinutes(offset);
  if (offsetMinutes === null) return null;
  return Date.UTC(year, month - 1, day, hour, minute, second, millis) - offsetMinutes * 60_000;
}

/** RFC 3339 date-time that carries its zone (4.6 `event.event_date`). */
export function isRfc3339WithZone(value: string): boolean {
  return RFC3339_ZONED_PATTERN.test(value) && parseIsoDate(value) !== null;
}

export function startOfUtcHour(epochMs: number): number {
  return Math.floor(epochMs / HOUR_MS) * HOUR_MS;
}

/** Minutes east of UTC of `timeZone` at `epochMs`. */
export function zoneOffsetMinutes(epochMs: number, timeZone: string): number {
  return Math.round(zoneOffsetMs(epochMs, timeZone) / 60_000);
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** 'YYYY-MM-DDTHH:mm:ss±HH:MM', wall time of `timeZone`. */
export function formatZonedIso(epochMs: number, timeZone: string): string {
  const offset = zoneOffsetMinutes(epochMs, timeZone);
  const local = new Date(epochMs + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${local}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** 'YYYY-MM-DDTHH:mm:ssZ', the shape of a published key's `createdAt`. */
export function formatUtcIso(epochMs: number): string {
  return `${new Date(epochMs).toISOString().slice(0, 19)}Z`;
}

/** Calendar day of `timeZone` at `epochMs`, 'YYYY-MM-DD'. */
export function zonedDayKey(epochMs: number, timeZone: string): string {
  return formatZonedIso(epochMs, timeZone).slice(0, 10);
}

export const isValidTimeZone = isKnownTimeZone;
