/**
 * Dates the manager's tools show, in the desk's zone with the zone named, since
 * a link's expiry or an event's start is read against other people's clocks.
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

const ZONED: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
};

/** The service writes some instants as `YYYY-MM-DD HH:MM:SS` with no zone, meaning UTC. */
export function readServiceInstant(text: string): Date | null {
  const trimmed = text.trim();
  const zoneless = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(trimmed);
  const at = new Date(zoneless ? `${trimmed.replace(' ', 'T')}Z` : trimmed);
  return trimmed === '' || Number.isNaN(at.getTime()) ? null : at;
}

/** "6 May 2031, 14:30 BST"; the service's own text when it is not a date. */
export function formatZoned(text: string, timeZone: string): string {
  const at = readServiceInstant(text);
  return at ? formatter(timeZone, ZONED).format(at) : text;
}

/** The zone's short name at this moment ("BST", "GMT-6"), for a label next to a time input. */
export function zoneLabel(timeZone: string, at: Date = new Date()): string {
  const part = formatter(timeZone, { timeZoneName: 'short' })
    .formatToParts(at)
    .find((entry) => entry.type === 'timeZoneName');
  return part ? `${timeZone} (${part.value})` : timeZone;
}
