/** Times are shown in the desk's zone (from the main process), not the browser's. */
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

export function formatClock(iso: string, timeZone: string): string {
  return formatter(timeZone, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

export function formatDay(iso: string, timeZone: string): string {
  return formatter(timeZone, { weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(iso));
}

const HOUR_MS = 3_600_000;

export function addHour(iso: string): string {
  return new Date(Date.parse(iso) + HOUR_MS).toISOString();
}

/** "0:42", "12:05", "1:00:00": what is left of a wait, as a clock shows it. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const hours = Math.floor(seconds / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
