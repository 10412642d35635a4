/**
 * What crosses IPC when a call fails: a code, the reason where the desk knows one
 * (with its parameters), the service's own message where it sent one, and a short
 * local reason where none answered. The page words them; this module writes no
 * words for people. The HTTP layer only classifies failures; this picks what of
 * them may leave the main process: never a request line, a header, a stack or a path.
 */
import type { DeskErrorCode, DeskErrorInfo } from '../../shared/ipc/errors.ts';
import { ApiError, NetworkError } from '../http/errors.ts';
import { cutForPage } from '../logging/desk-log.ts';
import { InvalidSettingError } from '../runtime/account-plan.ts';
import { NotConfiguredError } from '../runtime/errors.ts';
import { SecretStorageError, UnprotectedStorageError } from '../secrets/secret-store.ts';
import { SettingsUnwritableError } from '../settings/settings-file.ts';

/** Failures with no service answer, whose own short reason helps ("connection refused"). */
const LOCAL_DETAIL: ReadonlySet<DeskErrorCode> = new Set(['network', 'timeout', 'too_large']);

/** The service's words, kept short: a whole HTML error page is not a message. */
const MAX_SERVICE_MESSAGE = 200;

function describeApiError(error: ApiError): DeskErrorInfo {
  // The service was reached and began to answer, then the answer broke off: not a network outage.
  if (error instanceof NetworkError && error.cutOff)
    return { code: error.code, reason: { kind: 'answer_cut_off' } };
  const info: DeskErrorInfo = { code: error.code };
  const serviceMessage = error.serviceMessage?.trim();
  if (serviceMessage) info.serviceMessage = cutForPage(serviceMessage, MAX_SERVICE_MESSAGE);
  else if (LOCAL_DETAIL.has(error.code)) {
    // The typed error's own text starts with the endpoint; only the reason after it may leave.
    const detail = error.message.slice(error.endpoint.length + 2);
    if (detail) info.detail = detail;
  }
  if (error.retryAfterSeconds !== undefined) info.retryAfterSeconds = error.retryAfterSeconds;
  return info;
}

/**
 * A refusal of the desk's own (a text not sent, a check-in of someone not on the
 * waiver): it knows its code and reason. Recognised by its shape, so that this
 * module, below the handlers, knows none of them.
 */
export interface RefusalForDesk extends Error {
  forDesk(): DeskErrorInfo;
}

const isRefusal = (error: unknown): error is RefusalForDesk =>
  error instanceof Error && typeof (error as Partial<RefusalForDesk>).forDesk === 'function';

/** What may cross IPC for whatever a handler threw. */
export function describeForDesk(error: unknown): DeskErrorInfo {
  if (isRefusal(error)) return error.forDesk();
  if (error instanceof ApiError) return describeApiError(error);
  if (error instanceof NotConfiguredError) return { code: error.code, reason: error.reason };
  if (error instanceof UnprotectedStorageError)
    return { code: error.code, reason: { kind: 'unprotected_storage' } };
  if (error instanceof SecretStorageError)
    return { code: error.code, reason: { kind: 'key_not_stored', because: error.because } };
  // A save the data folder refused: which folder, and that nothing was changed.
  if (error instanceof SettingsUnwritableError) {
    return {
      code: 'storage_failed',
      reason: {
        kind: 'settings_not_saved',
        folder: error.folder,
        because: error.refusal,
        cause: error.failure,
      },
    };
  }
  if (error instanceof InvalidSettingError) {
    return { code: 'invalid_request', reason: { kind: 'invalid_setting', problem: error.problem } };
  }
  return { code: 'internal' };
}
