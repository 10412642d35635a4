/**
 * The browser host's event stream, kept open for the life of the page: read
 * with fetch (the token travels as a header), parsed as server-sent events,
 * validated like the Electron preload validates, and reopened with growing
 * pauses whenever it drops. Retained events keep their latest value, which every
 * new listener gets first, exactly as the preload does it.
 */
import { BROWSER_EVENTS_PATH } from '../../../shared/ipc/channels.ts';
import type { Unsubscribe } from '../../../shared/ipc/contract.ts';
import { createEventReplay } from '../../../shared/ipc/event-replay.ts';
import { type DeskEvent, readDeskEvent } from '../../../shared/ipc/events.ts';
import { backoffDelayMs } from '../../../shared/time/backoff.ts';
import { createSseParser } from './sse-parser.ts';

export const FIRST_RECONNECT_DELAY_MS = 1_000;
export const MAX_RECONNECT_DELAY_MS = 30_000;

export interface EventStreamOptions {
  fetch: typeof fetch;
  headers: Record<string, string>;
}

export interface EventStream {
  subscribe(listener: (event: DeskEvent) => void): Unsubscribe;
  /** Stops reading and reconnecting for good. */
  close(): void;
}

export function createEventStream(options: EventStreamOptions): EventStream {
  // One failing screen must not stop the others from hearing the event.
  const replay = createEventReplay((listener, event) => {
    try {
      listener(event);
    } catch (error) {
      reportError(error);
    }
  });
  let started = false;
  let closed = false;
  let connection: AbortController | null = null;
  let wake: (() => void) | null = null;

  const deliver = (data: string) => {
    let raw: unknown;
    try {
      raw = JSON.parse(data);
    } catch {
      return;
    }
    const event = readDeskEvent(raw);
    if (!event) return;
    replay.publish(event);
  };

  /** Resolves true when at least one message came through before the stream ended. */
  const readOnce = async (signal: AbortSignal): Promise<boolean> => {
    let received = false;
    const response = await options.fetch(BROWSER_EVENTS_PATH, {
      headers: options.headers,
      signal,
      cache: 'no-store',
      credentials: 'omit',
    });
    if (!response.ok || !response.body) return false;
    const parser = createSseParser((data) => {
      received = true;
      deliver(data);
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return received;
        parser.push(value);
      }
    } finally {
      reader.releaseLock();
    }
  };

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        wake = null;
        resolve();
      }, ms);
      wake = () => {
        clearTimeout(timer);
        wake = null;
        resolve();
      };
    });

  const run = async () => {
    const backoff = { firstMs: FIRST_RECONNECT_DELAY_MS, maxMs: MAX_RECONNECT_DELAY_MS };
    let failures = 0;
    while (!closed) {
      connection = new AbortController();
      let received = false;
      try {
        received = await readOnce(connection.signal);
      } catch {
        // Refused, dropped or aborted: all end in the same pause-and-retry below.
      }
      if (closed) return;
      // A stream that delivered was healthy: start the backoff again from the bottom.
      if (received) failures = 0;
      failures += 1;
      await pause(backoffDelayMs(backoff, failures));
    }
  };

  return {
    subscribe(listener) {
      const unsubscribe = replay.subscribe(listener);
      if (!started && !closed) {
        started = true;
        void run();
      }
      return unsubscribe;
    },
    close() {
      closed = true;
      connection?.abort();
      wake?.();
    },
  };
}
