/**
 * The words of service status. Components only choose which text to show; texts that take
 * values are small functions of already formatted values.
 */

/** Service status: the shell's indicator, its panel, the status page's notices, and status alerts. */
export const statusText = {
  /** The indicator's and the panel's headline and one sentence of why, per verdict. */
  health: {
    /** Why the status page's word is unknown; keyed by the desk's PageProblem. */
    pageProblem: {
      'first-reading': 'Reading the status page…',
      'not-answering': 'The status page is not answering; the desk keeps trying.',
      busy: 'The status page is busy; the desk tries again shortly.',
      unreadable: 'The status page answered in a form the desk cannot read; the desk keeps trying.',
    },
    operational: {
      headline: 'Service operational',
      detail: 'The status page reports no problems.',
    },
    degraded: {
      headline: 'Service degraded',
      detail: 'The status page reports a problem.',
      detailDeskNotAnswered: 'The status page reports a problem, and the service is not answering this desk.',
    },
    underMaintenance: {
      headline: 'Maintenance under way',
      detail: 'The status page reports maintenance under way.',
      detailDeskNotAnswered:
        'The status page reports maintenance under way, and the service is not answering this desk.',
    },
    /** The page reports trouble the desk has not felt itself. */
    pageReportsProblem: {
      headlineMaintenance: 'Status page reports maintenance',
      headlineProblem: 'Status page reports a problem',
      detail: 'This desk is working normally so far.',
    },
    notAnsweringDesk: {
      headline: 'Not answering this desk',
      detailPageOperational:
        'The status page says everything is working, but the waiver service is not answering this desk. Check this computer’s connection.',
      detailNoPage:
        'The waiver service is not answering this desk, and no status page is set up to say more.',
      detailPageUnreadable:
        'The waiver service is not answering this desk, and the status page cannot be read either.',
    },
    unknown: {
      headlineFirstReading: 'Checking the service',
      headline: 'Service status unknown',
    },
    notSetUp: {
      headline: 'Status page not set up',
      detail: 'Add the status page address in Settings to see incidents and maintenance here.',
    },
  },
  /** Badges for a notice's or an update's state, keyed by the status page's state. */
  noticeState: {
    investigating: 'Investigating',
    identified: 'Identified',
    recovering: 'Recovering',
    resolved: 'Resolved',
    false_alarm: 'False alarm',
    scheduled: 'Scheduled',
    underway: 'Under way',
    complete: 'Complete',
    cancelled: 'Cancelled',
    unknown: 'Update',
  },
  /** The badge of an update that carries no state. */
  noticeWithoutState: 'Note',
  /** A component's state beside its name, keyed by ServiceState. */
  componentState: {
    operational: 'Operational',
    degraded: 'Degraded',
    'under-maintenance': 'Maintenance',
  },
  /** The indicator in the shell's header; the times come formatted. */
  indicator: {
    checkedAt: (time: string) => `Checked ${time}`,
    lastReadingAt: (time: string) => `Last reading ${time}`,
    notReadYet: 'Not read yet',
  },
  panel: {
    title: 'Service status',
    close: 'Close service status',
    /** The close button's glyph (its name is `close`). */
    closeSymbol: '×',
    /** The summary's headline, ended like a sentence before the detail. */
    summaryHeadline: (headline: string) => `${headline}.`,
    thisDesk: 'This desk',
    /** The desk's own view of the waiver service, keyed by ReachState. */
    deskView: {
      online: 'the waiver service answers',
      failing: 'the waiver service answers only with errors',
      offline: 'the waiver service cannot be reached',
      unknown: 'no call made yet',
    },
    readingPage: 'Reading the status page…',
    /** Shown while the page cannot be read; `from` is the last reading's time, formatted. */
    showingLastReading: (from: string | null) =>
      `Showing the last reading${from === null ? '' : `, from ${from}`}.`,
    lastReading: 'Last reading',
    noReadingYet: 'none yet',
    nextCheck: 'Next check',
    checkingNow: 'checking now…',
    /** No next check planned. */
    noNextCheck: '—',
    checking: 'Checking…',
    checkNow: 'Check now',
    timesIn: (timeZone: string) => `Times in ${timeZone}`,
    tabs: {
      label: 'Service status views',
      now: 'Now',
      recent: 'Recent',
    },
    now: {
      currentIncidents: 'Current incidents',
      noCurrentIncidents: 'No current incidents.',
      maintenanceUnderWay: 'Maintenance under way',
      noMaintenanceUnderWay: 'No maintenance under way.',
      plannedMaintenance: 'Planned maintenance',
      noMaintenancePlanned: 'No maintenance planned.',
      components: 'Components',
      noComponents: 'The status page lists no components.',
      componentsLabel: 'Components and their state',
    },
  },
  recent: {
    couldNotRead: 'The recent notices could not be read just now.',
    tryAgain: 'Try again',
    reading: 'Reading the recent notices…',
    none: 'Nothing was reported in the last days.',
    label: 'Recent notices',
    more: 'Older notices are on the status page itself.',
  },
  /** One notice; times and windows come formatted. */
  notice: {
    scheduled: (window: string) => `Scheduled: ${window}`,
    since: (time: string) => `Since ${time}`,
    /** The latest update's time, after its words. */
    latestAt: (time: string) => `(${time})`,
    hideUpdates: 'Hide updates',
    showAllUpdates: 'Show all updates',
    updatesCouldNotRead: 'The updates could not be read just now.',
    tryAgain: 'Try again',
    readingUpdates: 'Reading the updates…',
    affects: 'Affects',
    updatesLabel: 'Updates, newest first',
  },
  /** The offer of desktop alerts, in the browser host. */
  desktopAlerts: {
    on: 'Desktop alerts are on for changes of the service’s state.',
    turnOn: 'Turn on desktop alerts',
    untilThen: 'Until then, alerts appear inside the desk.',
    blocked: 'This browser blocks desktop alerts for the desk; alerts appear inside the desk instead.',
    unsupported: 'This browser cannot show desktop alerts; alerts appear inside the desk instead.',
  },
  /** Alerts shown inside the desk (their title and body come from the desk). */
  toasts: {
    dismiss: 'Dismiss',
    dismissSymbol: '×',
  },
} as const;
