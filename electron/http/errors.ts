/**
 * Typed failures of a service call. Every error names the endpoint it came from
 * ('GET /v4/checkins') so a log line alone tells what failed; screens branch on
 * `code`, never on the message.
 */
import type { DeskErrorCode } from '../../shared/ipc/errors.ts';

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

/**
 * The base of an error the service answered with a status: its message is the
 * status and the service's own words, or `fallback` when it sent none.
 */
function answeredError(code: DeskErrorCode, fallback: string) {
  return class extends ApiError {
    constructor(details: ApiErrorDetails) {
      super(code, answered(details, fallback), details);
    }
  };
}

export class ParameterError extends answeredError('parameter_error', 'invalid parameter') {}

export class AuthError extends answeredError('auth_error', 'unauthorized') {}

export class DataError extends answeredError('data_error', 'invalid data') {}

export class NotFoundError extends answeredError('not_found', 'not found') {}

/** 406 because the request body was not sent as JSON. */
export class UnsupportedMediaError extends answeredError('unsupported_media', 'content type not accepted') {}

/** 406 because a published key's label is already taken. */
export class LabelInUseError extends answeredError('conflict', 'label already in use') {}

export class RateLimitError extends ApiError {
  constructor(details: ApiErrorDetails) {
    const wait =
      details.retryAfterSeconds === undefined ? '' : `; retry after ${details.retryAfterSeconds} s`;
    super('rate_limited', `${details.status ?? 429} rate limit exceeded${wait}`, details);
  }
}

export class ServerError extends answeredError('server_error', 'server error') {}

/** The connection failed or broke before a whole response arrived. */
export class NetworkError extends ApiError {
  /**
   * The service had begun to answer (its status and headers arrived) when the
   * connection broke: it is reachable, but its answers fail.
   */
  readonly cutOff: boolean;
  /**
   * The request never left this computer: no connection could be made (refused,
   * no route, no such host), or it was not sent at all because the budget it
   * would wait for was spent while the service could not be reached. The service
   * counted nothing against the budget, and a write surely did not happen.
   */
  readonly unsent: boolean;

  constructor(reason: string, details: ApiErrorDetails & { cutOff?: boolean; unsent?: boolean }) {
    super('network', reason, details);
    this.cutOff = details.cutOff ?? false;
    this.unsent = details.unsent ?? false;
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

const MIB = 1024 * 1024;

/** "1 MB", "16 MB", "512 KB": a ceiling as people read sizes. */
export function sizeWords(bytes: number): string {
  return bytes >= MIB ? `${Math.round(bytes / MIB)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * The answer was larger than the desk takes for that call (declared so, or found
 * so while reading): reading stopped at the ceiling, and nothing of it was kept.
 */
export class TooLargeError extends ApiError {
  readonly limitBytes: number;
  constructor(limitBytes: number, details: ApiErrorDetails) {
    super(
      'too_large',
      `the answer was over ${sizeWords(limitBytes)}, the most a desk takes for this kind of answer`,
      details,
    );
    this.limitBytes = limitBytes;
  }
}

export class CancelledError extends ApiError {
  constructor(details: ApiErrorDetails) {
    super('cancelled', 'cancelled by the caller', details);
  }
}
