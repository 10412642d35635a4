/**
 * A person's age today, from the date of birth on the waiver. "Today" is the
 * desk's calendar day (its zone, not this computer's), so a birthday turns at
 * the desk's midnight. The service writes 1800-01-01 when the signer's age was
 * verified rather than given; that is no birthday.
 */
import { AGE_VERIFICATION_DOB } from '../../../../shared/domain/waiver.ts';
import { waiverText } from '../../strings.ts';

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

export type Age =
  | { kind: 'years'; years: number }
  /** The 1800-01-01 convention: old enough, without a date. */
  | { kind: 'verified' }
  /** No date of birth, or one that is not a date (or lies in the future). */
  | { kind: 'unknown' };

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day it is in `timeZone` at `now`. */
export function todayIn(timeZone: string, now: Date = new Date()): CalendarDay {
  let format = dayFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    dayFormatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(now).map((part) => [part.type, part.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

/** "2014-02-23" (a time after it is ignored) as a calendar day; null when it is not a real date. */
export function parseCalendarDay(text: string): CalendarDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
    return null;
  return { year, month, day };
}

/** Whole years from `dob` to `today`; someone born on 29 February turns a year older on 1 March. */
export function ageOn(dob: string, today: CalendarDay): Age {
  if (dob.trim().startsWith(AGE_VERIFICATION_DOB)) return { kind: 'verified' };
  const born = parseCalendarDay(dob);
  if (!born) return { kind: 'unknown' };
  const beforeBirthday = today.month < born.month || (today.month === born.month && today.day < born.day);
  const years = today.year - born.year - (beforeBirthday ? 1 : 0);
  return years < 0 ? { kind: 'unknown' } : { kind: 'years', years };
}

export function ageWords(age: Age): string {
  switch (age.kind) {
    case 'years':
      return waiverText.age.yearsOld(age.years);
    case 'verified':
      return waiverText.age.verified;
    case 'unknown':
      return waiverText.age.unknown;
  }
}
