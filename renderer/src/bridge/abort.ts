/**
 * What an abandoned call rejects with, whatever the signal's own reason was:
 * callers tell "given up on purpose" from a failure by this one name.
 */
export const abandoned = (): DOMException => new DOMException('The call was abandoned.', 'AbortError');

export const isAbandoned = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

/**
 * Settles with `promise` unless `signal` aborts first; an answer that arrives
 * after the abort is dropped, so a caller who gave up never sees it.
 */
export function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(abandoned());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abandoned());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        if (signal.aborted) reject(abandoned());
        else resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(signal.aborted ? abandoned() : error);
      },
    );
  });
}
