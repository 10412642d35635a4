/**
 * How the backfill cuts the retention window into searches. A search answers at
 * most 30,000 results, so a window must hold fewer; each search also costs one of
 * five per minute, so windows are as wide as the density of signings allows.
 * Windows run from the newest back, so recent waivers are found first.
 */
import { WAIVER_LIMITS } from '../../../shared/domain/waiver.ts';

/** Aim well under the cap: density varies inside a window. */
export const TARGET_RESULTS_PER_WINDOW = Math.floor(WAIVER_LIMITS.searchMaxResults * 0.8);

export interface Window {
  fromMs: number;
  toMs: number;
}

/** The next window to search: ending where the stored range begins, `spanMs` wide, never before `startMs`. */
export function nextWindow(startMs: number, doneFromMs: number, spanMs: number): Window | null {
  if (doneFromMs <= startMs) return null;
  return { fromMs: Math.max(startMs, doneFromMs - spanMs), toMs: doneFromMs };
}

/** Whether a search's count may have been cut off by the cap (then the window is too wide). */
export function overCap(count: number): boolean {
  return count >= WAIVER_LIMITS.searchMaxResults;
}

/**
 * A narrower span after a window held `count` results: scaled to the target by
 * the density just seen, and at least halved so a dense spot cannot loop.
 */
export function narrowerSpan(spanMs: number, count: number): number {
  const scaled = Math.floor((spanMs * TARGET_RESULTS_PER_WINDOW) / Math.max(1, count));
  return Math.max(60_000, Math.min(Math.floor(spanMs / 2), scaled));
}

/** After a window that fit, the next may widen towards the target density (at most doubling). */
export function nextSpan(spanMs: number, count: number): number {
  if (count === 0) return spanMs * 2;
  const scaled = Math.floor((spanMs * TARGET_RESULTS_PER_WINDOW) / count);
  return Math.max(60_000, Math.min(spanMs * 2, scaled));
}
