/**
 * What every feature's handlers are given: the current account (read on each
 * call, so a switch takes effect at once), the desk's own state, and the clock.
 */
import type { DeskTagRules } from '../../shared/desk/verdict.ts';
import type { CallContext } from '../../shared/ipc/contract.ts';
import type { AppInfo } from '../../shared/ipc/events.ts';
import type { AccountSession } from '../runtime/account-session.ts';
import type { Accounts } from '../runtime/accounts.ts';
import { NotConfiguredError } from '../runtime/errors.ts';
import type { CallOptions, WaiverClient } from '../services/waiver-api/index.ts';
import type { ManagerLock } from './manager-lock/manager-lock.ts';
import type { DeskPrinting } from './printing/desk-printing.ts';

export interface DeskServices {
  info(): AppInfo;
  /** The open account; throws `NotConfiguredError` when the desk has none. */
  session(): Promise<AccountSession>;
  now(): Date;
  /** Connecting, switching, signing out and preferences. */
  accounts: Accounts;
  /** Manage and Settings behind the manager's PIN. */
  managerLock: ManagerLock;
  /** Wristbands and labels: the printers and the band rules. */
  printing: DeskPrinting;
}

/**
 * The longest a person's call waits for the account's rate budget. Past it the
 * call returns at once with the time the budget frees, and the screen counts down.
 */
export const INTERACTIVE_MAX_WAIT_MS = 5_000;

/** Options of a call made for a person at the desk: cancelled with the caller or the account. */
export function interactiveCall(context: CallContext, session: AccountSession): CallOptions {
  return {
    signal: AbortSignal.any([context.signal, session.signal]),
    priority: 'interactive',
    maxWaitMs: INTERACTIVE_MAX_WAIT_MS,
  };
}

export function requireWaiver(session: AccountSession): WaiverClient {
  if (session.waiver) return session.waiver;
  throw new NotConfiguredError({ kind: 'no_key', problem: session.keyProblem ?? { kind: 'no_key' } });
}

/** The tags a manager marked "show at the desk" (beside those every desk recognises). */
export function deskTagRules(desk: DeskServices): DeskTagRules {
  return { marked: desk.accounts.preferences().preferences.deskTags ?? [] };
}
