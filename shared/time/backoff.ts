/**
 * How long to wait after failures in a row: the first wait, doubling with each
 * failure, never more than the longest. One rule for every retry of the app
 * (service calls, the status page, the sync, the reach probe, the page's socket
 * to the browser host and its queries); each place states its own policy.
 *
 * Jitter spreads desks that failed together so they do not come back in step:
 * 'full' waits anywhere from nothing to the bound, 'equal' between half of it and
 * all of it, 'none' exactly the bound (a single waiter, such as one page).
 */
export interface BackoffPolicy {
  /** The wait after the first failure. */
  firstMs: number;
  /** No wait grows past this. */
  maxMs: number;
  /** Default 'none'. */
  jitter?: 'none' | 'full' | 'equal';
}

/**
 * The wait after `failures` failures in a row (1 after the first). `random` is
 * a source in [0, 1), used only with jitter.
 */
export function backoffDelayMs(
  policy: BackoffPolicy,
  failures: number,
  random: () => number = Math.random,
): number {
  const bound = Math.min(policy.maxMs, policy.firstMs * 2 ** Math.max(0, failures - 1));
  switch (policy.jitter ?? 'none') {
    case 'full':
      return Math.floor(random() * bound);
    case 'equal':
      return Math.round(bound / 2 + (random() * bound) / 2);
    default:
      return bound;
  }
}
