/**
 * What the shell shows of the sync: waivers done of total, time left, the share
 * of the account's budget in use, and when the copy was last current. Throughput
 * is measured over a sliding minute; "time left" is never less than what the
 * budget allows either: a backfill waiting out a rate window for a minute has at
 * least that minute left, whatever the pace before it.
 */
import { WAIVER_LIMITS } from '../../../shared/domain/waiver.ts';
import type { BudgetOutlook } from '../../http/scheduler.ts';

const RATE_WINDOW_MS = 60_000;

export class ThroughputMeter {
  #samples: { at: number; count: number }[] = [];

  record(at: number, count: number): void {
    this.#samples.push({ at, count });
    this.#forget(at);
  }

  /** Waivers per second over the last minute; null before there is enough to say. */
  perSecond(now: number): number | null {
    this.#forget(now);
    const first = this.#samples[0];
    if (!first || this.#samples.length < 2) return null;
    const elapsed = (now - first.at) / 1_000;
    if (elapsed < 1) return null;
    const total = this.#samples.reduce((sum, sample) => sum + sample.count, 0) - first.count;
    return total / elapsed;
  }

  #forget(now: number): void {
    while (this.#samples.length > 0 && (this.#samples[0]?.at ?? now) < now - RATE_WINDOW_MS)
      this.#samples.shift();
  }
}

/**
 * The least time `requests` more calls take under `outlook`: those the budget
 * admits now go at once; each further window's worth waits for a window, the
 * first of them (when nothing is admitted now) until the budget next frees.
 */
export function budgetSeconds(requests: number, outlook: BudgetOutlook, now: number): number {
  const beyond = Math.max(0, requests - outlook.available);
  if (beyond === 0 || outlook.perWindow <= 0) return 0;
  const windows = Math.ceil(beyond / outlook.perWindow);
  if (outlook.available > 0) return Math.ceil((windows * outlook.windowMs) / 1_000);
  const blockedMs = Math.max(0, (outlook.nextFreeAt ?? now) - now);
  return Math.ceil((blockedMs + (windows - 1) * outlook.windowMs) / 1_000);
}

/**
 * Seconds left of the backfill: the recent pace's estimate, but never less than
 * the account's budget allows for the result pages still to read (`budget`, the
 * background share of it as the scheduler sees it now). Null before there is a pace.
 */
export function secondsLeft(
  done: number,
  total: number,
  perSecond: number | null,
  budget?: { outlook: BudgetOutlook; now: number },
): number | null {
  if (perSecond === null || perSecond <= 0 || total <= done) return null;
  const atPace = Math.ceil((total - done) / perSecond);
  if (!budget) return atPace;
  const pages = Math.ceil((total - done) / WAIVER_LIMITS.searchPageSize);
  return Math.max(atPace, budgetSeconds(pages, budget.outlook, budget.now));
}
