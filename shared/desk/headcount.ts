/**
 * The room's headcount against the venue's capacity: how full it is, as a level the
 * header colours (amber from 80 %, red from 90 %) and the check-in heeds (at capacity,
 * a check-in that passes is warned about before anyone goes in).
 */

/** No capacity set; below 80 %; from 80 %; from 90 %; at or over capacity. */
export type HeadcountLevel = 'unlimited' | 'room' | 'busy' | 'nearlyFull' | 'full';

export const BUSY_SHARE = 0.8;
export const NEARLY_FULL_SHARE = 0.9;

export function headcountLevel(inNow: number, capacity: number): HeadcountLevel {
  if (!(capacity > 0)) return 'unlimited';
  if (inNow >= capacity) return 'full';
  if (inNow >= capacity * NEARLY_FULL_SHARE) return 'nearlyFull';
  if (inNow >= capacity * BUSY_SHARE) return 'busy';
  return 'room';
}

/** Checking `adding` more people in would take the room to or past its capacity. */
export const wouldBeOver = (inNow: number, capacity: number, adding: number): boolean =>
  capacity > 0 && inNow + adding > capacity;
