/**
 * The one formatter cache both sides use: a formatter is made once per options,
 * zone and locale; an unknown zone is an error for arithmetic and the computer's
 * zone for what is shown.
 */
import { describe, expect, it } from 'vitest';
import { formatInstant, isKnownTimeZone, shownZone, zonedFormatter } from '../../shared/time/zoned-format.ts';
import { zonedParts } from '../../shared/time/zoned-time.ts';

const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

describe('zoned formatting', () => {
  it('makes one formatter per options, zone and locale', () => {
    expect(zonedFormatter('Europe/London', CLOCK)).toBe(zonedFormatter('Europe/London', CLOCK));
    expect(zonedFormatter('Europe/London', CLOCK)).not.toBe(zonedFormatter('Asia/Tokyo', CLOCK));
    expect(zonedFormatter('Europe/London', CLOCK, 'en-GB')).not.toBe(zonedFormatter('Europe/London', CLOCK));
  });

  it('refuses an unknown zone for arithmetic, and shows times in the computer zone instead', () => {
    expect(() => zonedParts(0, 'Mars/Olympus')).toThrow(RangeError);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
    expect(isKnownTimeZone('America/Denver')).toBe(true);
    expect(shownZone('Mars/Olympus')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(formatInstant('2031-05-06T09:05:00Z', 'Mars/Olympus', CLOCK)).not.toBeNull();
  });

  it('formats what names an instant in the zone, and nothing else', () => {
    expect(formatInstant('2031-05-06 09:05:00', 'Asia/Tokyo', CLOCK, 'en-GB')).toBe('18:05');
    expect(formatInstant('', 'Asia/Tokyo', CLOCK)).toBeNull();
    expect(formatInstant(undefined, 'Asia/Tokyo', CLOCK)).toBeNull();
  });
});
