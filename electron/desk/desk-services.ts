/**
 * What every feature's handlers are given: the current account (read on each
 * call, so a switch takes effect at once), the desk's own state, and the clock.
 */
import type { DeskRules } from '../../shared/desk/verdict.ts';
import type { CallContext } from '../../shared/ipc/contract.ts';
import type { AppInfo } from '../../shared/ipc/events.ts';
import type { AccountSession } from '../runtime/account-session.ts';
import { NotConfiguredError } from '../runtime/errors.ts';
import type { CallOptions, WaiverClient } from '../services/waiver-api/index.ts';
import type { SettingsStore } from '../settings/schema.ts';
import type { UpdateController } from '../updates/update-controller.ts';
import type { DeskAccounts } from './desk-accounts.ts';
import type { ManagerLock } from './manager-lock/manager-lock.ts';
import type { RecoveryNotices } from './recoveries.ts';

/** Where the host keeps what a support report gathers. */
export interface SupportSources {
  settings: SettingsStore;
  /** The folders of the desk's log files (the same folder twice is read once). */
  logDirs: string[];
  /** Electron's crash dumps; null where none are written (the browser host). */
  crashDumpsDir: string | null;
}

import type { DeskPrinting } from './printing/desk-printing.ts';

export interface DeskServices {
  info(): AppInfo;
  /** The open account; throws `NotConfiguredError` when the desk has none. */
  session(): Promise<AccountSession>;
  now(): Date;
  /** Connecting, switching, signing out and preferences. */
  accounts: DeskAccounts;
  /** Manage and Settings behind the manager's PIN. */
  managerLock: ManagerLock;
  /** This desk's updates: what Diagnostics shows and a manager changes. */
  updates: UpdateController;
  /** What the desk recovered from by itself, until the notice is dismissed. */
  recoveries: RecoveryNotices;
  support: SupportSources;
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

/** The desk's rules of a verdict as Settings have them now: the tags a manager marked, whether minors pass, whether someone may come back in. */
export function deskRules(desk: DeskServices): DeskRules {
  const { preferences } = desk.accounts.preferences();
  return {
    marked: preferences.deskTags ?? [],
    minorsPass: preferences.minorsPass ?? false,
    reEntry: preferences.reEntry ?? true,
  };
}
