/**
 * The doctor's window on response headers the clients do not return: the
 * waiver client reads `x-ratelimit-remaining` into the scheduler and keeps no
 * `Date`. Both clients accept a dispatcher, so the doctor hands them one that
 * notes the status and headers of every response as it starts, and leaves the
 * exchange itself untouched.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Dispatcher } from 'undici';

export interface LoggedResponse {
  origin: string;
  /** Path and query as sent. */
  path: string;
  status: number;
  headers: IncomingHttpHeaders;
  /** Local time when the response started, for comparing with its `Date`. */
  receivedAt: number;
}

export interface ResponseLog {
  readonly dispatcher: Dispatcher;
  /** Every response so far, oldest first. */
  entries(): readonly LoggedResponse[];
  /** The latest response whose path (without its query) ends with `pathEnd`. */
  latest(pathEnd: string): LoggedResponse | undefined;
  /** The latest response from `origin`. */
  latestFrom(origin: string): LoggedResponse | undefined;
}

export function createResponseLog(inner: Dispatcher, now: () => number): ResponseLog {
  const entries: LoggedResponse[] = [];
  const dispatcher = inner.compose(
    (dispatch) => (options, handler) =>
      dispatch(options, {
        onRequestStart: (controller, context) => handler.onRequestStart?.(controller, context),
        onRequestUpgrade: (controller, status, headers, socket) =>
          handler.onRequestUpgrade?.(controller, status, headers, socket),
        onResponseStart: (controller, status, headers, message) => {
          entries.push({
            origin: options.origin === undefined ? '' : new URL(String(options.origin)).origin,
            path: options.path,
            status,
            headers,
            receivedAt: now(),
          });
          handler.onResponseStart?.(controller, status, headers, message);
        },
        onResponseData: (controller, chunk) => handler.onResponseData?.(controller, chunk),
        onResponseEnd: (controller, trailers) => handler.onResponseEnd?.(controller, trailers),
        onResponseError: (controller, error) => handler.onResponseError?.(controller, error),
      }),
  );
  const newest = (match: (entry: LoggedResponse) => boolean) => entries.findLast(match);
  return {
    dispatcher,
    entries: () => entries,
    latest: (pathEnd) => newest((entry) => (entry.path.split('?')[0] ?? '').endsWith(pathEnd)),
    latestFrom: (origin) => newest((entry) => entry.origin === origin),
  };
}
