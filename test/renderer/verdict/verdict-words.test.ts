/**
 * A person's verdict in words (renderer/src/verdict/verdict-words.ts), and the same
 * words on every surface that lists people: Today's rows, the lookup list's match, the
 * waiver's people and check-in, and Checked in here with its printout and CSV file,
 * each fed the same waiver, give each person the same words.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { admissionsCsv } from '../../../renderer/src/screens/admissions/admissions-csv.ts';
import { printAdmissions } from '../../../renderer/src/screens/admissions/print-admissions.ts';
import { todayRows } from '../../../renderer/src/screens/today/today-rows.ts';
import { admissionVerdictWords } from '../../../renderer/src/verdict/admission-verdict.ts';
import {
  verdictLines,
  verdictSummary,
  waiverCounts,
  waiverLines,
} from '../../../renderer/src/verdict/verdict-words.ts';
import {
  DEFAULT_RULES,
  type DeskRules,
  GUARDIAN_POSITION,
  personVerdict,
  type VerdictSubject,
  verdictAt,
  waiverVerdict,
} from '../../../shared/desk/verdict.ts';
import type { Admission } from '../../../shared/ipc/admissions.ts';
import { blankParticipant } from '../../support/waiver-fixtures.ts';
import { checkin, today } from '../support/fixtures.ts';

const subject = (overrides: Partial<VerdictSubject> = {}): VerdictSubject => ({
  expired: false,
  expirationDate: '',
  verified: true,
  tags: [],
  flags: [],
  participants: [blankParticipant({ firstName: 'Ana', lastName: 'Roberts' })],
  guardian: null,
  ...overrides,
});

const summaryOf = (waiver: VerdictSubject, position = 0, rules: DeskRules = DEFAULT_RULES) =>
  verdictSummary(personVerdict(waiver, position, rules));

describe('a person’s verdict in words', () => {
  it('is "Good to go" for a person with nothing to act on', () => {
    expect(summaryOf(subject())).toBe('Good to go');
    expect(verdictLines(personVerdict(subject(), 0))).toEqual([]);
  });

  it('says the tone, then what it is about, most serious first, each once', () => {
    const waiver = subject({
      expired: true,
      verified: false,
      tags: ['VIP', 'Season pass'],
      participants: [
        blankParticipant({
          firstName: 'Ana',
          flags: [
            { displayText: 'Heart?', reason: 'Yes' },
            { displayText: 'Back?', reason: 'Yes' },
          ],
        }),
        blankParticipant({ firstName: 'Noah', isMinor: true, minorExpired: true }),
      ],
    });
    const rules = { ...DEFAULT_RULES, marked: ['season pass'] };
    expect(summaryOf(waiver, 0, rules)).toBe('Stop: Waiver expired, 2 flagged answers, VIP, Season pass');
    expect(summaryOf(waiver, 1, rules)).toBe('Stop: Waiver expired, Minor now adult, VIP, Season pass');
    // The email not confirmed is a line, not a mark.
    expect(verdictLines(personVerdict(waiver, 0, rules))).toContain(
      'The signer has not confirmed their email yet.',
    );
  });

  it('words a minor as needing a look by default, and as good to go where the desk lets minors pass', () => {
    const minors = subject({
      participants: [blankParticipant({ firstName: 'Noah', isMinor: true })],
      guardian: { firstName: 'Ana', middleName: '', lastName: 'Roberts', relationship: 'Mother' },
    });
    expect(summaryOf(minors)).toBe('Needs a look: Minor');
    expect(summaryOf(minors, 0, { ...DEFAULT_RULES, minorsPass: true })).toBe('Good to go: Minor');
    expect(verdictLines(personVerdict(minors, 0))).toEqual(['A minor, signed for by Ana Roberts (Mother).']);
    expect(summaryOf(subject({ participants: [blankParticipant({ isMinor: true })] }))).toBe(
      'Needs a look: Minor without a guardian',
    );
  });

  it('says someone already in with the time on the desk’s clock and the desk, as its own mark, and a stop where no one comes back in', () => {
    const alreadyIn = {
      kind: 'alreadyIn' as const,
      at: '2031-07-01T21:05:00.000Z',
      clock: '15:05',
      deskName: 'Desk 2',
    };
    const verdict = personVerdict(subject(), 0, DEFAULT_RULES, () => alreadyIn);
    expect(verdictSummary(verdict)).toBe('Needs a look: Already in');
    expect(verdictLines(verdict)).toEqual(['Already in at 3:05 PM, Desk 2']);
    const noReEntry = personVerdict(subject(), 0, { ...DEFAULT_RULES, reEntry: false }, () => alreadyIn);
    expect(verdictSummary(noReEntry)).toBe('Stop: Already in');
    expect(
      verdictLines(personVerdict(subject(), 0, DEFAULT_RULES, () => ({ ...alreadyIn, deskName: '' }))),
    ).toEqual(['Already in at 3:05 PM, another desk']);
  });

  it('says the whole waiver’s points once above its people, and how many stand how', () => {
    const waiver = subject({
      flags: [{ displayText: 'Group?', reason: '' }],
      participants: [
        blankParticipant({ firstName: 'Ana', flags: [{ displayText: 'Heart?', reason: 'Yes' }] }),
        blankParticipant({ firstName: 'Leo' }),
      ],
    });
    const verdict = waiverVerdict(waiver);
    expect(waiverLines(verdict)).toEqual(['Flagged: Group? (on the waiver)']);
    expect(waiverCounts(verdict)).toBe('Everyone on it: needs a look.');
    const four = waiverVerdict(
      subject({
        participants: [
          blankParticipant({ firstName: 'Ana', flags: [{ displayText: 'Heart?', reason: 'Yes' }] }),
          blankParticipant({ firstName: 'Leo' }),
          blankParticipant({ firstName: 'Mia' }),
          blankParticipant({ firstName: 'Sam', tags: ['Banned'] }),
        ],
      }),
    );
    expect(waiverCounts(four)).toBe('1 must not go in on it, 1 needs a look, 2 good to go');
  });
});

/** One CSV line's fields, quotes undone. */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let at = 0; at < line.length; at++) {
    const char = line[at]!;
    if (quoted) {
      if (char === '"' && line[at + 1] === '"') {
        field += '"';
        at++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}

describe('every surface fed the same waiver', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    for (const printed of document.querySelectorAll('.admissions-print')) printed.remove();
  });

  const words = fc.constantFrom('', 'VIP', 'Banned', 'Medical', 'Season pass', '=cmd');
  const flag = fc.record({
    displayText: fc.constantFrom('', 'Heart?', 'Group?'),
    reason: fc.constantFrom('', 'Yes'),
  });
  const waiver = fc.record({
    expired: fc.boolean(),
    expirationDate: fc.constantFrom('', '2031-02-03'),
    verified: fc.boolean(),
    tags: fc.array(words, { maxLength: 2 }),
    flags: fc.array(flag, { maxLength: 2 }),
    participants: fc.array(
      fc
        .record({
          isMinor: fc.boolean(),
          minorExpired: fc.boolean(),
          tags: fc.array(words, { maxLength: 2 }),
          flags: fc.array(flag, { maxLength: 2 }),
        })
        .map((person) => person),
      { minLength: 1, maxLength: 5 },
    ),
    guardian: fc.option(
      fc.record({
        firstName: fc.constant('Ana'),
        middleName: fc.constant(''),
        lastName: fc.constant('Roberts'),
        relationship: fc.constantFrom('', 'Mother'),
      }),
    ),
  });
  const rules = fc.record({
    marked: fc.array(words, { maxLength: 2 }),
    minorsPass: fc.boolean(),
    reEntry: fc.boolean(),
  });

  it('gives each person the same words on Today, the lookup list, the waiver page, Checked in here, its printout and its file', () => {
    vi.spyOn(window, 'print').mockImplementation(() => undefined);
    fc.assert(
      fc.property(waiver, rules, (drawn, given) => {
        const signed: VerdictSubject = {
          ...drawn,
          participants: drawn.participants.map((person, index) =>
            blankParticipant({ ...person, firstName: `P${index}`, lastName: 'Roberts' }),
          ),
        };
        // What main gives the page: the waiver's verdict (lookup, waiver page, Today) …
        const verdict = waiverVerdict(signed, given);
        const positions = [...signed.participants.keys(), ...(signed.guardian ? [GUARDIAN_POSITION] : [])];
        // … and each admission, recorded with the person's verdict at that moment.
        const admissions: Admission[] = positions.map((position, index) => ({
          admissionId: `a${index}`,
          waiverId: 'W1',
          position,
          name: position === GUARDIAN_POSITION ? 'Ana Roberts' : `P${position} Roberts`,
          dob: '',
          isMinor: false,
          autoTag: '',
          title: 'Jump',
          admittedAt: `2031-05-06T09:${String(10 + index).padStart(2, '0')}:00.000Z`,
          day: '2031-05-06',
          deskId: 'desk-here',
          deskName: 'Front desk',
          tone: personVerdict(signed, position, given).tone,
          verdict: personVerdict(signed, position, given),
        }));
        const expected = new Map(
          positions.map((position) => [position, verdictSummary(verdictAt(verdict, position))]),
        );

        // Today: a service check-in of each person, and their admission.
        const rows = todayRows({
          ...today(
            positions.map((position, index) => checkin(index + 1, `C${index}`, { waiverId: 'W1', position })),
          ),
          admissions,
          verdicts: { W1: verdict },
        });
        for (const row of rows) expect(verdictSummary(row.verdict!)).toBe(expected.get(row.position));

        // The lookup list and the waiver page (its people and its check-in) read the waiver's verdict at the person.
        for (const position of positions) {
          expect(verdictSummary(verdictAt(verdict, position))).toBe(expected.get(position));
          expect(verdictSummary(personVerdict(signed, position, given))).toBe(expected.get(position));
        }

        // Checked in here, its file and its printout.
        for (const admission of admissions) {
          expect(admissionVerdictWords(admission)).toBe(expected.get(admission.position));
        }
        const lines = admissionsCsv(admissions, 'UTC').slice(1).split('\r\n').filter(Boolean);
        const header = csvFields(lines[0]!);
        const standing = header.indexOf('On the waiver');
        const nameAt = header.indexOf('Name');
        for (const line of lines.slice(1)) {
          const fields = csvFields(line);
          const admission = admissions.find((each) => each.name === fields[nameAt])!;
          expect(fields[standing]).toBe(expected.get(admission.position));
        }
        printAdmissions('Check-ins', admissions, 'UTC');
        const printed = document.querySelector('.admissions-print')!;
        const printedHeader = [...printed.querySelectorAll('th')].map((cell) => cell.textContent);
        for (const row of printed.querySelectorAll('tbody tr')) {
          const cells = [...row.querySelectorAll('td')].map((cell) => cell.textContent);
          const admission = admissions.find((each) => each.name === cells[printedHeader.indexOf('Name')])!;
          expect(cells[printedHeader.indexOf('On the waiver')]).toBe(expected.get(admission.position));
        }
        printed.remove();
      }),
      { numRuns: 60 },
    );
  });
});
