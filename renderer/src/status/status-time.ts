/** Times of the status page in the desk's zone: a reading's clock time, a notice's day and window. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function format(iso: string, timeZone: string, options: Intl.DateTimeFormatOptions): string {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(undefined, { timeZone, ...options });
    formatters.set(key, formatter);
  }
  return formatter.format(new Date(iso));
}

const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
const DAY: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };

const readable = (iso: string | null): iso is string => iso !== null && !Number.isNaN(Date.parse(iso));

export function clockTime(iso: string, timeZone: string): string {
  return format(iso, timeZone, CLOCK);
}

/** "Thu 14 May, 09:00". */
export function dayAndTime(iso: string, timeZone: string): string {
  return `${format(iso, timeZone, DAY)}, ${clockTime(iso, timeZone)}`;
}

/** "Thu 14 May, 09:00 – 12:00", the day repeated only when the window crosses into another; the start alone without an end. */
export function timeWindow(from: string | null, to: string | null, timeZone: string): string | null {
  if (!readable(from)) return null;
  const start = dayAndTime(from, timeZone);
  if (!readable(to)) return start;
  const sameDay = format(from, timeZone, DAY) === format(to, timeZone, DAY);
  return `${start} – ${sameDay ? clockTime(to, timeZone) : dayAndTime(to, timeZone)}`;
}

/** "today 10:42" or "Thu 14 May, 10:42": a reading's time, short when it is today's. */
export function readingTime(iso: string, timeZone: string, now = new Date()): string {
  const today = format(now.toISOString(), timeZone, DAY) === format(iso, timeZone, DAY);
  return today ? clockTime(iso, timeZone) : dayAndTime(iso, timeZone);
}
