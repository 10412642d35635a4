/**
 * The bench's statistics and its targets: a percentile is told only with enough
 * samples behind it, and every target of a section that ran is compared.
 */
import { describe, expect, it } from 'vitest';
import { MIN_SAMPLES, samplesNeeded, summarise } from './stats.ts';
import { benchTargets, findMisses } from './targets.ts';

const oneTo = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('summarise', () => {
  it('takes the median, nearest-rank p95 and p99, and the maximum', () => {
    expect(summarise(oneTo(200).reverse())).toEqual({
      count: 200,
      median: 100.5,
      p95: 190,
      p99: 198,
      max: 200,
    });
    expect(summarise([3, 1, 2]).median).toBe(2);
  });

  it('tells no percentile with too few samples to lie below the maximum', () => {
    expect(summarise(oneTo(5))).toEqual({ count: 5, median: 3, p95: null, p99: null, max: 5 });
    expect(summarise(oneTo(20))).toMatchObject({ p95: 19, p99: null });
    expect(summarise(oneTo(19)).p95).toBeNull();
    expect(summarise([7])).toEqual({ count: 1, median: null, p95: null, p99: null, max: 7 });
    expect(summarise([])).toEqual({ count: 0, median: null, p95: null, p99: null, max: null });
  });

  it('needs 1 / (1 - q) samples for the q-th percentile', () => {
    expect(samplesNeeded(0.5)).toBe(MIN_SAMPLES.median);
    expect(samplesNeeded(0.95)).toBe(MIN_SAMPLES.p95);
    expect(samplesNeeded(0.99)).toBe(MIN_SAMPLES.p99);
  });
});

describe('findMisses', () => {
  const targets = benchTargets(20);

  it('lists each target not met with what was measured, and passes over sections not run', () => {
    const misses = findMisses(targets, {
      sandbox: { sandbox100kReadyMs: 12_000 },
      cache: { lookup100kP95Ms: 4, ingest100kPerSecond: 4_000 },
      recovery: { budgetRefusalToPageMaxMs: 3_000, hostCloseWithOpenSocketsMaxMs: null },
    });
    expect(misses).toEqual([
      {
        target: 'sandbox100kReadyMs',
        section: 'sandbox',
        figure: 'sandbox100kReadyMs',
        measured: 12_000,
        atMost: 10_000,
      },
      {
        target: 'ingestPerSecond',
        section: 'cache',
        figure: 'ingest100kPerSecond',
        measured: 4_000,
        atLeast: 5_000,
      },
      // Too few samples, or a figure the section did not report: the target is not shown to hold.
      {
        target: 'hostCloseWithOpenSocketsMsAtMost',
        section: 'recovery',
        figure: 'hostCloseWithOpenSocketsMaxMs',
        measured: null,
        atMost: 1_000,
      },
      {
        target: 'copyLockReleaseToLookupMsAtMost',
        section: 'recovery',
        figure: 'copyLockReleaseToLookupMaxMs',
        measured: null,
        atMost: 3_000,
      },
    ]);
  });

  it('finds nothing when no section ran', () => {
    expect(findMisses(targets, {})).toEqual([]);
  });
});
