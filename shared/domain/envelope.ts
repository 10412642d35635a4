/**
 * The response envelope of every `/v4` route (waiver-api.md 2.1, 7) and the error
 * vocabulary of the notes. Shared by the sandbox (which emits it) and the client
 * (which parses it); neither shares logic with the other.
 */
export const API_VERSION = 4;

export type ErrorType = 'parameter_error' | 'auth_error' | 'data_error' | 'error' | 'rate_limit';

export interface EnvelopeHead {
  version: number;
  /** 32-character request id. */
  id: string;
  /** ISO 8601 with offset. */
  ts: string;
  type: string;
}

export interface ErrorEnvelope extends EnvelopeHead {
  type: Exclude<ErrorType, 'rate_limit'>;
  message: string;
}

/** 429 body from the notes: no message, a `rate_limit` member instead. */
export interface RateLimitEnvelope extends EnvelopeHead {
  type: 'rate_limit';
  rate_limit: { requests: number; max: number; retryAfter: number };
}

/** Header name of the legacy key (notes: "Legacy key header"). */
export const LEGACY_KEY_HEADER = 'sw-api-key';
