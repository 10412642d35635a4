/**
 * A test's way to a running browser host's contract, as its page has: the page's
 * own socket client (`renderer/src/bridge/desk-socket.ts`) over Node's `ws`, which
 * names the desk's origin as a browser would. The token is the one the served
 * page carries, read from it unless given.
 */
import { WebSocket as NodeWebSocket } from 'ws';
import { type DeskSocket, openDeskSocket } from '../../renderer/src/bridge/desk-socket.ts';
import { BROWSER_CALLS_PAGE_PARAM, BROWSER_CALLS_PATH } from '../../shared/ipc/channels.ts';
import type { IpcResult } from '../../shared/ipc/errors.ts';
import type { DeskEvent } from '../../shared/ipc/events.ts';
import { readPageToken } from './desk-log-scan.ts';

export interface DeskClient {
  call<T = unknown>(method: string, request?: unknown, signal?: AbortSignal): Promise<IpcResult<T>>;
  /** Every event the desk sent so far, the retained ones first. */
  readonly events: readonly DeskEvent[];
  close(): void;
}

export interface DeskClientOptions {
  token?: string;
  /** The page this client stands for (a newer call supersedes only its own older one). */
  pageId?: string;
  /** The Origin it names; the desk's own by default. */
  origin?: string;
}

/** `ws`'s socket in the shape the page's client builds, with the Origin a browser sends. */
function socketNaming(origin: string): typeof WebSocket {
  class OriginSocket extends NodeWebSocket {
    constructor(url: string, protocols: string[]) {
      super(url, protocols, { origin });
      // A browser's socket fires error, then close, and never throws: without a listener `ws` throws.
      this.on('error', () => {});
    }
  }
  return OriginSocket as unknown as typeof WebSocket;
}

export async function connectDesk(deskUrl: string, options: DeskClientOptions = {}): Promise<DeskClient> {
  const base = new URL(deskUrl);
  const token = options.token ?? (await readPageToken(base.origin));
  const pageId = options.pageId ?? `test-${crypto.randomUUID()}`;
  const url = new URL(BROWSER_CALLS_PATH, base);
  url.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set(BROWSER_CALLS_PAGE_PARAM, pageId);
  const socket: DeskSocket = openDeskSocket({
    token,
    pageId,
    url: url.toString(),
    WebSocket: socketNaming(options.origin ?? base.origin),
  });
  const events: DeskEvent[] = [];
  socket.subscribe((event) => events.push(event));
  return {
    call: (method, request = {}, signal) => socket.call(method, request, signal) as Promise<IpcResult<never>>,
    events,
    close: () => socket.close(),
  };
}

/** One call on a socket of its own, closed after the answer. */
export async function callDeskOnce<T = unknown>(
  deskUrl: string,
  method: string,
  request: unknown = {},
  options: DeskClientOptions = {},
): Promise<IpcResult<T>> {
  const client = await connectDesk(deskUrl, options);
  try {
    return await client.call<T>(method, request);
  } finally {
    client.close();
  }
}
