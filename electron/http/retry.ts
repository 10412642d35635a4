/**
 * When a failed call is tried again, and after how long. Only reads retry: a
 * repeated POST could send a second SMS or create a second group, so writes
 * surface their first failure.
 */
import { backoffDelayMs as waitAfter } from '../../shared/time/backoff.ts';
import { type ApiError, NetworkError, RateLimitError, ServerError, TimeoutError } from './errors.ts';

export interface RetryPolicy {
  /** Attempts in total, the first included. */
  maxAttempts: number;
  /** Upper bound of the first backoff; doubles with each failure. */
  baseDelayMs: number;
  /** No backoff grows beyond this. */
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 4, baseDelayMs: 500, maxDelayMs: 30_000 };

/** Failures that say nothing about the request itself, so the same request may succeed later. */
export function isTransient(error: unknown): error is ApiError {
  return (
    error instanceof NetworkError ||
    error instanceof TimeoutError ||
    error instanceof ServerError ||
    error instanceof RateLimitError
  );
}

/** Full jitter: anywhere between zero and the capped exponential bound. */
export function backoffDelayMs(policy: RetryPolicy, failedAttempts: number, random: () => number): number {
  return waitAfter(
    { firstMs: policy.baseDelayMs, maxMs: policy.maxDelayMs, jitter: 'full' },
    failedAttempts,
    random,
  );
}

/**
 * How long to wait before the next attempt, or null when the call must fail now.
 * A refusal with a stated wait is honoured exactly; everything else backs off.
 */
export function retryDelayMs(
  error: unknown,
  failedAttempts: number,
  retryable: boolean,
  policy: RetryPolicy,
  random: () => number,
): number | null {
  if (!retryable || failedAttempts >= policy.maxAttempts || !isTransient(error)) return null;
  if (error instanceof RateLimitError && error.retryAfterSeconds !== undefined) {
    return error.retryAfterSeconds * 1_000;
  }
  return backoffDelayMs(policy, failedAttempts, random);
}
