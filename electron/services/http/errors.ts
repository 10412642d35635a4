/**
 * Typed failures of a service call. Every error names the endpoint it came from
 * ('GET /v4/checkins') so a log line alone tells what failed; screens branch on
 * `code`, never on the message.
 */
import type { DeskErrorCode, DeskErrorInfo } from '../../../shared/ipc/errors.ts';

export interface ApiErrorDetails {
  /** Method and path template, e.g. 'GET /v4/search/{guid}/results'. */
  endpoint: string;
  status?: number;
  /** The service's own `message`, when it sent one. */
  serviceMessage?: string;
  retryAfterSeconds?: number;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly code: DeskErrorCode;
  readonly endpoint: string;
  readonly status: number | undefined;
  readonly serviceMessage: string | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: DeskErrorCode, summary: string, details: ApiErrorDetails) {
    super(
      `${details.endpoint}: ${summary}`,
      details.cause === undefined ? undefined : { cause: details.cause },
    );
    this.name = new.target.name;
    this.code = code;
    this.endpoint = details.endpoint;
    this.status = details.status;
    this.serviceMessage = details.serviceMessage;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

const answered = (details: ApiErrorDetails, fallback: string): string =>
  `${details.status ?? 'error'} ${details.serviceMessage ?? fallback}`;

export class ParameterError extends ApiError {
  constructor(details: ApiErrorDetails) {
    super('parameter_error', answered(details, 'invalid parameter'), details);
  }
}

export class AuthError extends ApiError {
  constructor(details: ApiErrorDetails) {
    super('auth_error', answered(details, 'unauthorized'), details);
  }
}

export class DataError extends ApiError {
  constructor(details: ApiErrorDetails) {
    super('data_error', answered(details, 'invalid data'), details);
  }
}

export class NotFoundError extends ApiError {
  constructor(details: ApiErrorDetails) {
    super('not_found', answered(details, 'not found'), details);
  }
}

/** 406 because the request body was not sent as JSON. */
export class UnsupportedMediaError extends ApiError {
  constructor(details: ApiErrorDetails) {
    super('unsupported_media', answered(details, 'content type not accepted'), details);
  }
}

/** 406 because a published key's label is already taken. */
export class LabelInUseError extends ApiError {
  constructor(details: ApiErrorDetails) {
    super('conflict', answered(details, 'label already in use'), details);
  }
}

export class RateLimitError extends ApiError {
  constructor(details: ApiErrorDetails) {
    const wait =
      details.retryAfterSeconds === undefined ? '' : `; retry after ${details.retryAfterSeconds} s`;
    super('rate_limited', `${details.status ?? 429} rate limit exceeded${wait}`, details);
  }
}

export class ServerError extends ApiError {
  constructor(details: ApiErrorDetails) {
    super('server_error', answered(details, 'server error'), details);
  }
}

/** The connection failed or broke before a whole response arrived. */
export class NetworkError extends ApiError {
  constructor(reason: string, details: ApiErrorDetails) {
    super('network', reason, details);
  }
}

export class TimeoutError extends ApiError {
  readonly timeoutMs: number;
  constructor(timeoutMs: number, details: ApiErrorDetails) {
    super('timeout', `no complete answer within ${timeoutMs} ms`, details);
    this.timeoutMs = timeoutMs;
  }
}

/** The answer arrived but breaks the contract: not JSON, no envelope, wrong shape. */
export class ProtocolError extends ApiError {
  constructor(problem: string, details: ApiErrorDetails) {
    super('protocol', problem, details);
  }
}

export class CancelledError extends ApiError {
  constructor(details: ApiErrorDetails) {
    super('cancelled', 'cancelled by the caller', details);
  }
}

/** What happened, in the desk's words; the service's own message follows it. */
const WHAT_HAPPENED: Record<ApiError['code'], string> = {
  invalid_request: 'The app sent an incomplete request',
  forbidden: 'This window may not make that call',
  parameter_error: 'The service refused a parameter',
  auth_error: 'The waiver service refused the API key',
  data_error: 'The service refused the data',
  not_found: 'The service has no such record',
  unsupported_media: 'The service could not read the request',
  conflict: 'That label is already in use',
  rate_limited: "The account's request budget is used up",
  server_error: 'The service had an internal problem',
  network: 'The service cannot be reached',
  timeout: 'The service did not answer in time',
  protocol: 'The service answered in an unexpected form',
  cancelled: 'The request was cancelled',
  not_configured: 'This desk has no account configured',
  internal: 'Something went wrong inside the app',
};

const HINTS: Record<DeskErrorCode, string> = {
  invalid_request: 'Restart the app if this repeats',
  forbidden: 'Reload the window',
  parameter_error: 'Check what was entered',
  auth_error:
    'Check the API key this desk uses (WAIVER_DESK_API_KEY); if it was revoked, generate a new API token in the account dashboard',
  data_error: 'Check what was entered',
  not_found: 'The id may be mistyped, or the record removed',
  unsupported_media: 'Report this to support',
  conflict: 'Choose a different label',
  rate_limited: 'Every desk of the account shares one budget; retrying shortly',
  server_error: 'Try again in a moment; if it persists, check the service status',
  network: 'Check the network connection; reads are retried on their own',
  timeout: 'Try again; the service may be busy or in maintenance',
  protocol: 'Report this to support',
  cancelled: 'Nothing was changed',
  not_configured: 'Set the account for this desk (WAIVER_DESK_BASE_URL and WAIVER_DESK_API_KEY)',
  internal: 'Restart the app if this repeats',
};

/** Errors whose own text says more than the service did (there was no service answer). */
const LOCAL_DETAIL: ReadonlySet<DeskErrorCode> = new Set(['network', 'timeout', 'protocol']);

/** What the front desk is told about a failed call. */
export function describeForDesk(error: unknown): DeskErrorInfo {
  if (!(error instanceof ApiError)) {
    const message = error instanceof Error ? error.message : String(error);
    return { code: 'internal', message, hint: HINTS.internal };
  }
  const detail = error.serviceMessage ?? (LOCAL_DETAIL.has(error.code) ? error.message : undefined);
  const info: DeskErrorInfo = {
    code: error.code,
    message: detail ? `${WHAT_HAPPENED[error.code]}: ${detail}` : WHAT_HAPPENED[error.code],
    hint: HINTS[error.code],
  };
  if (error.retryAfterSeconds !== undefined) {
    info.retryAfterSeconds = error.retryAfterSeconds;
    if (error.code === 'rate_limited') {
      info.hint = `Every desk of the account shares one budget; retrying in ${error.retryAfterSeconds} s`;
    }
  }
  return info;
}
