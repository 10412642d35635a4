/**
 * The page's one channel to the browser host: a WebSocket carrying the envelope
 * (`shared/ipc/envelope.ts`) as Electron's call port does. Calls go out by id and
 * are answered once; main's events come beside the answers as `{event}`, the
 * retained ones first on every opening, and are checked as the Electron bridge
 * checks them before any listener hears them.
 *
 * Calls wait in order until the socket is open and fewer than half the host's
 * limit are out, then go out. A call made while the socket is down opens it again
 * at once instead of after the backoff, and one made while it closes gets the
 * next opening, so every call waits for one attempt at most: when that attempt
 * fails, the calls waiting for it end as "the desk is not answering". The calls a
 * lost socket carried end the same way (the host cancelled them) and are never
 * sent again by themselves: a text to a customer must go once. The pauses between
 * openings start again from the shortest only after a socket stayed open a while,
 * so a host that takes and drops every socket is not asked twice a second.
 */
import {
  BROWSER_CALLS_AT_ONCE,
  BROWSER_CALLS_PAGE_PARAM,
  BROWSER_CALLS_PATH,
  BROWSER_CALLS_PROTOCOL,
  BROWSER_CALLS_TOKEN_PREFIX,
} from '../../../shared/ipc/channels.ts';
import type { Unsubscribe } from '../../../shared/ipc/contract.ts';
import { type CallEnvelope, readEventMessage } from '../../../shared/ipc/envelope.ts';
import type { IpcResult } from '../../../shared/ipc/errors.ts';
import { createEventReplay } from '../../../shared/ipc/event-replay.ts';
import { type DeskEvent, readDeskEvent } from '../../../shared/ipc/events.ts';
import { CALL_CANCELLED, createWaitingCalls } from '../../../shared/ipc/waiting-calls.ts';
import { backoffDelayMs } from '../../../shared/time/backoff.ts';

/** Pauses between openings while nothing calls: events resume within this much of the host's return. */
const REOPEN_BACKOFF = { firstMs: 500, maxMs: 30_000 };

const HOST_NOT_ANSWERING: IpcResult<never> = {
  ok: false,
  error: { code: 'network', reason: { kind: 'host_not_answering' } },
};

export interface DeskSocketOptions {
  token: string;
  pageId: string;
  /** The page's own host by default. */
  url?: string;
  WebSocket?: typeof WebSocket;
}

export interface DeskSocket {
  call(method: string, request: unknown, signal?: AbortSignal | null): Promise<IpcResult<unknown>>;
  subscribe(listener: (event: DeskEvent) => void): Unsubscribe;
  /** Closes the socket for good; calls still waiting end as "not answering". */
  close(): void;
}

function socketUrl(pageId: string): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  const query = new URLSearchParams({ [BROWSER_CALLS_PAGE_PARAM]: pageId });
  return `${scheme}//${window.location.host}${BROWSER_CALLS_PATH}?${query}`;
}

/** A socket open this long was healthy: the pauses between openings start again from the shortest. */
export const HEALTHY_OPEN_MS = 10_000;

/** Calls out on the socket at once: half the host's limit (see `BROWSER_CALLS_AT_ONCE`). */
export const CALLS_OUT_AT_ONCE = BROWSER_CALLS_AT_ONCE / 2;

/** A request that cannot be written as JSON (a page's own slip): refused as the host refuses a bad payload. */
const NOT_SENDABLE: IpcResult<never> = { ok: false, error: { code: 'invalid_request' } };

/** One opening of the socket, and the calls it carries. */
interface Opening {
  socket: WebSocket;
  /** Ids of the calls sent on it and not yet settled. */
  carried: Set<number>;
  openedAt: number | null;
}

export function openDeskSocket(options: DeskSocketOptions): DeskSocket {
  const Socket = options.WebSocket ?? globalThis.WebSocket;
  const url = options.url ?? socketUrl(options.pageId);
  const protocols = [BROWSER_CALLS_PROTOCOL, `${BROWSER_CALLS_TOKEN_PREFIX}${options.token}`];
  const waiting = createWaitingCalls();
  /** Calls not sent yet, in order, each written once. */
  const outbox: { id: number; text: string }[] = [];
  // One failing screen must not stop the others from hearing the event.
  const replay = createEventReplay((listener, event) => {
    try {
      listener(event);
    } catch (error) {
      reportError(error);
    }
  });
  let current: Opening | null = null;
  let failures = 0;
  let closed = false;
  let reopenTimer: ReturnType<typeof setTimeout> | undefined;

  const endWaitingToSend = () => {
    for (const { id } of outbox.splice(0)) waiting.end(id, HOST_NOT_ANSWERING);
  };

  const flush = () => {
    const opening = current;
    if (!opening || opening.socket.readyState !== Socket.OPEN) return;
    while (outbox.length > 0 && opening.carried.size < CALLS_OUT_AT_ONCE) {
      const next = outbox.shift() as { id: number; text: string };
      opening.carried.add(next.id);
      opening.socket.send(next.text);
    }
  };

  const receive = (data: unknown) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(String(data));
    } catch {
      return;
    }
    const pushed = readEventMessage(parsed);
    if (!pushed) return waiting.answer(parsed);
    const event = readDeskEvent(pushed.event);
    if (event) replay.publish(event);
  };

  const lost = (opening: Opening) => {
    for (const id of opening.carried) waiting.end(id, HOST_NOT_ANSWERING);
    if (closed) return;
    // Never opened: the calls waiting for this attempt had it.
    if (opening.openedAt === null) endWaitingToSend();
    else if (Date.now() - opening.openedAt >= HEALTHY_OPEN_MS) failures = 0;
    failures += 1;
    // Calls made while it closed wait for the next opening, not for the pause.
    if (outbox.length > 0) open();
    else reopenTimer = setTimeout(open, backoffDelayMs(REOPEN_BACKOFF, failures));
  };

  function open(): void {
    clearTimeout(reopenTimer);
    reopenTimer = undefined;
    if (closed || current) return;
    let socket: WebSocket;
    try {
      socket = new Socket(url, protocols);
    } catch {
      // No WebSocket here, or an address it refuses: no attempt to wait for.
      endWaitingToSend();
      return;
    }
    const opening: Opening = { socket, carried: new Set(), openedAt: null };
    current = opening;
    socket.onopen = () => {
      opening.openedAt = Date.now();
      flush();
    };
    socket.onmessage = (event: MessageEvent) => {
      if (current === opening) receive(event.data);
    };
    socket.onclose = () => {
      if (current !== opening) return;
      current = null;
      lost(opening);
    };
  }

  open();

  return {
    call(method, request, signal) {
      if (closed) return Promise.resolve(HOST_NOT_ANSWERING);
      if (signal?.aborted) return Promise.resolve(CALL_CANCELLED);
      const { id, answer } = waiting.open();
      let text: string;
      try {
        text = JSON.stringify({ id, method, request: request ?? {} } satisfies CallEnvelope);
      } catch {
        waiting.end(id, NOT_SENDABLE);
        return answer;
      }
      outbox.push({ id, text });
      if (current) flush();
      else open();
      const onAbort = () => {
        if (!waiting.end(id, CALL_CANCELLED)) return;
        const queued = outbox.findIndex((each) => each.id === id);
        // Not sent yet: it never will be. Sent: the host is told to stop its work.
        if (queued >= 0) outbox.splice(queued, 1);
        else if (current?.carried.has(id) && current.socket.readyState === Socket.OPEN)
          current.socket.send(JSON.stringify({ id, cancel: true }));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      void answer.then(() => {
        signal?.removeEventListener('abort', onAbort);
        // Settled: room for the next call waiting to go out.
        if (current?.carried.delete(id)) flush();
      });
      return answer;
    },
    subscribe: (listener) => replay.subscribe(listener),
    close() {
      closed = true;
      clearTimeout(reopenTimer);
      const opening = current;
      current = null;
      opening?.socket.close();
      outbox.length = 0;
      waiting.endAll(HOST_NOT_ANSWERING);
    },
  };
}
