/**
 * The words of the Diagnostics screen. Components only choose which text to show; texts that
 * take values are small functions of already formatted values.
 */

// The plural forms of these words follow the rules of the language they are written in.
import { plural } from '../../../../shared/words/plural.ts';

/** The Diagnostics screen. */
export const diagnosticsText = {
  title: 'Diagnostics',
  subtitle:
    'Checks this desk’s connection to the waiver service, its API key, the status page and the clock. The report shows no API key and no customer’s details, so it can be sent to support as it is.',
  runAgain: 'Run the checks again',
  checking: 'Checking…',
  running: 'Running the checks…',
  /** The run's time, formatted. */
  checkedAt: (time: string) => `Checked at ${time}.`,
  /** A check's outcome in words, keyed by DiagnosticOutcome. */
  outcome: {
    PASS: 'Fine',
    WARN: 'Worth a look',
    FAIL: 'Needs fixing',
  },
  summary: {
    needFixing: (failed: number) =>
      `${failed} ${plural(failed, { one: 'check needs', other: 'checks need' })} fixing: see what to do below each.`,
    worthALook: (warned: number) =>
      `Nothing is broken; ${warned} ${plural(warned, { one: 'check is', other: 'checks are' })} worth a look.`,
    allFine: 'Everything checked is fine: this desk is ready.',
  },
  checks: {
    label: 'Checks',
    whatToDo: 'What to do:',
  },
  copy: {
    copyReport: 'Copy report',
    copied: 'Copied',
    copiedStatus: 'The report is copied: paste it into your message to support.',
    byHand: 'This window may not copy by itself: the report below is selected, press Ctrl+C (⌘C on a Mac).',
    reportLabel: 'The report',
  },
  /** "Save a support report": one file for support. */
  support: {
    heading: 'For support',
    intro:
      'One file with the checks, this desk’s versions and settings, its copy of the account, its logs of the last days and a summary of any crash. It holds no API key and no customer’s details.',
    save: 'Save a support report',
    making: 'Making the report…',
    /** The file's name. */
    saved: (fileName: string) => `The report is saved as ${fileName}: attach it to your message to support.`,
  },
  /** This desk's updates. */
  updates: {
    heading: 'Updates',
    loading: 'Reading this desk’s updates…',
    /** The version and the channel's words. */
    running: (version: string, channel: string) => `This desk runs version ${version} (${channel}).`,
    channels: { latest: 'regular releases', beta: 'early releases' },
    /** Why this desk does not install updates itself, keyed by UpdatesView['installs'] but 'yes'. */
    installs: {
      'browser-host':
        'The browser version installs no updates: the desktop app on this computer follows the choices below.',
      'not-installed':
        'This copy of the desk does not update itself (a trial run, or one installed by the computer’s own package manager).',
    },
    noFeed: 'No update address is set: this desk does not look for updates.',
    feed: (address: string) => `Looks for updates at ${address}.`,
    feedLocked: (address: string, locked: string) => `Looks for updates at ${address} (${locked}).`,
    /** A fault of the address, already worded. */
    feedFault: (fault: string) => `The update address cannot be used: ${fault}`,
    lastCheck: {
      current: (time: string) => `Last looked at ${time}: this is the newest version.`,
      found: (time: string) => `Last looked at ${time}: a new version is out.`,
      failed: (time: string) =>
        `Last looked at ${time}, but the update folder could not be read. It tries again soon.`,
    },
    notYetChecked: 'Has not looked yet.',
    nextCheck: (time: string) => `Looks again at ${time}.`,
    checking: 'Looking for updates…',
    waiting: {
      downloading: (version: string, percent: number) =>
        `Fetching version ${version} in the background (${percent}%).`,
      ready: (version: string) =>
        `Version ${version} is fetched and checked. It installs when nobody has used the desk for a few minutes, when the desk next starts, or now with Restart now.`,
      failed: (version: string) =>
        `Version ${version} could not be fetched, or its files did not check out; nothing was installed. It tries again at its next look.`,
    },
    holdUp: {
      deferred: (until: string) => `Put off by a manager until ${until}.`,
      'check-in-open': 'Waiting: someone is being checked in.',
      'in-use': (at: string) => `Waiting for the desk to be idle: about ${at} if nobody uses it.`,
    },
    pinned: (version: string) => `Kept on version ${version}: it takes no other.`,
    /** A moment on another day: its day and clock time, formatted. */
    dayAt: (day: string, time: string) => `${day} at ${time}`,
    checkNow: 'Check now',
    restartNow: 'Restart now',
    keepOnThis: (version: string) => `Keep this desk on version ${version}`,
    unpin: 'Take new versions again',
    deferDay: 'Put off for a day',
    deferWeek: 'Put off for a week',
    undefer: 'Install when idle again',
    form: {
      legend: 'Where this desk looks',
      address: 'Update address',
      addressHelp:
        'The web folder your vendor publishes the desk’s releases in, such as https://updates.example.com/waiver-desk. Leave it empty to look nowhere.',
      channel: 'Releases',
      save: 'Save',
      saving: 'Saving…',
      saved: 'Saved.',
    },
  },
} as const;
