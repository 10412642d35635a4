/** Failures of the desk itself (not of a service call), with what to do about them. */
export class NotConfiguredError extends Error {
  readonly code = 'not_configured';
  readonly hint: string;
  constructor(
    message: string,
    hint = 'Set the account for this desk: WAIVER_DESK_BASE_URL and WAIVER_DESK_API_KEY.',
  ) {
    super(message);
    this.name = 'NotConfiguredError';
    this.hint = hint;
  }
}
