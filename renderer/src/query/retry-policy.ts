/**
 * When a failed call is worth repeating, decided by what failed: a passing
 * problem of the network or the service, yes; a refusal that repeating cannot
 * change (a wrong key, a bad value, no account), never.
 */
import { DeskError, type DeskErrorCode } from '../../../shared/ipc/errors.ts';
import { backoffDelayMs } from '../../../shared/time/backoff.ts';

const PASSING: ReadonlySet<DeskErrorCode> = new Set(['network', 'timeout', 'server_error', 'rate_limited']);

/** Attempts after the first; the 20-second refetch of failed screens takes over after that. */
export const MAX_RETRIES = 3;
const RETRY_BACKOFF = { firstMs: 1_000, maxMs: 30_000 };

export const isPassingFailure = (error: unknown): error is DeskError =>
  error instanceof DeskError && PASSING.has(error.code);

/** `failureCount` counts the failures before this one: 0 when the first attempt just failed. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && isPassingFailure(error);
}

/** The service's own "try again in" when it sent one, else doubling pauses. */
export function retryDelayFor(failureCount: number, error: unknown): number {
  if (error instanceof DeskError && error.retryAfterSeconds !== undefined)
    return error.retryAfterSeconds * 1_000;
  return backoffDelayMs(RETRY_BACKOFF, failureCount + 1);
}
