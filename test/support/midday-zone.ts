/**
 * A fixed-offset IANA zone in which it is early afternoon right now. Tests of
 * "today so far" pick it so that there are always completed hours to report,
 * whatever time of day the suite runs.
 */
const TARGET_LOCAL_HOUR = 14;

export function middayZone(now: Date = new Date()): { zone: string; offsetHours: number } {
  return zoneAtLocalHour(TARGET_LOCAL_HOUR, now);
}

/** A fixed-offset IANA zone in which it is `hour` o'clock right now (late in the day: most of its check-ins reported). */
export function zoneAtLocalHour(hour: number, now: Date = new Date()): { zone: string; offsetHours: number } {
  const offsetHours = ((((hour - now.getUTCHours()) % 24) + 24 + 12) % 24) - 12;
  // Etc/GMT-N is N hours EAST of UTC (the POSIX sign convention).
  const named =
    offsetHours === 0 ? 'Etc/UTC' : `Etc/GMT${offsetHours > 0 ? '-' : '+'}${Math.abs(offsetHours)}`;
  // As the desk names it once read (Intl's canonical name: "Etc/UTC" is "UTC"), so a test run in
  // the hour when the zone is UTC's compares like any other.
  const zone = new Intl.DateTimeFormat('en-US', { timeZone: named }).resolvedOptions().timeZone;
  return { zone, offsetHours };
}

/** Named zones a desk might be set to, all whole hours off UTC. */
const DAYTIME_CANDIDATES = [
  'America/Denver',
  'America/New_York',
  'Europe/London',
  'Europe/Berlin',
  'Asia/Dubai',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Australia/Brisbane',
  'Pacific/Honolulu',
  'America/Los_Angeles',
];

/** "+05:00" / "-07:00" for `zone` at `now`, as Intl reads it (not the desk's own arithmetic). */
export function offsetTextIn(zone: string, now: Date = new Date()): string {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(now)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  return name === 'GMT' ? '+00:00' : name.slice('GMT'.length);
}

/**
 * A named zone from the zone list, other than `notOffset`, in which it is now
 * between 02:00 and 21:59: its day already has a completed hour, and it will not
 * turn into tomorrow while a test runs.
 */
export function anotherDaytimeZone(
  notOffset: string,
  now: Date = new Date(),
): { zone: string; offset: string } {
  for (const zone of DAYTIME_CANDIDATES) {
    const hour = Number(
      new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }).format(now),
    );
    const offset = offsetTextIn(zone, now);
    if (hour >= 2 && hour <= 21 && offset !== notOffset) return { zone, offset };
  }
  throw new Error('no candidate zone is in its daytime now');
}
