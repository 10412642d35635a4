/**
 * The page's contract calls over one WebSocket (`BROWSER_CALLS_PATH`): the same
 * dispatcher, the same results, a fraction of a fetch's round trip per call.
 * The upgrade passes the same guards as every request (our own request target,
 * Host and Origin, which a browser always sends on a WebSocket) and the per-launch
 * token, sent as a subprotocol because a browser cannot set a WebSocket's headers.
 * A call is cancelled by its cancellation message or when its socket closes,
 * as an HTTP call is when its request closes.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import {
  BROWSER_CALLS_PAGE_PARAM,
  BROWSER_CALLS_PATH,
  BROWSER_CALLS_PROTOCOL,
  BROWSER_CALLS_TOKEN_PREFIX,
} from '../../shared/ipc/channels.ts';
import { createCallServer } from '../ipc/call-server.ts';
import type { HostContext } from './exchange.ts';
import { callerOf, checkHostAndOrigin, verdictOnToken } from './request-guard.ts';
import { readRequestTarget } from './request-target.ts';

/** Calls one page may have open at once; more is not a page of ours typing. */
const MAX_OPEN_CALLS = 64;

/** Close codes (RFC 6455): a message that is not ours, or more calls than a page makes. */
const NOT_OURS = 1008;

type Verdict = { allowed: true; caller: string } | { allowed: false; status: number; reason: string };

function tokenOf(protocols: string[]): string | null {
  const offered = protocols.find((protocol) => protocol.startsWith(BROWSER_CALLS_TOKEN_PREFIX));
  return offered === undefined ? null : offered.slice(BROWSER_CALLS_TOKEN_PREFIX.length);
}

function offeredProtocols(req: IncomingMessage): string[] {
  const header = req.headers['sec-websocket-protocol'];
  return typeof header === 'string' ? header.split(',').map((each) => each.trim()) : [];
}

/** Whether this upgrade may open a call socket, and for which page. */
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
      reason: 'A call socket is opened by a page, which names its origin.',
    };
  const protocols = offeredProtocols(req);
  if (!protocols.includes(BROWSER_CALLS_PROTOCOL))
    return { allowed: false, status: 400, reason: 'The call socket speaks only its own protocol.' };
  const tokenVerdict = verdictOnToken(tokenOf(protocols), context.token);
  if (!tokenVerdict.allowed) return { allowed: false, status: 403, reason: tokenVerdict.reason };
  const page = new URL(req.url ?? '/', 'http://127.0.0.1').searchParams.get(BROWSER_CALLS_PAGE_PARAM);
  return { allowed: true, caller: callerOf(page) };
}

function refuseUpgrade(socket: Duplex, status: number): void {
  socket.on('error', () => {});
  if (socket.writable)
    socket.end(`HTTP/1.1 ${status} Refused\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
  socket.destroy();
}

/** Answers one page's calls until its socket closes; every call still open then is cancelled. */
function serveCalls(context: HostContext, socket: WebSocket, caller: string): void {
  const calls = createCallServer({
    dispatcher: context.dispatcher,
    caller,
    maxOpen: MAX_OPEN_CALLS,
    answer: (message) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    },
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
    context.log(`closed a call socket: ${refused}`);
    socket.close(NOT_OURS, refused.slice(0, 100));
  });

  socket.on('error', () => {});
  socket.once('close', () => calls.close());
}

/** Serves call sockets on `server`; what it returns closes every one of them (the host is closing). */
export function serveCallSockets(server: Server, context: HostContext): () => void {
  const sockets = new WebSocketServer({
    noServer: true,
    maxPayload: context.limits.bodyBytes,
    // Compression costs more than it saves on loopback, and has been a way to exhaust memory.
    perMessageDeflate: false,
    handleProtocols: (protocols) => (protocols.has(BROWSER_CALLS_PROTOCOL) ? BROWSER_CALLS_PROTOCOL : false),
  });

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const verdict = checkUpgrade(context, req);
    if (!verdict.allowed) {
      context.log(`refused a call socket (${verdict.status}): ${verdict.reason}`);
      return refuseUpgrade(socket, verdict.status);
    }
    sockets.handleUpgrade(req, socket, head, (opened) => serveCalls(context, opened, verdict.caller));
  });

  return () => {
    for (const client of sockets.clients) client.terminate();
    sockets.close();
  };
}
