/**
 * Today's rows (renderer/src/screens/today/today-rows.ts): the service's check-ins
 * and the desks' admissions in one list, newest first, each with its person's
 * verdict; the name filter and the quick filters; the counts at the top.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countRows,
  filterRows,
  foldName,
  NO_FILTER,
  type TodayFilter,
  todayRows,
} from '../../../renderer/src/screens/today/today-rows.ts';
import type { PersonVerdict, WaiverVerdict } from '../../../shared/desk/verdict.ts';
import type { Admission } from '../../../shared/ipc/admissions.ts';
import { checkin, today } from '../support/fixtures.ts';

function admission(
  id: string,
  name: string,
  admittedAt: string,
  overrides: Partial<Admission> = {},
): Admission {
  return {
    admissionId: id,
    waiverId: `W-${id}`,
    position: 0,
    name,
    dob: '',
    isMinor: false,
    autoTag: '',
    title: 'Jump Zone',
    admittedAt,
    day: '2031-05-06',
    deskId: 'desk-here',
    deskName: 'Front desk',
    tone: 'ok',
    ...overrides,
  };
}

const FLAGGED: PersonVerdict = {
  tone: 'attention',
  points: [
    { kind: 'flagged', question: 'Heart condition?', reason: 'Yes', ofWaiver: false, tone: 'attention' },
  ],
};
const GOOD: PersonVerdict = { tone: 'ok', points: [] };
const MINOR: PersonVerdict = {
  tone: 'attention',
  points: [{ kind: 'minor', guardian: 'Ana Núñez', relationship: '', tone: 'attention' }],
};
/** Ann flagged, and a second person on her waiver who is good to go. */
const ANNS: WaiverVerdict = { tone: 'attention', valid: true, people: [FLAGGED, GOOD], guardian: null };
const ZOES: WaiverVerdict = { tone: 'ok', valid: true, people: [GOOD], guardian: null };

const day = () => ({
  ...today([
    checkin(3, 'Ann', { date: '2031-05-06T09:40:00.000Z', waiverId: 'W-ANN' }),
    checkin(2, 'Mia', { date: '2031-05-06T09:10:00.000Z', waiverId: 'W-MIA', isMinor: true }),
    checkin(1, 'Guy', { date: '2031-05-06T08:05:00.000Z', waiverId: 'W-GUY', position: -1 }),
  ]),
  admissions: [
    admission('a2', 'Zoë Núñez', '2031-05-06T10:20:00.000Z', {
      waiverId: 'W-ZOE',
      isMinor: true,
      tone: 'attention',
      verdict: MINOR,
    }),
    admission('a1', 'Bob Ode', '2031-05-06T09:20:00.000Z', { deskId: 'desk-other', deskName: 'Side door' }),
  ],
  verdicts: { 'W-ANN': ANNS, 'W-ZOE': ZOES } as Record<string, WaiverVerdict>,
});

const names = (rows: readonly { name: string }[]) => rows.map((row) => row.name);
const only = (change: Partial<TodayFilter>) => ({ ...NO_FILTER, ...change });

describe("today's rows", () => {
  it('put the desks’ admissions among the service’s check-ins, newest first, marked here or at their desk', () => {
    const rows = todayRows(day());
    expect(names(rows)).toEqual(['Zoë Núñez', 'Ann Tester', 'Bob Ode', 'Mia Tester', 'Guy Tester']);
    expect(rows.map((row) => row.admitted)).toEqual([
      { here: true, deskName: 'Front desk' },
      null,
      { here: false, deskName: 'Side door' },
      null,
      null,
    ]);
    expect(rows[4]?.isGuardian).toBe(true);
    expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
  });

  it('are made once per answer: going back to Today shows the same rows, not ten thousand made again', () => {
    const answer = day();
    expect(todayRows(answer)).toBe(todayRows(answer));
    expect(todayRows({ ...answer })).not.toBe(todayRows(answer));
    expect(todayRows({ ...answer })).toEqual(todayRows(answer));
  });

  it('carry their person’s verdict: an admission’s as recorded, a check-in’s from the copy, none when it does not hold it', () => {
    const rows = todayRows(day());
    // Zoë went in as a minor needing a look: so she stays, whatever her waiver says now.
    expect(rows[0]?.verdict).toBe(MINOR);
    expect(rows[1]?.verdict).toBe(FLAGGED);
    // Recorded before desks kept the verdict: its tone alone.
    expect(rows[2]?.verdict).toEqual({ tone: 'ok', points: [] });
    expect(rows[3]?.verdict).toBeNull();
    // The second person on Ann's waiver has their own verdict, not Ann's flag.
    const second = todayRows({
      ...today([checkin(9, 'Leo', { waiverId: 'W-ANN', position: 1 })]),
      verdicts: { 'W-ANN': ANNS },
    });
    expect(second[0]?.verdict).toBe(GOOD);
    // Someone the service names at a place the desk's copy of the waiver holds no one at: said so, not "not on this desk".
    const ghost = todayRows({
      ...today([checkin(9, 'Ghost', { waiverId: 'W-ANN', position: 5 })]),
      verdicts: { 'W-ANN': ANNS },
    });
    expect(ghost[0]?.verdict).toEqual({
      tone: 'attention',
      points: [{ kind: 'notOnWaiver', tone: 'attention' }],
    });
    // A waiver id that names a property of every object is still only a key.
    const odd = todayRows({ ...today([checkin(1, 'Odd', { waiverId: '__proto__' })]), verdicts: {} });
    expect(odd[0]?.verdict).toBeNull();
    const named = todayRows({
      ...today([checkin(1, 'Odd', { waiverId: 'constructor' })]),
      verdicts: {},
    });
    expect(named[0]?.verdict).toBeNull();
  });

  it('keep undated check-ins last and check-ins without an id apart', () => {
    const rows = todayRows({
      ...today([checkin(0, 'Undated', { date: '' }), checkin(0, 'Dated', { date: '2031-05-06T07:00:00Z' })]),
      admissions: [admission('', 'Late', '2031-05-06T08:00:00Z')],
    });
    expect(names(rows)).toEqual(['Late', 'Dated Tester', 'Undated Tester']);
    expect(new Set(rows.map((row) => row.key)).size).toBe(3);
  });
});

describe('the filters of today’s list', () => {
  const rows = todayRows(day());

  it('find a name as it is typed, whatever its accents, capitals or spaces', () => {
    expect(names(filterRows(rows, only({ text: 'zoe nu' })))).toEqual(['Zoë Núñez']);
    expect(names(filterRows(rows, only({ text: '  TESTER  ' })))).toHaveLength(3);
    expect(names(filterRows(rows, only({ text: 'ann tester' })))).toEqual(['Ann Tester']);
    expect(filterRows(rows, only({ text: 'nobody' }))).toEqual([]);
    expect(foldName('  O’Brien  Ødegård ')).toBe("o'brien ødegard");
  });

  it('fold a plain ASCII name (the quick way) exactly as the full folding does', () => {
    const fullFolding = (text: string) =>
      text
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[\u2018\u2019`´]/g, "'")
        .toLowerCase()
        .replace(/\s+/g, ' ')
        .trim();
    fc.assert(
      fc.property(
        fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)) }),
        (text) => {
          expect(foldName(text)).toBe(fullFolding(text));
        },
      ),
    );
    expect(foldName(' Ann  `Bo` SMITH ')).toBe("ann 'bo' smith");
  });

  it('narrow to minors, to flagged waivers, and to those checked in at this desk (not another), together', () => {
    expect(names(filterRows(rows, only({ minors: true })))).toEqual(['Zoë Núñez', 'Mia Tester']);
    expect(names(filterRows(rows, only({ flagged: true })))).toEqual(['Ann Tester']);
    // Bob Ode went in at the side door: "Checked in here" is this desk's own.
    expect(names(filterRows(rows, only({ admittedHere: true })))).toEqual(['Zoë Núñez']);
    expect(names(filterRows(rows, only({ admittedHere: true, minors: true })))).toEqual(['Zoë Núñez']);
    expect(filterRows(rows, only({ admittedHere: true, text: 'ann' }))).toEqual([]);
  });

  it('leave the list itself alone when nothing is asked', () => {
    expect(filterRows(rows, NO_FILTER)).toBe(rows);
    expect(filterRows(rows, only({ text: '   ' }))).toBe(rows);
  });

  it('count everyone in and the minors among them', () => {
    expect(countRows(rows)).toEqual({ people: 5, minors: 2 });
    expect(countRows([])).toEqual({ people: 0, minors: 0 });
  });
});
