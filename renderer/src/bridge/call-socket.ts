/**
 * The page's end of the browser host's call socket: one WebSocket carrying the
 * contract's calls, each answered once by id. While it is not open (connecting,
 * lost, refused) `call` says so with null and the caller goes by HTTP, so no call
 * waits on the socket. A lost socket is opened again after a backoff; the calls
 * it carried end as a lost HTTP call would (the host cancelled them), never sent
 * again by themselves: a text to a customer must go once.
 */
import {
  BROWSER_CALLS_PAGE_PARAM,
  BROWSER_CALLS_PATH,
  BROWSER_CALLS_PROTOCOL,
  BROWSER_CALLS_TOKEN_PREFIX,
} from '../../../shared/ipc/channels.ts';
import type { IpcResult } from '../../../shared/ipc/errors.ts';
import { createWaitingCalls } from '../../../shared/ipc/waiting-calls.ts';
import { backoffDelayMs } from '../../../shared/time/backoff.ts';

const REOPEN = { firstMs: 500, maxMs: 30_000 };

export interface CallSocketOptions {
  token: string;
  pageId: string;
  /** What a call ends with when the socket is lost under it, and when its caller cancels it. */
  lost: IpcResult<never>;
  cancelled: IpcResult<never>;
  /** The page's own host by default. */
  url?: string;
  WebSocket?: typeof WebSocket;
}

export interface CallSocket {
  /** The call's answer over the socket; null when the socket is not open (go by HTTP). */
  call(method: string, request: unknown, signal?: AbortSignal | null): Promise<IpcResult<unknown>> | null;
  close(): void;
}

function socketUrl(pageId: string): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  const query = new URLSearchParams({ [BROWSER_CALLS_PAGE_PARAM]: pageId });
  return `${scheme}//${window.location.host}${BROWSER_CALLS_PATH}?${query}`;
}

export function openCallSocket(options: CallSocketOptions): CallSocket {
  const Socket = options.WebSocket ?? globalThis.WebSocket;
  const url = options.url ?? socketUrl(options.pageId);
  const waiting = createWaitingCalls();
  let socket: WebSocket | null = null;
  let failures = 0;
  let closed = false;
  let reopenTimer: ReturnType<typeof setTimeout> | undefined;

  const open = () => {
    if (closed || typeof Socket !== 'function') return;
    let opened: WebSocket;
    try {
      opened = new Socket(url, [BROWSER_CALLS_PROTOCOL, `${BROWSER_CALLS_TOKEN_PREFIX}${options.token}`]);
    } catch {
      return;
    }
    socket = opened;
    opened.onopen = () => {
      failures = 0;
    };
    opened.onmessage = (event: MessageEvent) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(event.data));
      } catch {
        return;
      }
      waiting.answer(parsed);
    };
    opened.onclose = () => {
      if (socket === opened) socket = null;
      waiting.endAll(options.lost);
      if (closed) return;
      failures += 1;
      reopenTimer = setTimeout(open, backoffDelayMs(REOPEN, failures));
    };
  };

  open();

  return {
    call(method, request, signal) {
      const current = socket;
      if (!current || current.readyState !== Socket.OPEN) return null;
      if (signal?.aborted) return Promise.resolve(options.cancelled);
      const { id, answer } = waiting.open();
      const onAbort = () => {
        if (!waiting.end(id, options.cancelled)) return;
        if (current.readyState === Socket.OPEN) current.send(JSON.stringify({ id, cancel: true }));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      void answer.then(() => signal?.removeEventListener('abort', onAbort));
      current.send(JSON.stringify({ id, method, request: request ?? {} }));
      return answer;
    },
    close() {
      closed = true;
      clearTimeout(reopenTimer);
      socket?.close();
      socket = null;
      waiting.endAll(options.lost);
    },
  };
}
