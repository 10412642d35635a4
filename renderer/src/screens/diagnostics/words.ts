/**
 * The words of the Diagnostics screen. Components only choose which text to show; texts that
 * take values are small functions of already formatted values.
 */

import { message, texts } from '../../i18n/messages.ts';

/** The Diagnostics screen. */
export const diagnosticsText = texts({
  title: 'diagnostics.title',
  subtitle: 'diagnostics.subtitle',
  runAgain: 'diagnostics.runAgain',
  checking: 'diagnostics.checking',
  running: 'diagnostics.running',
  /** The run's time, formatted. */
  checkedAt: (time: string) => message('diagnostics.checkedAt', { time }),
  /** A check's outcome in words, keyed by DiagnosticOutcome. */
  outcome: {
    PASS: 'diagnostics.outcome.PASS',
    WARN: 'diagnostics.outcome.WARN',
    FAIL: 'diagnostics.outcome.FAIL',
  },
  summary: {
    needFixing: (failed: number) => message('diagnostics.summary.needFixing', { failed }),
    worthALook: (warned: number) => message('diagnostics.summary.worthALook', { warned }),
    allFine: 'diagnostics.summary.allFine',
  },
  checks: {
    label: 'diagnostics.checks.label',
    whatToDo: 'diagnostics.checks.whatToDo',
    /** Each check's title, keyed by the doctor's stable name (`electron/doctor/result.ts`). */
    titles: {
      configuration: 'diagnostics.checks.titles.configuration',
      reachable: 'diagnostics.checks.titles.reachable',
      version: 'diagnostics.checks.titles.version',
      'api-key': 'diagnostics.checks.titles.api-key',
      'rate-budget': 'diagnostics.checks.titles.rate-budget',
      'status-page': 'diagnostics.checks.titles.status-page',
      clock: 'diagnostics.checks.titles.clock',
      'data-folder': 'diagnostics.checks.titles.data-folder',
      'shared-copy': 'diagnostics.checks.titles.shared-copy',
    },
  },
  /** Records the service sent that the desk's copy could not keep because nothing identifies them. */
  leftOut: {
    title: 'diagnostics.leftOut.title',
    none: 'diagnostics.leftOut.none',
    intro: 'diagnostics.leftOut.intro',
    waivers: (count: number) => message('diagnostics.leftOut.waivers', { count }),
    checkinsToday: (count: number) => message('diagnostics.leftOut.checkinsToday', { count }),
    templates: (count: number) => message('diagnostics.leftOut.templates', { count }),
  },
  copy: {
    copyReport: 'diagnostics.copy.copyReport',
    copied: 'diagnostics.copy.copied',
    copiedStatus: 'diagnostics.copy.copiedStatus',
    byHand: 'diagnostics.copy.byHand',
    reportLabel: 'diagnostics.copy.reportLabel',
  },
  /** "Save a support report": one file for support. */
  support: {
    heading: 'diagnostics.support.heading',
    intro: 'diagnostics.support.intro',
    save: 'diagnostics.support.save',
    making: 'diagnostics.support.making',
    /** The file's name. */
    saved: (fileName: string) => message('diagnostics.support.saved', { fileName }),
  },
  /** This desk's updates. */
  updates: {
    heading: 'diagnostics.updates.heading',
    loading: 'diagnostics.updates.loading',
    /** The version and the channel's words. */
    running: (version: string, channel: string) =>
      message('diagnostics.updates.running', { version, channel }),
    channels: { latest: 'diagnostics.updates.channels.latest', beta: 'diagnostics.updates.channels.beta' },
    /** Why this desk does not install updates itself, keyed by UpdatesView['installs'] but 'yes'. */
    installs: {
      'browser-host': 'diagnostics.updates.installs.browser-host',
      'not-installed': 'diagnostics.updates.installs.not-installed',
    },
    noFeed: 'diagnostics.updates.noFeed',
    feed: (address: string) => message('diagnostics.updates.feed', { address }),
    feedLocked: (address: string, locked: string) =>
      message('diagnostics.updates.feedLocked', { address, locked }),
    /** A fault of the address, already worded. */
    feedFault: (fault: string) => message('diagnostics.updates.feedFault', { fault }),
    lastCheck: {
      current: (time: string) => message('diagnostics.updates.lastCheck.current', { time }),
      found: (time: string) => message('diagnostics.updates.lastCheck.found', { time }),
      failed: (time: string) => message('diagnostics.updates.lastCheck.failed', { time }),
    },
    notYetChecked: 'diagnostics.updates.notYetChecked',
    nextCheck: (time: string) => message('diagnostics.updates.nextCheck', { time }),
    checking: 'diagnostics.updates.checking',
    waiting: {
      downloading: (version: string, percent: number) =>
        message('diagnostics.updates.waiting.downloading', { version, percent }),
      ready: (version: string) => message('diagnostics.updates.waiting.ready', { version }),
      failed: (version: string) => message('diagnostics.updates.waiting.failed', { version }),
    },
    holdUp: {
      deferred: (until: string) => message('diagnostics.updates.holdUp.deferred', { until }),
      'check-in-open': 'diagnostics.updates.holdUp.check-in-open',
      'in-use': (at: string) => message('diagnostics.updates.holdUp.in-use', { at }),
    },
    pinned: (version: string) => message('diagnostics.updates.pinned', { version }),
    /** A moment on another day: its day and clock time, formatted. */
    dayAt: (day: string, time: string) => message('diagnostics.updates.dayAt', { day, time }),
    checkNow: 'diagnostics.updates.checkNow',
    restartNow: 'diagnostics.updates.restartNow',
    keepOnThis: (version: string) => message('diagnostics.updates.keepOnThis', { version }),
    unpin: 'diagnostics.updates.unpin',
    deferDay: 'diagnostics.updates.deferDay',
    deferWeek: 'diagnostics.updates.deferWeek',
    undefer: 'diagnostics.updates.undefer',
    form: {
      legend: 'diagnostics.updates.form.legend',
      address: 'diagnostics.updates.form.address',
      addressHelp: 'diagnostics.updates.form.addressHelp',
      channel: 'diagnostics.updates.form.channel',
      save: 'diagnostics.updates.form.save',
      saving: 'diagnostics.updates.form.saving',
      saved: 'diagnostics.updates.form.saved',
    },
  },
});
