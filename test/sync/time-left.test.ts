/**
 * The copy's "time left" tells the truth about rate windows: a backfill waiting
 * out a window for a minute has at least that minute left, however fast the
 * pages came before; with the budget open the pace decides. And through the
 * engine on a real scheduler: a budget used up by the backfill's own pages shows
 * in the time the header says.
 */
import { describe, expect, it } from 'vitest';
import { createRequestScheduler } from '../../electron/http/scheduler.ts';
import { budgetSeconds, secondsLeft, ThroughputMeter } from '../../electron/services/sync/progress.ts';
import { ManualClock } from '../client/support/manual-clock.ts';

const NOW = 1_000_000;
const open = { available: 90, nextFreeAt: null, perWindow: 90, windowMs: 60_000 };
const waiting = { available: 0, nextFreeAt: NOW + 58_000, perWindow: 90, windowMs: 60_000 };

describe('time left of the first copy', () => {
  it('follows the pace while the budget admits every page still to read', () => {
    expect(budgetSeconds(40, open, NOW)).toBe(0);
    // 4,000 waivers at 400 a second: ten seconds, the budget no bound.
    expect(secondsLeft(6_000, 10_000, 400, { outlook: open, now: NOW })).toBe(10);
  });

  it('is never less than the wait for a used-up budget: "less than a minute" was false', () => {
    // The last 5,000 waivers are 50 pages; the pace over the last minute says 13 s.
    expect(secondsLeft(5_000, 10_000, 400, undefined)).toBe(13);
    expect(secondsLeft(5_000, 10_000, 400, { outlook: waiting, now: NOW })).toBe(58);
    // More pages than one window admits: a window more for every window's worth.
    expect(budgetSeconds(200, waiting, NOW)).toBe(58 + 2 * 60);
    expect(budgetSeconds(200, { ...open, available: 20 }, NOW)).toBe(2 * 60);
  });

  it('reads the background share of a real scheduler, a window long once it is spent', async () => {
    const clock = new ManualClock(NOW);
    const scheduler = createRequestScheduler({ clock });
    const fresh = scheduler.outlook('account', 'background');
    expect(fresh).toEqual({ available: 90, nextFreeAt: null, perWindow: 90, windowMs: 60_000 });
    await Promise.all(
      Array.from({ length: 90 }, () =>
        scheduler.schedule(
          { bucket: 'account', priority: 'background', onCancel: () => new Error('x') },
          async () => 1,
        ),
      ),
    );
    const spent = scheduler.outlook('account', 'background');
    expect(spent.available).toBe(0);
    expect(spent.nextFreeAt).toBeGreaterThanOrEqual(NOW + 60_000);
    const meter = new ThroughputMeter();
    meter.record(NOW - 30_000, 0);
    meter.record(NOW, 9_000);
    expect(
      secondsLeft(9_000, 12_000, meter.perSecond(NOW), { outlook: spent, now: NOW }),
    ).toBeGreaterThanOrEqual(60);
    scheduler.close();
  });
});
