/**
 * Main → page events over HTTP: one server-sent-events stream per page, read with
 * fetch (so the desk token travels as a header, which EventSource cannot send).
 * Each event is one `data:` line of JSON `{name, payload}`; retained state comes
 * first (the hub replays it on subscribe); a comment line every so often keeps
 * proxies and idle-connection reapers from closing a quiet stream.
 */
import type { ServerResponse } from 'node:http';
import type { DeskEvent } from '../../shared/ipc/events.ts';
import type { EventHub } from '../runtime/event-hub.ts';
import { SECURITY_HEADERS } from '../serving/content-security.ts';

export const EVENT_KEEP_ALIVE_MS = 15_000;

/** A page that stopped reading while events pile up is dropped, not buffered without end. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export interface EventStreamOptions {
  keepAliveMs: number;
}

/** Starts the stream on `res`; the returned function ends it (idempotent). It also ends when the client goes. */
export function openEventStream(
  res: ServerResponse,
  events: Pick<EventHub, 'subscribe'>,
  options: EventStreamOptions,
): () => void {
  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
    ...SECURITY_HEADERS,
  });
  res.flushHeaders();
  res.socket?.setNoDelay(true);

  let ended = false;
  let unsubscribe: (() => void) | null = null;
  const write = (text: string) => {
    if (ended) return;
    if (res.writableLength > MAX_BUFFERED_BYTES) {
      end();
      res.destroy();
      return;
    }
    res.write(text);
  };
  const timer = setInterval(() => write(': keep-alive\n\n'), options.keepAliveMs);
  timer.unref();
  function end(): void {
    if (ended) return;
    ended = true;
    clearInterval(timer);
    unsubscribe?.();
    unsubscribe = null;
    if (!res.writableEnded && !res.destroyed) res.end();
  }
  res.once('close', end);
  // The hub replays the retained state synchronously, before any new event.
  const subscription = events.subscribe((event: DeskEvent) => write(`data: ${JSON.stringify(event)}\n\n`));
  if (ended) subscription();
  else unsubscribe = subscription;
  return end;
}
