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
  /** Records the service sent that the desk's copy could not keep because nothing identifies them. */
  leftOut: {
    title: 'Records the desk could not keep',
    none: 'The desk kept every record the service sent.',
    intro:
      'The service sent these, but nothing on them says which record they are, so the desk could not keep them:',
    waivers: (count: number) => `${count} ${plural(count, { one: 'waiver', other: 'waivers' })}`,
    checkinsToday: (count: number) =>
      `${count} ${plural(count, { one: 'check-in today', other: 'check-ins today' })}`,
    templates: (count: number) => `${count} ${plural(count, { one: 'waiver form', other: 'waiver forms' })}`,
  },
  copy: {
    copyReport: 'Copy report',
    copied: 'Copied',
    copiedStatus: 'The report is copied: paste it into your message to support.',
    byHand: 'This window may not copy by itself: the report below is selected, press Ctrl+C (⌘C on a Mac).',
    reportLabel: 'The report',
  },
} as const;
