/**
 * One HTTP exchange, read to the end: no retries, no rate keeping. Failures come
 * back typed; a status of any kind is a response here, not an error, because only
 * the service's reader knows what its error bodies say.
 *
 * The body is read as a stream up to the call's ceiling and no further: a service
 * (or anything between) that sends more than a desk takes for that kind of answer
 * gets a `TooLargeError` as soon as the ceiling is passed, and what was read is
 * let go, so memory never follows a body. The timeout runs from sending to the
 * last byte of the body.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Dispatcher } from 'undici';
import { type Clock, systemClock } from './clock.ts';
import {
  ApiError,
  CancelledError,
  NetworkError,
  ProtocolError,
  TimeoutError,
  TooLargeError,
} from './errors.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

export interface Exchange {
  origin: string;
  method: HttpMethod;
  /** Path and query, already encoded. */
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** From sending to the body's last byte, on `clock`. */
  timeoutMs: number;
  /** The clock the timeout runs on; default the system's (tests move their own). */
  clock?: Clock;
  /** The most bytes of body the call takes; more is a `TooLargeError`. */
  maxBodyBytes: number;
  /** The caller's own signal; its abort means "cancelled", not "timed out". */
  signal?: AbortSignal;
  /** Names the call in errors, e.g. 'GET /v4/checkins'. */
  endpoint: string;
}

export interface RawResponse {
  endpoint: string;
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

const errorCode = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';

/**
 * Failures of opening the connection: nothing was sent, so no server counted the
 * request. (A reset or a timeout may come after the request left: those count.)
 */
const CONNECT_FAILURES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'ENETDOWN',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'EADDRNOTAVAIL',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** The connect failure's code; several attempts (one per address) come as one AggregateError. */
function connectFailureOf(error: unknown): string | null {
  const code = errorCode(error);
  if (CONNECT_FAILURES.has(code)) return code;
  if (error instanceof AggregateError && error.errors.length > 0) {
    const codes = error.errors.map(errorCode);
    if (codes.every((each) => CONNECT_FAILURES.has(each))) return codes[0] ?? null;
  }
  return null;
}

/**
 * Turns what undici threw into the failure it stands for. `headArrived`: the
 * status and headers had come, so a broken connection cut an answer off.
 */
function transportFailure(
  error: unknown,
  exchange: Exchange,
  timeout: AbortSignal,
  headArrived: boolean,
): ApiError {
  const details = { endpoint: exchange.endpoint, cause: error };
  if (error instanceof ApiError) return error;
  if (exchange.signal?.aborted) return new CancelledError(details);
  if (timeout.aborted) return new TimeoutError(exchange.timeoutMs, details);
  const code = errorCode(error);
  const reason = error instanceof Error ? error.message : String(error);
  if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') {
    return new TimeoutError(exchange.timeoutMs, details);
  }
  if (code === 'UND_ERR_RES_CONTENT_LENGTH_MISMATCH' || headArrived) {
    return new NetworkError('the connection closed before the whole body arrived', {
      ...details,
      cutOff: true,
    });
  }
  if (code.startsWith('HPE_')) return new ProtocolError(`malformed HTTP response (${reason})`, details);
  const unsentBecause = connectFailureOf(error);
  if (unsentBecause)
    return new NetworkError(`connection failed (${unsentBecause})`, { ...details, unsent: true });
  return new NetworkError(`connection failed (${code || reason})`, details);
}

type ResponseBody = Dispatcher.ResponseData['body'];

/**
 * The body as text, read chunk by chunk and stopped at `exchange.maxBodyBytes`
 * (at once when the declared length is already past it). An abort of `signal`
 * (the timeout, or the caller) ends the reading wherever it is.
 */
async function readBody(
  body: ResponseBody,
  headers: IncomingHttpHeaders,
  exchange: Exchange,
  signal: AbortSignal,
): Promise<string> {
  const limit = exchange.maxBodyBytes;
  const tooLarge = () => new TooLargeError(limit, { endpoint: exchange.endpoint });
  const stop = () => body.destroy(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
  signal.addEventListener('abort', stop, { once: true });
  try {
    const declared = Number(headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) throw tooLarge();
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limit) throw tooLarge();
      chunks.push(chunk);
    }
    return Buffer.concat(chunks, size).toString('utf8');
  } catch (error) {
    // Nothing more is wanted of this body: the connection is not kept for another call.
    body.destroy();
    throw error;
  } finally {
    signal.removeEventListener('abort', stop);
  }
}

export async function sendOnce(dispatcher: Dispatcher, exchange: Exchange): Promise<RawResponse> {
  const timer = new AbortController();
  const cancelTimer = (exchange.clock ?? systemClock).setTimer(
    () => timer.abort(new DOMException('the request timed out', 'TimeoutError')),
    exchange.timeoutMs,
  );
  const timeout = timer.signal;
  const signal = exchange.signal ? AbortSignal.any([exchange.signal, timeout]) : timeout;
  let headArrived = false;
  try {
    const response = await dispatcher.request({
      origin: exchange.origin,
      method: exchange.method,
      path: exchange.path,
      headers: exchange.headers,
      body: exchange.body ?? null,
      signal,
    });
    headArrived = true;
    const body = await readBody(response.body, response.headers, exchange, signal);
    return { endpoint: exchange.endpoint, status: response.statusCode, headers: response.headers, body };
  } catch (error) {
    throw transportFailure(error, exchange, timeout, headArrived);
  } finally {
    cancelTimer();
  }
}
