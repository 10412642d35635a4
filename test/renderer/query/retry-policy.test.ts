import { describe, expect, it } from 'vitest';
import { MAX_RETRIES, retryDelayFor, shouldRetry } from '../../../renderer/src/query/retry-policy.ts';
import { DeskError, type DeskErrorCode } from '../../../shared/ipc/errors.ts';

const error = (code: DeskErrorCode, retryAfterSeconds?: number) =>
  new DeskError({ code, ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) });

describe('the retry policy', () => {
  it.each(['network', 'timeout', 'server_error', 'rate_limited'] as const)('retries %s', (code) => {
    expect(shouldRetry(0, error(code))).toBe(true);
  });

  it.each([
    'auth_error',
    'not_configured',
    'invalid_request',
    'forbidden',
    'not_found',
    'parameter_error',
    'data_error',
  ] as const)('never retries %s', (code) => {
    expect(shouldRetry(0, error(code))).toBe(false);
  });

  it('never retries what is not a DeskError (a bug in the page, an abandoned call)', () => {
    expect(shouldRetry(0, new TypeError('x is undefined'))).toBe(false);
    expect(shouldRetry(0, new DOMException('gone', 'AbortError'))).toBe(false);
  });

  it(`stops after ${MAX_RETRIES} retries`, () => {
    expect(shouldRetry(MAX_RETRIES - 1, error('network'))).toBe(true);
    expect(shouldRetry(MAX_RETRIES, error('network'))).toBe(false);
  });

  it('waits as long as the service asked when it said', () => {
    expect(retryDelayFor(0, error('rate_limited', 42))).toBe(42_000);
  });

  it('otherwise doubles from 1 s up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((count) => retryDelayFor(count, error('timeout')))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });
});
