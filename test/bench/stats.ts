/**
 * The one set of order statistics of the bench, rounded for a readable JSON report.
 *
 * A percentile is the nearest-rank value: the smallest sample with at least that
 * share of the samples at or below it. It is told only when there are enough
 * samples for it to mean something: at least one sample must lie above it, so the
 * q-th percentile needs 1 / (1 - q) samples (the median 2, p95 20, p99 100).
 * With fewer it is `null` in the report, never the maximum under another name.
 */

/** What a section reports: each figure by name, null where the samples were too few for it. */
export type Measures = Record<string, number | null>;

/** Fewest samples each statistic needs. */
export const MIN_SAMPLES = { median: 2, p95: 20, p99: 100, max: 1 } as const;

export interface Summary {
  count: number;
  median: number | null;
  p95: number | null;
  p99: number | null;
  max: number | null;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Fewest samples for the percentile `fraction` (0.95 for p95) to lie below the maximum. */
export function samplesNeeded(fraction: number): number {
  if (!(fraction > 0 && fraction < 1))
    throw new RangeError(`a percentile is between 0 and 1, not ${fraction}`);
  return Math.ceil(1 / (1 - fraction) - 1e-9);
}

/** Whether `count` samples are enough for the percentile `fraction`. */
export const enoughFor = (fraction: number, count: number): boolean => count >= samplesNeeded(fraction);

/** The nearest-rank percentile of sorted samples; null when there are too few of them. */
function nearestRank(sorted: readonly number[], fraction: number): number | null {
  if (!enoughFor(fraction, sorted.length)) return null;
  return round(sorted[Math.ceil(fraction * sorted.length) - 1]!);
}

/** The median of sorted samples (the mean of the two middle ones for an even count). */
function median(sorted: readonly number[]): number | null {
  if (sorted.length < MIN_SAMPLES.median) return null;
  const middle = sorted.length / 2;
  return round(
    Number.isInteger(middle) ? (sorted[middle - 1]! + sorted[middle]!) / 2 : sorted[Math.floor(middle)]!,
  );
}

/** Median, p95, p99 and maximum of the samples, each null when the samples are too few for it. */
export function summarise(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    median: median(sorted),
    p95: nearestRank(sorted, 0.95),
    p99: nearestRank(sorted, 0.99),
    max: sorted.length >= MIN_SAMPLES.max ? round(sorted.at(-1)!) : null,
  };
}
