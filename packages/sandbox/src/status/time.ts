/** Durations in milliseconds, and the wire's timestamp format. */
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** ISO 8601 UTC with milliseconds, e.g. 2023-01-01T00:00:00.000Z. */
export function iso(epochMs: number): string {
  return new Date(epochMs).toISOString();
}

/** Times that have not happened are null on the wire. */
export function isoOrNull(epochMs: number | null): string | null {
  return epochMs === null ? null : iso(epochMs);
}
