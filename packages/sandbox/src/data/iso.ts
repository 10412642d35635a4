/**
 * The one date style of the sandbox: instants as 'YYYY-MM-DDTHH:MM:SS+00:00' (UTC, so
 * strings also sort in time order) and calendar dates as 'YYYY-MM-DD'. Calendar
 * arithmetic is done on day numbers, without Date objects, because the generator
 * runs it for every person and answer.
 */

export const MS_PER_MINUTE = 60_000;
export const MS_PER_HOUR = 3_600_000;
export const MS_PER_DAY = 86_400_000;

export interface CalendarDate {
  year: number;
  /** 1-12 */
  month: number;
  /** 1-31 */
  day: number;
}

const SECONDS_PER_DAY = 86_400;
const ZERO = 48;
const DASH = 45;
const COLON = 58;
const LETTER_T = 84;
const PLUS = 43;

/** Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil). */
export function daysFromCivil(date: CalendarDate): number {
  const year = date.month <= 2 ? date.year - 1 : date.year;
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const monthFromMarch = date.month > 2 ? date.month - 3 : date.month + 9;
  const dayOfYear = Math.floor((153 * monthFromMarch + 2) / 5) + date.day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The inverse of `daysFromCivil`. */
export function civilFromDays(days: number): CalendarDate {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  return {
    year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0),
    month,
    day: dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1,
  };
}

/** The calendar date `days` after `date` (negative goes back). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return civilFromDays(daysFromCivil(date) + days);
}

/** Whole years from `birth` to `on` (a birthday counts on its day). */
export function ageOn(birth: CalendarDate, on: CalendarDate): number {
  const beforeBirthday = on.month < birth.month || (on.month === birth.month && on.day < birth.day);
  return on.year - birth.year - (beforeBirthday ? 1 : 0);
}

/** Character codes of 'YYYY-MM-DD' into `codes` from `at`. */
function writeDate(codes: number[], at: number, date: CalendarDate): void {
  const { year, month, day } = date;
  codes[at] = ZERO + Math.floor(year / 1000);
  codes[at + 1] = ZERO + (Math.floor(year / 100) % 10);
  codes[at + 2] = ZERO + (Math.floor(year / 10) % 10);
  codes[at + 3] = ZERO + (year % 10);
  codes[at + 4] = DASH;
  codes[at + 5] = ZERO + Math.floor(month / 10);
  codes[at + 6] = ZERO + (month % 10);
  codes[at + 7] = DASH;
  codes[at + 8] = ZERO + Math.floor(day / 10);
  codes[at + 9] = ZERO + (day % 10);
}

// Strings are built from character codes so each is one flat string: hundreds of
// thousands live in a dataset, and concatenated strings would keep several heap
// objects each.
const dateCodes = new Array<number>(10);
const instantCodes = new Array<number>(25);
instantCodes[10] = LETTER_T;
instantCodes[13] = COLON;
instantCodes[16] = COLON;
instantCodes[19] = PLUS;
instantCodes[20] = ZERO;
instantCodes[21] = ZERO;
instantCodes[22] = COLON;
instantCodes[23] = ZERO;
instantCodes[24] = ZERO;

export function formatDate(date: CalendarDate): string {
  writeDate(dateCodes, 0, date);
  return String.fromCharCode(...dateCodes);
}

/** The last day formatted: consecutive instants mostly fall on the same day. */
let cachedDayNumber = Number.NaN;

export function formatInstant(epochMs: number): string {
  const seconds = Math.floor(epochMs / 1000);
  const dayNumber = Math.floor(seconds / SECONDS_PER_DAY);
  if (dayNumber !== cachedDayNumber) {
    writeDate(instantCodes, 0, civilFromDays(dayNumber));
    cachedDayNumber = dayNumber;
  }
  const secondOfDay = seconds - dayNumber * SECONDS_PER_DAY;
  const hour = Math.floor(secondOfDay / 3600);
  const minute = Math.floor((secondOfDay % 3600) / 60);
  const second = secondOfDay % 60;
  instantCodes[11] = ZERO + Math.floor(hour / 10);
  instantCodes[12] = ZERO + (hour % 10);
  instantCodes[14] = ZERO + Math.floor(minute / 10);
  instantCodes[15] = ZERO + (minute % 10);
  instantCodes[17] = ZERO + Math.floor(second / 10);
  instantCodes[18] = ZERO + (second % 10);
  return String.fromCharCode(...instantCodes);
}
