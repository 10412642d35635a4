/**
 * The words of the counter's rules (`counter-rules.ts`): what the page says of the
 * undo window and of who may take a check-in back. Texts that take values are small
 * functions of already formatted values.
 */

/** Why the manager's PIN is asked for (`ManagerNeed`). */
export const managerNeedWords = {
  /** The window's length in minutes. */
  late: (minutes: number) =>
    `It was checked in more than ${minutes} minutes ago: undoing it needs the manager’s PIN.`,
  /** The desk that checked them in. */
  otherDesk: (desk: string) => `It was checked in at ${desk}: undoing it needs the manager’s PIN.`,
  refusal: 'The waiver refuses someone chosen: checking them in anyway needs the manager’s PIN.',
  /** The window's length in minutes. */
  leftLate: (minutes: number) =>
    `They were marked as left more than ${minutes} minutes ago: taking it back needs the manager’s PIN.`,
  /** The desk that marked them as left. */
  leftOtherDesk: (desk: string) =>
    `They were marked as left at ${desk}: taking it back needs the manager’s PIN.`,
} as const;

/** The rule in one sentence, where the counter's actions are offered. */
export const undoRuleWords = {
  /** The window's length in minutes. */
  rule: (minutes: number) =>
    `A check-in can be undone at its own desk within ${minutes} minutes without the manager’s PIN; later, or at another desk, it needs the PIN.`,
  /** The window's length in minutes. */
  leftRule: (minutes: number) =>
    `Someone marked as left by mistake counts as in again: at the desk that marked them within ${minutes} minutes without the manager’s PIN; later, or at another desk, with it.`,
} as const;
