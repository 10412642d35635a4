/**
 * A day's admissions as the CSV file a manager opens in a spreadsheet: UTF-8 with a
 * byte-order mark (so Excel reads accents right), CRLF lines, every field quoted when
 * it holds a quote, a comma or a line break, and any field a spreadsheet would run
 * as a formula (=, +, -, @, tab, carriage return first) kept as text with a leading
 * apostrophe. Headers, yes and no, dates and times are in the language in use; the
 * times in the desk's zone.
 */
import type { Admission } from '../../../../shared/ipc/admissions.ts';
import { pageLocale } from '../../i18n/messages.ts';
import { admissionVerdictWords } from '../../verdict/admission-verdict.ts';
import { admissionsText } from './words.ts';

const BOM = '\uFEFF';
const LINE_END = '\r\n';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** One field, safe to open: never a formula, quoted when it must be. */
export function csvField(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const formatters = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function formattersFor(timeZone: string) {
  const locale = pageLocale();
  const key = `${locale ?? ''}|${timeZone}`;
  let found = formatters.get(key);
  if (!found) {
    found = {
      date: new Intl.DateTimeFormat(locale, {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }),
      time: new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit' }),
    };
    formatters.set(key, found);
  }
  return found;
}

/** Rows as a file a spreadsheet opens: a byte-order mark, every field safe, CRLF lines. */
export const csvText = (rows: readonly (readonly string[])[]): string =>
  BOM + rows.map((row) => row.map(csvField).join(',')).join(LINE_END) + LINE_END;

/** An instant's date and time in the desk's zone, in the language in use; empty where it does not read. */
export function csvDateTime(value: string, timeZone: string): [string, string] {
  const { date, time } = formattersFor(timeZone);
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? ['', ''] : [date.format(at), time.format(at)];
}

export function admissionsCsv(admissions: readonly Admission[], timeZone: string): string {
  const words = admissionsText.csv;
  const header = [
    words.date,
    words.time,
    words.name,
    words.minor,
    words.form,
    words.autoTag,
    words.desk,
    words.worker,
    words.standing,
    words.waiverId,
  ];
  // Oldest first, as a day's log reads.
  const rows = [...admissions].reverse().map((admission) => {
    return [
      ...csvDateTime(admission.admittedAt, timeZone),
      admission.name,
      admission.isMinor ? words.yes : words.no,
      admission.title,
      admission.autoTag,
      admission.deskName,
      admission.workerName ?? '',
      admissionVerdictWords(admission),
      admission.waiverId,
    ];
  });
  return csvText([header, ...rows]);
}

/** Letters and digits of `text` without accents, joined by dashes: safe in a file name on every system. */
const fileNamePart = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);

/**
 * `check-ins-2031-05-06-front-desk.csv` (or `check-in-trail-…` for the counter's trail), its
 * first words in the language in use (`entradas-2031-05-06-…` in Spanish).
 */
export function csvFileName(day: string, deskName: string, of: 'check-ins' | 'trail' = 'check-ins'): string {
  const desk = fileNamePart(deskName);
  return `${fileNamePart(admissionsText.fileOf[of])}-${day}${desk ? `-${desk}` : ''}.csv`;
}
