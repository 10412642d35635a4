import { describe, expect, it } from 'vitest';
import { ageOn, ageWords, parseCalendarDay, todayIn } from '../../../renderer/src/format/age.ts';

const day = (year: number, month: number, dayOfMonth: number) => ({ year, month, day: dayOfMonth });

describe('age today from a date of birth', () => {
  it('counts whole years, turning on the birthday itself', () => {
    expect(ageOn('2013-05-07', day(2031, 5, 6))).toEqual({ kind: 'years', years: 17 });
    expect(ageOn('2013-05-07', day(2031, 5, 7))).toEqual({ kind: 'years', years: 18 });
    expect(ageOn('2013-05-07', day(2031, 4, 30))).toEqual({ kind: 'years', years: 17 });
    expect(ageOn('2013-05-07', day(2031, 12, 31))).toEqual({ kind: 'years', years: 18 });
  });

  it('lets someone born on 29 February turn a year older on 1 March in other years', () => {
    expect(ageOn('2012-02-29', day(2031, 2, 28))).toEqual({ kind: 'years', years: 18 });
    expect(ageOn('2012-02-29', day(2031, 3, 1))).toEqual({ kind: 'years', years: 19 });
    expect(ageOn('2012-02-29', day(2032, 2, 29))).toEqual({ kind: 'years', years: 20 });
  });

  it('reads 1800-01-01 as "age verified", not as an age', () => {
    expect(ageOn('1800-01-01', day(2031, 5, 6))).toEqual({ kind: 'verified' });
    expect(ageOn('1800-01-01T00:00:00', day(2031, 5, 6))).toEqual({ kind: 'verified' });
    expect(ageWords({ kind: 'verified' })).toBe('age verified');
  });

  it('knows no age without a real date of birth, or with one in the future', () => {
    for (const dob of ['', '   ', 'unknown', '2013-02-30', '2013-13-01', '05/07/2013', '2040-01-01']) {
      expect(ageOn(dob, day(2031, 5, 6)), dob).toEqual({ kind: 'unknown' });
    }
  });

  it('ignores a time written after the date', () => {
    expect(parseCalendarDay('2013-05-07T00:00:00Z')).toEqual(day(2013, 5, 7));
    expect(parseCalendarDay('2013-05-07 08:00:00')).toEqual(day(2013, 5, 7));
  });

  it('says ages in words', () => {
    expect(ageWords({ kind: 'years', years: 1 })).toBe('1 year old');
    expect(ageWords({ kind: 'years', years: 17 })).toBe('17 years old');
  });
});

describe("today's date in the desk's zone", () => {
  it('is the calendar day of the zone, not of this computer', () => {
    const lateEvening = new Date('2031-05-06T23:30:00Z');
    expect(todayIn('Pacific/Auckland', lateEvening)).toEqual(day(2031, 5, 7));
    expect(todayIn('America/Los_Angeles', lateEvening)).toEqual(day(2031, 5, 6));
    expect(todayIn('Etc/UTC', lateEvening)).toEqual(day(2031, 5, 6));
  });
});
