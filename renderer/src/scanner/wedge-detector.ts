/**
 * Tells a keyboard-wedge barcode scanner from a person typing. A scanner "types"
 * the code in a steady burst, every key within a few milliseconds of the last
 * (USB scanners) or a few tens (Bluetooth ones), and ends with Enter; a person
 * never keeps up a run of four characters that close together and then Enter as
 * fast. The longest gap is the desk's setting (50 ms fits common scanners). A
 * scanner set up to send a prefix (and a suffix) before its Enter is recognised
 * from its prefix on, however short the code, and both are left out of it.
 *
 * Pure and clock-free: the caller passes each key with its own timestamp, so the
 * rules are tested with made-up times. The detector only classifies; what to do
 * with a key (let it through, swallow it, look the tag up) is the caller's.
 */

export interface WedgeOptions {
  /** The longest pause between two characters of one burst. */
  maxGapMs: number;
  /** Characters a burst needs before it counts as a scan (a prefix counts at once). */
  minLength: number;
  /** What the scanner sends before each code; '' for none. */
  prefix?: string;
  /** What the scanner sends after each code, before its Enter; '' for none. */
  suffix?: string;
}

export const WEDGE_DEFAULTS: WedgeOptions = { maxGapMs: 50, minLength: 4, prefix: '', suffix: '' };

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
export const isPrintable = (key: string): boolean => [...key].length === 1 && key !== ' ' && key >= ' ';

const PASS: WedgeStep = { kind: 'pass' };
const SWALLOW: WedgeStep = { kind: 'swallow' };

const passReleasing = (held: string): WedgeStep => (held ? { kind: 'pass', release: held } : PASS);

/** The code inside a burst: its prefix and suffix, when the scanner sent them, left out. */
function codeOf(burst: string, prefix: string, suffix: string): string {
  let code = burst;
  if (prefix && code.startsWith(prefix)) code = code.slice(prefix.length);
  if (suffix && code.endsWith(suffix)) code = code.slice(0, -suffix.length);
  return code;
}

/** `minLength` must be 2 or more: a single key is never a burst. */
export function createWedgeDetector(options: WedgeOptions = WEDGE_DEFAULTS): WedgeDetector {
  const prefix = options.prefix ?? '';
  const suffix = options.suffix ?? '';
  let burst = '';
  let lastAt = Number.NEGATIVE_INFINITY;
  /** The burst counts as a scan (long enough, or begun with the prefix). */
  let recognised = false;

  /** A burst begun with the scanner's prefix is a scan from the prefix's last key. */
  const startsScan = (text: string) =>
    text.length >= options.minLength ||
    (prefix !== '' && text.length >= prefix.length && text.startsWith(prefix));

  const reset = () => {
    burst = '';
    lastAt = Number.NEGATIVE_INFINITY;
    recognised = false;
  };

  /** `key` begins a new burst; with a prefix of one character, a scan already. */
  const begin = (key: string, at: number): WedgeStep => {
    reset();
    burst = key;
    lastAt = at;
    if (!startsScan(burst)) return PASS;
    recognised = true;
    return { kind: 'recognised', earlier: '' };
  };

  return {
    feed({ key, at, byHand = false }) {
      if (NEUTRAL_KEYS.has(key) && !byHand) return PASS;
      const continues = burst.length > 0 && at - lastAt <= options.maxGapMs;
      const held = recognised ? burst : '';
      const code = codeOf(held, prefix, suffix);
      if (key === 'Enter' && continues && code) {
        reset();
        return { kind: 'scan', text: code };
      }
      if (byHand || key === 'Enter' || !isPrintable(key)) {
        reset();
        return passReleasing(held);
      }
      if (!continues) {
        if (!held) return begin(key, at);
        // What the burst held goes back, this key after it; it begins a burst of its own.
        reset();
        burst = key;
        lastAt = at;
        return passReleasing(held);
      }
      burst += key;
      lastAt = at;
      if (recognised) return SWALLOW;
      if (!startsScan(burst)) return PASS;
      recognised = true;
      return { kind: 'recognised', earlier: burst.slice(0, -1) };
    },
    flush() {
      if (!recognised) return null;
      const held = burst;
      reset();
      return held;
    },
    reset,
  };
}
