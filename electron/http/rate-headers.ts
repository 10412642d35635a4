/** What response headers say about the rate budget. */
import type { IncomingHttpHeaders } from 'node:http';

const single = (value: string | string[] | undefined): string | undefined =>
  (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

const wholeNumber = (value: string | undefined): number | undefined => {
  if (value === undefined || !/^\d+$/.test(value)) return undefined;
  return Number(value);
};

/**
 * `Retry-After` in whole seconds from `now`: either delta-seconds or an HTTP
 * date; undefined when absent or unreadable.
 */
export function retryAfterSeconds(headers: IncomingHttpHeaders, now: number): number | undefined {
  const value = single(headers['retry-after']);
  if (value === undefined) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Math.ceil(Number(value));
  const at = Date.parse(value);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - now) / 1_000));
}

export interface RateHeaders {
  remaining?: number;
  limit?: number;
}

export function rateHeaders(headers: IncomingHttpHeaders): RateHeaders {
  const result: RateHeaders = {};
  const remaining = wholeNumber(single(headers['x-ratelimit-remaining']));
  const limit = wholeNumber(single(headers['x-ratelimit-limit']));
  if (remaining !== undefined) result.remaining = remaining;
  if (limit !== undefined) result.limit = limit;
  return result;
}
