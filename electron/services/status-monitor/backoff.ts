/**
 * How long the monitor waits after a reading failed (the page did not answer,
 * answered 429 or something the desk cannot read): 15 s, doubling with each
 * failure in a row, at most 5 minutes. Each wait is jittered between half and
 * all of its bound, so desks that lost the page together do not come back in
 * step, and no wait is ever short enough to make a tight loop.
 */
import { type BackoffPolicy, backoffDelayMs } from '../../../shared/time/backoff.ts';

export type { BackoffPolicy } from '../../../shared/time/backoff.ts';

export const STATUS_BACKOFF: BackoffPolicy = { firstMs: 15_000, maxMs: 300_000, jitter: 'equal' };

/** `failures` counts the failed readings in a row, this one included (1 or more). */
export function failureDelayMs(failures: number, random: () => number, policy = STATUS_BACKOFF): number {
  return backoffDelayMs(policy, failures, random);
}
