/**
 * Times shown in the desk's zone (from the main process), not this computer's,
 * through one cache of Intl formatters. A zone this browser does not know falls
 * back to the computer's own rather than taking the screen down.
 */
import { readInstant } from './instant.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();

function create(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(undefined, { ...options, timeZone });
  } catch {
    return new Intl.DateTimeFormat(undefined, options);
  }
}

/** The formatter of `options` in `timeZone`, made once. */
export function zonedFormatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = create(timeZone, options);
    formatters.set(key, cached);
  }
  return cached;
}

/** `value` as an instant formatted in `timeZone`; null when it names no instant. */
export function formatInstant(
  value: unknown,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): string | null {
  const at = readInstant(value);
  return at ? zonedFormatter(timeZone, options).format(at) : null;
}
