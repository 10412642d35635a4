/**
 * Already in: the verdict's own point for someone admitted within the visit length
 * (shared/desk/verdict.ts), and who counts as already in from the admissions the
 * desk's copy holds (electron/desk/admissions/already-in.ts): the same place on the
 * same waiver, or the same name and date of birth on another; the newest admission
 * said; none older than the visit. The room's headcount counts them, each once, and
 * says how full the venue is (shared/desk/headcount.ts).
 */
import { describe, expect, it } from 'vitest';
import { recentVisits, withinVisit } from '../../electron/desk/admissions/already-in.ts';
import { headcountLevel, wouldBeOver } from '../../shared/desk/headcount.ts';
import {
  DEFAULT_RULES,
  isAlreadyIn,
  needsConfirmation,
  personVerdict,
  type VerdictSubject,
  verdictSubjectOf,
  waiverVerdict,
} from '../../shared/desk/verdict.ts';
import type { Admission } from '../../shared/ipc/admissions.ts';
import { blankParticipant } from '../support/waiver-fixtures.ts';

const ZONE = 'America/Denver';

function admission(overrides: Partial<Admission>): Admission {
  return {
    admissionId: `a-${Math.random()}`,
    waiverId: 'W1',
    position: 0,
    name: 'Ana Roberts',
    dob: '1985-04-02',
    isMinor: false,
    autoTag: 'T-1',
    title: 'Jump waiver',
    // 15:05 in Denver (UTC-6 in July).
    admittedAt: '2031-07-01T21:05:00.000Z',
    day: '2031-07-01',
    deskId: 'desk-2',
    deskName: 'Desk 2',
    tone: 'ok',
    ...overrides,
  };
}

const subject: VerdictSubject = verdictSubjectOf({
  expired: false,
  expirationDate: '',
  verified: true,
  tags: [],
  flags: [],
  participants: [
    blankParticipant({ firstName: 'Ana', lastName: 'Roberts', dob: '1985-04-02' }),
    blankParticipant({ firstName: 'Leo', lastName: 'Roberts', dob: '1987-01-09' }),
  ],
  guardian: null,
});

describe('already in, as the verdict says it', () => {
  it('says the time on the desk’s clock and the desk, asks for a look, and leaves the others as they were', () => {
    const visits = recentVisits([admission({})], ZONE);
    const verdict = waiverVerdict(subject, DEFAULT_RULES, visits.on('W1'));
    expect(verdict.people[0]).toEqual({
      tone: 'attention',
      points: [
        {
          kind: 'alreadyIn',
          at: '2031-07-01T21:05:00.000Z',
          clock: '15:05',
          deskName: 'Desk 2',
          tone: 'attention',
        },
      ],
    });
    expect(isAlreadyIn(verdict.people[0]!)).toBe(true);
    expect(needsConfirmation(verdict.people[0]!)).toBe(true);
    expect(verdict.people[1]).toEqual({ tone: 'ok', points: [] });
    expect(verdict.tone).toBe('attention');
  });

  it('is a stop where the desk lets no one back in', () => {
    const visits = recentVisits([admission({})], ZONE);
    const verdict = personVerdict(subject, 0, { ...DEFAULT_RULES, reEntry: false }, visits.on('W1'));
    expect(verdict.tone).toBe('stop');
    expect(verdict.points.map((point) => point.kind)).toEqual(['alreadyIn']);
  });

  it('knows a returning customer on another of their waivers by name and date of birth, not by name alone', () => {
    const elsewhere = recentVisits([admission({ waiverId: 'W-other', position: 3 })], ZONE);
    expect(isAlreadyIn(personVerdict(subject, 0, DEFAULT_RULES, elsewhere.on('W1')))).toBe(true);
    const namesake = recentVisits([admission({ waiverId: 'W-other', position: 3, dob: '1999-09-09' })], ZONE);
    expect(isAlreadyIn(personVerdict(subject, 0, DEFAULT_RULES, namesake.on('W1')))).toBe(false);
  });

  it('says the newest admission of the person', () => {
    const visits = recentVisits(
      [
        admission({ admittedAt: '2031-07-01T18:00:00.000Z', deskName: 'Door 1' }),
        admission({ admittedAt: '2031-07-01T21:05:00.000Z', deskName: 'Desk 2' }),
      ],
      ZONE,
    );
    const [point] = personVerdict(subject, 0, DEFAULT_RULES, visits.on('W1')).points;
    expect(point).toMatchObject({ clock: '15:05', deskName: 'Desk 2' });
  });

  it('counts only the admissions of the visit length, none from the future', () => {
    const now = new Date('2031-07-02T00:00:00.000Z');
    const kept = withinVisit(
      [
        admission({ admittedAt: '2031-07-01T18:30:00.000Z' }),
        admission({ admittedAt: '2031-07-01T17:59:00.000Z' }),
        admission({ admittedAt: '2031-07-02T00:10:00.000Z' }),
      ],
      now,
      360,
    );
    expect(kept.map((each) => each.admittedAt)).toEqual(['2031-07-01T18:30:00.000Z']);
  });

  it('is nobody without admissions', () => {
    expect(personVerdict(subject, 0, DEFAULT_RULES, recentVisits([], ZONE).on('W1'))).toEqual({
      tone: 'ok',
      points: [],
    });
  });
});

describe('the room’s headcount', () => {
  it('counts each person in within the visit once, whichever waiver or desk let them in', () => {
    const visits = recentVisits(
      [
        admission({ position: 0 }),
        // Ana again, on another of her waivers, at another desk.
        admission({ waiverId: 'W-other', position: 2, deskName: 'Door 1' }),
        admission({ position: 1, name: 'Leo Roberts', dob: '1987-01-09' }),
        // Someone with no date of birth to tell them by: their place on the waiver does.
        admission({ waiverId: 'W3', position: 0, name: 'Kim Nodob', dob: '' }),
        admission({ waiverId: 'W3', position: 0, name: 'Kim Nodob', dob: '' }),
      ],
      ZONE,
    );
    expect(visits.people).toBe(3);
    expect(recentVisits([], ZONE).people).toBe(0);
  });

  it('is amber from 80 %, red from 90 %, full at capacity, and warns only past it', () => {
    expect(headcountLevel(5, 0)).toBe('unlimited');
    expect(headcountLevel(7, 10)).toBe('room');
    expect(headcountLevel(8, 10)).toBe('busy');
    expect(headcountLevel(9, 10)).toBe('nearlyFull');
    expect(headcountLevel(10, 10)).toBe('full');
    expect(headcountLevel(12, 10)).toBe('full');
    expect(wouldBeOver(9, 10, 1)).toBe(false);
    expect(wouldBeOver(10, 10, 1)).toBe(true);
    expect(wouldBeOver(8, 10, 3)).toBe(true);
    expect(wouldBeOver(500, 0, 1)).toBe(false);
  });
});
