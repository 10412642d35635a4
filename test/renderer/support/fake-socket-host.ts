/**
 * A stand-in for the browser host's page socket (`renderer/src/bridge/desk-socket.ts`
 * is the page's end): an in-memory WebSocket class to hand the page, and the host's
 * side of every socket the page makes. A socket stays connecting until the test
 * opens or refuses it (or the host's `next` says what new ones do), records the
 * messages the page sends, and answers calls and sends events when told, or
 * answers every call by itself through `answering`.
 *
 * It behaves as a browser's WebSocket does where the page could tell: sending
 * before the socket opened throws, sending after it closed is dropped, and the
 * close the page asks for comes a moment later.
 */
import type { CallEnvelope } from '../../../shared/ipc/envelope.ts';
import type { IpcResult } from '../../../shared/ipc/errors.ts';

const CONNECTING = 0;
const OPEN = 1;
const CLOSING = 2;
const CLOSED = 3;

/** A call the page sent, as the host reads it. */
export type SentCall = CallEnvelope;

export interface FakeSocket {
  readonly url: string;
  readonly protocols: readonly string[];
  readonly readyState: number;
  /** Every message the page sent on this socket, parsed, oldest first. */
  readonly sent: readonly unknown[];
  /** The calls among them. */
  readonly calls: readonly SentCall[];
  /** The ids of the calls the page cancelled on this socket. */
  readonly cancels: readonly number[];
  /** Whether the page closed this socket itself. */
  readonly closedByPage: boolean;
  /** The host accepts the socket. */
  open(): void;
  /** The host refuses the opening (a wrong token, no host there): the page sees it close, never open. */
  refuse(): void;
  /** The host starts closing an open socket: the page sees it closing, and closed only at `lose`. */
  startClosing(): void;
  /** The socket drops after it was open (the host went away), or ends the closing the host started. */
  lose(): void;
  /** The host answers call `id`. */
  answer(id: number, result: IpcResult<unknown>): void;
  /** The host pushes an event beside the answers (any shape: the page checks it). */
  event(event: unknown): void;
  /** The host sends this text as it is. */
  deliver(text: string): void;
}

export interface FakeSocketHost {
  /** The class to hand the page (its `WebSocket` option, or the global). */
  readonly WebSocket: typeof WebSocket;
  /** Every socket the page made, oldest first. */
  readonly sockets: readonly FakeSocket[];
  /** The newest socket; fails when the page made none. */
  readonly latest: FakeSocket;
  /** What a new socket does a moment after the page made it: wait for the test (the default), open, or be refused. */
  next: 'wait' | 'open' | 'refuse';
  /** When set, every call the page sends on an open socket is answered with this a moment later. */
  answering: ((call: SentCall) => IpcResult<unknown>) | null;
}

export function createFakeSocketHost(): FakeSocketHost {
  const sockets: StandinSocket[] = [];

  class StandinSocket implements FakeSocket {
    static readonly CONNECTING = CONNECTING;
    static readonly OPEN = OPEN;
    static readonly CLOSING = CLOSING;
    static readonly CLOSED = CLOSED;
    readonly CONNECTING = CONNECTING;
    readonly OPEN = OPEN;
    readonly CLOSING = CLOSING;
    readonly CLOSED = CLOSED;

    readonly url: string;
    readonly protocols: readonly string[];
    readyState = CONNECTING;
    sent: unknown[] = [];
    closedByPage = false;
    onopen: ((event: Event) => void) | null = null;
    onmessage: ((event: MessageEvent) => void) | null = null;
    onerror: ((event: Event) => void) | null = null;
    onclose: ((event: CloseEvent) => void) | null = null;

    constructor(url: string | URL, protocols: string | string[] = []) {
      this.url = String(url);
      this.protocols = typeof protocols === 'string' ? [protocols] : [...protocols];
      sockets.push(this);
      const next = host.next;
      if (next !== 'wait') queueMicrotask(() => (next === 'open' ? this.open() : this.refuse()));
    }

    get calls(): SentCall[] {
      return this.sent.filter((message): message is SentCall => 'method' in (message as object));
    }

    get cancels(): number[] {
      return this.sent
        .filter((message) => (message as { cancel?: unknown }).cancel === true)
        .map((message) => (message as { id: number }).id);
    }

    send(text: string) {
      if (this.readyState === CONNECTING)
        throw new DOMException('Still in CONNECTING state.', 'InvalidStateError');
      if (this.readyState !== OPEN) return;
      const message = JSON.parse(text) as unknown;
      this.sent.push(message);
      const answering = host.answering;
      if (answering && typeof message === 'object' && message !== null && 'method' in message) {
        const call = message as SentCall;
        queueMicrotask(() => {
          if (this.readyState === OPEN) this.answer(call.id, answering(call));
        });
      }
    }

    close() {
      if (this.readyState === CLOSING || this.readyState === CLOSED) return;
      this.closedByPage = true;
      this.readyState = CLOSING;
      queueMicrotask(() => this.end(1000));
    }

    open() {
      if (this.readyState !== CONNECTING)
        throw new Error(`only a connecting socket opens (this one is ${this.readyState})`);
      this.readyState = OPEN;
      this.onopen?.(new Event('open'));
    }

    refuse() {
      if (this.readyState !== CONNECTING) throw new Error('only a connecting socket is refused');
      this.onerror?.(new Event('error'));
      this.end(1006);
    }

    startClosing() {
      if (this.readyState !== OPEN) throw new Error('only an open socket starts closing');
      this.readyState = CLOSING;
    }

    lose() {
      if (this.readyState !== OPEN && this.readyState !== CLOSING)
        throw new Error('only an open or closing socket is lost');
      this.end(1006);
    }

    answer(id: number, result: IpcResult<unknown>) {
      this.deliver(JSON.stringify({ id, result }));
    }

    event(event: unknown) {
      this.deliver(JSON.stringify({ event }));
    }

    deliver(text: string) {
      if (this.readyState !== OPEN) throw new Error('the host speaks only on an open socket');
      this.onmessage?.(new MessageEvent('message', { data: text }));
    }

    private end(code: number) {
      if (this.readyState === CLOSED) return;
      this.readyState = CLOSED;
      this.onclose?.(new CloseEvent('close', { code, wasClean: code !== 1006 }));
    }
  }

  const host: FakeSocketHost = {
    WebSocket: StandinSocket as unknown as typeof WebSocket,
    sockets,
    get latest() {
      const socket = sockets.at(-1);
      if (!socket) throw new Error('the page made no socket');
      return socket;
    },
    next: 'wait',
    answering: null,
  };
  return host;
}
