/**
 * The words of the shared components and forms, used by every screen. Components only choose
 * which text to show; texts that take values are small functions of already formatted
 * values.
 */

/** Shared components, forms, the bridge to the desk and the link guard. */
export const commonText = {
  /** In place of a date, time, age, phone or number a record left empty or wrote unreadably. */
  values: {
    notGiven: 'not given',
  },
  /** Anything thrown that is not the desk's own error. */
  unexpectedFailure: {
    message: 'Something went wrong in the desk window.',
    hint: 'Reload the window.',
  },
  errorPanel: {
    retry: 'Try again',
  },
  rateLimit: {
    /** The countdown is formatted by the caller. */
    freesIn: (countdown: string) => `The account's request budget frees in ${countdown}`,
    retryingNow: 'Trying again now…',
  },
  stale: {
    /** The time is formatted by the caller. */
    lastUpdated: (time: string) => `Last updated ${time}`,
    couldNotRefresh: (message: string) => ` — couldn't refresh: ${message}`,
  },
  forms: {
    /** Beside a setting the administrator fixed; also finishes sentences elsewhere. */
    lockedNote: 'set for this computer by its administrator',
  },
  /** Failures of the browser host's transport, shown like the desk's own errors. */
  bridge: {
    hostNotAnswering: {
      what: 'The Waiver Desk host is not answering.',
      hint: 'Check that the desk is still running, then reload this page.',
    },
    noResult: (status: number) => `The desk host answered ${status} without a result.`,
  },
  /** The browser host's question before a link leaves the page. */
  links: {
    notOpenedTitle: 'This link is not opened',
    open: (host: string) => `Open ${host}`,
    stayHere: 'Stay here',
    ok: 'OK',
  },
} as const;
