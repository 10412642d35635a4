/**
 * The page's one channel to the browser host: a WebSocket (`BROWSER_CALLS_PATH`)
 * carrying the envelope (`shared/ipc/envelope.ts`) as Electron's call port does,
 * the contract's calls and their answers, and main's events beside them as
 * `{event}`, the retained ones first. The upgrade passes the same guards as every
 * request (our own request target, Host and Origin, which a browser always sends on
 * a WebSocket) and the per-launch token, sent as a subprotocol because a browser
 * cannot set a WebSocket's headers. A call is cancelled by its cancellation message
 * or when its socket closes.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import {
  BROWSER_CALLS_AT_ONCE,
  BROWSER_CALLS_PAGE_PARAM,
  BROWSER_CALLS_PATH,
  BROWSER_CALLS_PROTOCOL,
  BROWSER_CALLS_TOKEN_PREFIX,
} from '../../shared/ipc/channels.ts';
import type { EventMessage } from '../../shared/ipc/envelope.ts';
import { createCallServer } from '../ipc/call-server.ts';
import type { HostContext } from './exchange.ts';
import { callerOf, checkHostAndOrigin, verdictOnToken } from './request-guard.ts';
import { readRequestTarget } from './request-target.ts';

/** Close codes (RFC 6455): a message that is not ours, or more calls than a page makes. */
const NOT_OURS = 1008;
/** A page that stopped reading while events pile up is dropped, not buffered without end. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

type Verdict = { allowed: true; caller: string } | { allowed: false; status: number; reason: string };

function tokenOf(protocols: string[]): string | null {
  const offered = protocols.find((protocol) => protocol.startsWith(BROWSER_CALLS_TOKEN_PREFIX));
  return offered === undefined ? null : offered.slice(BROWSER_CALLS_TOKEN_PREFIX.length);
}

function offeredProtocols(req: IncomingMessage): string[] {
  const header = req.headers['sec-websocket-protocol'];
  return typeof header === 'string' ? header.split(',').map((each) => each.trim()) : [];
}

/** Whether this upgrade may open a page socket, and for which page. */
function checkUpgrade(context: HostContext, req: IncomingMessage): Verdict {
  const target = readRequestTarget(req.url);
  if (!target.ok) return { allowed: false, status: target.status, reason: target.reason };
  if (target.pathname !== BROWSER_CALLS_PATH)
    return { allowed: false, status: 404, reason: 'Nothing here upgrades to a WebSocket.' };
  const where = checkHostAndOrigin(req.headers, context.hosts);
  if (!where.allowed) return { allowed: false, status: 403, reason: where.reason };
  if (req.headers.origin === undefined)
    return {
      allowed: false,
      status: 403,
      reason: 'A page socket is opened by a page, which names its origin.',
    };
  const protocols = offeredProtocols(req);
  if (!protocols.includes(BROWSER_CALLS_PROTOCOL))
    return { allowed: false, status: 400, reason: 'The page socket speaks only its own protocol.' };
  const tokenVerdict = verdictOnToken(tokenOf(protocols), context.token);
  if (!tokenVerdict.allowed) return { allowed: false, status: 403, reason: tokenVerdict.reason };
  const page = new URL(req.url ?? '/', 'http://127.0.0.1').searchParams.get(BROWSER_CALLS_PAGE_PARAM);
  return { allowed: true, caller: callerOf(page) };
}

/** Words for what `ws` refused, by its error code (never its message or the bytes). */
function socketErrorWords(code: string | undefined): string {
  if (code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH') return 'a message larger than a page sends';
  return `a frame that is not valid WebSocket (${code ?? 'unknown'})`;
}

function refuseUpgrade(socket: Duplex, status: number): void {
  socket.on('error', () => {});
  if (socket.writable)
    socket.end(`HTTP/1.1 ${status} Refused\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
  socket.destroy();
}

/**
 * Answers one page's calls and sends it every event until its socket closes;
 * every call still open then is cancelled.
 */
function servePage(context: HostContext, socket: WebSocket, caller: string): void {
  const send = (message: unknown) => {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      context.log('closed a page socket: the page stopped reading');
      socket.terminate();
      return;
    }
    socket.send(JSON.stringify(message));
  };
  const calls = createCallServer({
    dispatcher: context.dispatcher,
    caller,
    maxOpen: BROWSER_CALLS_AT_ONCE,
    answer: send,
  });

  socket.on('message', (data: RawData, isBinary: boolean) => {
    let parsed: unknown;
    try {
      parsed = isBinary ? undefined : JSON.parse(data.toString());
    } catch {
      parsed = undefined;
    }
    const refused = calls.receive(parsed);
    if (refused === null) return;
    // A page of ours never sends it: whatever sent it is not trusted with more calls.
    context.log(`closed a page socket: ${refused}`);
    socket.close(NOT_OURS, refused.slice(0, 100));
  });

  // `ws` closes the socket itself on a frame it refuses (1009 too large, 1002 not WebSocket):
  // one line says so, as every other refusal does. A page that went away is no news.
  socket.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'ECONNRESET' || error.code === 'EPIPE') return;
    context.log(`closed a page socket: ${socketErrorWords(error.code)}`);
  });
  // The hub replays the retained events at once, so the page starts from the desk's present state.
  const unsubscribe = context.runtime.events.subscribe((event) => send({ event } satisfies EventMessage));
  socket.once('close', () => {
    unsubscribe();
    calls.close();
  });
}

/** Serves page sockets on `server`; what it returns closes every one of them (the host is closing). */
export function servePageSockets(server: Server, context: HostContext): () => void {
  const sockets = new WebSocketServer({
    noServer: true,
    maxPayload: context.limits.messageBytes,
    // Compression costs more than it saves on loopback, and has been a way to exhaust memory.
    perMessageDeflate: false,
    handleProtocols: (protocols) => (protocols.has(BROWSER_CALLS_PROTOCOL) ? BROWSER_CALLS_PROTOCOL : false),
  });

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const verdict = checkUpgrade(context, req);
    if (!verdict.allowed) {
      context.log(`refused a page socket (${verdict.status}): ${verdict.reason}`);
      return refuseUpgrade(socket, verdict.status);
    }
    sockets.handleUpgrade(req, socket, head, (opened) => servePage(context, opened, verdict.caller));
  });

  return () => {
    for (const client of sockets.clients) client.terminate();
    sockets.close();
  };
}
