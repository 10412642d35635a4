/**
 * The words of a waiver's verdict. Components only choose which text to show; texts that
 * take values are small functions of already formatted values.
 */

// The plural forms of these words follow the rules of the language they are written in.
import { plural } from '../../../shared/words/plural.ts';

/** The desk's verdict on a waiver (shared/desk/verdict.ts), on its page and beside each match. */
export const verdictText = {
  /** Above the headline, by tone. */
  tone: {
    ok: 'Good to go',
    attention: 'Check before they go in',
    stop: 'Do not let them in on this waiver',
  },
  headline: {
    valid: 'Valid waiver',
    expired: 'Expired',
    banned: 'Banned',
    flagged: 'Flagged',
    minorNowAdult: 'Minor now an adult',
    minorWithoutGuardian: 'Minor without a guardian',
    medical: 'Medical note',
  },
  /** One line per point, under the headline. Names and dates come formatted. */
  line: {
    valid: 'Signed and not expired.',
    expiredOn: (day: string) => `The waiver expired on ${day}: a new one must be signed.`,
    expired: 'The waiver has expired: a new one must be signed.',
    flagged: (question: string, reason: string, person: string | null) =>
      `Flagged: ${question}${reason ? ` — ${reason}` : ''}${person ? ` (${person})` : ''}`,
    flaggedNoQuestion: 'an answer on the form',
    minorNowAdult: (person: string) =>
      `${person || 'A participant'} signed as a minor and is now an adult: they need to sign their own waiver.`,
    minorWithoutGuardian: (people: readonly string[]) =>
      `${plural(people.length, { one: `${people[0] || 'A minor'} is a minor`, other: `${people.filter(Boolean).join(', ') || `${people.length} minors`} are minors` })} with no adult or guardian on this waiver.`,
    minors: (count: number, guardian: string | null, relationship: string) =>
      `${plural(count, { one: 'A minor is', other: `${count} minors are` })} on this waiver${guardian ? `, signed for by ${guardian}${relationship ? ` (${relationship})` : ''}` : ', with an adult'}.`,
    notVerified: 'The signer has not confirmed their email yet.',
    /** A tag that means something at the desk: on a person, or on the waiver. */
    banned: (tag: string, person: string | null) =>
      person
        ? `${person} is tagged “${tag}”: do not let them in.`
        : `This waiver is tagged “${tag}”: do not let them in.`,
    medical: (tag: string, person: string | null) =>
      `${person ? `${person} is` : 'This waiver is'} tagged “${tag}”: check the note before they go in.`,
    tagged: (tag: string, person: string | null) =>
      `${person ? `${person} is` : 'This waiver is'} tagged “${tag}”.`,
  },
  /** Badges: short, beside the verdict and each match in the lookup list. */
  badge: {
    expired: 'Expired',
    flagged: 'Flagged',
    flaggedCount: (count: number) => `Flagged ×${count}`,
    minorNowAdult: 'Minor now adult',
    noGuardian: 'No guardian',
    notVerified: 'Not verified',
  },
  badgesLabel: 'What to act on',
} as const;
