/**
 * The words of the manager's lock. Components only choose which text to show; texts that
 * take values are small functions of already formatted values.
 */

// The plural forms of these words follow the rules of the language they are written in.
import { plural } from '../../../shared/words/plural.ts';

/** Manage and Settings behind a manager's PIN. */
export const managerText = {
  gate: {
    title: 'For managers',
    body: 'Manage and Settings are locked on this desk, so the counter shows only what staff need. A manager unlocks them with the PIN.',
    pinLabel: 'Manager PIN',
    unlock: 'Unlock',
    unlocking: 'Checking…',
    wrong: (triesLeft: number) =>
      `That PIN is not right: ${triesLeft} ${plural(triesLeft, { one: 'try', other: 'tries' })} left before a pause.`,
    /** The wait is formatted by the caller ("4:59"). */
    lockedOut: (wait: string) => `Too many wrong PINs: no PIN is tried for ${wait}.`,
    lockedOutNow: 'Too many wrong PINs: try again in a moment.',
  },
  lockNow: 'Lock',
  lockNowTitle: 'Lock Manage and Settings again',
  section: {
    heading: 'Manager PIN',
    off: 'Manage and Settings are open to everyone at this desk. Set a PIN to keep them for managers.',
    on: 'Manage and Settings ask for the manager’s PIN. They lock again by themselves after 10 minutes unused.',
    currentPin: 'PIN now',
    newPin: 'New PIN',
    repeatPin: 'New PIN again',
    pinHelp: '4 to 12 digits. It is kept on this computer as a one-way hash, never as the PIN itself.',
    set: 'Set the PIN',
    change: 'Change the PIN',
    turnOff: 'Turn the lock off',
    saving: 'Saving…',
    differ: 'The two new PINs are not the same.',
    setDone: 'The PIN is set. Manage and Settings now ask for it.',
    changed: 'The PIN is changed.',
    offDone: 'The lock is off.',
  },
} as const;

/** The manager's PIN asked for one act at the counter (a late undo, an override): the desk stays locked. */
export const pinAskText = {
  confirm: 'Go ahead with the PIN',
  checking: 'Checking…',
  cancel: 'Cancel',
} as const;

/** A manager's screen or call refused while the desk is locked. */
export const managerRefusalText = {
  what: 'Manage and Settings are locked on this desk.',
  hint: 'A manager unlocks them with the PIN (in Settings or Manage).',
} as const;
