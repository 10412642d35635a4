/**
 * Lists of record indexes kept in ascending time order, searched by binary search:
 * every range query of the sandbox (check-ins between two dates, waivers signed
 * before "now") reads a slice of one of these instead of scanning.
 */
import { parseIsoDate } from '../server/dates.ts';

/**
 * 'YYYY-MM-DDTHH:mm:ss±HH:MM' (the generator's style) is in the ECMAScript date format,
 * which `Date.parse` reads exactly and several times faster than the general parser.
 */
function hasExplicitOffset(value: string): boolean {
  return (
    value.length === 25 && value[10] === 'T' && value[22] === ':' && (value[19] === '+' || value[19] === '-')
  );
}

/** Epoch ms of a stored date; an unreadable one sorts last and never becomes visible. */
export function recordTime(value: string): number {
  const parsed = hasExplicitOffset(value) ? Date.parse(value) : (parseIsoDate(value) ?? Date.parse(value));
  return Number.isNaN(parsed) ? Number.POSITIVE_INFINITY : parsed;
}

/** First position whose time is >= `time`. */
export function lowerBound(list: readonly number[], times: readonly number[], time: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((times[list[mid] as number] as number) < time) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** First position whose time is > `time`. */
export function upperBound(list: readonly number[], times: readonly number[], time: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((times[list[mid] as number] as number) <= time) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Inserts `index` after every entry with the same or an earlier time. */
export function insertInTimeOrder(list: number[], times: readonly number[], index: number): void {
  const position = upperBound(list, times, times[index] as number);
  if (position === list.length) list.push(index);
  else list.splice(position, 0, index);
}

/** Indexes 0..n-1 sorted by time; stable, so records of equal time keep their order. */
export function sortedIndexes(times: readonly number[]): number[] {
  const order = Array.from({ length: times.length }, (_, i) => i);
  let sorted = true;
  for (let i = 1; i < times.length; i++) {
    if ((times[i - 1] as number) > (times[i] as number)) {
      sorted = false;
      break;
    }
  }
  if (!sorted) order.sort((a, b) => (times[a] as number) - (times[b] as number) || a - b);
  return order;
}

export function appendToGroup<K>(groups: Map<K, number[]>, key: K, index: number): void {
  const list = groups.get(key);
  if (list) list.push(index);
  else groups.set(key, [index]);
}
