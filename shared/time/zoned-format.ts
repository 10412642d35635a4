/**
 * Formatting in a named IANA zone through one cache of Intl formatters, for both
 * sides: the page's times in the desk's zone, the main process's zone arithmetic
 * (zoned-time.ts), the sandbox's calendar and the doctor's and notifications'
 * clock times. Making an Intl.DateTimeFormat costs far more than using one.
 */
import { readInstant } from './instant.ts';

/** Formatters by their options object (callers keep theirs in a constant), then by zone and locale. */
const formatters = new WeakMap<Intl.DateTimeFormatOptions, Map<string, Intl.DateTimeFormat>>();

/**
 * The formatter of `options` in `timeZone` (and `locale`, the computer's by
 * default), made once per options object: pass a constant, not a fresh literal.
 * Throws a RangeError for a zone Intl does not know, as Intl itself does:
 * arithmetic must not silently move to another zone.
 */
export function zonedFormatter(
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
  locale?: string,
): Intl.DateTimeFormat {
  let forOptions = formatters.get(options);
  if (!forOptions) {
    forOptions = new Map();
    formatters.set(options, forOptions);
  }
  const key = `${locale ?? ''}|${timeZone}`;
  let cached = forOptions.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    forOptions.set(key, cached);
  }
  return cached;
}

const knownZones = new Map<string, boolean>();
const NO_OPTIONS: Intl.DateTimeFormatOptions = {};

/** Whether Intl knows `timeZone`. */
export function isKnownTimeZone(timeZone: string): boolean {
  let known = knownZones.get(timeZone);
  if (known === undefined) {
    try {
      zonedFormatter(timeZone, NO_OPTIONS);
      known = true;
    } catch {
      known = false;
    }
    knownZones.set(timeZone, known);
  }
  return known;
}

/** The zone to show times in: `timeZone`, or this computer's where Intl does not know it (never a blank screen). */
export function shownZone(timeZone: string): string {
  return isKnownTimeZone(timeZone) ? timeZone : Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** `value` as an instant formatted in `timeZone` (or this computer's, see shownZone); null when it names no instant. */
export function formatInstant(
  value: unknown,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
  locale?: string,
): string | null {
  const at = readInstant(value);
  return at ? zonedFormatter(shownZone(timeZone), options, locale).format(at) : null;
}
