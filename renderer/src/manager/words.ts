/**
 * The words of the manager's lock. Components only choose which text to show; texts that
 * take values are small functions of already formatted values.
 */

import { message, texts } from '../i18n/messages.ts';

/** Manage and Settings behind a manager's PIN. */
export const managerText = texts({
  gate: {
    title: 'manager.gate.title',
    body: 'manager.gate.body',
    pinLabel: 'manager.gate.pinLabel',
    unlock: 'manager.gate.unlock',
    unlocking: 'manager.gate.unlocking',
    wrong: (triesLeft: number) => message('manager.gate.wrong', { triesLeft }),
    /** The wait is formatted by the caller ("4:59"). */
    lockedOut: (wait: string) => message('manager.gate.lockedOut', { wait }),
    lockedOutNow: 'manager.gate.lockedOutNow',
  },
  lockNow: 'manager.lockNow',
  lockNowTitle: 'manager.lockNowTitle',
  section: {
    heading: 'manager.section.heading',
    off: 'manager.section.off',
    on: 'manager.section.on',
    currentPin: 'manager.section.currentPin',
    newPin: 'manager.section.newPin',
    repeatPin: 'manager.section.repeatPin',
    pinHelp: 'manager.section.pinHelp',
    set: 'manager.section.set',
    change: 'manager.section.change',
    turnOff: 'manager.section.turnOff',
    saving: 'manager.section.saving',
    differ: 'manager.section.differ',
    setDone: 'manager.section.setDone',
    changed: 'manager.section.changed',
    offDone: 'manager.section.offDone',
  },
});

/** The manager's PIN asked for one act at the counter (a late undo, an override): the desk stays locked. */
export const pinAskText = texts({
  confirm: 'manager.pinAsk.confirm',
  checking: 'manager.pinAsk.checking',
  cancel: 'manager.pinAsk.cancel',
  /** Why the PIN is asked for (`ManagerNeed` in shared/desk/counter-rules.ts). */
  need: {
    /** The undo window's length in minutes. */
    late: (minutes: number) => message('manager.pinAsk.need.late', { minutes }),
    /** The desk that checked them in. */
    otherDesk: (desk: string) => message('manager.pinAsk.need.otherDesk', { desk }),
    refusal: 'manager.pinAsk.need.refusal',
    /** The undo window's length in minutes, counted from the mark. */
    leftLate: (minutes: number) => message('manager.pinAsk.need.leftLate', { minutes }),
    /** The desk that marked them as left. */
    leftOtherDesk: (desk: string) => message('manager.pinAsk.need.leftOtherDesk', { desk }),
  },
});
