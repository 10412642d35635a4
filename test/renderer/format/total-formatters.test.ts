/**
 * Every formatter of dates, times, ages, phones and counts the page uses is total:
 * whatever a record holds (empty, left out, a word, a number, an object, a date
 * the calendar lacks) it answers with text, and with the desk's "not given" when
 * there is nothing to show. Known values still read as before.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageOn, ageWords, parseCalendarDay, todayIn } from '../../../renderer/src/format/age.ts';
import { formatCount } from '../../../renderer/src/format/numbers.ts';
import { addHour, formatClock, formatCountdown, formatDay } from '../../../renderer/src/format/time.ts';
import {
  formatCalendarDate,
  formatSignedAt,
  formatSignedDay,
} from '../../../renderer/src/format/waiver-dates.ts';
import { formatZoned, zoneLabel } from '../../../renderer/src/screens/manage/manage-format.ts';
import { formatExpiry, formatSentAt } from '../../../renderer/src/screens/send/link-time.ts';
import { maskText } from '../../../renderer/src/screens/waiver/mask.ts';
import { clockTime, dayAndTime, readingTime, timeWindow } from '../../../renderer/src/status/status-time.ts';
import { timeLeftWords, whenCurrent } from '../../../renderer/src/sync/sync-words.ts';
import { readInstant } from '../../../shared/time/instant.ts';

const NOT_GIVEN = 'not given';
const ZONE = 'Europe/London';

/** What a record may hold where a date belongs: the notes' shapes and plain garbage. */
const hostile = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constantFrom(
      '',
      '   ',
      'not a date',
      '0000-00-00 00:00:00',
      '2031-02-30',
      '2031-13-01T10:00:00Z',
      '2031-05-06T25:00:00Z',
      '2031-05-06T10:00:00+99:99',
      '+275760-09-13T00:00:00Z',
      'Invalid Date',
      'null',
      '1e400',
      null,
      undefined,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      8.64e15 + 1,
      -8.64e15 - 1,
      new Date(Number.NaN),
      {},
      [],
      true,
    ),
    fc.string(),
    fc.anything(),
  );

/** Formatters of an instant in the desk's zone: `(value, zone) => text`. */
const INSTANT_FORMATTERS: [string, (value: unknown, zone: string) => string][] = [
  ['formatClock', formatClock],
  ['formatDay', formatDay],
  ['formatSignedDay', formatSignedDay],
  ['formatSignedAt', formatSignedAt],
  ['formatZoned', formatZoned],
  ['formatExpiry', formatExpiry],
  ['formatSentAt', formatSentAt],
  ['clockTime', clockTime],
  ['dayAndTime', dayAndTime],
  ['readingTime', (value, zone) => readingTime(value, zone)],
  ['whenCurrent', (value, zone) => whenCurrent(value, zone)],
];

describe.each(INSTANT_FORMATTERS)('%s', (_name, format) => {
  it('says "not given" for a value that names no instant, and never throws', () => {
    fc.assert(
      fc.property(hostile(), (value) => {
        const shown = format(value, ZONE);
        expect(typeof shown).toBe('string');
        if (readInstant(value) === null) expect(shown).toBe(NOT_GIVEN);
      }),
      { numRuns: 300 },
    );
  });

  it('reads a zone-less service time as UTC and an ISO time with its offset, in the desk zone', () => {
    // 23:30 UTC on 6 May is 00:30 on 7 May in London: both the clock and the day move.
    expect(format('2031-05-06 23:30:00', ZONE)).toBe(format('2031-05-07T00:30:00+01:00', ZONE));
    expect(format('2031-05-06 23:30:00', ZONE)).not.toBe(format('2031-05-06T23:30:00+01:00', ZONE));
    expect(format('2031-05-06T23:30:00Z', ZONE)).toBe(format('2031-05-06T23:30:00.000+00:00', ZONE));
  });

  it('falls back to the computer zone for a zone this browser does not know', () => {
    for (const zone of ['', 'Mars/Olympus', 'not a zone']) {
      expect(format('2031-05-06T09:05:00Z', zone)).not.toBe(NOT_GIVEN);
    }
  });
});

describe('reading an instant', () => {
  it('takes the notes shapes: zone-less (UTC), ISO with Z or an offset (with or without colon), a bare date', () => {
    expect(readInstant('2031-05-06 09:05:00')?.toISOString()).toBe('2031-05-06T09:05:00.000Z');
    expect(readInstant('2031-05-06T09:05')?.toISOString()).toBe('2031-05-06T09:05:00.000Z');
    expect(readInstant('2031-05-06T10:05:00+0100')?.toISOString()).toBe('2031-05-06T09:05:00.000Z');
    expect(readInstant('2031-05-06T04:05:00-05:00')?.toISOString()).toBe('2031-05-06T09:05:00.000Z');
    expect(readInstant('2031-05-06')?.toISOString()).toBe('2031-05-06T00:00:00.000Z');
    expect(readInstant(Date.UTC(2031, 4, 6))?.toISOString()).toBe('2031-05-06T00:00:00.000Z');
  });

  it('refuses what the calendar or the clock lacks, and everything that is not a date', () => {
    for (const value of [
      '2031-02-29',
      '2031-04-31 10:00:00',
      '2031-05-06T24:30:00Z',
      'May 6',
      '',
      null,
      {},
    ]) {
      expect(readInstant(value), String(value)).toBeNull();
    }
  });
});

describe('the other formatters', () => {
  it('addHour answers null, not an exception, without an instant', () => {
    fc.assert(
      fc.property(hostile(), (value) => {
        const next = addHour(value);
        expect(next === null || !Number.isNaN(Date.parse(next))).toBe(true);
      }),
    );
    expect(addHour('2031-05-06 09:00:00')).toBe('2031-05-06T10:00:00.000Z');
  });

  it('timeWindow is null without a start and the start alone without an end', () => {
    fc.assert(
      fc.property(hostile(), hostile(), (from, to) => {
        const shown = timeWindow(from, to, ZONE);
        expect(shown === null || typeof shown === 'string').toBe(true);
        if (readInstant(from) === null) expect(shown).toBeNull();
      }),
    );
    expect(timeWindow('2031-05-06T09:00:00Z', '', ZONE)).toBe(dayAndTime('2031-05-06T09:00:00Z', ZONE));
  });

  it('ages: any date of birth gives an age, "age verified" or "age not known"', () => {
    fc.assert(
      fc.property(hostile(), fc.date({ noInvalidDate: false }), (dob, now) => {
        const today = todayIn(ZONE, now);
        expect(Number.isInteger(today.year)).toBe(true);
        expect(typeof ageWords(ageOn(dob, today))).toBe('string');
        expect(parseCalendarDay(dob) === null || typeof dob === 'string').toBe(true);
      }),
    );
    expect(todayIn('Mars/Olympus', new Date('2031-05-06T12:00:00Z')).year).toBe(2031);
  });

  it('calendar dates: a date of birth or expiry shows as written, or not at all', () => {
    fc.assert(
      fc.property(hostile(), (value) => {
        const shown = formatCalendarDate(value);
        expect(shown === null || typeof shown === 'string').toBe(true);
      }),
    );
    expect(formatCalendarDate('2014-02-23 00:00:00')).toBe(formatCalendarDate('2014-02-23'));
    expect(formatCalendarDate('2014-02-23')).toMatch(/2014/);
  });

  it('phones and other private values: covered when given, empty when there is nothing to cover', () => {
    fc.assert(
      fc.property(hostile(), (value) => {
        const cover = maskText(value);
        expect(cover === '' || cover === '••••••••').toBe(true);
      }),
    );
    expect(maskText('+1 503 555 0100')).toBe('••••••••');
    expect(maskText(5035550100)).toBe('••••••••');
    expect(maskText(undefined)).toBe('');
  });

  it('counts: a number or numeric text in the locale, "not given" otherwise', () => {
    fc.assert(
      fc.property(hostile(), (value) => {
        expect(typeof formatCount(value)).toBe('string');
      }),
    );
    expect(formatCount(Number.NaN)).toBe(NOT_GIVEN);
    expect(formatCount(undefined)).toBe(NOT_GIVEN);
    expect(formatCount(12_400)).toBe(new Intl.NumberFormat().format(12_400));
    expect(formatCount('12')).toBe('12');
  });

  it('countdowns and time left never show NaN', () => {
    fc.assert(
      fc.property(fc.double(), (seconds) => {
        expect(formatCountdown(seconds)).not.toContain('NaN');
        expect(timeLeftWords(seconds)).not.toContain('NaN');
      }),
    );
    expect(formatCountdown(Number.NaN)).toBe('0:00');
    expect(formatCountdown(3_725)).toBe('1:02:05');
  });

  it('zone labels name the zone even when the browser does not know it', () => {
    expect(zoneLabel('Mars/Olympus', new Date(Number.NaN))).toMatch(/^Mars\/Olympus/);
    expect(zoneLabel(ZONE, new Date('2031-05-06T12:00:00Z'))).toMatch(/^Europe\/London \(.+\)$/);
  });
});
