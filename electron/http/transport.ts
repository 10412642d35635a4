/**
 * A service call end to end: wait for the account's budget, send, read the answer
 * with the service's reader, tell the scheduler what the answer said about the
 * budget, and retry reads that failed for a passing reason.
 */
import type { Dispatcher } from 'undici';
import { BODY_CEILINGS } from './body-ceilings.ts';
import { sleep } from './clock.ts';
import {
  type ApiError,
  CancelledError,
  NetworkError,
  ProtocolError,
  RateLimitError,
  ServerError,
  TimeoutError,
  TooLargeError,
} from './errors.ts';
import { rateHeaders } from './rate-headers.ts';
import { DEFAULT_RETRY_POLICY, type RetryPolicy, retryDelayMs } from './retry.ts';
import type { Priority, RateFeedback, RequestScheduler } from './scheduler.ts';
import { type HttpMethod, type RawResponse, sendOnce } from './send-once.ts';

export interface CallOptions {
  signal?: AbortSignal;
  /** Default 'interactive'. */
  priority?: Priority;
  /**
   * How long the call may wait for its rate budget, in all (queueing and retry
   * waits together). Past it, the call fails at once with a `RateLimitError` that
   * says when the budget frees. Default: no limit (background work waits).
   */
  maxWaitMs?: number;
}

/** What one attempt said about reaching the service, for the desk's own view of its health. */
export type ReachOutcome = 'answered' | 'failing' | 'unreachable';

export type QueryValue = string | number | boolean | undefined;

export interface TransportRequest {
  method: HttpMethod;
  /** The path as documented, placeholders unfilled: names the call in errors. */
  route: string;
  /** The path sent, placeholders filled and encoded. */
  path: string;
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  /** The rate budget the call spends; null for calls outside every budget. */
  bucket: string | null;
  /** From sending to the body's last byte, per attempt. */
  timeoutMs: number;
  /** The most bytes of body this call takes (see `BODY_CEILINGS`); default a small JSON answer's. */
  maxBodyBytes?: number;
  /** Whether a transient failure may be retried; default only for GET. */
  retryable?: boolean;
  /** Sent without credentials (public routes such as a health check). */
  anonymous?: boolean;
}

/** Turns a response of any status into a value, or throws the typed error it stands for. */
export type ResponseReader<T> = (response: RawResponse) => T;

export interface TransportOptions {
  baseUrl: string;
  dispatcher: Dispatcher;
  scheduler: RequestScheduler;
  /** Sent with every call (user agent, accept). */
  headers: Record<string, string>;
  /** Sent with every call that is not anonymous. */
  credentials?: Record<string, string>;
  retryPolicy?: RetryPolicy;
  /** Source of backoff jitter in [0, 1). */
  random?: () => number;
  /** Told after every attempt whether the service answered, failed (5xx) or could not be reached. */
  onOutcome?: (outcome: ReachOutcome) => void;
}

export interface Transport {
  send<T>(request: TransportRequest, read: ResponseReader<T>, options?: CallOptions): Promise<T>;
}

export function buildPath(path: string, query: Record<string, QueryValue> | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.append(name, String(value));
  }
  const encoded = search.toString();
  return encoded ? `${path}?${encoded}` : path;
}

/**
 * What an attempt says about the service: no answer at all is 'unreachable'; a
 * server error, an answer cut off mid-way or one that is not what the service
 * sends is 'failing' (it is there, but its answers cannot be used); anything the
 * service meant to say, refusals included, is 'answered'.
 */
function reachOutcome(error: unknown): ReachOutcome | null {
  if (error instanceof NetworkError) return error.cutOff ? 'failing' : 'unreachable';
  if (error instanceof TimeoutError) return 'unreachable';
  if (error instanceof ServerError || error instanceof ProtocolError || error instanceof TooLargeError)
    return 'failing';
  if (error instanceof CancelledError) return null;
  return 'answered';
}

function feedbackFrom(response: RawResponse, error: unknown): RateFeedback {
  const feedback: RateFeedback = rateHeaders(response.headers);
  if (error instanceof RateLimitError) {
    feedback.refused = true;
    if (error.retryAfterSeconds !== undefined) feedback.retryAfterSeconds = error.retryAfterSeconds;
  }
  return feedback;
}

export function createTransport(options: TransportOptions): Transport {
  const base = new URL(options.baseUrl);
  const origin = base.origin;
  const prefix = base.pathname.replace(/\/+$/, '');
  const policy = options.retryPolicy ?? DEFAULT_RETRY_POLICY;
  const random = options.random ?? Math.random;
  const { scheduler, dispatcher } = options;
  /** What the latest attempt of any call said about reaching the service. */
  let lastOutcome: ReachOutcome | null = null;

  async function send<T>(request: TransportRequest, read: ResponseReader<T>, call: CallOptions = {}) {
    const endpoint = `${request.method} ${request.route}`;
    const retryable = request.retryable ?? request.method === 'GET';
    const headers = { ...options.headers, ...(request.anonymous ? {} : options.credentials) };
    let body: string | undefined;
    if (request.body !== undefined) {
      body = JSON.stringify(request.body);
      headers['content-type'] = 'application/json';
    }
    const path = prefix + buildPath(request.path, request.query);
    const onCancel = () => new CancelledError({ endpoint });
    const startBy = call.maxWaitMs === undefined ? undefined : scheduler.clock.now() + call.maxWaitMs;
    const onBudgetWait = (freesAt: number): ApiError =>
      // A budget spent on attempts that never reached the service is no reason to blame the
      // budget: while the service cannot be reached, that is what the caller is told.
      lastOutcome === 'unreachable'
        ? new NetworkError('the service could not be reached at the last attempt', { endpoint, unsent: true })
        : new RateLimitError({
            endpoint,
            retryAfterSeconds: Math.max(1, Math.ceil((freesAt - scheduler.clock.now()) / 1_000)),
          });
    const observe = (error: unknown) => {
      const outcome = reachOutcome(error);
      if (!outcome) return;
      lastOutcome = outcome;
      options.onOutcome?.(outcome);
    };
    const ticket = scheduler.ticket();
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await scheduler.schedule(
          {
            bucket: request.bucket,
            priority: call.priority ?? 'interactive',
            signal: call.signal,
            ticket,
            onCancel,
            startBy,
            onBudgetWait,
          },
          async (lease) => {
            let response: RawResponse;
            try {
              response = await sendOnce(dispatcher, {
                origin,
                method: request.method,
                path,
                headers,
                body,
                endpoint,
                timeoutMs: request.timeoutMs,
                clock: scheduler.clock,
                maxBodyBytes: request.maxBodyBytes ?? BODY_CEILINGS.smallJson,
                signal: call.signal,
              });
            } catch (error) {
              if (error instanceof NetworkError && error.unsent) lease.report({ unsent: true });
              observe(error);
              throw error;
            }
            try {
              const value = read(response);
              lease.report(feedbackFrom(response, undefined));
              observe(undefined);
              return value;
            } catch (error) {
              lease.report(feedbackFrom(response, error));
              observe(error);
              throw error;
            }
          },
        );
      } catch (error) {
        const delay = retryDelayMs(error, attempt, retryable, policy, random);
        if (delay === null) throw error;
        // A refusal whose wait runs past the caller's limit is reported, not waited out.
        if (startBy !== undefined && scheduler.clock.now() + delay > startBy) throw error;
        await sleep(scheduler.clock, delay, call.signal, onCancel);
      }
    }
  }

  return { send };
}
