/**
 * The browser host: the same contract as Electron's IPC, served over HTTP on
 * 127.0.0.1 next to the built renderer, for machines without the Electron binary.
 *
 * Routes: the page and its assets (`GET`/`HEAD`), contract calls (`POST /rpc/<method>`),
 * main → page events (`GET /events`, server-sent events) and signed files
 * (`GET /files/<kind>/<waiverId>/<index>`). Everything but the page needs the
 * per-launch token; everything needs our own Host and, when sent, our own Origin.
 *
 * Any web page in the same browser can make it send requests here, so no request
 * may end or wedge the host: every stage answers a bad request with a 4xx (our own
 * failure with a 500), logs exactly one line without the token or any header
 * value, and bounds what it waits for (head size, body size, timeouts).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import {
  BROWSER_EVENTS_PATH,
  BROWSER_PAGE_HEADER,
  BROWSER_RPC_PREFIX,
  BROWSER_TOKEN_META,
} from '../../shared/ipc/channels.ts';
import type { IpcResult } from '../../shared/ipc/errors.ts';
import { FILES_PREFIX, parseFilePath } from '../../shared/ipc/files.ts';
import { createDispatcher } from '../ipc/dispatch.ts';
import { deskLog, errorForLog, finishLine, registerLogSecret } from '../logging/desk-log.ts';
import type { DeskRuntime } from '../runtime/desk-runtime.ts';
import { SECURITY_HEADERS } from './content-security.ts';
import { EVENT_KEEP_ALIVE_MS, openEventStream } from './event-stream.ts';
import { describeFileFailure } from './file-failures.ts';
import { allowedHosts, checkHostAndOrigin, checkToken } from './request-guard.ts';
import { readRequestTarget } from './request-target.ts';
import { readStaticFile } from './static-files.ts';

const PAGE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Where the host stops waiting or reading. Tests shorten them; a launch keeps the defaults. */
export interface HostLimits {
  /** Largest contract-call body; payloads are small, anything bigger is not ours. */
  bodyBytes: number;
  /** The whole request head must arrive within this. */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this. */
  requestTimeoutMs: number;
  /** How often a quiet event stream gets a comment line. */
  eventKeepAliveMs: number;
}

export const DEFAULT_LIMITS: Readonly<HostLimits> = {
  bodyBytes: 1024 * 1024,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  eventKeepAliveMs: EVENT_KEEP_ALIVE_MS,
};

/** Node's default; a request line or head beyond it is refused by the parser. */
const MAX_HEADER_BYTES = 16 * 1024;

export type BrowserHostRuntime = Pick<DeskRuntime, 'handlers' | 'events' | 'readFile' | 'info'>;

export interface BrowserHostOptions {
  runtime: BrowserHostRuntime;
  rendererDir: string;
  port?: number;
  /** Fixed only by tests; a launch draws its own. */
  token?: string;
  /** One line per refused request or failure, redacted; never the token or a header value. Default the desk's log. */
  log?: (line: string) => void;
  limits?: Partial<HostLimits>;
}

export interface BrowserHost {
  url: string;
  port: number;
  close(): Promise<void>;
}

type Route = 'rpc' | 'events' | 'file' | 'static';

const ALLOWED_METHODS: Record<Route, readonly string[]> = {
  rpc: ['POST'],
  events: ['GET'],
  file: ['GET'],
  static: ['GET', 'HEAD'],
};

/** One request being answered: what it is, and whether its one log line was written. */
interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
  /** The request's method, as the parser accepted it (one of a fixed list, safe to log). */
  method: string;
  route: Route | null;
  /** Aborted when the client goes before the answer is complete, or the host closes. */
  signal: AbortSignal;
  logged: boolean;
}

class BodyTooLargeError extends Error {}
class BodyCutOffError extends Error {}

function routeOf(pathname: string): Route {
  if (pathname.startsWith(BROWSER_RPC_PREFIX)) return 'rpc';
  if (pathname === BROWSER_EVENTS_PATH) return 'events';
  if (pathname.startsWith(FILES_PREFIX)) return 'file';
  return 'static';
}

/**
 * True while the response can still be started: not sent, and the client still there.
 * (The request's socket, not the response's: a pipelined response has none until its turn.)
 */
function canRespond(res: ServerResponse): boolean {
  return !res.headersSent && !res.destroyed && !res.writableEnded && !res.req.socket.destroyed;
}

function respond(
  res: ServerResponse,
  status: number,
  headers: Record<string, string | number>,
  body?: string | Uint8Array,
): void {
  if (!canRespond(res)) return;
  res.writeHead(status, { ...SECURITY_HEADERS, 'cache-control': 'no-store', ...headers });
  res.end(body);
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  respond(
    res,
    status,
    { 'content-type': 'application/json; charset=utf-8', ...headers },
    JSON.stringify(body),
  );
}

function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  respond(res, status, { 'content-type': 'text/plain; charset=utf-8', ...headers }, text);
}

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** Reads the body up to `limit` bytes without destroying the socket on overflow, so a 413 can still go out. */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onCutOff);
      req.off('aborted', onCutOff);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        stop();
        req.pause();
        reject(new BodyTooLargeError());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    const onCutOff = () => {
      stop();
      reject(new BodyCutOffError());
    };
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', onCutOff);
    req.once('aborted', onCutOff);
  });
}

function injectToken(html: Buffer, token: string): string {
  const meta = `<meta name="${BROWSER_TOKEN_META}" content="">`;
  const text = html.toString('utf8');
  if (!text.includes(meta)) throw new Error(`The built index.html lacks ${meta}; rebuild the renderer.`);
  return text.replace(meta, `<meta name="${BROWSER_TOKEN_META}" content="${token}">`);
}

const errorName = (error: unknown): string => (error instanceof Error ? error.name : typeof error);

/** Words for the parser's refusals, by Node's error code (never its message or the raw bytes). */
function clientErrorWords(code: string): string {
  if (code === 'HPE_HEADER_OVERFLOW') return 'its request line or headers are too large';
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'it did not arrive in time';
  if (code === 'ECONNRESET' || code === 'EPIPE') return 'the client went away in the middle of it';
  if (code === 'HPE_INVALID_EOF_STATE') return 'the connection ended in the middle of it';
  return 'it is not valid HTTP';
}

function rawResponse(status: number): string {
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`;
}

/** Ends a socket the HTTP layer no longer owns: the raw answer if it can still be written, then gone. */
function endRawSocket(socket: Duplex, status: number | null): void {
  const destroy = () => socket.destroy();
  // Nothing more it sends is read.
  socket.pause();
  if (status !== null && socket.writable) {
    socket.end(rawResponse(status), destroy);
    // A client that does not read must not keep the socket: it goes either way.
    setTimeout(destroy, 1000).unref();
  } else {
    destroy();
  }
}

export async function startBrowserHost(input: BrowserHostOptions): Promise<BrowserHost> {
  const { runtime, rendererDir } = input;
  const token = input.token ?? randomBytes(32).toString('base64url');
  // The page shows it to nobody; a log line quoting a request must not either.
  registerLogSecret(token);
  const limits: HostLimits = { ...DEFAULT_LIMITS, ...input.limits };
  const rawLog = input.log ?? ((line: string) => deskLog.warn(line));
  const log = (line: string) => {
    try {
      // One short line, redacted, whichever logger was given.
      rawLog(`browser host: ${finishLine(line)}`);
    } catch {
      // A broken logger must not take a request (or the host) down with it.
    }
  };

  const dispatcher = createDispatcher(runtime.handlers, {
    scope: () => runtime.info().sessionId,
    // Name and message only, as the dispatcher's own logger: never the error object.
    log: (method, error) => log(`${method} failed: ${errorForLog(error)}`),
  });

  let hosts = new Set<string>();
  const exchanges = new WeakMap<Duplex, Exchange>();
  const sockets = new Set<Socket>();
  const streams = new Set<() => void>();
  const refusedSockets = new WeakSet<Duplex>();

  /** Logs the one line of a bad request; a second report of the same exchange is dropped. */
  const report = (exchange: Exchange | null, line: string) => {
    if (exchange) {
      if (exchange.logged) return;
      exchange.logged = true;
    }
    log(line);
  };

  /** Refuses a request: one log line, a short answer in the route's form, and the connection closed. */
  const refuse = (
    exchange: Exchange,
    status: number,
    reason: string,
    extraHeaders: Record<string, string> = {},
  ) => {
    report(exchange, `refused ${exchange.method} (${status}): ${reason}`);
    // Whatever body the client still sends is not read: the connection goes once the answer is out.
    const headers = { connection: 'close', ...extraHeaders };
    if (exchange.route === 'rpc') {
      const code = status === 403 ? 'forbidden' : 'invalid_request';
      const failure: IpcResult<never> = { ok: false, error: { code, message: reason } };
      sendJson(exchange.res, status, failure, headers);
    } else {
      sendText(exchange.res, status, reason, headers);
    }
  };

  /** Our own failure: a 500 if the answer has not started, otherwise the connection is cut. */
  const fail = (exchange: Exchange, error: unknown) => {
    report(exchange, `${exchange.method} failed (500): ${errorForLog(error)}`);
    if (canRespond(exchange.res)) {
      const message = 'The desk host failed. Try again; restart the desk if this repeats.';
      if (exchange.route === 'rpc') {
        sendJson(exchange.res, 500, { ok: false, error: { code: 'internal', message } });
      } else {
        sendText(exchange.res, 500, message);
      }
    } else {
      exchange.res.destroy();
    }
  };

  const serveRpc = async (exchange: Exchange, pathname: string) => {
    const { req, res } = exchange;
    if (!req.headers['content-type']?.toLowerCase().startsWith('application/json')) {
      return refuse(exchange, 415, 'Contract calls carry Content-Type: application/json.');
    }
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > limits.bodyBytes) return refuse(exchange, 413, 'The request body is too large.');
    let payload: unknown;
    try {
      const text = (await readBody(req, limits.bodyBytes)).toString('utf8');
      payload = text ? JSON.parse(text) : {};
    } catch (error) {
      if (error instanceof BodyTooLargeError) return refuse(exchange, 413, 'The request body is too large.');
      if (error instanceof BodyCutOffError) return refuse(exchange, 400, 'The request body was cut off.');
      return refuse(exchange, 400, 'The request body is not valid JSON.');
    }
    if (exchange.signal.aborted) return;
    const page = req.headers[BROWSER_PAGE_HEADER];
    const caller = typeof page === 'string' && PAGE_ID.test(page) ? `page:${page}` : 'browser';
    const method = pathname.slice(BROWSER_RPC_PREFIX.length);
    const result = await dispatcher.call(method, payload, { caller, signal: exchange.signal });
    sendJson(res, 200, result);
  };

  const serveEvents = (exchange: Exchange) => {
    const end = openEventStream(exchange.res, runtime.events, { keepAliveMs: limits.eventKeepAliveMs });
    streams.add(end);
    exchange.res.once('close', () => streams.delete(end));
  };

  const serveFile = async (exchange: Exchange, pathname: string) => {
    const { res } = exchange;
    const ref = parseFilePath(pathname);
    if (!ref) return sendText(res, 404, 'There is no such file.');
    try {
      const file = await runtime.readFile(ref, exchange.signal);
      respond(
        res,
        200,
        {
          'content-type': file.contentType,
          'content-length': file.bytes.byteLength,
          'content-disposition': 'inline',
        },
        file.bytes,
      );
    } catch (error) {
      // The client left (or the host closed): nobody is waiting for an answer.
      if (exchange.signal.aborted) return;
      const failure = describeFileFailure(error);
      if (failure.internal) return fail(exchange, error);
      const headers: Record<string, string> = {};
      if (failure.retryAfterSeconds !== undefined) headers['retry-after'] = String(failure.retryAfterSeconds);
      sendText(res, failure.status, failure.body, headers);
    }
  };

  const serveStatic = async (exchange: Exchange, pathname: string) => {
    const { req, res } = exchange;
    const isPage = pathname === '/' || pathname === '/index.html';
    const file = await readStaticFile(rendererDir, isPage ? '/index.html' : pathname);
    if (!file) return sendText(res, 404, 'Not found');
    const body = isPage ? injectToken(file.body, token) : file.body;
    respond(
      res,
      200,
      { 'content-type': file.contentType, 'cache-control': isPage ? 'no-store' : 'public, max-age=3600' },
      req.method === 'HEAD' ? undefined : body,
    );
  };

  const route = async (exchange: Exchange) => {
    const { req } = exchange;
    const target = readRequestTarget(req.url);
    if (!target.ok) return refuse(exchange, target.status, target.reason);
    const { pathname } = target;
    exchange.route = routeOf(pathname);
    const hostVerdict = checkHostAndOrigin(req.headers, hosts);
    if (!hostVerdict.allowed) return refuse(exchange, 403, hostVerdict.reason);
    const allowed = ALLOWED_METHODS[exchange.route];
    if (!allowed.includes(exchange.method)) {
      return refuse(exchange, 405, `Only ${allowed.join(' and ')} is served here.`, {
        allow: allowed.join(', '),
      });
    }
    if (exchange.route !== 'rpc' && hasBody(req)) {
      return refuse(exchange, 400, `A ${exchange.method} request carries no body.`);
    }
    if (exchange.route !== 'static') {
      const tokenVerdict = checkToken(req.headers, token);
      if (!tokenVerdict.allowed) return refuse(exchange, 403, tokenVerdict.reason);
    }
    switch (exchange.route) {
      case 'rpc':
        return serveRpc(exchange, pathname);
      case 'events':
        return serveEvents(exchange);
      case 'file':
        return serveFile(exchange, pathname);
      case 'static':
        return serveStatic(exchange, pathname);
    }
  };

  const server = createServer(
    {
      maxHeaderSize: MAX_HEADER_BYTES,
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      // The timeouts above are only as exact as this check.
      connectionsCheckingInterval: Math.max(100, Math.min(1000, limits.headersTimeoutMs)),
      keepAliveTimeout: 5_000,
      // A missing Host is refused by our own guard (403, logged), not silently by Node.
      requireHostHeader: false,
    },
    (req, res) => {
      const controller = new AbortController();
      const exchange: Exchange = {
        req,
        res,
        method: req.method ?? 'GET',
        route: null,
        signal: controller.signal,
        logged: false,
      };
      const socket = req.socket;
      exchanges.set(socket, exchange);
      // Streams that lose their client emit errors; they are handled where they matter, never thrown.
      req.on('error', () => {});
      res.on('error', () => {});
      res.once('close', () => {
        if (!res.writableFinished) controller.abort();
        if (exchanges.get(socket) === exchange) exchanges.delete(socket);
      });
      route(exchange).catch((error: unknown) => {
        try {
          fail(exchange, error);
        } catch {
          res.destroy();
        }
      });
    },
  );

  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  // Whatever the parser refuses (a malformed request line or header, an oversized
  // head, a timeout, a connection cut mid-request) arrives here, never as a crash.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // The parser goes on reporting each further chunk of a socket already refused: one answer, one line.
    if (refusedSockets.has(socket)) return;
    refusedSockets.add(socket);
    const exchange = exchanges.get(socket) ?? null;
    const code = typeof error.code === 'string' ? error.code : 'unknown';
    const reset = code === 'ECONNRESET' || code === 'EPIPE';
    // A client leaving after its request was whole (a closed tab, an abandoned call) did nothing
    // wrong, nor did a connection opened ahead of need that never sent a byte (a browser's preconnect).
    const quiet =
      (reset && (exchange === null || exchange.req.complete)) ||
      (code === 'ERR_HTTP_REQUEST_TIMEOUT' && exchange === null && (socket as Socket).bytesRead === 0);
    const status = code === 'HPE_HEADER_OVERFLOW' ? 431 : code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    if (!quiet) report(exchange, `refused a request (${status}): ${clientErrorWords(code)} (${code})`);
    const answering = exchange?.res.headersSent === true;
    endRawSocket(socket, quiet || reset || answering ? null : status);
  });

  // CONNECT is no method of ours; Node hands such sockets over raw.
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    socket.on('error', () => {});
    report(null, 'refused CONNECT (405): this desk is not a proxy');
    endRawSocket(socket, 405);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(input.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // Errors of the listening socket after start must not be unhandled.
  server.on('error', (error: NodeJS.ErrnoException) =>
    log(`server error: ${error.code ?? errorName(error)}`),
  );
  const port = (server.address() as AddressInfo).port;
  hosts = allowedHosts(port);

  let closing: Promise<void> | null = null;
  return {
    url: `http://127.0.0.1:${port}/`,
    port,
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const end of [...streams]) end();
        server.closeAllConnections();
        // Keep-alive, raw (CONNECT, refused) and half-read sockets alike: none may hold close() open.
        for (const socket of sockets) socket.destroy();
      });
      return closing;
    },
  };
}
