/**
 * The schedule of status readings on a clock moved by hand: the interval from
 * the setting (asked again at every schedule), jittered exponential backoff after
 * failures, readings at once when asked (shared with one under way), and nothing
 * left behind by close.
 */
import { describe, expect, it } from 'vitest';
import { failureDelayMs, STATUS_BACKOFF } from '../../electron/services/status-monitor/backoff.ts';
import { createPoller, type ReadingCause } from '../../electron/services/status-monitor/poller.ts';
import { type Deferred, deferred, ManualClock } from '../client/support/manual-clock.ts';

const MINUTE = 60_000;

interface Harness {
  clock: ManualClock;
  /** Clock times (relative to the start) and causes of every reading begun. */
  readings: { at: number; cause: ReadingCause; signal: AbortSignal }[];
  poller: ReturnType<typeof createPoller>;
  setInterval(ms: number): void;
  /** What the next readings do; default succeed at once. */
  outcomes: (() => Promise<void>)[];
}

function harness(random = () => 0.5): Harness {
  const clock = new ManualClock();
  const start = clock.now();
  let intervalMs = 2 * MINUTE;
  const readings: Harness['readings'] = [];
  const outcomes: Harness['outcomes'] = [];
  const poller = createPoller({
    clock,
    random,
    intervalMs: () => intervalMs,
    read: (cause, signal) => {
      readings.push({ at: clock.now() - start, cause, signal });
      return (outcomes.shift() ?? (() => Promise.resolve()))();
    },
  });
  return {
    clock,
    readings,
    poller,
    outcomes,
    setInterval: (ms) => {
      intervalMs = ms;
    },
  };
}

const fail = () => Promise.reject(new Error('no answer'));

describe('the status poller', () => {
  it('reads at once on start, then every interval, asking the setting at each schedule', async () => {
    const h = harness();
    h.poller.start();
    h.poller.start();
    await h.clock.advance(0);
    expect(h.readings.map((reading) => reading.cause)).toEqual(['start']);
    await h.clock.advance(4 * MINUTE);
    expect(h.readings.map((reading) => reading.at)).toEqual([0, 2 * MINUTE, 4 * MINUTE]);
    // The person changed the setting: the next gap follows it.
    h.setInterval(5 * MINUTE);
    await h.clock.advance(2 * MINUTE);
    expect(h.readings).toHaveLength(4);
    expect(h.readings[3]?.at).toBe(6 * MINUTE);
    await h.clock.advance(5 * MINUTE - 1);
    expect(h.readings).toHaveLength(4);
    await h.clock.advance(1);
    expect(h.readings[4]?.at).toBe(11 * MINUTE);
    expect(h.readings.slice(1).every((reading) => reading.cause === 'interval')).toBe(true);
    h.poller.close();
  });

  it('backs off after failures in a row: 15 s doubling to 5 min, jittered, then the interval again', async () => {
    const h = harness(() => 0.5);
    h.outcomes.push(fail, fail, fail, fail, fail, fail, fail);
    h.poller.start();
    await h.clock.advance(30 * MINUTE);
    const gaps = h.readings.slice(1, 9).map((reading, index) => reading.at - (h.readings[index]?.at ?? 0));
    // Half-way between half and all of each bound (random 0.5).
    expect(gaps).toEqual([11_250, 22_500, 45_000, 90_000, 180_000, 225_000, 225_000, 2 * MINUTE]);
    expect(h.readings.slice(1, 8).every((reading) => reading.cause === 'retry')).toBe(true);
    expect(h.readings[8]?.cause).toBe('interval');
    expect(h.poller.failures()).toBe(0);
    h.poller.close();
  });

  it('never waits less than half the bound, however the jitter falls', () => {
    for (const random of [() => 0, () => 0.999_999]) {
      const delays = [1, 2, 3, 4, 5, 6, 7, 20].map((failures) => failureDelayMs(failures, random));
      for (const [index, delay] of delays.entries()) {
        const bound = Math.min(STATUS_BACKOFF.maxMs, STATUS_BACKOFF.firstMs * 2 ** Math.min(index, 7));
        expect(delay).toBeGreaterThanOrEqual(bound / 2);
        expect(delay).toBeLessThanOrEqual(bound);
      }
      expect(Math.min(...delays)).toBeGreaterThanOrEqual(7_500);
      expect(Math.max(...delays)).toBeLessThanOrEqual(5 * MINUTE);
    }
  });

  it('reads at once when asked, and the planned reading moves to an interval after it', async () => {
    const h = harness();
    h.poller.start();
    await h.clock.advance(MINUTE);
    await h.poller.readNow('wake');
    expect(h.readings.map(({ at, cause }) => ({ at, cause }))).toEqual([
      { at: 0, cause: 'start' },
      { at: MINUTE, cause: 'wake' },
    ]);
    // The reading planned for 2 min no longer happens: the next is 2 min after the wake.
    await h.clock.advance(MINUTE + 59_999);
    expect(h.readings).toHaveLength(2);
    await h.clock.advance(1);
    expect(h.readings[2]).toMatchObject({ at: 3 * MINUTE, cause: 'interval' });
    h.poller.close();
  });

  it('reads at once when asked during a backoff too', async () => {
    const h = harness();
    h.outcomes.push(fail);
    h.poller.start();
    await h.clock.advance(1_000);
    expect(h.poller.nextAt()).toBe(h.clock.now() - 1_000 + 11_250);
    await h.poller.readNow('network');
    expect(h.readings.map((reading) => reading.cause)).toEqual(['start', 'network']);
    expect(h.poller.nextAt()).toBe(h.clock.now() + 2 * MINUTE);
    h.poller.close();
  });

  it('shares a reading under way with everyone who asks meanwhile', async () => {
    const h = harness();
    const slow: Deferred<void> = deferred();
    h.outcomes.push(() => slow.promise);
    h.poller.start();
    const asked = [h.poller.readNow('refresh'), h.poller.readNow('refresh'), h.poller.readNow('wake')];
    let done = 0;
    for (const promise of asked) void promise.then(() => done++);
    await h.clock.advance(0);
    expect(h.readings).toHaveLength(1);
    expect(done).toBe(0);
    slow.resolve();
    await Promise.all(asked);
    expect(done).toBe(3);
    expect(h.readings).toHaveLength(1);
    // A new ask after it ended is a new reading.
    await h.poller.readNow('refresh');
    expect(h.readings).toHaveLength(2);
    h.poller.close();
  });

  it('stops on close: no timer, the reading under way aborted, no reading after', async () => {
    const h = harness();
    h.poller.start();
    await h.clock.advance(0);
    expect(h.clock.pendingTimers).toBe(1);
    const stuck: Deferred<void> = deferred();
    h.outcomes.push(() => stuck.promise);
    const underWay = h.poller.readNow('refresh');
    const { signal } = h.readings[1] ?? {};
    h.poller.close();
    expect(signal?.aborted).toBe(true);
    stuck.reject(new Error('aborted'));
    await underWay;
    expect(h.clock.pendingTimers).toBe(0);
    await h.poller.readNow('wake');
    await h.clock.advance(60 * MINUTE);
    expect(h.readings).toHaveLength(2);
    expect(h.poller.nextAt()).toBeNull();
  });
});
