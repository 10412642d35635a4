/**
 * The status service's 10 requests per second (status-api.md section 8), on a
 * sliding window of real time: bursts are real bursts whatever the sandbox clock
 * says, and no window boundary lets 20 requests through in one second.
 */
export interface RateLimiter {
  /** Counts a request and says whether it may pass; refused requests are not counted. */
  tryAcquire(): boolean;
  /** Forgets every counted request. */
  reset(): void;
}

export interface RateLimiterOptions {
  limit: number;
  windowMs: number;
  /** Monotonic milliseconds; replaceable so the limiter itself can be tested. */
  now?: () => number;
}

export function createSlidingWindowLimiter(options: RateLimiterOptions): RateLimiter {
  const now = options.now ?? (() => performance.now());
  const passed: number[] = [];
  return {
    tryAcquire() {
      const at = now();
      while (passed.length > 0 && (passed[0] ?? at) <= at - options.windowMs) passed.shift();
      if (passed.length >= options.limit) return false;
      passed.push(at);
      return true;
    },
    reset() {
      passed.length = 0;
    },
  };
}
