/**
 * What the file route answers when a signed PDF or photo cannot be served: an
 * HTTP status the page can branch on and a short plain-text body in desk words
 * (the same words contract errors use). Only the app's own failures are logged.
 */
import type { DeskErrorCode } from '../../shared/ipc/errors.ts';
import { describeForDesk } from '../ipc/desk-words.ts';
import { outward } from '../logging/outward.ts';

export interface FileFailure {
  status: number;
  body: string;
  /** Whole seconds, for a `retry-after` header. */
  retryAfterSeconds?: number;
  /** Our own failure (a bug), not the service's answer: worth one log line. */
  internal: boolean;
}

const STATUS_BY_CODE: Partial<Record<DeskErrorCode, number>> = {
  not_found: 404,
  rate_limited: 429,
  // The service answered with a failure, or in a form the desk cannot read.
  server_error: 502,
  protocol: 502,
  too_large: 502,
  // The service did not answer at all, or not in time.
  network: 502,
  timeout: 503,
  // The account changed under the request (its session closed it).
  cancelled: 503,
  not_configured: 409,
};

const sentence = (text: string): string => (/[.!?…]$/.test(text) ? text : `${text}.`);

export function describeFileFailure(error: unknown): FileFailure {
  // The words go to the page as they are: redacted as every answer is (the service may echo a key).
  const info = outward(describeForDesk(error));
  const status = STATUS_BY_CODE[info.code] ?? 500;
  const failure: FileFailure = {
    status,
    body: info.hint ? `${sentence(info.message)} ${info.hint}` : sentence(info.message),
    internal: info.code === 'internal',
  };
  if (info.code === 'rate_limited' && info.retryAfterSeconds !== undefined) {
    failure.retryAfterSeconds = Math.max(0, Math.ceil(info.retryAfterSeconds));
  }
  return failure;
}
