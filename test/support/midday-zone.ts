/**
 * A fixed-offset IANA zone in which it is early afternoon right now. Tests of
 * "today so far" pick it so that there are always completed hours to report,
 * whatever time of day the suite runs.
 */
const TARGET_LOCAL_HOUR = 14;

export function middayZone(now: Date = new Date()): { zone: string; offsetHours: number } {
  const offsetHours = ((((TARGET_LOCAL_HOUR - now.getUTCHours()) % 24) + 24 + 12) % 24) - 12;
  // Etc/GMT-N is N hours EAST of UTC (the POSIX sign convention).
  const zone =
    offsetHours === 0 ? 'Etc/UTC' : `Etc/GMT${offsetHours > 0 ? '-' : '+'}${Math.abs(offsetHours)}`;
  return { zone, offsetHours };
}
