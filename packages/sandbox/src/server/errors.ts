/**
 * Errors a waiver-service handler throws; the pipeline turns each into the error
 * envelope of waiver-api.md section 7 (status, `type`, `message`).
 */
import type { ErrorEnvelope } from '../../../../shared/domain/envelope.ts';

export type ApiErrorCode =
  | 'parameter_error'
  | 'auth_error'
  | 'data_error'
  | 'not_found'
  | 'unsupported_media'
  | 'conflict'
  | 'gone'
  | 'payload_too_large'
  | 'internal'
  | 'injected';

export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly status: number;
  readonly type: ErrorEnvelope['type'];

  constructor(code: ApiErrorCode, status: number, type: ErrorEnvelope['type'], message: string) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.type = type;
  }
}

/** The base of an error whose status and type are fixed and whose message the handler words. */
function wordedError(code: ApiErrorCode, status: number, type: ErrorEnvelope['type']) {
  return class extends ApiError {
    constructor(message: string) {
      super(code, status, type, message);
    }
  };
}

/** 400: a parameter the endpoint does not support, or a required query parameter is missing. */
export class ParameterError extends wordedError('parameter_error', 400, 'parameter_error') {}

export class AuthError extends ApiError {
  constructor() {
    super('auth_error', 401, 'auth_error', 'Unauthorized');
  }
}

/** 402: the value of a parameter or body member breaks a rule. */
export class DataError extends wordedError('data_error', 402, 'data_error') {}

export class NotFoundError extends ApiError {
  constructor(message = 'Not Found') {
    super('not_found', 404, 'error', message);
  }
}

export class UnsupportedMediaError extends ApiError {
  constructor() {
    super('unsupported_media', 406, 'error', 'Invalid content type');
  }
}

/** 406 as well in the spec (4.8): the state of the account refuses the request. */
export class ConflictError extends wordedError('conflict', 406, 'error') {}

/** 410: a link or signing session that existed but has expired by the sandbox clock. */
export class GoneError extends wordedError('gone', 410, 'error') {}

export class PayloadTooLargeError extends ApiError {
  constructor(limitBytes: number) {
    super('payload_too_large', 413, 'error', `Request body larger than ${limitBytes} bytes`);
  }
}

export class InternalError extends ApiError {
  constructor() {
    super('internal', 500, 'error', 'Internal server error');
  }
}
