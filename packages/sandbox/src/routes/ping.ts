/**
 * 4.1 /ping and 4.2 /version: no credentials, plain text (`/version` as JSON in the
 * `loose` shape), and their own per-client budget of 600 per window, shown in
 * `x-ratelimit-*`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FixedWindowLimiter } from '../server/rate-limit.ts';
import { sendBody } from '../server/respond.ts';
import type { WireFormat } from '../wire/wire-format.ts';

export const PING_RATE_LIMIT = 600;
export const SERVICE_VERSION = '5.0.0';

const PING_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Whether this request is a ping or version call; other methods on those paths fall through to 404. */
export function isPingRequest(method: string, path: string): boolean {
  return (path === '/ping' && PING_METHODS.has(method)) || (path === '/version' && method === 'GET');
}

export function answerPing(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  limiter: FixedWindowLimiter,
  wire: WireFormat,
): void {
  const decision = limiter.take(req.socket.remoteAddress ?? 'unknown');
  const headers = {
    'x-ratelimit-limit': String(PING_RATE_LIMIT),
    'x-ratelimit-remaining': String(decision.remaining),
    'cache-control': 'no-cache, private',
    'access-control-allow-origin': '*',
  };
  if (!decision.allowed) {
    sendBody(res, 429, 'text/plain; charset=utf-8', 'Too Many Requests', {
      ...headers,
      'retry-after': String(decision.retryAfterSeconds),
    });
    return;
  }
  if (path === '/version') {
    const version = wire.version(SERVICE_VERSION);
    sendBody(res, 200, version.contentType, version.body, headers);
  } else {
    sendBody(res, 200, 'text/html; charset=utf-8', 'pong', headers);
  }
}
