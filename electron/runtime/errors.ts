/** Failures of the desk itself (not of a service call), with what to do about them. */
export class NotConfiguredError extends Error {
  readonly code = 'not_configured';
  readonly hint: string;
  constructor(message: string, hint = 'Connect the account in Settings, or explore the demo account.') {
    super(message);
    this.name = 'NotConfiguredError';
    this.hint = hint;
  }
}
