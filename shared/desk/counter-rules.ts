/**
 * The counter's rules about taking a check-in back, decided here once for the main
 * process (which enforces them) and the page (which says them before anyone asks):
 *
 * - a desk may undo its own check-in without the manager's PIN within
 *   {@link UNDO_WINDOW_MINUTES} minutes of it (someone ticked by mistake, the
 *   wrong waiver scanned);
 * - a later undo, an undo of another desk's check-in, and checking in someone the
 *   waiver refuses (a stop: expired, banned, no re-entry) need the manager's PIN
 *   (where a manager set one: a desk without a PIN has no manager's lock at all);
 * - anyone at the desk may mark someone as left: they stop counting as in;
 * - taking back a "marked as left" (they had not left) follows the undo's rules, counted
 *   from when and where they were marked: the desk that marked them, within the window,
 *   without the PIN; later or another desk's with it.
 *
 * The page words it: the catalogs' `manager.pinAsk.need.*` and `admissions.actions.undoRule`.
 */
import type { Tone } from './verdict.ts';

/** How long after a check-in its own desk may undo it without the manager's PIN. */
export const UNDO_WINDOW_MINUTES = 5;
export const UNDO_WINDOW_MS = UNDO_WINDOW_MINUTES * 60_000;

/**
 * Why the manager's PIN is needed: an undo too late, another desk's check-in, a refusal
 * overridden, or a "marked as left" taken back too late or marked at another desk.
 */
export type ManagerNeed = 'late' | 'otherDesk' | 'refusal' | 'leftLate' | 'leftOtherDesk';

/** What an undo is asked of: a check-in, when and where it was made. */
export interface UndoSubject {
  admittedAt: string;
  deskId: string;
}

/** Why undoing `admission` at desk `deskId` at `nowMs` needs the manager's PIN; null when it does not. */
export function undoNeedsManager(
  admission: UndoSubject,
  here: { deskId: string; nowMs: number },
): Exclude<ManagerNeed, 'refusal'> | null {
  if (admission.deskId !== here.deskId) return 'otherDesk';
  const at = Date.parse(admission.admittedAt);
  // A time that does not read, or one ahead of this desk's clock, is not "within the window".
  if (Number.isNaN(at) || here.nowMs - at > UNDO_WINDOW_MS || at > here.nowMs + UNDO_WINDOW_MS) return 'late';
  return null;
}

/** A mark of someone as left: when and at which desk. */
export interface LeftMark {
  at: string;
  deskId: string;
}

/** Why taking back `left` at desk `deskId` at `nowMs` needs the manager's PIN (the undo's rules); null when it does not. */
export function takeBackLeftNeedsManager(
  left: LeftMark,
  here: { deskId: string; nowMs: number },
): 'leftLate' | 'leftOtherDesk' | null {
  const need = undoNeedsManager({ admittedAt: left.at, deskId: left.deskId }, here);
  return need === null ? null : need === 'late' ? 'leftLate' : 'leftOtherDesk';
}

/** When an undo without the PIN is no longer possible (ISO 8601), for the page to show or hide it. */
export const undoWindowEnds = (admittedAt: string): string | null => {
  const at = Date.parse(admittedAt);
  return Number.isNaN(at) ? null : new Date(at + UNDO_WINDOW_MS).toISOString();
};

/** Checking in someone of this tone overrides a refusal: the manager's PIN. */
export const overrideNeedsManager = (tone: Tone): boolean => tone === 'stop';
