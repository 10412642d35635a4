/**
 * The words of the shared components and forms, used by every screen. Components only choose
 * which text to show; texts that take values are small functions of already formatted
 * values.
 */

import { message, texts } from './messages.ts';

/** Shared components, forms, the bridge to the desk and the link guard. */
export const commonText = texts({
  /** In place of a date, time, age, phone or number a record left empty or wrote unreadably. */
  values: {
    notGiven: 'common.values.notGiven',
  },
  /** A person's age today (see format/age.ts). */
  age: {
    yearsOld: (years: number) => message('waiver.age.yearsOld', { years }),
    verified: 'waiver.age.verified',
    unknown: 'waiver.age.unknown',
  },
  /** Anything thrown that is not the desk's own error. */
  unexpectedFailure: {
    message: 'common.unexpectedFailure.message',
    hint: 'common.unexpectedFailure.hint',
  },
  errorPanel: {
    retry: 'common.errorPanel.retry',
  },
  rateLimit: {
    /** The countdown is formatted by the caller. */
    freesIn: (countdown: string) => message('common.rateLimit.freesIn', { countdown }),
    retryingNow: 'common.rateLimit.retryingNow',
  },
  stale: {
    /** The time is formatted by the caller. */
    lastUpdated: (time: string) => message('common.stale.lastUpdated', { time }),
    couldNotRefresh: (reason: string) => message('common.stale.couldNotRefresh', { reason }),
  },
  forms: {
    /** Beside a setting the administrator fixed; also finishes sentences elsewhere. */
    lockedNote: 'common.forms.lockedNote',
  },
  /** Failures of the browser host's transport, shown like the desk's own errors. */
  bridge: {
    hostNotAnswering: {
      what: 'common.bridge.hostNotAnswering.what',
      hint: 'common.bridge.hostNotAnswering.hint',
    },
  },
  /** The browser host's question before a link leaves the page. */
  links: {
    notOpenedTitle: 'common.links.notOpenedTitle',
    open: (host: string) => message('common.links.open', { host }),
    stayHere: 'common.links.stayHere',
    ok: 'common.links.ok',
    /** The question before a link to another host opens (the same words as Electron's dialog). */
    confirmTitle: (host: string) => message('common.links.confirmTitle', { host }),
    confirmDetail: (host: string) => message('common.links.confirmDetail', { host }),
    /** Why a link stays closed; keyed by the shared rule's LinkRefusal. */
    refused: {
      unreadable: 'common.links.refused.unreadable',
      insecure: 'common.links.refused.insecure',
      scheme: 'common.links.refused.scheme',
      credentials: 'common.links.refused.credentials',
    },
  },
});
