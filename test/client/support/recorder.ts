/**
 * Watches the real HTTP exchanges of a client from its side: an undici interceptor
 * on the client's own Agent that notes each request and the status it got.
 */
import { Agent, type Dispatcher } from 'undici';

export interface Exchange {
  method: string;
  path: string;
  /** Request headers as sent, names in lower case. */
  headers: Record<string, string>;
  /** Undefined when the exchange failed before a status arrived. */
  status?: number;
  retryAfter?: string;
  sentAt: number;
  answeredAt?: number;
}

export interface Recorder {
  dispatcher: Dispatcher;
  exchanges: Exchange[];
  /** Exchanges whose path (without query) equals `path`. */
  to(path: string, method?: string): Exchange[];
  close(): Promise<void>;
}

function headerRecord(headers: unknown): Record<string, string> {
  const record: Record<string, string> = {};
  const entries: Iterable<[string, unknown]> =
    headers && typeof headers === 'object'
      ? Symbol.iterator in headers
        ? (headers as Iterable<[string, unknown]>)
        : Object.entries(headers)
      : [];
  for (const [name, value] of entries) record[name.toLowerCase()] = String(value);
  return record;
}

export function createRecorder(): Recorder {
  const exchanges: Exchange[] = [];
  const agent = new Agent();
  const dispatcher = agent.compose((dispatch) => (options, handler) => {
    const exchange: Exchange = {
      method: String(options.method),
      path: String(options.path),
      headers: headerRecord(options.headers),
      sentAt: performance.now(),
    };
    exchanges.push(exchange);
    return dispatch(options, {
      onRequestStart: (controller, context) => handler.onRequestStart?.(controller, context),
      onRequestUpgrade: (controller, status, headers, socket) =>
        handler.onRequestUpgrade?.(controller, status, headers, socket),
      onResponseStart: (controller, status, headers, message) => {
        exchange.status = status;
        exchange.answeredAt = performance.now();
        const retryAfter = headers['retry-after'];
        if (typeof retryAfter === 'string') exchange.retryAfter = retryAfter;
        handler.onResponseStart?.(controller, status, headers, message);
      },
      onResponseData: (controller, chunk) => handler.onResponseData?.(controller, chunk),
      onResponseEnd: (controller, trailers) => handler.onResponseEnd?.(controller, trailers),
      onResponseError: (controller, error) => handler.onResponseError?.(controller, error),
    });
  });
  return {
    dispatcher,
    exchanges,
    to: (path, method = 'GET') =>
      exchanges.filter((exchange) => exchange.method === method && exchange.path.split('?')[0] === path),
    close: () => agent.close(),
  };
}
