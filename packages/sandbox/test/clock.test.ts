import { describe, expect, it } from 'vitest';
import { createClock } from '../src/clock.ts';

describe('sandbox clock', () => {
  it('runs with real time from its start unless frozen', () => {
    let real = 1_000;
    const clock = createClock({ startAt: 50_000, realNow: () => real });
    real += 250;
    expect(clock.now()).toBe(50_250);
    clock.advance(1_000);
    expect(clock.now()).toBe(51_250);
    real += 10;
    expect(clock.now()).toBe(51_260);
  });

  it('stays put when frozen and moves only on set and advance', () => {
    let real = 0;
    const clock = createClock({ startAt: 7_000, frozen: true, realNow: () => real });
    real += 5_000;
    expect(clock.now()).toBe(7_000);
    clock.advance(3_000);
    expect(clock.now()).toBe(10_000);
    clock.set(1);
    expect(clock.now()).toBe(1);
  });
});
