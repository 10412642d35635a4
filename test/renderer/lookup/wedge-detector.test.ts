import { beforeEach, describe, expect, it } from 'vitest';
import {
  createWedgeDetector,
  WEDGE_DEFAULTS,
  type WedgeDetector,
  type WedgeStep,
} from '../../../renderer/src/scanner/wedge-detector.ts';

/** Feeds `keys` starting at `start`, `gap` ms apart, and returns each step. */
function typeRun(detector: WedgeDetector, keys: string[], start: number, gap: number): WedgeStep[] {
  return keys.map((key, index) => detector.feed({ key, at: start + index * gap }));
}

const chars = (text: string) => [...text];

let detector: WedgeDetector;
beforeEach(() => {
  detector = createWedgeDetector();
});

describe('wedge detector', () => {
  it('reads a fast burst ending in Enter as a scan, taking back what landed before it was recognised', () => {
    const detector = createWedgeDetector();
    const steps = typeRun(detector, [...chars('M-004519'), 'Enter'], 1_000, 6);
    expect(steps.slice(0, 3)).toEqual([{ kind: 'pass' }, { kind: 'pass' }, { kind: 'pass' }]);
    expect(steps[3]).toEqual({ kind: 'recognised', earlier: 'M-0' });
    expect(steps.slice(4, 8)).toEqual(Array(4).fill({ kind: 'swallow' }));
    expect(steps[8]).toEqual({ kind: 'scan', text: 'M-004519' });
  });

  it('reads a USB scanner at 6 ms a key and a Bluetooth one at 45 ms a key (the default allows 50)', () => {
    for (const gap of [6, 45]) {
      const detector = createWedgeDetector();
      expect(typeRun(detector, [...chars('M-004519'), 'Enter'], 1_000, gap).at(-1), `${gap} ms`).toEqual({
        kind: 'scan',
        text: 'M-004519',
      });
    }
  });

  it('accepts gaps of exactly the setting and refuses one more millisecond', () => {
    const atLimit = createWedgeDetector();
    expect(typeRun(atLimit, [...chars('AB12'), 'Enter'], 0, 50).at(-1)).toEqual({
      kind: 'scan',
      text: 'AB12',
    });
    const tooSlow = createWedgeDetector();
    const steps = typeRun(tooSlow, [...chars('AB12'), 'Enter'], 0, 51);
    expect(steps.every((step) => step.kind === 'pass')).toBe(true);
    const slower = createWedgeDetector({ ...WEDGE_DEFAULTS, maxGapMs: 80 });
    expect(typeRun(slower, [...chars('AB12'), 'Enter'], 0, 75).at(-1)).toEqual({
      kind: 'scan',
      text: 'AB12',
    });
  });

  it('never takes a fast typist for a scanner: quick pairs between ordinary gaps, and a human Enter', () => {
    // A 100-words-a-minute typist: ~120 ms a key, rollover pairs at 20–45 ms, Enter after a beat.
    const gaps = [0, 95, 30, 140, 45, 110, 25, 160, 40, 120, 35, 90, 130];
    let at = 5_000;
    const keys = [...chars('M-004519M-00'), 'Enter'];
    const steps = keys.map((key, index) => {
      at += gaps[index] ?? 100;
      return detector.feed({ key, at });
    });
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

  it('recognises a scanner set up with a prefix from the prefix on, and leaves prefix and suffix out', () => {
    const withAffixes = createWedgeDetector({ ...WEDGE_DEFAULTS, prefix: '~', suffix: '#' });
    const steps = typeRun(withAffixes, [...chars('~A7#'), 'Enter'], 0, 6);
    // Not even the prefix lands where the cursor is, and a code shorter than four still counts.
    expect(steps[0]).toEqual({ kind: 'recognised', earlier: '' });
    expect(steps.slice(1, 3)).toEqual([{ kind: 'swallow' }, { kind: 'swallow' }]);
    expect(steps.at(-1)).toEqual({ kind: 'scan', text: 'A7' });

    const twoCharacterPrefix = createWedgeDetector({ ...WEDGE_DEFAULTS, prefix: '^]' });
    const second = typeRun(twoCharacterPrefix, [...chars('^]M-1'), 'Enter'], 0, 6);
    expect(second[1]).toEqual({ kind: 'recognised', earlier: '^' });
    expect(second.at(-1)).toEqual({ kind: 'scan', text: 'M-1' });
  });

  it('gives back a prefix typed by hand, and still reads a code sent without one', () => {
    const withPrefix = createWedgeDetector({ ...WEDGE_DEFAULTS, prefix: '~' });
    expect(withPrefix.feed({ key: '~', at: 0 })).toEqual({ kind: 'recognised', earlier: '' });
    // Enter far too late: a person's "~", given back before the Enter goes through.
    expect(withPrefix.feed({ key: 'Enter', at: 400 })).toEqual({ kind: 'pass', release: '~' });
    expect(typeRun(withPrefix, [...chars('M-2002'), 'Enter'], 1_000, 6).at(-1)).toEqual({
      kind: 'scan',
      text: 'M-2002',
    });
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
