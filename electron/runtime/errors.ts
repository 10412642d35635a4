/** Failures of the desk itself (not of a service call), with why, for the page to word. */
import type { DeskFailureReason } from '../../shared/ipc/errors.ts';

export type NotConfiguredReason = Extract<
  DeskFailureReason,
  { kind: 'no_account' | 'no_key' | 'no_copy' | 'no_status_page' }
>;

export class NotConfiguredError extends Error {
  readonly code = 'not_configured';
  readonly reason: NotConfiguredReason;
  /** `message` is for the log and the command line; the page words `reason`. */
  constructor(reason: NotConfiguredReason, message: string = reason.kind) {
    super(message);
    this.name = 'NotConfiguredError';
    this.reason = reason;
  }
}
