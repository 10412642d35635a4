/**
 * Tells a keyboard-wedge barcode scanner from a person typing. A scanner "types"
 * the code faster than any hand (a few milliseconds per character) and ends with
 * Enter; a person never keeps up a run of four characters at 35 ms or less apart.
 *
 * Pure and clock-free: the caller passes each key with its own timestamp, so the
 * rules are tested with made-up times. The detector only classifies; what to do
 * with a key (let it through, swallow it, look the tag up) is the caller's.
 */

export interface WedgeOptions {
  /** The longest pause between two characters of one burst. */
  maxGapMs: number;
  /** Characters a burst needs before it counts as a scan. */
  minLength: number;
}

export const WEDGE_DEFAULTS: WedgeOptions = { maxGapMs: 35, minLength: 4 };

export interface WedgeKey {
  /** `KeyboardEvent.key`. */
  key: string;
  /** Milliseconds on any monotonic clock (`KeyboardEvent.timeStamp`). */
  at: number;
  /** An auto-repeated key or a chord with Ctrl, Alt or Meta: a person's doing, never part of a scan. */
  byHand?: boolean;
}

export type WedgeStep =
  /**
   * An ordinary key: it goes where it was typed. `release` holds the characters
   * of a recognised burst that ended without its Enter (a person after all, or a
   * scanner set up without one), swallowed so far: they belong back where they
   * were typed, before this key.
   */
  | { kind: 'pass'; release?: string }
  /**
   * This key made the burst a scan: swallow it. `earlier` holds the burst's
   * characters that already went where they were typed, for the caller to take back.
   */
  | { kind: 'recognised'; earlier: string }
  /** A further character of a recognised burst: swallow it. */
  | { kind: 'swallow' }
  /** Enter ended a recognised burst: `text` is what was scanned. */
  | { kind: 'scan'; text: string };

export interface WedgeDetector {
  feed(key: WedgeKey): WedgeStep;
  /**
   * The keys stopped coming (the caller's own timer says so) before a recognised
   * burst got its Enter: gives back everything the burst swallowed, as `release`
   * does. Null when no recognised burst is held.
   */
  flush(): string | null;
  /** Forgets the burst so far (focus moved into a field that scans must not touch). */
  reset(): void;
}

/** Keys that never break a burst nor join it: a scanner presses Shift for capitals. */
// not words: key names a scanner presses
const NEUTRAL_KEYS = new Set(['Shift', 'CapsLock']);

/** One visible character (a letter, digit, punctuation; also characters outside the BMP). */
const isPrintable = (key: string): boolean => [...key].length === 1 && key !== ' ' && key >= ' ';

const PASS: WedgeStep = { kind: 'pass' };
const SWALLOW: WedgeStep = { kind: 'swallow' };

const passReleasing = (held: string): WedgeStep => (held ? { kind: 'pass', release: held } : PASS);

/** `minLength` must be 2 or more: a single key is never a burst. */
export function createWedgeDetector(options: WedgeOptions = WEDGE_DEFAULTS): WedgeDetector {
  let burst = '';
  let lastAt = Number.NEGATIVE_INFINITY;

  const reset = () => {
    burst = '';
    lastAt = Number.NEGATIVE_INFINITY;
  };

  return {
    feed({ key, at, byHand = false }) {
      if (NEUTRAL_KEYS.has(key) && !byHand) return PASS;
      const continues = burst.length > 0 && at - lastAt <= options.maxGapMs;
      const held = burst.length >= options.minLength ? burst : '';
      if (key === 'Enter' && continues && held) {
        reset();
        return { kind: 'scan', text: held };
      }
      if (byHand || key === 'Enter' || !isPrintable(key)) {
        reset();
        return passReleasing(held);
      }
      if (!continues) {
        burst = key;
        lastAt = at;
        return passReleasing(held);
      }
      burst += key;
      lastAt = at;
      if (burst.length < options.minLength) return PASS;
      if (burst.length === options.minLength) return { kind: 'recognised', earlier: burst.slice(0, -1) };
      return SWALLOW;
    },
    flush() {
      if (burst.length < options.minLength) return null;
      const held = burst;
      reset();
      return held;
    },
    reset,
  };
}
