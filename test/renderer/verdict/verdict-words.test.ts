/**
 * The verdict's badges (renderer/src/verdict/verdict-words.ts), the same beside a
 * waiver's verdict, each match of the lookup list and each row of Today: most
 * serious first, each once, in the desk's words.
 */
import { describe, expect, it } from 'vitest';
import { verdictBadges, verdictHeadline } from '../../../renderer/src/verdict/verdict-words.ts';
import { type DeskTagRules, deskVerdict, type VerdictSubject } from '../../../shared/desk/verdict.ts';
import { blankParticipant } from '../../support/waiver-fixtures.ts';

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

const badgesOf = (waiver: VerdictSubject, rules?: DeskTagRules) => verdictBadges(deskVerdict(waiver, rules));

describe('the badges of a verdict', () => {
  it('are none for a good waiver, whose headline says it is valid', () => {
    expect(badgesOf(subject())).toEqual([]);
    expect(verdictHeadline(deskVerdict(subject()))).toBe('Valid waiver');
  });

  it('put a stop first, then what needs a look, then notes, each in its tone', () => {
    const waiver = subject({
      expired: true,
      verified: false,
      tags: ['VIP', 'Season pass'],
      participants: [
        blankParticipant({ firstName: 'Ana', flags: [{ displayText: 'Heart?', reason: 'Yes' }] }),
        blankParticipant({ firstName: 'Noah', isMinor: true, minorExpired: true }),
      ],
    });
    expect(badgesOf(waiver, { marked: ['season pass'] })).toEqual([
      { label: 'Expired', tone: 'stop' },
      { label: 'Flagged', tone: 'attention' },
      { label: 'Minor now adult', tone: 'attention' },
      { label: 'VIP', tone: 'vip' },
      { label: 'Season pass', tone: 'note' },
      { label: 'Not verified', tone: 'note' },
    ]);
    expect(verdictHeadline(deskVerdict(waiver))).toBe('Expired');
  });

  it('count several flagged answers in one badge, and say a ban and a medical tag in their tones', () => {
    const waiver = subject({
      flags: [
        { displayText: 'Heart?', reason: 'Yes' },
        { displayText: 'Group?', reason: '' },
      ],
      participants: [
        blankParticipant({ firstName: 'Ana', tags: ['Medical'] }),
        blankParticipant({ firstName: 'Leo', tags: ['Banned'] }),
      ],
    });
    expect(badgesOf(waiver)).toEqual([
      { label: 'Banned', tone: 'stop' },
      { label: 'Medical', tone: 'attention' },
      { label: 'Flagged ×2', tone: 'attention' },
    ]);
    expect(verdictHeadline(deskVerdict(waiver))).toBe('Banned');
  });

  it('leave minors with their guardian to the row, which says who is a minor itself, but not minors alone', () => {
    const guarded = subject({
      participants: [blankParticipant({ firstName: 'Mia', isMinor: true })],
      guardian: { firstName: 'Ana', middleName: '', lastName: 'Roberts', relationship: 'Mother' },
    });
    expect(badgesOf(guarded)).toEqual([]);
    const alone = subject({ participants: [blankParticipant({ firstName: 'Mia', isMinor: true })] });
    expect(badgesOf(alone)).toEqual([{ label: 'No guardian', tone: 'attention' }]);
  });
});
