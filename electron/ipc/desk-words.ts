/**
 * What the person at the desk is told when a call fails: what happened in plain
 * words, the service's own message where it sent one, and what they can do in the
 * app. The one place errors become words; the HTTP layer only classifies them.
 * Nothing here names a request line, a header, raw JSON or an environment variable.
 */
import type { DeskErrorCode, DeskErrorInfo } from '../../shared/ipc/errors.ts';
import { ApiError, NetworkError } from '../http/errors.ts';
import { cutForPage } from '../logging/desk-log.ts';
import { InvalidSettingError } from '../runtime/account-plan.ts';
import { NotConfiguredError } from '../runtime/errors.ts';
import { SecretStorageError, UnprotectedStorageError } from '../secrets/secret-store.ts';
import { SettingsUnwritableError } from '../settings/settings-file.ts';

const WHAT_HAPPENED: Record<DeskErrorCode, string> = {
  invalid_request: 'The app sent an incomplete request',
  forbidden: 'This window may not make that call',
  parameter_error: 'The service refused a value',
  auth_error: 'The waiver service refused the API key',
  data_error: 'The service refused the data',
  not_found: 'The service has no such record',
  unsupported_media: 'The service could not read the request',
  conflict: 'That label is already in use',
  rate_limited: "The account's request budget is used up for the moment",
  server_error: 'The waiver service had an internal problem',
  network: 'The waiver service cannot be reached from this desk',
  timeout: 'The waiver service did not answer in time',
  protocol: 'The waiver service answered in a form the desk does not understand',
  too_large: 'The service sent more than a desk can take',
  cancelled: 'The request was cancelled',
  not_configured: 'This desk has no account open',
  unprotected_storage: 'This computer has no keychain to lock the API key in',
  storage_failed: 'The API key could not be kept safely on this computer',
  internal: 'Something went wrong inside the app',
};

const HINTS: Record<DeskErrorCode, string> = {
  invalid_request: 'Restart the app if this repeats.',
  forbidden: 'Reload the window.',
  parameter_error: 'Check what was entered.',
  auth_error:
    'Open Settings and enter the API key again; if it was revoked, generate a new API token in the account dashboard.',
  data_error: 'Check what was entered.',
  not_found: 'The id may be mistyped, or the record removed.',
  unsupported_media: 'Report this to support.',
  conflict: 'Choose a different label.',
  rate_limited:
    'Every desk of the account shares one budget; it frees after the wait shown, and a screen showing data tries again by itself then.',
  server_error: 'This screen tries again by itself; the service status shows whether others are affected.',
  network:
    'Check this computer’s network connection. This screen tries again by itself when the service is back.',
  timeout: 'The service may be busy or in maintenance. This screen tries again by itself.',
  protocol: 'Report this to support if it repeats.',
  too_large: 'Nothing of it was kept. Report this to support if it repeats.',
  cancelled: 'Nothing was changed.',
  not_configured: 'Connect the account in Settings, or explore the demo account.',
  unprotected_storage: 'Read why, then either start the app with a keyring or accept unprotected storage.',
  storage_failed: 'Connect again; if it repeats, ask whoever looks after this computer.',
  internal: 'Try again; restart the app if this repeats.',
};

/** Failures with no service answer, whose own short reason helps ("connection refused"). */
const LOCAL_DETAIL: ReadonlySet<DeskErrorCode> = new Set(['network', 'timeout', 'too_large']);

/** The service's words, kept short: a whole HTML error page is not a message. */
const MAX_SERVICE_MESSAGE = 200;

function serviceDetail(error: ApiError): string | undefined {
  const message = error.serviceMessage?.trim();
  if (message) return cutForPage(message, MAX_SERVICE_MESSAGE);
  if (!LOCAL_DETAIL.has(error.code)) return undefined;
  // The typed error's own text starts with the endpoint; only the reason after it is for people.
  const reason = error.message.slice(error.endpoint.length + 2);
  return reason || undefined;
}

/** The service was reached and began to answer, then the answer broke off: not a network outage. */
const CUT_OFF: Pick<DeskErrorInfo, 'message' | 'hint'> = {
  message: 'The waiver service began to answer, but its answer broke off before it was complete',
  hint: HINTS.server_error,
};

function describeApiError(error: ApiError): DeskErrorInfo {
  if (error instanceof NetworkError && error.cutOff) return { code: error.code, ...CUT_OFF };
  const detail = serviceDetail(error);
  const info: DeskErrorInfo = {
    code: error.code,
    message: detail ? `${WHAT_HAPPENED[error.code]}: ${detail}` : WHAT_HAPPENED[error.code],
    hint: HINTS[error.code],
  };
  if (error.retryAfterSeconds !== undefined) info.retryAfterSeconds = error.retryAfterSeconds;
  return info;
}

/**
 * An error already written in the desk's words (a refusal to send a text, say):
 * it words itself. Recognised by its shape, so that this module, below the
 * handlers, knows none of them.
 */
export interface WordedError extends Error {
  forDesk(): DeskErrorInfo;
}

const isWorded = (error: unknown): error is WordedError =>
  error instanceof Error && typeof (error as Partial<WordedError>).forDesk === 'function';

/** What may cross IPC for whatever a handler threw: never a stack, a path or a header. */
export function describeForDesk(error: unknown): DeskErrorInfo {
  // Sending a customer a waiver words its own failures: a text is never tried again by itself.
  if (isWorded(error)) return error.forDesk();
  if (error instanceof ApiError) return describeApiError(error);
  if (error instanceof NotConfiguredError)
    return { code: error.code, message: error.message, hint: error.hint };
  // The desk's own refusals carry messages written for the person (they name the fix).
  if (error instanceof UnprotectedStorageError || error instanceof SecretStorageError) {
    return { code: error.code, message: error.message, hint: HINTS[error.code] };
  }
  // A save the data folder refused: which folder, and that nothing was changed.
  if (error instanceof SettingsUnwritableError) {
    return { code: 'storage_failed', message: error.message, hint: error.hint };
  }
  if (error instanceof InvalidSettingError) {
    return {
      code: 'invalid_request',
      message: error.message,
      hint: HINTS.parameter_error,
      fields: { [error.setting]: error.message },
    };
  }
  return { code: 'internal', message: `${WHAT_HAPPENED.internal}.`, hint: HINTS.internal };
}

/** The hint for a code, for callers that build their own message. */
export const hintFor = (code: DeskErrorCode): string => HINTS[code];
