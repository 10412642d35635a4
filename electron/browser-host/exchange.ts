/**
 * One request to the browser host as every route sees it (the exchange), what
 * the routes and the page sockets of one host share (the context), and the two
 * ways a request ends when it is not served: refused (4xx, one log line, the
 * connection closed) or our own failure (500).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DeskRuntime } from '../desk/desk-runtime.ts';
import type { Dispatcher } from '../ipc/dispatch.ts';
import { errorForLog } from '../logging/desk-log.ts';
import { SECURITY_HEADERS } from '../serving/content-security.ts';

/** Where the host stops waiting or reading. Tests shorten them; a launch keeps the defaults. */
export interface HostLimits {
  /** Largest message a page sends on its socket; calls are small, anything bigger is not ours. */
  messageBytes: number;
  /** The whole request head must arrive within this. */
  headersTimeoutMs: number;
  /** The whole request must arrive within this. */
  requestTimeoutMs: number;
}

export type BrowserHostRuntime = Pick<DeskRuntime, 'handlers' | 'events' | 'readFile' | 'info'>;

/** One request being answered: what it is, and whether its one log line was written. */
export interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
  /** The request's method, as the parser accepted it (one of a fixed list, safe to log). */
  method: string;
  /** Aborted when the client goes before the answer is complete, or the host closes. */
  signal: AbortSignal;
  logged: boolean;
}

/** What every route of one host shares: the runtime, the token, the limits and how to answer. */
export interface HostContext {
  runtime: BrowserHostRuntime;
  rendererDir: string;
  token: string;
  limits: HostLimits;
  dispatcher: Dispatcher;
  /** The host names it accepts in Host and Origin; set once it listens. */
  hosts: Set<string>;
  log: (line: string) => void;
}

/**
 * One route of the host: which paths, which methods, and whether it needs the
 * token. The guards run once for all of them (`guardAndServe`).
 */
export interface HostRoute {
  matches(pathname: string): boolean;
  methods: readonly string[];
  needsToken: boolean;
  serve(context: HostContext, exchange: Exchange, pathname: string): Promise<void> | void;
}

/**
 * True while the response can still be started: not sent, and the client still there.
 * (The request's socket, not the response's: a pipelined response has none until its turn.)
 */
export function canRespond(res: ServerResponse): boolean {
  return !res.headersSent && !res.destroyed && !res.writableEnded && !res.req.socket.destroyed;
}

export function respond(
  res: ServerResponse,
  status: number,
  headers: Record<string, string | number>,
  body?: string | Uint8Array,
): void {
  if (!canRespond(res)) return;
  res.writeHead(status, { ...SECURITY_HEADERS, 'cache-control': 'no-store', ...headers });
  res.end(body);
}

export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  respond(res, status, { 'content-type': 'text/plain; charset=utf-8', ...headers }, text);
}

/** Logs the one line of a bad request; a second report of the same exchange is dropped. */
export function report(context: HostContext, exchange: Exchange | null, line: string): void {
  if (exchange) {
    if (exchange.logged) return;
    exchange.logged = true;
  }
  context.log(line);
}

/** Refuses a request: one log line, a short answer in plain text, and the connection closed. */
export function refuse(
  context: HostContext,
  exchange: Exchange,
  status: number,
  reason: string,
  extraHeaders: Record<string, string> = {},
): void {
  report(context, exchange, `refused ${exchange.method} (${status}): ${reason}`);
  // Whatever body the client still sends is not read: the connection goes once the answer is out.
  sendText(exchange.res, status, reason, { connection: 'close', ...extraHeaders });
}

/** Our own failure: a 500 if the answer has not started, otherwise the connection is cut. */
export function fail(context: HostContext, exchange: Exchange, error: unknown): void {
  report(context, exchange, `${exchange.method} failed (500): ${errorForLog(error)}`);
  if (!canRespond(exchange.res)) {
    exchange.res.destroy();
    return;
  }
  sendText(exchange.res, 500, 'The desk host failed. Try again; restart the desk if this repeats.');
}
