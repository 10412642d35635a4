import { describe, expect, it } from 'vitest';
import {
  createWedgeDetector,
  type WedgeDetector,
  type WedgeStep,
} from '../../../renderer/src/scanner/wedge-detector.ts';

/** Feeds `keys` starting at `start`, `gap` ms apart, and returns each step. */
function typeRun(detector: WedgeDetector, keys: string[], start: number, gap: number): WedgeStep[] {
  return keys.map((key, index) => detector.feed({ key, at: start + index * gap }));
}

const chars = (text: string) => [...text];

describe('wedge detector', () => {
  it('reads a fast burst ending in Enter as a scan, taking back what landed before it was recognised', () => {
    const detector = createWedgeDetector();
    const steps = typeRun(detector, [...chars('M-004519'), 'Enter'], 1_000, 6);
    expect(steps.slice(0, 3)).toEqual([{ kind: 'pass' }, { kind: 'pass' }, { kind: 'pass' }]);
    expect(steps[3]).toEqual({ kind: 'recognised', earlier: 'M-0' });
    expect(steps.slice(4, 8)).toEqual(Array(4).fill({ kind: 'swallow' }));
    expect(steps[8]).toEqual({ kind: 'scan', text: 'M-004519' });
  });

  it('accepts gaps of exactly 35 ms and refuses 36 ms', () => {
    const atLimit = createWedgeDetector();
    expect(typeRun(atLimit, [...chars('AB12'), 'Enter'], 0, 35).at(-1)).toEqual({
      kind: 'scan',
      text: 'AB12',
    });
    const tooSlow = createWedgeDetector();
    const steps = typeRun(tooSlow, [...chars('AB12'), 'Enter'], 0, 36);
    expect(steps.every((step) => step.kind === 'pass')).toBe(true);
  });

  it('needs at least four characters', () => {
    const detector = createWedgeDetector();
    const steps = typeRun(detector, [...chars('A12'), 'Enter'], 0, 5);
    expect(steps.every((step) => step.kind === 'pass')).toBe(true);
  });

  it('leaves a person typing alone, however the keys fall', () => {
    const detector = createWedgeDetector();
    // Fast pairs (key rollover) between ordinary pauses never make four in a row.
    const times = [0, 20, 150, 170, 320, 345, 500];
    const steps = [...chars('smithjo'), 'Enter'].map((key, index) =>
      detector.feed({ key, at: times[index] ?? 650 }),
    );
    expect(steps.every((step) => step.kind === 'pass')).toBe(true);
  });

  it('starts a new burst after a pause, so a slow start does not spoil the scan that follows', () => {
    const detector = createWedgeDetector();
    detector.feed({ key: 'x', at: 0 });
    detector.feed({ key: 'y', at: 200 });
    const steps = typeRun(detector, [...chars('T-1234'), 'Enter'], 400, 4);
    expect(steps[3]).toEqual({ kind: 'recognised', earlier: 'T-1' });
    expect(steps.at(-1)).toEqual({ kind: 'scan', text: 'T-1234' });
  });

  it('does not count an Enter that comes long after the burst', () => {
    const detector = createWedgeDetector();
    typeRun(detector, chars('T-1234'), 0, 4);
    expect(detector.feed({ key: 'Enter', at: 500 })).toMatchObject({ kind: 'pass' });
  });

  it('lets Shift through without breaking the burst (scanners press it for capitals)', () => {
    const detector = createWedgeDetector();
    const keys = ['Shift', 'M', 'Shift', 'X', '1', '2', '3', 'Enter'];
    const steps = keys.map((key, index) => detector.feed({ key, at: index * 5 }));
    expect(steps.at(-1)).toEqual({ kind: 'scan', text: 'MX123' });
  });

  it('breaks the burst on keys a person presses: auto-repeat, chords, arrows, space', () => {
    for (const breaker of [
      { key: 'a', byHand: true },
      { key: 'ArrowDown' },
      { key: ' ' },
      { key: 'Backspace' },
    ]) {
      const detector = createWedgeDetector();
      typeRun(detector, chars('AB'), 0, 5);
      detector.feed({ ...breaker, at: 10 });
      const steps = typeRun(detector, [...chars('CD'), 'Enter'], 15, 5);
      expect(steps.at(-1), breaker.key).toEqual({ kind: 'pass' });
    }
  });

  it('forgets a burst when reset, with nothing to give back', () => {
    const detector = createWedgeDetector();
    typeRun(detector, chars('AB12'), 0, 5);
    detector.reset();
    expect(detector.feed({ key: 'Enter', at: 25 })).toEqual({ kind: 'pass' });
    expect(detector.flush()).toBeNull();
  });

  it('takes options for other scanners', () => {
    const detector = createWedgeDetector({ maxGapMs: 60, minLength: 6 });
    const steps = typeRun(detector, [...chars('ABCDEF'), 'Enter'], 0, 50);
    expect(steps[5]).toEqual({ kind: 'recognised', earlier: 'ABCDE' });
    expect(steps.at(-1)).toEqual({ kind: 'scan', text: 'ABCDEF' });
  });
});

describe('wedge detector: a recognised burst without its Enter', () => {
  it('gives back what it swallowed with the next key that comes too late to belong to it', () => {
    const detector = createWedgeDetector();
    typeRun(detector, chars('ABCDEF'), 0, 5);
    expect(detector.feed({ key: 'g', at: 25 + 200 })).toEqual({ kind: 'pass', release: 'ABCDEF' });
    // Given back once: the late key starts a burst of its own.
    expect(detector.feed({ key: 'Enter', at: 25 + 400 })).toEqual({ kind: 'pass' });
  });

  it('gives it back with a late Enter, an arrow or a key pressed by hand, which then go through', () => {
    for (const late of [
      { key: 'Enter', at: 500 },
      { key: 'ArrowLeft', at: 30 },
      { key: 'x', at: 30, byHand: true },
    ]) {
      const detector = createWedgeDetector();
      typeRun(detector, chars('ABCDE'), 0, 5);
      expect(detector.feed(late), late.key).toEqual({ kind: 'pass', release: 'ABCDE' });
    }
  });

  it('gives it back when the caller says the keys stopped coming', () => {
    const detector = createWedgeDetector();
    typeRun(detector, chars('ABCDEF'), 0, 5);
    expect(detector.flush()).toBe('ABCDEF');
    expect(detector.flush()).toBeNull();
    expect(detector.feed({ key: 'Enter', at: 30 })).toEqual({ kind: 'pass' });
  });

  it('has nothing to give back for a burst that never was recognised', () => {
    const detector = createWedgeDetector();
    typeRun(detector, chars('AB'), 0, 5);
    expect(detector.flush()).toBeNull();
    expect(detector.feed({ key: 'C', at: 500 })).toEqual({ kind: 'pass' });
  });
});
