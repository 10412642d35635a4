/**
 * What the file route answers when a signed PDF or photo cannot be served: an
 * HTTP status the page can branch on and a JSON body of what crosses IPC for the
 * same failure (code and reason), which the page words as it words a call's
 * failure. Only the app's own failures are logged.
 */
import type { DeskErrorCode } from '../../shared/ipc/errors.ts';
import { describeForDesk } from '../ipc/desk-failure.ts';
import { outward } from '../logging/outward.ts';

/** The body of a file failure is JSON, like a contract call's failure. */
export const FILE_FAILURE_TYPE = 'application/json; charset=utf-8';

export interface FileFailure {
  status: number;
  /** The failure as a call's `DeskErrorInfo`, as JSON. */
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

export function describeFileFailure(error: unknown): FileFailure {
  // Redacted as every answer is (the service's own message may echo a key).
  const info = outward(describeForDesk(error));
  const status = STATUS_BY_CODE[info.code] ?? 500;
  const failure: FileFailure = { status, body: JSON.stringify(info), internal: info.code === 'internal' };
  if (info.code === 'rate_limited' && info.retryAfterSeconds !== undefined) {
    failure.retryAfterSeconds = Math.max(0, Math.ceil(info.retryAfterSeconds));
  }
  return failure;
}
