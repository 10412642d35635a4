/** The desk's verdict on a waiver and on one participant of it (shared/desk/verdict.ts). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deskTagMeaning,
  deskVerdict,
  participantStanding,
  type Tone,
  toneOf,
  type VerdictSubject,
  verdictSubjectOf,
} from '../../shared/desk/verdict.ts';
import type { Participant } from '../../shared/domain/waiver.ts';
import { blankParticipant } from '../support/waiver-fixtures.ts';

const adult = (firstName: string, overrides: Partial<Participant> = {}) =>
  blankParticipant({ firstName, lastName: 'Roberts', ...overrides });
const minor = (firstName: string, overrides: Partial<Participant> = {}) =>
  blankParticipant({ firstName, lastName: 'Roberts', dob: '2015-04-02', isMinor: true, ...overrides });

function waiver(overrides: Partial<VerdictSubject> = {}): VerdictSubject {
  return {
    expired: false,
    expirationDate: '',
    verified: true,
    tags: [],
    flags: [],
    participants: [adult('Ana')],
    guardian: null,
    ...overrides,
  };
}

const kinds = (subject: VerdictSubject, marked: string[] = []) =>
  deskVerdict(subject, { marked }).points.map((point) => point.kind);

describe('the verdict of a waiver', () => {
  it('is good to go for a verified adult on a waiver that has not expired', () => {
    expect(deskVerdict(waiver())).toEqual({ tone: 'ok', valid: true, points: [] });
  });

  it('stops an expired waiver, with the day it expired, and it is no longer valid', () => {
    const verdict = deskVerdict(waiver({ expired: true, expirationDate: '2031-02-03 10:00:00' }));
    expect(verdict.tone).toBe('stop');
    expect(verdict.valid).toBe(false);
    expect(verdict.points[0]).toEqual({ kind: 'expired', on: '2031-02-03' });
  });

  it('says an expiry the service gave no date for without inventing one', () => {
    expect(deskVerdict(waiver({ expired: true })).points[0]).toEqual({ kind: 'expired', on: '' });
  });

  it('asks for a look at a flagged answer, with the question, the reason and whose answer it was', () => {
    const verdict = deskVerdict(
      waiver({
        participants: [
          adult('Ana', { flags: [{ displayText: 'Any heart condition?', reason: 'Answered yes' }] }),
        ],
        // The service repeats a participant's flag on the waiver: said once.
        flags: [
          { displayText: 'Any heart condition?', reason: 'Answered yes' },
          { displayText: 'Signed for a group?', reason: '' },
        ],
      }),
    );
    expect(verdict.tone).toBe('attention');
    expect(verdict.valid).toBe(true);
    expect(verdict.points).toEqual([
      { kind: 'flagged', question: 'Any heart condition?', reason: 'Answered yes', person: 'Ana Roberts' },
      { kind: 'flagged', question: 'Signed for a group?', reason: '', person: null },
    ]);
  });

  it('asks for a look at a minor who has come of age since signing', () => {
    const verdict = deskVerdict(
      waiver({ participants: [adult('Ana'), minor('Noah', { minorExpired: true })] }),
    );
    expect(verdict.tone).toBe('attention');
    expect(verdict.points).toContainEqual({ kind: 'minorNowAdult', person: 'Noah Roberts', position: 1 });
  });

  it('asks for a look at minors on a waiver with no adult and no guardian', () => {
    const verdict = deskVerdict(waiver({ participants: [minor('Noah'), minor('Mia')], guardian: null }));
    expect(verdict.tone).toBe('attention');
    expect(verdict.points).toEqual([
      { kind: 'minorWithoutGuardian', people: ['Noah Roberts', 'Mia Roberts'] },
    ]);
  });

  it('notes minors signed for by a guardian, or with an adult on the waiver, without raising the tone', () => {
    const withGuardian = deskVerdict(
      waiver({
        participants: [minor('Noah')],
        guardian: { firstName: 'Ana', middleName: '', lastName: 'Roberts', relationship: 'Mother' },
      }),
    );
    expect(withGuardian).toEqual({
      tone: 'ok',
      valid: true,
      points: [{ kind: 'minors', count: 1, guardian: 'Ana Roberts', relationship: 'Mother' }],
    });
    expect(deskVerdict(waiver({ participants: [adult('Ana'), minor('Noah')] })).tone).toBe('ok');
  });

  it('notes an email not verified yet without raising the tone', () => {
    expect(deskVerdict(waiver({ verified: false }))).toEqual({
      tone: 'ok',
      valid: true,
      points: [{ kind: 'notVerified' }],
    });
  });

  it('recognises the tags that mean something at the desk, and those a manager marked', () => {
    expect(deskTagMeaning('VIP')).toBe('vip');
    expect(deskTagMeaning('vip guest')).toBe('vip');
    expect(deskTagMeaning('Banned')).toBe('ban');
    expect(deskTagMeaning('Ban')).toBe('ban');
    expect(deskTagMeaning('Do not admit')).toBe('ban');
    expect(deskTagMeaning('Medical alert')).toBe('medical');
    expect(deskTagMeaning('Season pass')).toBeNull();
    expect(deskTagMeaning('season pass ', { marked: ['Season Pass'] })).toBe('marked');
    // Words that merely contain the letters are not bans.
    expect(deskTagMeaning('Bandana club')).toBeNull();
  });

  it('stops a banned person, asks for a look at a medical tag, and notes a VIP or a marked tag', () => {
    const subject = waiver({
      tags: ['VIP', 'Season pass', 'Birthday'],
      participants: [adult('Ana', { tags: ['Medical'] }), adult('Leo', { tags: ['Banned'] })],
    });
    const verdict = deskVerdict(subject, { marked: ['season pass'] });
    expect(verdict.tone).toBe('stop');
    // A ban does not make the waiver itself invalid: it still is the customer's newest good one.
    expect(verdict.valid).toBe(true);
    expect(verdict.points).toEqual([
      { kind: 'deskTag', tag: 'Banned', meaning: 'ban', person: 'Leo Roberts' },
      { kind: 'deskTag', tag: 'Medical', meaning: 'medical', person: 'Ana Roberts' },
      { kind: 'deskTag', tag: 'VIP', meaning: 'vip', person: null },
      { kind: 'deskTag', tag: 'Season pass', meaning: 'marked', person: null },
    ]);
    // Unmarked, the season pass means nothing at the desk.
    expect(deskVerdict(subject).points).toHaveLength(3);
  });

  it('puts the most serious first and keeps the order of equals', () => {
    const subject = waiver({
      expired: true,
      verified: false,
      participants: [
        adult('Ana', { flags: [{ displayText: 'Q1', reason: '' }] }),
        minor('Noah', { minorExpired: true }),
      ],
    });
    expect(kinds(subject)).toEqual(['expired', 'flagged', 'minorNowAdult', 'notVerified']);
  });

  it('reads a whole signed waiver through the same subject', () => {
    const signed = {
      ...waiver({ participants: [adult('Ana', { phone: '555' })] }),
      email: 'ana@example.com',
      guardian: null,
    };
    const subject = verdictSubjectOf(signed as unknown as VerdictSubject);
    expect(subject.participants[0]).not.toHaveProperty('phone');
    expect(deskVerdict(subject)).toEqual(deskVerdict(signed));
  });
});

describe('the verdict, whatever the waiver', () => {
  const RANK: Record<Tone, number> = { stop: 0, attention: 1, ok: 2 };
  const words = fc.constantFrom('', ' ', 'VIP', 'vip', ' Banned ', 'Medical', 'Season pass', 'Birthday');
  const flag = fc.record({
    displayText: fc.constantFrom('', 'Heart?', 'Group?'),
    reason: fc.constantFrom('', 'Yes'),
  });
  const person = fc.record({
    firstName: fc.constantFrom('', 'Ana', 'Noah'),
    lastName: fc.constantFrom('', 'Roberts'),
    isMinor: fc.boolean(),
    minorExpired: fc.boolean(),
    tags: fc.array(words, { maxLength: 3 }),
    flags: fc.array(flag, { maxLength: 2 }),
  });
  const subject = fc.record({
    expired: fc.boolean(),
    expirationDate: fc.constantFrom('', '2031-02-03', '2031-02-03 10:00:00', 'soon'),
    verified: fc.boolean(),
    tags: fc.array(words, { maxLength: 3 }),
    flags: fc.array(flag, { maxLength: 2 }),
    participants: fc.array(person, { maxLength: 4 }).map((people) =>
      people.map((each, index) =>
        // Distinct people: two of one name may well both carry a tag.
        blankParticipant({ ...each, firstName: `${each.firstName}${index}` }),
      ),
    ),
    guardian: fc.option(
      fc.record({
        firstName: fc.constantFrom('', 'Ana'),
        middleName: fc.constant(''),
        lastName: fc.constantFrom('', 'Roberts'),
        relationship: fc.constantFrom('', 'Mother'),
      }),
    ),
  });

  it('takes the tone of its most serious point, most serious first, and admits exactly while not expired', () => {
    fc.assert(
      fc.property(subject, fc.array(words, { maxLength: 2 }), (waiver, marked) => {
        const verdict = deskVerdict(waiver, { marked });
        expect(verdict.valid).toBe(!waiver.expired);
        const ranks = verdict.points.map((point) => RANK[toneOf(point)]);
        expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
        expect(verdict.tone).toBe(verdict.points[0] ? toneOf(verdict.points[0]) : 'ok');
        // Said once: a tag of one person, and a question with its reason.
        const said = verdict.points.map((point) =>
          point.kind === 'deskTag'
            ? `tag ${point.tag.toLowerCase()} ${point.person}`
            : point.kind === 'flagged'
              ? `flag ${point.question} ${point.reason}`
              : point.kind === 'minorNowAdult'
                ? `adult ${point.position}`
                : point.kind,
        );
        expect(new Set(said).size).toBe(said.length);
        // An empty tag means nothing at the desk.
        expect(verdict.points.some((point) => point.kind === 'deskTag' && point.tag === '')).toBe(false);
      }),
    );
  });

  it('stops every participant of an expired waiver, whatever else they carry', () => {
    fc.assert(
      fc.property(subject, (waiver) => {
        const expired = { ...waiver, expired: true };
        expired.participants.forEach((_, position) => {
          expect(participantStanding(expired, position)).toMatchObject({ admit: false, tone: 'stop' });
        });
      }),
    );
  });

  it('says a tag given twice, in other capitals or spaces, once, and a guardian with no name as none', () => {
    const verdict = deskVerdict(
      waiver({
        tags: ['VIP', ' vip ', ''],
        participants: [minor('Noah')],
        guardian: { firstName: '', middleName: '', lastName: '', relationship: 'Aunt' },
      }),
    );
    expect(verdict.points).toEqual([
      { kind: 'deskTag', tag: 'VIP', meaning: 'vip', person: null },
      { kind: 'minors', count: 1, guardian: null, relationship: 'Aunt' },
    ]);
  });
});

describe('the standing of one participant at check-in', () => {
  const family = waiver({
    tags: ['VIP'],
    participants: [
      adult('Ana', { flags: [{ displayText: 'Heart condition?', reason: 'Yes' }] }),
      minor('Noah', { minorExpired: true }),
      minor('Mia'),
      adult('Leo', { tags: ['Banned'] }),
    ],
  });

  it('admits by default whoever the waiver still covers, flagged or a minor with an adult', () => {
    expect(participantStanding(family, 0).admit).toBe(true);
    expect(participantStanding(family, 0).tone).toBe('attention');
    expect(participantStanding(family, 2)).toEqual({ admit: true, points: [], tone: 'ok' });
  });

  it('does not admit by default a minor who has come of age, nor a banned person', () => {
    expect(participantStanding(family, 1)).toMatchObject({ admit: false, tone: 'attention' });
    expect(participantStanding(family, 3)).toMatchObject({ admit: false, tone: 'stop' });
  });

  it('admits no one on an expired waiver, nor on a waiver banned as a whole', () => {
    expect(participantStanding({ ...family, expired: true }, 2)).toMatchObject({
      admit: false,
      tone: 'stop',
    });
    expect(participantStanding({ ...family, tags: ['Ban'] }, 2)).toMatchObject({
      admit: false,
      tone: 'stop',
    });
  });

  it('admits no one at a position the waiver does not have', () => {
    expect(participantStanding(family, 9).admit).toBe(false);
  });
});
