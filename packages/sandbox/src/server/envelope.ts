/** The response envelope of waiver-api.md 2.1 and the 429 body of the notes. */
import { randomBytes } from 'node:crypto';
import {
  API_VERSION,
  type EnvelopeHead,
  type ErrorEnvelope,
  type RateLimitEnvelope,
} from '../../../../shared/domain/envelope.ts';
import { formatZonedIso } from './dates.ts';
import type { ApiError } from './errors.ts';

/** Time and zone of the request, stamped into `ts`. */
export interface Stamp {
  now: number;
  timeZone: string;
}

/** 32 hex characters. */
export function newRequestId(): string {
  return randomBytes(16).toString('hex');
}

function head(type: string, stamp: Stamp): EnvelopeHead {
  return { version: API_VERSION, id: newRequestId(), ts: formatZonedIso(stamp.now, stamp.timeZone), type };
}

export function successEnvelope(type: string, payload: unknown, stamp: Stamp): EnvelopeHead {
  return { ...head(type, stamp), [type]: payload };
}

export function errorEnvelope(error: ApiError, stamp: Stamp): ErrorEnvelope {
  return { ...head(error.type, stamp), type: error.type, message: error.message };
}

export function rateLimitEnvelope(
  limit: { requests: number; max: number; retryAfter: number },
  stamp: Stamp,
): RateLimitEnvelope {
  return { ...head('rate_limit', stamp), type: 'rate_limit', rate_limit: limit };
}
