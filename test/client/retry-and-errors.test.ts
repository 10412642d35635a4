import { describe, expect, it } from 'vitest';
import { sleep } from '../../electron/http/clock.ts';
import {
  AuthError,
  CancelledError,
  DataError,
  LabelInUseError,
  NetworkError,
  NotFoundError,
  ParameterError,
  ProtocolError,
  RateLimitError,
  ServerError,
  TimeoutError,
  UnsupportedMediaError,
} from '../../electron/http/errors.ts';
import { retryAfterSeconds } from '../../electron/http/rate-headers.ts';
import { backoffDelayMs, DEFAULT_RETRY_POLICY, retryDelayMs } from '../../electron/http/retry.ts';
import { describeForDesk } from '../../electron/ipc/desk-failure.ts';
import { NotConfiguredError } from '../../electron/runtime/errors.ts';
import { worded } from '../support/worded.ts';
import { ManualClock } from './support/manual-clock.ts';

const endpoint = 'GET /v4/checkins';
const policy = DEFAULT_RETRY_POLICY;

describe('retry policy', () => {
  it.each([
    ['a network error', new NetworkError('reset', { endpoint })],
    ['a timeout', new TimeoutError(15_000, { endpoint })],
    ['a 5xx', new ServerError({ endpoint, status: 503 })],
    ['a 429 without a stated wait', new RateLimitError({ endpoint, status: 429 })],
  ])('retries a read after %s with backoff', (_, error) => {
    expect(retryDelayMs(error, 1, true, policy, () => 0.5)).toBe(250);
  });

  it('waits exactly the stated time after a 429', () => {
    const refused = new RateLimitError({ endpoint, status: 429, retryAfterSeconds: 14 });
    expect(retryDelayMs(refused, 1, true, policy, () => 0.99)).toBe(14_000);
  });

  it('never retries a write, whatever the failure', () => {
    expect(
      retryDelayMs(new ServerError({ endpoint, status: 503 }), 1, false, policy, Math.random),
    ).toBeNull();
    expect(retryDelayMs(new NetworkError('reset', { endpoint }), 1, false, policy, Math.random)).toBeNull();
  });

  it.each([
    new ParameterError({ endpoint, status: 400 }),
    new AuthError({ endpoint, status: 401 }),
    new DataError({ endpoint, status: 402 }),
    new NotFoundError({ endpoint, status: 404 }),
    new ProtocolError('body is not JSON', { endpoint }),
    new CancelledError({ endpoint }),
    new Error('bug'),
  ])('does not retry %s, which says something about the request itself', (error) => {
    expect(retryDelayMs(error, 1, true, policy, () => 0.5)).toBeNull();
  });

  it('gives up after the last attempt', () => {
    const error = new ServerError({ endpoint, status: 500 });
    expect(retryDelayMs(error, policy.maxAttempts - 1, true, policy, () => 0.5)).not.toBeNull();
    expect(retryDelayMs(error, policy.maxAttempts, true, policy, () => 0.5)).toBeNull();
  });

  it('grows the backoff bound exponentially up to the cap, with full jitter below it', () => {
    const bounds = [1, 2, 3, 4, 7, 12].map((failed) => backoffDelayMs(policy, failed, () => 0.999999));
    expect(bounds).toEqual([499, 999, 1999, 3999, 29_999, 29_999]);
    expect(backoffDelayMs(policy, 3, () => 0)).toBe(0);
  });
});

describe('Retry-After header', () => {
  const now = Date.parse('2024-05-01T10:00:00Z');
  it('reads delta-seconds and HTTP dates, and ignores nonsense', () => {
    expect(retryAfterSeconds({ 'retry-after': '14' }, now)).toBe(14);
    expect(retryAfterSeconds({ 'retry-after': '0.2' }, now)).toBe(1);
    expect(retryAfterSeconds({ 'retry-after': 'Wed, 01 May 2024 10:00:30 GMT' }, now)).toBe(30);
    expect(retryAfterSeconds({ 'retry-after': 'Wed, 01 May 2024 09:00:00 GMT' }, now)).toBe(0);
    expect(retryAfterSeconds({ 'retry-after': 'soon' }, now)).toBeUndefined();
    expect(retryAfterSeconds({}, now)).toBeUndefined();
  });
});

describe('errors and the desk', () => {
  it('names the endpoint and the status in the message', () => {
    const error = new DataError({
      endpoint,
      status: 402,
      serviceMessage: 'toDts must be before the current hour',
    });
    expect(error.message).toBe('GET /v4/checkins: 402 toDts must be before the current hour');
    expect(error.name).toBe('DataError');
    expect(error).toBeInstanceOf(Error);
  });

  it.each([
    [new AuthError({ endpoint, status: 401 }), 'auth_error', /^Open Settings and enter the API key again/],
    [new NetworkError('refused', { endpoint }), 'network', /network connection.*tries again by itself/],
    [new LabelInUseError({ endpoint, status: 406 }), 'conflict', /Choose a different label/],
    [new UnsupportedMediaError({ endpoint, status: 406 }), 'unsupported_media', /Report this to support/],
    [new TimeoutError(60_000, { endpoint }), 'timeout', /busy or in maintenance/],
    [new ProtocolError('no envelope', { endpoint }), 'protocol', /Report this to support/],
    [new ServerError({ endpoint, status: 503 }), 'server_error', /tries again by itself/],
  ])('describes %s with a hint for the desk', (error, code, hint) => {
    const info = describeForDesk(error);
    expect(info.code).toBe(code);
    expect(worded(info).hint).toMatch(hint);
  });

  it('never names a request line, a header or an environment variable in what the desk reads', () => {
    const errors = [
      new AuthError({ endpoint, status: 401 }),
      new NetworkError('connect ECONNREFUSED 127.0.0.1:9', { endpoint }),
      new TimeoutError(15_000, { endpoint }),
      new RateLimitError({ endpoint, status: 429, retryAfterSeconds: 14 }),
      new ServerError({ endpoint, status: 500 }),
      new NotConfiguredError({ kind: 'no_key', problem: { kind: 'no_key' } }),
    ];
    for (const error of errors) {
      const info = describeForDesk(error);
      for (const words of [JSON.stringify(info), JSON.stringify(worded(info))]) {
        expect(words).not.toMatch(/\b(GET|POST) |\/v4\/|WAIVER_DESK_/);
        expect(words).not.toMatch(/authorization|x-ratelimit|retry-after/i);
      }
    }
  });

  it('tells the desk how long the budget is used up for', () => {
    const info = describeForDesk(new RateLimitError({ endpoint, status: 429, retryAfterSeconds: 14 }));
    expect(info).toEqual({ code: 'rate_limited', retryAfterSeconds: 14 });
    expect(worded(info)).toEqual({
      code: 'rate_limited',
      retryAfterSeconds: 14,
      message: "The account's request budget is used up for the moment",
      hint: expect.stringMatching(/shares one budget; it frees after the wait shown/),
    });
  });

  it('keeps the reason of a failure without an answer, without the endpoint', () => {
    expect(
      worded(describeForDesk(new NetworkError('connect ECONNREFUSED 127.0.0.1:9', { endpoint }))).message,
    ).toBe('The waiver service cannot be reached from this desk: connect ECONNREFUSED 127.0.0.1:9');
  });

  it('points a desk with no account to Settings and the demo', () => {
    expect(
      worded(describeForDesk(new NotConfiguredError({ kind: 'no_key', problem: { kind: 'no_key' } }))),
    ).toEqual({
      code: 'not_configured',
      message: 'No API key is set for this account.',
      hint: 'Connect the account in Settings, or explore the demo account.',
    });
  });

  it("passes the service's own message through and calls anything else internal", () => {
    const notFound = describeForDesk(
      new NotFoundError({ endpoint, status: 404, serviceMessage: 'Waiver not found' }),
    );
    expect(notFound).toEqual({ code: 'not_found', serviceMessage: 'Waiver not found' });
    expect(worded(notFound).message).toBe('The service has no such record: Waiver not found');
    expect(worded(describeForDesk(new AuthError({ endpoint, status: 401 }))).message).toBe(
      'The waiver service refused the API key',
    );
    const internal = describeForDesk(new TypeError('x is undefined'));
    expect(internal).toEqual({ code: 'internal' });
    expect(worded(internal)).toMatchObject({
      code: 'internal',
      message: 'Something went wrong inside the app.',
    });
  });
});

describe('sleep', () => {
  it('resolves when the clock passes the delay and rejects at once when cancelled', async () => {
    const clock = new ManualClock();
    let woke = false;
    const nap = sleep(clock, 1_000, undefined, () => new Error('unused')).then(() => {
      woke = true;
    });
    await clock.advance(999);
    expect(woke).toBe(false);
    await clock.advance(1);
    await nap;
    expect(woke).toBe(true);

    const controller = new AbortController();
    const cancelled = sleep(clock, 1_000, controller.signal, () => new CancelledError({ endpoint }));
    controller.abort();
    await expect(cancelled).rejects.toBeInstanceOf(CancelledError);
    expect(clock.pendingTimers).toBe(0);
  });
});
