/**
 * The words of the lookup box in the header of every screen. Components only choose which
 * text to show; texts that take values are small functions of already formatted values.
 */

// The plural forms of these words follow the rules of the language they are written in.
import { plural } from '../../../shared/words/plural.ts';

export const lookupText = {
  /** The box in the header of every screen. */
  box: {
    label: 'Find a waiver',
    placeholder: 'Find a waiver…',
    title: 'Find a waiver by name, auto-tag, email or phone',
    /** The shortcut hint beside the box (aria-hidden). */
    shortcutMac: '⌘K',
    shortcutOther: 'Ctrl K',
    /** Announced to screen readers as the list changes. */
    found: (count: number) => `${count} ${plural(count, { one: 'waiver', other: 'waivers' })} found`,
    noneFound: "No waiver found in the desk's copy",
  },
  /** What drops down under the box. */
  popup: {
    scanned: (count: number, tag: string) => `${count} waivers have tag ${tag}: choose one.`,
    noneInCopy: (query: string) => `No waiver in the desk's copy matches “${query}”.`,
    lookingInCopy: "Looking in the desk's copy…",
    listLabel: 'Waivers found',
  },
  /** Asking the service itself when the desk's copy found no one. */
  service: {
    searchFor: (query: string) => `Search the service for “${query}”`,
    searching:
      "Searching the service… This can take a few seconds: it looks through every waiver of the account, not only the desk's copy.",
    nothingEither: (query: string) => `The service has no waiver for “${query}” either.`,
    /** "The service found 120 (the newest 50 are listed); they are now in the desk's copy too." */
    found: (found: number) => `The service found ${found}`,
    newestListed: (listed: number) => ` (the newest ${listed} are listed)`,
    foundTail: "; they are now in the desk's copy too.",
    limit: 'The service allows 5 searches a minute for the whole account (every desk shares them).',
    againIn: (countdown: string) => `It can be searched again in ${countdown}.`,
    againNow: 'It can be searched again now.',
  },
  sendWaiver: 'Send them a waiver',
  /** One found waiver in the list. */
  match: {
    noName: 'No name given',
    fromService: 'from the service',
    autoTag: (tag: string) => `tag ${tag}`,
    /** Why a row is there; a name match speaks for itself. */
    reasons: {
      autoTag: 'tag',
      email: 'email',
      phone: 'phone',
      typo: 'close spelling',
    },
    /** The matched person is the guardian who signed; their verdict follows (verdictText). */
    guardian: 'Guardian',
    /** The others on the waiver: "with Leo Brown, Søren Brown + 2 more", or "+ 3 more" when none is named. */
    othersUnnamed: (rest: number) => `+ ${rest} more`,
    othersNamed: (names: readonly string[], rest: number) =>
      `with ${names.join(', ')}${rest > 0 ? ` + ${rest} more` : ''}`,
  },
  /** Why a lookup may have missed someone. */
  copyNote: {
    /** Numbers already formatted. */
    loadingProgress: (done: string, total: string) => ` (${done} of ${total})`,
    stillLoading: (progress: string) =>
      `The desk's copy is still loading${progress} — someone who signed recently may not be found yet.`,
    lastCurrent: (when: string) =>
      `The desk's copy was last up to date at ${when} — someone who signed since may not be found yet.`,
  },
} as const;
