/**
 * A day's admissions as the CSV file a manager opens in a spreadsheet: UTF-8 with a
 * byte-order mark (so Excel reads accents right), CRLF lines, every field quoted when
 * it holds a quote, a comma or a line break, and any field a spreadsheet would run
 * as a formula (=, +, -, @, tab, carriage return first) kept as text with a leading
 * apostrophe. Dates and times are in the desk's zone and locale.
 */
import type { Admission } from '../../../../shared/ipc/admissions.ts';
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
  let found = formatters.get(timeZone);
  if (!found) {
    found = {
      date: new Intl.DateTimeFormat(undefined, {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }),
      time: new Intl.DateTimeFormat(undefined, { timeZone, hour: '2-digit', minute: '2-digit' }),
    };
    formatters.set(timeZone, found);
  }
  return found;
}

export function admissionsCsv(admissions: readonly Admission[], timeZone: string): string {
  const words = admissionsText.csv;
  const { date, time } = formattersFor(timeZone);
  const header = [
    words.date,
    words.time,
    words.name,
    words.minor,
    words.form,
    words.autoTag,
    words.desk,
    words.standing,
    words.waiverId,
  ];
  // Oldest first, as a day's log reads.
  const rows = [...admissions].reverse().map((admission) => {
    const at = new Date(admission.admittedAt);
    const readable = !Number.isNaN(at.getTime());
    return [
      readable ? date.format(at) : '',
      readable ? time.format(at) : '',
      admission.name,
      admission.isMinor ? words.yes : words.no,
      admission.title,
      admission.autoTag,
      admission.deskName,
      admissionVerdictWords(admission),
      admission.waiverId,
    ];
  });
  return BOM + [header, ...rows].map((row) => row.map(csvField).join(',')).join(LINE_END) + LINE_END;
}

/** `check-ins-2031-05-06-front-desk.csv`. */
export function csvFileName(day: string, deskName: string): string {
  const desk = deskName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  // not words: a file name
  return `check-ins-${day}${desk ? `-${desk}` : ''}.csv`;
}
