import type { IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  AuthError,
  DataError,
  LabelInUseError,
  NotFoundError,
  ParameterError,
  ProtocolError,
  RateLimitError,
  ServerError,
  UnsupportedMediaError,
} from '../../electron/http/errors.ts';
import type { RawResponse } from '../../electron/http/send-once.ts';
import {
  bareJsonReader,
  envelopeReader,
  plainTextReader,
  versionReader,
} from '../../electron/records/readers.ts';
import { searchSummarySchema } from '../../electron/records/schemas.ts';

const ENDPOINT = 'GET /v4/search';

function response(status: number, body: unknown, headers: IncomingHttpHeaders = {}): RawResponse {
  return {
    endpoint: ENDPOINT,
    status,
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}

const head = { version: 4, id: 'a'.repeat(32), ts: '2024-05-01T10:00:00+00:00' };
const summary = { guid: 'g', count: 150, pages: 2, pageSize: 100 };
const readSearch = envelopeReader('search', searchSummarySchema);

function failure(read: () => unknown): unknown {
  try {
    read();
  } catch (error) {
    return error;
  }
  throw new Error('expected the reader to throw');
}

describe('envelope reader', () => {
  it('returns the member the type names, validated', () => {
    expect(readSearch(response(200, { ...head, type: 'search', search: summary }))).toEqual(summary);
  });

  it.each([
    ['a body that is not JSON', '{"version":4,"type":"sea', /GET \/v4\/search: body is not JSON/],
    ['an envelope without type', { ...head, search: summary }, /envelope missing/],
    ['a type that names no member', { ...head, type: 'search' }, /type 'search' names no member/],
    ['another type', { ...head, type: 'searches', searches: summary }, /type 'searches' where 'search'/],
    ['another API version', { ...head, version: 3, type: 'search', search: summary }, /API version 3/],
    [
      'a payload of the wrong shape',
      { ...head, type: 'search', search: { ...summary, count: 'many' } },
      /search\.count/,
    ],
    ['a JSON array', [summary], /envelope missing/],
  ])('reports %s as a protocol error naming the endpoint', (_, body, message) => {
    const error = failure(() => readSearch(response(200, body)));
    expect(error).toBeInstanceOf(ProtocolError);
    expect((error as ProtocolError).code).toBe('protocol');
    expect((error as ProtocolError).endpoint).toBe(ENDPOINT);
    expect((error as Error).message).toMatch(message);
  });

  it.each([
    [400, 'parameter_error', 'Invalid parameter: colour', ParameterError, 'parameter_error'],
    [401, 'auth_error', 'Unauthorized', AuthError, 'auth_error'],
    [402, 'data_error', 'Invalid data', DataError, 'data_error'],
    [404, 'error', 'Not Found', NotFoundError, 'not_found'],
    [406, 'error', 'Invalid content type', UnsupportedMediaError, 'unsupported_media'],
    [406, 'error', 'Label already in use; choose another', LabelInUseError, 'conflict'],
    [500, 'error', 'Internal server error', ServerError, 'server_error'],
    [503, 'error', 'Service Unavailable', ServerError, 'server_error'],
  ])('maps %i %s (%s) to its error class', (status, type, message, errorClass, code) => {
    const error = failure(() => readSearch(response(status, { ...head, type, message })));
    expect(error).toBeInstanceOf(errorClass);
    expect(error).toMatchObject({ code, status, serviceMessage: message, endpoint: ENDPOINT });
  });

  it('keeps the status class of an error whose body is not an envelope', () => {
    const error = failure(() => readSearch(response(502, '<html>Bad gateway</html>')));
    expect(error).toBeInstanceOf(ServerError);
    expect((error as ServerError).serviceMessage).toBeUndefined();
  });

  it('reads the wait of a 429 from Retry-After and the body, taking the longer', () => {
    const body = { ...head, type: 'rate_limit', rate_limit: { requests: 101, max: 100, retryAfter: 14 } };
    const both = failure(() => readSearch(response(429, body, { 'retry-after': '9' })));
    expect(both).toBeInstanceOf(RateLimitError);
    expect(both).toMatchObject({ code: 'rate_limited', retryAfterSeconds: 14 });
    expect(failure(() => readSearch(response(429, body)))).toMatchObject({ retryAfterSeconds: 14 });
    expect(failure(() => readSearch(response(429, '', { 'retry-after': '3' })))).toMatchObject({
      retryAfterSeconds: 3,
    });
    const future = new Date(Date.now() + 20_000).toUTCString();
    const dated = failure(() => readSearch(response(429, '', { 'retry-after': future }))) as RateLimitError;
    expect(dated.retryAfterSeconds).toBeGreaterThanOrEqual(19);
    expect(dated.retryAfterSeconds).toBeLessThanOrEqual(21);
  });

  it('reports an unexpected status as a protocol error', () => {
    expect(
      failure(() => readSearch(response(418, { ...head, type: 'error', message: 'teapot' }))),
    ).toBeInstanceOf(ProtocolError);
  });
});

describe('bare and plain readers', () => {
  it('reads a body without envelope against its schema', () => {
    const read = bareJsonReader(searchSummarySchema);
    expect(read(response(200, summary))).toEqual(summary);
    expect(failure(() => read(response(200, { data: summary })))).toBeInstanceOf(ProtocolError);
    expect(
      failure(() => read(response(400, { ...head, type: 'parameter_error', message: 'x' }))),
    ).toBeInstanceOf(ParameterError);
  });

  it('reads plain text and refuses an empty body', () => {
    expect(plainTextReader(response(200, 'pong\n'))).toBe('pong');
    expect(failure(() => plainTextReader(response(200, '  ')))).toBeInstanceOf(ProtocolError);
    expect(failure(() => plainTextReader(response(503, 'down')))).toBeInstanceOf(ServerError);
  });

  it('reads the version as plain text or as JSON', () => {
    expect(versionReader(response(200, '5.0.0'))).toBe('5.0.0');
    expect(versionReader(response(200, '{"version":"4.2.1"}'))).toBe('4.2.1');
    expect(failure(() => versionReader(response(200, '{"release":"4.2.1"}')))).toBeInstanceOf(ProtocolError);
  });
});
