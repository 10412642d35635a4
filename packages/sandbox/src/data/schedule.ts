/**
 * When people come: signing instants spread over the history (busier on weekends and
 * in opening hours), return visits on later days, and one check-in in every local
 * hour nobody came in, so that no hour of any day is empty.
 */
import { hourIndexAt, type ZoneCalendar } from './calendar.ts';
import { type CheckInLog, checkInEveryone } from './checkins.ts';
import { MS_PER_MINUTE } from './iso.ts';
import { createWeightTable, type Random } from './random.ts';
import { templatePlanFor } from './templates.ts';

/** Relative traffic per local hour: opening hours 9:00-21:00, a trickle at night. */
// biome-ignore format: one weight per hour of the day
const HOUR_WEIGHTS: readonly number[] = [
  0.04, 0.02, 0.02, 0.02, 0.02, 0.03, 0.08, 0.3, 0.7, 1.8, 2.6, 2.9,
  3.0, 3.0, 3.2, 3.3, 3.2, 3.0, 2.8, 2.5, 2.0, 1.2, 0.3, 0.1,
];
const HOUR_TABLE = createWeightTable(HOUR_WEIGHTS);
/** Relative traffic per weekday, Sunday first. */
const WEEKDAY_WEIGHTS: readonly number[] = [1.7, 0.75, 0.7, 0.75, 0.85, 1.25, 2.0];

function hourLength(calendar: ZoneCalendar, hourIndex: number): number {
  return (calendar.hourStarts[hourIndex + 1] as number) - (calendar.hourStarts[hourIndex] as number);
}

/** A random instant in a weighted local hour of a day drawn by `pickDay`; skipped (empty) hours are redrawn. */
function instantInBusyHour(rng: Random, calendar: ZoneCalendar, pickDay: () => number): number {
  for (;;) {
    const index = pickDay() * 24 + rng.weightedIndex(HOUR_TABLE);
    const length = hourLength(calendar, index);
    if (length > 0) return (calendar.hourStarts[index] as number) + Math.floor(rng.next() * length);
  }
}

/**
 * Signing instants, oldest first. The first falls in the first hour of the history so
 * that every later hour has a waiver to check in on.
 */
export function signingInstants(rng: Random, calendar: ZoneCalendar, count: number): Float64Array {
  const dayCount = calendar.days.length;
  const dayTable = createWeightTable(
    calendar.days.map(
      (day, index) => (WEEKDAY_WEIGHTS[day.weekday] ?? 1) * (0.85 + (0.3 * index) / dayCount),
    ),
  );
  const instants = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    instants[i] = instantInBusyHour(rng, calendar, () => rng.weightedIndex(dayTable));
  }
  if (count > 0) {
    let first = 0;
    while (hourLength(calendar, first) === 0) first++;
    instants[0] = (calendar.hourStarts[first] as number) + Math.floor(rng.next() * 30 * MS_PER_MINUTE);
  }
  return instants.sort();
}

/** How many of the sorted instants lie strictly before `ms`. */
function countBefore(sorted: Float64Array, ms: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((sorted[mid] as number) < ms) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Visits on later days by people already holding a waiver. */
export function addReturnVisits(
  rng: Random,
  calendar: ZoneCalendar,
  signDays: Int32Array,
  log: CheckInLog,
): void {
  const lastDay = calendar.days.length - 1;
  const waivers = log.waivers;
  for (let i = 0; i < waivers.length; i++) {
    const waiver = waivers[i]!;
    const signDay = signDays[i] as number;
    const { rate, max } = templatePlanFor(waiver.templateId).returnVisits;
    if (signDay >= lastDay || !rng.chance(rate)) continue;
    const visits = rng.int(1, max);
    for (let visit = 0; visit < visits; visit++) {
      const ms = instantInBusyHour(rng, calendar, () => rng.int(signDay + 1, lastDay));
      checkInEveryone(rng, log, i, ms, 5 * MS_PER_MINUTE, calendar.endMs);
    }
  }
}

/** One check-in in every local hour no one came in, on a recent waiver signed before it. */
export function fillQuietHours(
  rng: Random,
  calendar: ZoneCalendar,
  signedAt: Float64Array,
  log: CheckInLog,
): void {
  const hours = calendar.hourStarts.length - 1;
  const covered = new Uint8Array(hours);
  for (let entry = 0; entry < log.size; entry++) {
    const index = hourIndexAt(calendar, log.secondAt(entry) * 1000);
    if (index >= 0) covered[index] = 1;
  }
  for (let index = 0; index < hours; index++) {
    const length = hourLength(calendar, index);
    if (covered[index] || length === 0) continue;
    const start = calendar.hourStarts[index] as number;
    const signedBefore = countBefore(signedAt, start);
    if (signedBefore === 0) continue;
    const waiverIndex = signedBefore - 1 - rng.int(0, Math.min(signedBefore, 300) - 1);
    log.add(start + Math.floor(rng.next() * length), waiverIndex, 0);
  }
}
