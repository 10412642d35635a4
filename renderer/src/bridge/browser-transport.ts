/**
 * The contract for pages the browser host serves: every method of the contract
 * (derived from its list, never written out here) and the events, all on the
 * page's one socket (`desk-socket.ts`), which carries the per-launch token the
 * host wrote into the page and this page's own id.
 */
import { BROWSER_TOKEN_META } from '../../../shared/ipc/channels.ts';
import { type CallOptions, type DeskBridge, methods } from '../../../shared/ipc/contract.ts';
import { type DeskSocketOptions, openDeskSocket } from './desk-socket.ts';

export type BrowserTransport = DeskBridge & {
  /** Closes the socket; the page is going away. */
  close(): void;
};

export interface BrowserTransportOptions extends Partial<Pick<DeskSocketOptions, 'url' | 'WebSocket'>> {
  token?: string;
  pageId?: string;
}

function readToken(): string {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${BROWSER_TOKEN_META}"]`);
  return meta?.content ?? '';
}

export function createBrowserTransport(options: BrowserTransportOptions = {}): BrowserTransport {
  const socket = openDeskSocket({
    ...options,
    token: options.token ?? readToken(),
    pageId: options.pageId ?? crypto.randomUUID(),
  });
  const calls = Object.fromEntries(
    methods.map((method) => [
      method,
      (request: unknown, callOptions?: CallOptions) => socket.call(method, request, callOptions?.signal),
    ]),
  ) as Omit<DeskBridge, 'subscribe'>;
  return { ...calls, subscribe: socket.subscribe, close: socket.close };
}
