/**
 * Manage and Settings behind a manager's PIN (off until a manager sets one), so the
 * counter shows staff only what they need. The PIN is kept as a slow hash in the
 * desk's secret store; wrong tries are counted and, after too many, no PIN is tried
 * for a while.
 */
import { z } from 'zod';
import { pinWords } from './words.ts';

export const PIN_MIN_DIGITS = 4;
export const PIN_MAX_DIGITS = 12;

export const pinSchema = z
  .string()
  .regex(/^\d*$/, pinWords.digitsOnly)
  .min(PIN_MIN_DIGITS, pinWords.tooShort(PIN_MIN_DIGITS))
  .max(PIN_MAX_DIGITS, pinWords.tooLong(PIN_MAX_DIGITS));

export const unlockRequestSchema = z.object({ pin: z.string().max(64, pinWords.longerThanAny) }).strict();

export const setPinRequestSchema = z
  .object({
    /** The PIN now, when one is set (to change it or turn the lock off). */
    currentPin: z.string().max(64, pinWords.longerThanAny).optional(),
    /** The new PIN; null turns the lock off. */
    newPin: pinSchema.nullable(),
  })
  .strict();

export interface ManagerLockView {
  /** A PIN is set: Manage and Settings ask for it. */
  enabled: boolean;
  /** This desk is unlocked now (it locks again by itself after a while, or when asked). */
  unlocked: boolean;
  /** ISO 8601: no PIN is tried until then, after too many wrong ones; null when none is refused. */
  lockedOutUntil: string | null;
  /** Wrong PINs still allowed before the pause. */
  triesLeft: number;
}

export type PinAttempt =
  | { status: 'ok'; lock: ManagerLockView }
  /** Nothing changed: the PIN was wrong (or, locked out, not tried at all). */
  | { status: 'wrong'; lock: ManagerLockView }
  | { status: 'locked-out'; lock: ManagerLockView };
