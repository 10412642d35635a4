/**
 * Dates on a waiver. Signing times are instants, shown in the desk's zone; dates
 * of birth are calendar dates, shown as written (never shifted by a zone).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(undefined, { timeZone, ...options });
    formatters.set(key, cached);
  }
  return cached;
}

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const DAY_AND_TIME: Intl.DateTimeFormatOptions = { ...DAY, hour: '2-digit', minute: '2-digit' };

function instant(iso: string): Date | null {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** "21 Nov 2026" in the desk's zone; the service's own text when it is not a date. */
export function formatSignedDay(iso: string, timeZone: string): string {
  const at = instant(iso);
  return at ? formatter(timeZone, DAY).format(at) : iso;
}

/** "21 Nov 2026, 13:02" in the desk's zone. */
export function formatSignedAt(iso: string, timeZone: string): string {
  const at = instant(iso);
  return at ? formatter(timeZone, DAY_AND_TIME).format(at) : iso;
}

/** A calendar date ("2014-02-23") as "23 Feb 2014"; null when there is none to show. */
export function formatCalendarDate(date: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date.trim());
  if (!match) return null;
  const at = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(at.getTime()) ? null : formatter('UTC', DAY).format(at);
}
