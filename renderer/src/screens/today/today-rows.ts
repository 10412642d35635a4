/**
 * Today's rows: the service's check-ins and the admissions recorded at the desks
 * (which the service cannot record) in one list, newest first, each with the desk's
 * verdict on its person; and the filters a busy desk narrows it with. Pure, so a
 * day of ten thousand rows is merged once per answer and filtered per keystroke
 * without drawing anything.
 */
import { GUARDIAN_POSITION, type PersonVerdict, verdictAt } from '../../../../shared/desk/verdict.ts';
import type { TodayCheckins } from '../../../../shared/ipc/types.ts';
import { admissionVerdict } from '../../verdict/admission-verdict.ts';

/** Recorded at a desk of the account: this one, or another (named) where desks share a copy. */
export interface DeskAdmitted {
  here: boolean;
  deskName: string;
  /** When they were marked as left (no longer in); absent while they are in. */
  leftAt?: string;
}

export interface TodayRow {
  /** Unique among the day's rows (React's key). */
  key: string;
  /** When they went in, as given; '' when the service gave no time. */
  at: string;
  waiverId: string;
  position: number;
  name: string;
  isMinor: boolean;
  isGuardian: boolean;
  /** The waiver's signing time as the service gave it ('' when not given); admissions carry none. */
  dateSigned: string;
  /** null: the service's own check-in. */
  admitted: DeskAdmitted | null;
  /**
   * The person's verdict: an admission's as recorded when they went in, a check-in's
   * from the desk's copy now; null when the copy does not hold the waiver (yet).
   */
  verdict: PersonVerdict | null;
  /** Folded for the name filter, once per answer rather than once per keystroke. */
  foldedName: string;
}

/** Lower case without accents or extra spaces, so "jose" finds "José" and "o'brien" finds "O’Brien". */
/** Printable ASCII only: nothing to decompose, no accents or curly quotes to fold. */
const PLAIN_ASCII = /^[\x20-\x7e]*$/;

export function foldName(text: string): string {
  // Most names are plain ASCII, and a busy day folds ten thousand of them: skip the costly part.
  if (PLAIN_ASCII.test(text)) return text.replace(/`/g, "'").toLowerCase().replace(/\s+/g, ' ').trim();
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019`´]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const timeOf = (at: string): number => {
  const ms = Date.parse(at);
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
};

/** Newest first, undated last; a stable order otherwise (the answer's). */
function newestFirst(rows: TodayRow[]): TodayRow[] {
  return rows
    .map((row, index) => ({ row, index, ms: timeOf(row.at) }))
    .sort((a, b) => (a.ms === b.ms ? a.index - b.index : b.ms > a.ms ? 1 : -1))
    .map(({ row }) => row);
}

/**
 * The rows of one answer, kept while the answer is: going back to Today (after each
 * scan, say) shows the same answer again, and ten thousand rows are not made twice.
 */
const rowsOfAnswer = new WeakMap<TodayCheckins, TodayRow[]>();

export function todayRows(data: TodayCheckins): TodayRow[] {
  let rows = rowsOfAnswer.get(data);
  if (!rows) {
    rows = makeRows(data);
    rowsOfAnswer.set(data, rows);
  }
  return rows;
}

function makeRows(data: TodayCheckins): TodayRow[] {
  const verdictOf = (waiverId: string, position: number): PersonVerdict | null => {
    const waiver =
      waiverId !== '' && Object.hasOwn(data.verdicts, waiverId) ? (data.verdicts[waiverId] ?? null) : null;
    return waiver ? verdictAt(waiver, position) : null;
  };
  const fromService = data.checkins.map((checkin, index): TodayRow => {
    const name = `${checkin.firstName} ${checkin.lastName}`.trim();
    return {
      // Check-ins the service sent without an id all read as 0: their place keeps them apart.
      key: checkin.checkinId ? `c${checkin.checkinId}` : `c-at-${index}`,
      at: checkin.date,
      waiverId: checkin.waiverId,
      position: checkin.position,
      name,
      isMinor: checkin.isMinor,
      isGuardian: checkin.position === GUARDIAN_POSITION,
      dateSigned: checkin.dateSigned,
      admitted: null,
      verdict: verdictOf(checkin.waiverId, checkin.position),
      foldedName: foldName(name),
    };
  });
  const fromDesks = data.admissions.map(
    (admission, index): TodayRow => ({
      key: admission.admissionId ? `a${admission.admissionId}` : `a-at-${index}`,
      at: admission.admittedAt,
      waiverId: admission.waiverId,
      position: admission.position,
      name: admission.name.trim(),
      isMinor: admission.isMinor,
      isGuardian: admission.position === GUARDIAN_POSITION,
      dateSigned: '',
      admitted: {
        here: admission.deskId !== '' && admission.deskId === data.deskId,
        deskName: admission.deskName,
        ...(admission.leftAt ? { leftAt: admission.leftAt } : {}),
      },
      // As recorded when they went in: Checked in here, its printout and its file say the same.
      verdict: admissionVerdict(admission),
      foldedName: foldName(admission.name),
    }),
  );
  if (fromDesks.length === 0) return fromService;
  return newestFirst([...fromService, ...fromDesks]);
}

export interface TodayFilter {
  /** As typed; every word must start a word of the name (or appear in it). */
  text: string;
  minors: boolean;
  flagged: boolean;
  /** Only those checked in at this desk ("Checked in here" means this desk, as in its own list). */
  admittedHere: boolean;
}

export const NO_FILTER: TodayFilter = { text: '', minors: false, flagged: false, admittedHere: false };

export const isFiltered = (filter: TodayFilter): boolean =>
  foldName(filter.text) !== '' || filter.minors || filter.flagged || filter.admittedHere;

/** Flagged: an answer of theirs, or of their whole waiver, was flagged. */
export const isFlagged = (row: TodayRow): boolean =>
  row.verdict?.points.some((point) => point.kind === 'flagged') ?? false;

export function filterRows(rows: readonly TodayRow[], filter: TodayFilter): readonly TodayRow[] {
  const words = foldName(filter.text).split(' ').filter(Boolean);
  if (words.length === 0 && !filter.minors && !filter.flagged && !filter.admittedHere) return rows;
  return rows.filter(
    (row) =>
      (!filter.minors || row.isMinor) &&
      (!filter.flagged || isFlagged(row)) &&
      (!filter.admittedHere || row.admitted?.here === true) &&
      words.every((word) => row.foldedName.includes(word)),
  );
}

export interface TodayCounts {
  /** Rows: everyone who went in (a person who went in twice counts twice, as the service counts). */
  people: number;
  minors: number;
}

export function countRows(rows: readonly TodayRow[]): TodayCounts {
  let minors = 0;
  for (const row of rows) if (row.isMinor) minors += 1;
  return { people: rows.length, minors };
}
