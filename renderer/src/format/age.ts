/**
 * A person's age today, from the date of birth on the waiver. "Today" is the
 * desk's calendar day (its zone, not this computer's), so a birthday turns at
 * the desk's midnight. The service writes 1800-01-01 when the signer's age was
 * verified rather than given; that is no birthday.
 */
import { AGE_VERIFICATION_DOB } from '../../../shared/domain/waiver.ts';
import { isCalendarDay, readInstant } from '../../../shared/time/instant.ts';
import { shownZone, zonedFormatter } from '../../../shared/time/zoned-format.ts';
import { commonText } from '../i18n/words.ts';

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

/** Numbers in the Gregorian calendar and Latin digits, whatever the computer's locale. */
const CALENDAR_DAY: Intl.DateTimeFormatOptions = {
  calendar: 'gregory',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  numberingSystem: 'latn',
};

/** The calendar day it is in `timeZone` at `now` (an unreadable `now` is this moment). */
export function todayIn(timeZone: string, now: Date = new Date()): CalendarDay {
  const at = readInstant(now) ?? new Date();
  const parts = new Map<string, number>();
  for (const part of zonedFormatter(shownZone(timeZone), CALENDAR_DAY).formatToParts(at)) {
    parts.set(part.type, Number(part.value));
  }
  return { year: parts.get('year') ?? 0, month: parts.get('month') ?? 0, day: parts.get('day') ?? 0 };
}

/** "2014-02-23" (a time after it is ignored) as a calendar day; null when it is not a real date. */
export function parseCalendarDay(value: unknown): CalendarDay | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isCalendarDay(year, month, day) ? { year, month, day } : null;
}

/** Whole years from `dob` to `today`; someone born on 29 February turns a year older on 1 March. */
export function ageOn(dob: unknown, today: CalendarDay): Age {
  if (typeof dob === 'string' && dob.trim().startsWith(AGE_VERIFICATION_DOB)) return { kind: 'verified' };
  const born = parseCalendarDay(dob);
  if (!born) return { kind: 'unknown' };
  const beforeBirthday = today.month < born.month || (today.month === born.month && today.day < born.day);
  const years = today.year - born.year - (beforeBirthday ? 1 : 0);
  return years < 0 ? { kind: 'unknown' } : { kind: 'years', years };
}

export function ageWords(age: Age): string {
  switch (age.kind) {
    case 'years':
      return commonText.age.yearsOld(age.years);
    case 'verified':
      return commonText.age.verified;
    case 'unknown':
      return commonText.age.unknown;
  }
}
