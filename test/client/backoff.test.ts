/** The one backoff rule every retry of the app uses, each with its own policy. */
import { describe, expect, it } from 'vitest';
import { backoffDelayMs } from '../../shared/time/backoff.ts';

describe('backoff after failures in a row', () => {
  const policy = { firstMs: 1_000, maxMs: 30_000 };

  it('starts at the first wait, doubles with each failure and stops at the longest', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((failures) => backoffDelayMs(policy, failures))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });

  it('never exceeds the longest, however long the run of failures', () => {
    expect(backoffDelayMs(policy, 5_000)).toBe(30_000);
    expect(backoffDelayMs(policy, 0)).toBe(1_000);
  });

  it("spreads waits with jitter: 'full' from nothing to the bound, 'equal' from half of it", () => {
    const full = { ...policy, jitter: 'full' as const };
    const equal = { ...policy, jitter: 'equal' as const };
    expect(backoffDelayMs(full, 3, () => 0)).toBe(0);
    expect(backoffDelayMs(full, 3, () => 0.999_999)).toBe(3_999);
    expect(backoffDelayMs(equal, 3, () => 0)).toBe(2_000);
    expect(backoffDelayMs(equal, 3, () => 0.999_999)).toBe(4_000);
  });
});
