/**
 * The words of the desk's verdict on a person. Components only choose which text to
 * show; texts that take values are small functions of already formatted values.
 */

// The plural forms of these words follow the rules of the language they are written in.
import { plural } from '../../../shared/words/plural.ts';

/** The desk's verdict on each person (shared/desk/verdict.ts): on every screen, print and file alike. */
export const verdictText = {
  /** What the desk says of a person first, by tone. */
  tone: {
    ok: 'Good to go',
    attention: 'Needs a look',
    stop: 'Stop',
  },
  /** "Needs a look: Flagged answer, Minor": the tone, then what it is about. */
  summary: (tone: string, labels: readonly string[]) =>
    labels.length > 0 ? `${tone}: ${labels.join(', ')}` : tone,
  /** The short name of each point, in a person's summary. A desk tag is named by the tag itself. */
  label: {
    expired: 'Waiver expired',
    flagged: (count: number) => plural(count, { one: 'Flagged answer', other: `${count} flagged answers` }),
    minorNowAdult: 'Minor now adult',
    minorWithoutGuardian: 'Minor without a guardian',
    minor: 'Minor',
    notVerified: 'Email not confirmed',
    notOnWaiver: 'Not on the waiver',
    alreadyIn: 'Already in',
  },
  /** One line per point, under a person. Dates come formatted. */
  line: {
    expiredOn: (day: string) => `The waiver expired on ${day}: a new one must be signed.`,
    expired: 'The waiver has expired: a new one must be signed.',
    flagged: (question: string, reason: string) => `Flagged: ${question}${reason ? ` — ${reason}` : ''}`,
    flaggedNoQuestion: 'an answer on the form',
    /** After a flagged question that is the whole waiver's, not the person's own. */
    ofWaiver: ' (on the waiver)',
    minorNowAdult: 'Signed as a minor and now an adult: they need to sign their own waiver.',
    minorWithoutGuardian: 'A minor with no guardian and no adult on this waiver.',
    minorWithGuardian: (guardian: string, relationship: string) =>
      `A minor, signed for by ${guardian}${relationship ? ` (${relationship})` : ''}.`,
    minorWithAdult: 'A minor, with an adult on this waiver.',
    notVerified: 'The signer has not confirmed their email yet.',
    notOnWaiver: 'The waiver does not hold this person: open it and check who is on it.',
    /** "Already in at 3:05 PM, Desk 2": the time comes formatted; the desk as it is named. */
    alreadyIn: (time: string, desk: string) => `Already in at ${time}, ${desk || 'another desk'}`,
    /** A tag that means something at the desk: the person's, or the whole waiver's. */
    banned: (tag: string, ofWaiver: boolean) =>
      `${ofWaiver ? 'The waiver is tagged' : 'Tagged'} “${tag}”: do not let them in.`,
    medical: (tag: string, ofWaiver: boolean) =>
      `${ofWaiver ? 'The waiver is tagged' : 'Tagged'} “${tag}”: check the note before they go in.`,
    tagged: (tag: string, ofWaiver: boolean) => `${ofWaiver ? 'The waiver is tagged' : 'Tagged'} “${tag}”.`,
  },
  /** The whole waiver, above its people. */
  waiver: {
    /** How many of its people stand how; the parts come from `count`, joined. */
    count: {
      ok: (count: number) => `${count} good to go`,
      attention: (count: number) => plural(count, { one: '1 needs a look', other: `${count} need a look` }),
      stop: (count: number) =>
        plural(count, { one: '1 must not go in on it', other: `${count} must not go in on it` }),
    },
    everyone: (tone: string) => `Everyone on it: ${tone.toLowerCase()}.`,
    nobody: 'No one is on this waiver.',
  },
} as const;
