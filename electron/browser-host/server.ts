/**
 * The browser host: the same contract as Electron's IPC, served over HTTP on
 * 127.0.0.1 next to the built renderer, for machines without the Electron binary.
 *
 * One channel per page (`desk-socket.ts`): a WebSocket carrying the contract's
 * calls, their answers and main's events in the envelope Electron's call port
 * carries. Beside it two HTTP routes (`routes.ts`, one table with its guards
 * applied once): the page and its assets (`GET`/`HEAD`) and signed files
 * (`GET /files/<kind>/<waiverId>/<index>`). Everything but the page needs the
 * per-launch token; everything needs our own Host and, when sent, our own Origin.
 * This module owns the server: its limits, its sockets, what the HTTP parser
 * refuses, and closing.
 *
 * Any web page in the same browser can make it send requests here, so no request
 * may end or wedge the host: every stage answers a bad request with a 4xx (our own
 * failure with a 500), logs exactly one line without the token or any header
 * value, and bounds what it waits for (head size, body size, timeouts).
 */
import { randomBytes } from 'node:crypto';
import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
  STATUS_CODES,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { createDispatcher } from '../ipc/dispatch.ts';
import { deskLog, errorForLog, finishLine, registerLogSecret } from '../logging/desk-log.ts';
import { servePageSockets } from './desk-socket.ts';
import {
  type BrowserHostRuntime,
  type Exchange,
  fail,
  type HostContext,
  type HostLimits,
  report,
} from './exchange.ts';
import { allowedHosts } from './request-guard.ts';
import { guardAndServe } from './routes.ts';

export type { BrowserHostRuntime, HostLimits } from './exchange.ts';

export const DEFAULT_LIMITS: Readonly<HostLimits> = {
  messageBytes: 1024 * 1024,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
};

/** Node's default; a request line or head beyond it is refused by the parser. */
const MAX_HEADER_BYTES = 16 * 1024;

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

/** Tracks the sockets and the exchange on each, and answers what the HTTP parser refuses. */
function watchConnections(server: Server, context: HostContext) {
  const exchanges = new WeakMap<Duplex, Exchange>();
  const sockets = new Set<Socket>();
  const refusedSockets = new WeakSet<Duplex>();

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
    if (!quiet)
      report(context, exchange, `refused a request (${status}): ${clientErrorWords(code)} (${code})`);
    const answering = exchange?.res.headersSent === true;
    endRawSocket(socket, quiet || reset || answering ? null : status);
  });

  // CONNECT is no method of ours; Node hands such sockets over raw.
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    socket.on('error', () => {});
    report(context, null, 'refused CONNECT (405): this desk is not a proxy');
    endRawSocket(socket, 405);
  });

  return {
    /** Starts answering one request: an exchange of its own, tied to its socket until it is done. */
    begin(req: IncomingMessage, res: ServerResponse): Exchange {
      const controller = new AbortController();
      const exchange: Exchange = {
        req,
        res,
        method: req.method ?? 'GET',
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
      return exchange;
    },
    /** Keep-alive, raw (CONNECT, refused) and half-read sockets alike: none may hold close() open. */
    destroyAll() {
      for (const socket of sockets) socket.destroy();
    },
  };
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

export async function startBrowserHost(input: BrowserHostOptions): Promise<BrowserHost> {
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
  const context: HostContext = {
    runtime: input.runtime,
    rendererDir: input.rendererDir,
    token,
    limits,
    dispatcher: createDispatcher(input.runtime.handlers, {
      scope: () => input.runtime.info().sessionId,
      // Name and message only, as the dispatcher's own logger: never the error object.
      log: (method, error) => log(`${method} failed: ${errorForLog(error)}`),
    }),
    hosts: new Set(),
    log,
  };

  const server = createServer({
    maxHeaderSize: MAX_HEADER_BYTES,
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    // The timeouts above are only as exact as this check.
    connectionsCheckingInterval: Math.max(100, Math.min(1000, limits.headersTimeoutMs)),
    keepAliveTimeout: 5_000,
    // A missing Host is refused by our own guard (403, logged), not silently by Node.
    requireHostHeader: false,
  });
  const connections = watchConnections(server, context);
  const closePageSockets = servePageSockets(server, context);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const exchange = connections.begin(req, res);
    guardAndServe(context, exchange).catch((error: unknown) => {
      try {
        fail(context, exchange, error);
      } catch {
        res.destroy();
      }
    });
  });

  const port = await listen(server, input.port ?? 0);
  // Errors of the listening socket after start must not be unhandled.
  server.on('error', (error: NodeJS.ErrnoException) =>
    log(`server error: ${error.code ?? errorName(error)}`),
  );
  context.hosts = allowedHosts(port);

  let closing: Promise<void> | null = null;
  return {
    url: `http://127.0.0.1:${port}/`,
    port,
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        closePageSockets();
        server.closeAllConnections();
        connections.destroyAll();
      });
      return closing;
    },
  };
}
