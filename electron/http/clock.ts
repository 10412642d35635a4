/**
 * Time as the transport sees it. The scheduler and the retry loop read and wait
 * through this interface so tests can move time by hand instead of sleeping.
 */
export interface Clock {
  now(): number;
  /** Runs `callback` once after `delayMs`; the returned function cancels it. */
  setTimer(callback: () => void, delayMs: number): () => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimer(callback, delayMs) {
    const handle = setTimeout(callback, Math.max(0, delayMs));
    return () => clearTimeout(handle);
  },
};

/**
 * Resolves after `delayMs` on `clock`; rejects with `onAbort()` as soon as
 * `signal` aborts, and leaves no timer or listener behind either way.
 */
export function sleep(clock: Clock, delayMs: number, signal: AbortSignal | undefined, onAbort: () => Error) {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(onAbort());
      return;
    }
    const abort = () => {
      cancelTimer();
      reject(onAbort());
    };
    const cancelTimer = clock.setTimer(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, delayMs);
    signal?.addEventListener('abort', abort, { once: true });
  });
}

/**
 * `promise`, or a rejection with `onLate()` once `ms` pass on `clock` first;
 * the timer is cancelled either way (the promise itself is left to run).
 */
export function within<T>(clock: Clock, promise: Promise<T>, ms: number, onLate: () => Error): Promise<T> {
  let cancel = () => {};
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      cancel = clock.setTimer(() => reject(onLate()), ms);
    }),
  ]).finally(() => cancel());
}
