/**
 * The contract over HTTP, for pages the browser host serves: every method of
 * the contract (derived from its list, never written out here) is a POST
 * carrying the per-launch token from the page and this page's own id, and the
 * events come from one long-lived event stream. While the host's call socket is
 * open, the same calls go over it instead (`call-socket.ts`), which answers
 * in a fraction of a POST's round trip.
 */
import {
  BROWSER_PAGE_HEADER,
  BROWSER_RPC_PREFIX,
  BROWSER_TOKEN_HEADER,
  BROWSER_TOKEN_META,
} from '../../../shared/ipc/channels.ts';
import { type CallOptions, type DeskBridge, type Method, methods } from '../../../shared/ipc/contract.ts';
import type { IpcResult } from '../../../shared/ipc/errors.ts';
import { isAbandoned } from './abort.ts';
import { type CallSocketOptions, openCallSocket } from './call-socket.ts';
import { createEventStream } from './event-stream.ts';

export type BrowserTransport = DeskBridge & {
  /** Stops the event stream; the page is going away. */
  close(): void;
};

export interface BrowserTransportOptions {
  fetch?: typeof fetch;
  token?: string;
  pageId?: string;
  /** Carry calls on the host's call socket while it is open (the page does; unit tests by HTTP alone). */
  callSocket?: boolean | Pick<CallSocketOptions, 'url' | 'WebSocket'>;
}

function readToken(): string {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${BROWSER_TOKEN_META}"]`);
  return meta?.content ?? '';
}

const hostNotAnswering: IpcResult<never> = {
  ok: false,
  error: { code: 'network', reason: { kind: 'host_not_answering' } },
};

const cancelled: IpcResult<never> = { ok: false, error: { code: 'cancelled' } };

export function createBrowserTransport(options: BrowserTransportOptions = {}): BrowserTransport {
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const token = options.token ?? readToken();
  const pageId = options.pageId ?? crypto.randomUUID();
  const headers = { [BROWSER_TOKEN_HEADER]: token, [BROWSER_PAGE_HEADER]: pageId };
  const socket = options.callSocket
    ? openCallSocket({
        token,
        pageId,
        lost: hostNotAnswering,
        cancelled,
        ...(options.callSocket === true ? {} : options.callSocket),
      })
    : null;

  const post = async (method: Method, request: unknown, callOptions: CallOptions = {}) => {
    const bySocket = socket?.call(method, request, callOptions.signal);
    if (bySocket) return bySocket;
    let response: Response;
    try {
      response = await fetchImpl(`${BROWSER_RPC_PREFIX}${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(request ?? {}),
        credentials: 'omit',
        signal: callOptions.signal ?? null,
      });
    } catch (error) {
      return isAbandoned(error) ? cancelled : hostNotAnswering;
    }
    try {
      return (await response.json()) as IpcResult<unknown>;
    } catch (error) {
      if (isAbandoned(error)) return cancelled;
      return {
        ok: false,
        error: { code: 'protocol', reason: { kind: 'host_no_result', status: response.status } },
      } satisfies IpcResult<never>;
    }
  };

  const stream = createEventStream({ fetch: fetchImpl, headers });
  const calls = Object.fromEntries(
    methods.map((method) => [
      method,
      (request: unknown, callOptions?: CallOptions) => post(method, request, callOptions),
    ]),
  ) as Omit<DeskBridge, 'subscribe'>;

  const close = () => {
    stream.close();
    socket?.close();
  };
  return { ...calls, subscribe: stream.subscribe, close };
}
