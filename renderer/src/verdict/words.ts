/**
 * The words of the desk's verdict on a person. Components only choose which text to
 * show; texts that take values are small functions of already formatted values.
 */

import { message, texts } from '../i18n/messages.ts';

/** The desk's verdict on each person (shared/desk/verdict.ts): on every screen, print and file alike. */
export const verdictText = texts({
  /** What the desk says of a person first, by tone. */
  tone: {
    ok: 'verdict.tone.ok',
    attention: 'verdict.tone.attention',
    stop: 'verdict.tone.stop',
  },
  /** "Needs a look: Flagged answer, Minor": the tone, then what it is about. */
  summary: (tone: string, labels: readonly string[]) =>
    labels.length > 0 ? message('verdict.summary', { tone, labels: labels.join(', ') }) : tone,
  /** The short name of each point, in a person's summary. A desk tag is named by the tag itself. */
  label: {
    expired: 'verdict.label.expired',
    flagged: (count: number) => message('verdict.label.flagged', { count }),
    minorNowAdult: 'verdict.label.minorNowAdult',
    minorWithoutGuardian: 'verdict.label.minorWithoutGuardian',
    minor: 'verdict.label.minor',
    notVerified: 'verdict.label.notVerified',
    notOnWaiver: 'verdict.label.notOnWaiver',
    alreadyIn: 'verdict.label.alreadyIn',
  },
  /** One line per point, under a person. Dates come formatted. */
  line: {
    expiredOn: (day: string) => message('verdict.line.expiredOn', { day }),
    expired: 'verdict.line.expired',
    flagged: (question: string, reason: string) =>
      reason
        ? message('verdict.line.flaggedWithReason', { question, reason })
        : message('verdict.line.flagged', { question }),
    flaggedNoQuestion: 'verdict.line.flaggedNoQuestion',
    /** After a flagged question that is the whole waiver's, not the person's own. */
    ofWaiver: 'verdict.line.ofWaiver',
    minorNowAdult: 'verdict.line.minorNowAdult',
    minorWithoutGuardian: 'verdict.line.minorWithoutGuardian',
    minorWithGuardian: (guardian: string, relationship: string) =>
      relationship
        ? message('verdict.line.minorWithGuardianRelationship', { guardian, relationship })
        : message('verdict.line.minorWithGuardian', { guardian }),
    minorWithAdult: 'verdict.line.minorWithAdult',
    notVerified: 'verdict.line.notVerified',
    notOnWaiver: 'verdict.line.notOnWaiver',
    /** "Already in at 3:05 PM, Desk 2": the time comes formatted; the desk as it is named. */
    alreadyIn: (time: string, desk: string) =>
      desk
        ? message('verdict.line.alreadyIn', { time, desk })
        : message('verdict.line.alreadyInAnotherDesk', { time }),
    /** A tag that means something at the desk: the person's, or the whole waiver's. */
    banned: (tag: string, ofWaiver: boolean) =>
      message('verdict.line.banned', { tag, of: ofWaiver ? 'waiver' : 'person' }),
    medical: (tag: string, ofWaiver: boolean) =>
      message('verdict.line.medical', { tag, of: ofWaiver ? 'waiver' : 'person' }),
    tagged: (tag: string, ofWaiver: boolean) =>
      message('verdict.line.tagged', { tag, of: ofWaiver ? 'waiver' : 'person' }),
  },
  /** The whole waiver, above its people. */
  waiver: {
    /** How many of its people stand how; the parts come from `count`, joined. */
    count: {
      ok: (count: number) => message('verdict.waiver.count.ok', { count }),
      attention: (count: number) => message('verdict.waiver.count.attention', { count }),
      stop: (count: number) => message('verdict.waiver.count.stop', { count }),
    },
    everyone: (tone: string) => message('verdict.waiver.everyone', { tone: tone.toLowerCase() }),
    nobody: 'verdict.waiver.nobody',
  },
});
