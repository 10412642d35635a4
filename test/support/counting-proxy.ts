/**
 * A plain HTTP proxy on 127.0.0.1 in front of a sandbox that records every
 * request the desk actually sends, so tests and the benchmark count requests on
 * the wire instead of computing what they should have been.
 */
import { createServer, request as forward } from 'node:http';
import { listenLocally } from './local-server.ts';

export interface SeenRequest {
  method: string;
  /** Path without the query, e.g. '/v4/checkins'. */
  path: string;
  /** The status the service answered with; null until it answered. */
  status: number | null;
}

/** A request with when it came and went, for tests about timing (nothing sent into a refused window). */
export interface TimedRequest extends SeenRequest {
  /** Epoch ms the request reached the proxy, and the service's answer left it (null until then). */
  at: number;
  answeredAt: number | null;
  /** The answer's Retry-After header (a 429's wait, in seconds), when it had one. */
  retryAfter: string | null;
}

export interface CountingProxy {
  /** Use in place of the sandbox's base URL. */
  url: string;
  seen(): readonly SeenRequest[];
  /** The same requests with their times. */
  timed(): readonly TimedRequest[];
  /** How many requests went to paths ending in `pathEnd` (all when omitted). */
  count(pathEnd?: string): number;
  reset(): void;
  close(): Promise<void>;
}

export async function startCountingProxy(targetBaseUrl: string): Promise<CountingProxy> {
  const target = new URL(targetBaseUrl);
  const seen: TimedRequest[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', target);
    const entry: TimedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      status: null,
      at: Date.now(),
      answeredAt: null,
      retryAfter: null,
    };
    seen.push(entry);
    const upstream = forward(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: `${url.pathname}${url.search}`,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        entry.status = answer.statusCode ?? null;
        entry.answeredAt = Date.now();
        const retryAfter = answer.headers['retry-after'];
        entry.retryAfter = typeof retryAfter === 'string' ? retryAfter : null;
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        // An answer the service broke off is broken off here too, not left hanging.
        answer.on('close', () => {
          if (!answer.complete) res.destroy();
        });
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  const listening = await listenLocally(server);
  return {
    url: listening.url,
    seen: () => seen.map(({ method, path, status }) => ({ method, path, status })),
    timed: () => seen,
    count: (pathEnd) => seen.filter((entry) => pathEnd === undefined || entry.path.endsWith(pathEnd)).length,
    reset: () => {
      seen.length = 0;
    },
    close: listening.close,
  };
}
