/** The desk's verdict on each person of a waiver (shared/desk/verdict.ts). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RULES,
  type DeskRules,
  deskTagMeaning,
  GUARDIAN_POSITION,
  needsConfirmation,
  personVerdict,
  type Tone,
  type VerdictSubject,
  verdictAt,
  verdictSubjectOf,
  waiverVerdict,
} from '../../shared/desk/verdict.ts';
import type { Participant } from '../../shared/domain/waiver.ts';
import { blankParticipant } from '../support/waiver-fixtures.ts';

const adult = (firstName: string, overrides: Partial<Participant> = {}) =>
  blankParticipant({ firstName, lastName: 'Roberts', ...overrides });
const minor = (firstName: string, overrides: Partial<Participant> = {}) =>
  blankParticipant({ firstName, lastName: 'Roberts', dob: '2015-04-02', isMinor: true, ...overrides });
const ANA_GUARDIAN = { firstName: 'Ana', middleName: '', lastName: 'Roberts', relationship: 'Mother' };

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

const rules = (overrides: Partial<DeskRules> = {}): DeskRules => ({ ...DEFAULT_RULES, ...overrides });
const kinds = (subject: VerdictSubject, position: number, given?: DeskRules) =>
  personVerdict(subject, position, given).points.map((point) => point.kind);
const tones = (subject: VerdictSubject, given?: DeskRules) =>
  waiverVerdict(subject, given).people.map((person) => person.tone);

const HEART = { displayText: 'Any heart condition?', reason: 'Answered yes' };

describe('the verdict on one person', () => {
  it('passes a verified adult on a waiver that has not expired, with nothing to say', () => {
    expect(personVerdict(waiver(), 0)).toEqual({ tone: 'ok', points: [] });
  });

  it('stops everyone on an expired waiver, with the day it expired', () => {
    const subject = waiver({
      expired: true,
      expirationDate: '2031-02-03 10:00:00',
      participants: [adult('Ana'), adult('Leo')],
    });
    for (const position of [0, 1]) {
      expect(personVerdict(subject, position)).toEqual({
        tone: 'stop',
        points: [{ kind: 'expired', on: '2031-02-03', tone: 'stop' }],
      });
    }
    expect(personVerdict(waiver({ expired: true }), 0).points[0]).toEqual({
      kind: 'expired',
      on: '',
      tone: 'stop',
    });
  });

  it('asks for a look at the flagged person only: a participant’s flag the service repeats on the waiver is theirs', () => {
    const subject = waiver({
      participants: [adult('Ana', { flags: [HEART] }), adult('Leo'), adult('Mia'), adult('Sam')],
      flags: [HEART],
    });
    expect(tones(subject)).toEqual(['attention', 'ok', 'ok', 'ok']);
    expect(personVerdict(subject, 0).points).toEqual([
      {
        kind: 'flagged',
        question: HEART.displayText,
        reason: HEART.reason,
        ofWaiver: false,
        tone: 'attention',
      },
    ]);
  });

  it('asks everyone for a look at a question of the whole waiver', () => {
    const subject = waiver({
      participants: [adult('Ana'), adult('Leo')],
      flags: [{ displayText: 'Signed for a group?', reason: '' }],
    });
    expect(tones(subject)).toEqual(['attention', 'attention']);
    expect(personVerdict(subject, 1).points).toEqual([
      { kind: 'flagged', question: 'Signed for a group?', reason: '', ofWaiver: true, tone: 'attention' },
    ]);
  });

  it('asks for a look at a minor come of age since signing: they need their own waiver', () => {
    const subject = waiver({ participants: [adult('Ana'), minor('Noah', { minorExpired: true })] });
    expect(personVerdict(subject, 1)).toEqual({
      tone: 'attention',
      points: [{ kind: 'minorNowAdult', tone: 'attention' }],
    });
    expect(personVerdict(subject, 0).tone).toBe('ok');
  });

  it('asks for a look at a minor with no guardian and no adult on the waiver, whatever the desk thinks of minors', () => {
    const subject = waiver({ participants: [minor('Noah'), minor('Mia')], guardian: null });
    for (const given of [rules(), rules({ minorsPass: true })]) {
      expect(kinds(subject, 0, given)).toEqual(['minorWithoutGuardian']);
      expect(personVerdict(subject, 1, given).tone).toBe('attention');
    }
  });

  it('asks for a look at a minor signed for by default, and lets them pass where the desk says minors pass', () => {
    const withGuardian = waiver({ participants: [minor('Noah'), minor('Mia')], guardian: ANA_GUARDIAN });
    expect(personVerdict(withGuardian, 0)).toEqual({
      tone: 'attention',
      points: [{ kind: 'minor', guardian: 'Ana Roberts', relationship: 'Mother', tone: 'attention' }],
    });
    expect(personVerdict(withGuardian, 0, rules({ minorsPass: true })).tone).toBe('ok');
    // A waiver of minors only never reads as an adult's pass.
    expect(waiverVerdict(withGuardian).tone).toBe('attention');
    expect(waiverVerdict(withGuardian, rules({ minorsPass: true })).tone).toBe('ok');
    const withAdult = waiver({ participants: [adult('Ana'), minor('Noah')] });
    expect(tones(withAdult)).toEqual(['ok', 'attention']);
    expect(personVerdict(withAdult, 1).points[0]).toMatchObject({ kind: 'minor', guardian: '' });
  });

  it('notes an email not confirmed yet without raising the tone', () => {
    expect(personVerdict(waiver({ verified: false }), 0)).toEqual({
      tone: 'ok',
      points: [{ kind: 'notVerified', tone: 'ok' }],
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

  it('stops the banned person, asks for a look at a medical tag, notes a VIP; the waiver’s tags are everyone’s', () => {
    const subject = waiver({
      tags: ['VIP', 'Season pass', 'Birthday'],
      participants: [adult('Ana', { tags: ['Medical'] }), adult('Leo', { tags: ['Banned'] }), adult('Mia')],
    });
    const given = rules({ marked: ['season pass'] });
    expect(tones(subject, given)).toEqual(['attention', 'stop', 'ok']);
    expect(personVerdict(subject, 1, given).points).toEqual([
      { kind: 'deskTag', tag: 'Banned', meaning: 'ban', ofWaiver: false, tone: 'stop' },
      { kind: 'deskTag', tag: 'VIP', meaning: 'vip', ofWaiver: true, tone: 'ok' },
      { kind: 'deskTag', tag: 'Season pass', meaning: 'marked', ofWaiver: true, tone: 'ok' },
    ]);
    // Unmarked, the season pass means nothing at the desk.
    expect(kinds(subject, 2)).toEqual(['deskTag']);
    // A ban does not make the waiver itself invalid: it still is the customer's newest good one.
    expect(waiverVerdict(subject).valid).toBe(true);
  });

  it('puts the most serious first and keeps the order of equals', () => {
    const subject = waiver({
      expired: true,
      verified: false,
      flags: [{ displayText: 'Group?', reason: '' }],
      participants: [minor('Noah', { minorExpired: true, flags: [{ displayText: 'Q1', reason: '' }] })],
    });
    expect(kinds(subject, 0)).toEqual(['expired', 'flagged', 'flagged', 'minorNowAdult', 'notVerified']);
  });

  it('gives the guardian the whole waiver’s points, and none of the minors’', () => {
    const subject = waiver({
      tags: ['Medical'],
      verified: false,
      participants: [minor('Noah', { flags: [HEART] })],
      guardian: ANA_GUARDIAN,
    });
    expect(kinds(subject, GUARDIAN_POSITION)).toEqual(['deskTag', 'notVerified']);
    expect(waiverVerdict(subject).guardian?.tone).toBe('attention');
    expect(waiverVerdict(waiver()).guardian).toBeNull();
  });

  it('says a place the waiver holds no one at, and asks for a look', () => {
    expect(personVerdict(waiver(), 3)).toEqual({
      tone: 'attention',
      points: [{ kind: 'notOnWaiver', tone: 'attention' }],
    });
    expect(personVerdict(waiver(), GUARDIAN_POSITION).points[0]?.kind).toBe('notOnWaiver');
    // The same read from the waiver's verdict: never "not on this desk" for a waiver the desk holds.
    expect(verdictAt(waiverVerdict(waiver()), 3)).toEqual(personVerdict(waiver(), 3));
    expect(verdictAt(waiverVerdict(waiver()), GUARDIAN_POSITION)).toEqual(
      personVerdict(waiver(), GUARDIAN_POSITION),
    );
  });

  it('reads a whole signed waiver through the same subject', () => {
    const signed = {
      ...waiver({ participants: [adult('Ana', { phone: '555' })] }),
      email: 'ana@example.com',
      guardian: null,
    };
    const subject = verdictSubjectOf(signed as unknown as VerdictSubject);
    expect(subject.participants[0]).not.toHaveProperty('phone');
    expect(waiverVerdict(subject)).toEqual(waiverVerdict(signed));
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
    participants: fc
      .array(person, { maxLength: 4 })
      .map((people) => people.map((each) => blankParticipant(each))),
    guardian: fc.option(
      fc.record({
        firstName: fc.constantFrom('', 'Ana'),
        middleName: fc.constant(''),
        lastName: fc.constantFrom('', 'Roberts'),
        relationship: fc.constantFrom('', 'Mother'),
      }),
    ),
  });
  const anyRules = fc.record({
    marked: fc.array(words, { maxLength: 2 }),
    minorsPass: fc.boolean(),
    reEntry: fc.boolean(),
  });

  it('gives each person the tone of their most serious point, most serious first, each point once', () => {
    fc.assert(
      fc.property(subject, anyRules, (waiver, given) => {
        const verdict = waiverVerdict(waiver, given);
        expect(verdict.valid).toBe(!waiver.expired);
        expect(verdict.people).toHaveLength(waiver.participants.length);
        for (const person of verdict.people) {
          const ranks = person.points.map((point) => RANK[point.tone]);
          expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
          expect(person.tone).toBe(person.points[0]?.tone ?? 'ok');
          const said = person.points.map((point) =>
            point.kind === 'deskTag'
              ? `tag ${point.tag.toLowerCase()}`
              : point.kind === 'flagged'
                ? `flag ${point.question} ${point.reason}`
                : point.kind,
          );
          expect(new Set(said).size).toBe(said.length);
          expect(person.points.some((point) => point.kind === 'deskTag' && point.tag === '')).toBe(false);
        }
        // The waiver sounds like its most serious person.
        const everyone = verdict.guardian ? [...verdict.people, verdict.guardian] : verdict.people;
        if (everyone.length > 0) {
          expect(RANK[verdict.tone]).toBe(Math.min(...everyone.map((each) => RANK[each.tone])));
        }
      }),
    );
  });

  it('stops every person of an expired waiver, whatever else they carry', () => {
    fc.assert(
      fc.property(subject, anyRules, (waiver, given) => {
        const expired = { ...waiver, expired: true };
        for (const person of waiverVerdict(expired, given).people) expect(person.tone).toBe('stop');
      }),
    );
  });

  it('never lets someone flagged, come of age, a minor without a guardian, or any minor by default pass', () => {
    fc.assert(
      fc.property(subject, (waiver) => {
        waiver.participants.forEach((participant, position) => {
          const verdict = personVerdict(waiver, position);
          const ownFlag = participant.flags.length > 0;
          const minorNow = participant.isMinor && !participant.minorExpired;
          if (ownFlag || participant.minorExpired || minorNow) {
            expect(needsConfirmation(verdict), JSON.stringify({ participant, verdict })).toBe(true);
          }
        });
      }),
    );
  });

  it('is the same for a person whether asked alone or with the whole waiver', () => {
    fc.assert(
      fc.property(subject, anyRules, (waiver, given) => {
        const verdict = waiverVerdict(waiver, given);
        waiver.participants.forEach((_, position) => {
          expect(verdictAt(verdict, position)).toEqual(personVerdict(waiver, position, given));
        });
        if (waiver.guardian) {
          expect(verdictAt(verdict, GUARDIAN_POSITION)).toEqual(
            personVerdict(waiver, GUARDIAN_POSITION, given),
          );
        }
      }),
    );
  });
});
