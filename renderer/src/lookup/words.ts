/**
 * The words of the lookup box in the header of every screen. Components only choose which
 * text to show; texts that take values are small functions of already formatted values.
 */

import { formatList } from '../format/lists.ts';
import { message, texts } from '../i18n/messages.ts';

export const lookupText = texts({
  /** The box in the header of every screen. */
  box: {
    label: 'lookup.box.label',
    placeholder: 'lookup.box.placeholder',
    title: 'lookup.box.title',
    /** The shortcut hint beside the box (aria-hidden). */
    shortcutMac: 'lookup.box.shortcutMac',
    shortcutOther: 'lookup.box.shortcutOther',
    /** Announced to screen readers as the list changes. */
    found: (count: number) => message('lookup.box.found', { count }),
    noneFound: 'lookup.box.noneFound',
  },
  /** What drops down under the box. */
  popup: {
    scanned: (count: number, tag: string) => message('lookup.popup.scanned', { count, tag }),
    noneInCopy: (query: string) => message('lookup.popup.noneInCopy', { query }),
    lookingInCopy: 'lookup.popup.lookingInCopy',
    listLabel: 'lookup.popup.listLabel',
  },
  /** Asking the service itself when the desk's copy found no one. */
  service: {
    searchFor: (query: string) => message('lookup.service.searchFor', { query }),
    searching: 'lookup.service.searching',
    /** What one question asked of the service was about; `query` as typed. */
    question: {
      tag: (query: string) => message('lookup.service.question.tag', { query }),
      lastName: (query: string) => message('lookup.service.question.lastName', { query }),
      fullName: (query: string) => message('lookup.service.question.fullName', { query }),
      /** An answer that does not say which question it answered. */
      unsaid: (query: string) => message('lookup.service.question.unsaid', { query }),
    },
    /** "the tag “quill” or the last name “quill”" */
    orJoin: (questions: readonly string[]) => formatList(questions, 'disjunction'),
    nothingEither: (asked: string) => message('lookup.service.nothingEither', { asked }),
    /** A question the account's searches did not admit in time: not a "no". */
    notSearched: (asked: string) => message('lookup.service.notSearched', { asked }),
    noAnswer: (asked: string) => message('lookup.service.noAnswer', { asked }),
    /** "The service found 120 (the newest 50 are listed); they are now in the desk's copy too." */
    found: (found: number) => message('lookup.service.found', { found }),
    newestListed: (listed: number) => message('lookup.service.newestListed', { listed }),
    foundTail: 'lookup.service.foundTail',
    limit: 'lookup.service.limit',
    againIn: (countdown: string) => message('lookup.service.againIn', { countdown }),
    againNow: 'lookup.service.againNow',
  },
  sendWaiver: 'lookup.sendWaiver',
  /** One found waiver in the list. */
  match: {
    noName: 'lookup.match.noName',
    fromService: 'lookup.match.fromService',
    autoTag: (tag: string) => message('lookup.match.autoTag', { tag }),
    /** Why a row is there; a name match speaks for itself. */
    reasons: {
      autoTag: 'lookup.match.reasons.autoTag',
      email: 'lookup.match.reasons.email',
      phone: 'lookup.match.reasons.phone',
      typo: 'lookup.match.reasons.typo',
    },
    /** The matched person is the guardian who signed; their verdict follows (verdictText). */
    guardian: 'lookup.match.guardian',
    /** The others on the waiver: "with Leo Brown, Søren Brown + 2 more", or "+ 3 more" when none is named. */
    othersUnnamed: (rest: number) => message('lookup.match.othersUnnamed', { rest }),
    othersNamed: (names: readonly string[], rest: number) =>
      rest > 0
        ? message('lookup.match.othersNamedAndMore', { names: names.join(', '), rest })
        : message('lookup.match.othersNamed', { names: names.join(', ') }),
  },
  /** Why a lookup may have missed someone. */
  copyNote: {
    /** Numbers already formatted: "12,400 of 20,000". */
    progress: (done: string, total: string) => message('lookup.copyNote.progress', { done, total }),
    /** The first copy, newest waivers first: an older customer may not be on this desk yet. */
    firstCopy: (percent: number, progress: string) =>
      message('lookup.copyNote.firstCopy', { percent, progress }),
    firstCopyAbout: (percent: number, progress: string) =>
      message('lookup.copyNote.firstCopyAbout', { percent, progress }),
    firstCopyStarting: 'lookup.copyNote.firstCopyStarting',
    /** Waivers the service sent without anything that says which waiver they are. */
    leftOut: (count: number) => message('lookup.copyNote.leftOut', { count }),
    lastCurrent: (when: string) => message('lookup.copyNote.lastCurrent', { when }),
  },
});
