/**
 * The words of the desk's copy (sync). Components only choose which text to show; texts that
 * take values are small functions of already formatted values.
 */

export const syncText = {
  timeLeft: {
    underAMinute: 'less than a minute left',
    minutes: (minutes: number) => `about ${minutes} min left`,
    hoursAndMinutes: (hours: number, minutes: number) => `about ${hours} h ${minutes} min left`,
    hours: (hours: number) => `about ${hours} h left`,
  },
  /** The line while the copy is being filled; its parts are joined by `separator`. Numbers already formatted. */
  copying: {
    counted: (done: string, total: string) => `Copying waivers ${done} / ${total}`,
    /** The total is a guess that settles as the copy learns the account. */
    estimated: (done: string, total: string) => `Copying waivers ${done} of about ${total}`,
    uncounted: 'Copying waivers',
    separator: ' · ',
  },
  /** The indicator's line; `current` is when the copy was last current ("10:42" or a date). */
  line: {
    preparing: "Preparing the desk's copy of the account…",
    updating: (current: string) => `Copy current as of ${current} · updating`,
    checking: (current: string) => `Copy current as of ${current} · checking for new waivers`,
    currentAsOf: (current: string) => `Copy current as of ${current}`,
    upToDate: 'Copy up to date',
    offlineFrom: (current: string) => `Offline — copy from ${current}; resumes by itself`,
    offlineIncomplete: (done: string, total: string) =>
      `Offline — copy incomplete (${done} of ${total}); resumes by itself`,
    offlineIncompleteEstimated: (done: string, total: string) =>
      `Offline — copy incomplete (${done} of about ${total}); resumes by itself`,
    notUpdatingSince: (current: string) => `Copy not updating — last current ${current}`,
    notUpdating: "The desk's copy is not being updated",
    triesAgain: 'It tries again by itself shortly.',
    unavailable: 'No copy on this desk — lookups ask the service',
  },
  /** The toast of a newly signed waiver. */
  arrival: {
    newWaiver: (name: string) => `New waiver: ${name}`,
    noName: 'no name given',
    dismiss: 'Dismiss',
    dismissSign: '×',
  },
} as const;
