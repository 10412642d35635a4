/**
 * The page's end of the call socket, over a stand-in WebSocket: calls go on the
 * socket while it is open and by HTTP otherwise, a cancelled call is cancelled at
 * the host, and a lost socket ends its calls as lost (never sent again) and opens
 * again by itself.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type BrowserTransport,
  createBrowserTransport,
} from '../../../renderer/src/bridge/browser-transport.ts';
import { readCallMessage } from '../../../shared/ipc/envelope.ts';
import { readyInfo } from '../support/fixtures.ts';
import { createFakeFetch } from '../support/sse-response.ts';

/** A WebSocket that opens when told, records what is sent, and answers when told. */
class StandinSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 3;
  static made: StandinSocket[] = [];
  readonly OPEN = 1;
  readyState = StandinSocket.CONNECTING;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;

  readonly url: string;
  readonly protocols: string[];

  constructor(url: string, protocols: string[]) {
    this.url = url;
    this.protocols = protocols;
    StandinSocket.made.push(this);
  }

  send(text: string) {
    this.sent.push(readCallMessage(JSON.parse(text)));
  }

  close() {
    this.lose();
  }

  open() {
    this.readyState = StandinSocket.OPEN;
    this.onopen?.();
  }

  answer(id: number, result: unknown) {
    this.onmessage?.({ data: JSON.stringify({ id, result }) });
  }

  lose() {
    if (this.readyState === StandinSocket.CLOSED) return;
    this.readyState = StandinSocket.CLOSED;
    this.onclose?.();
  }
}

let transport: BrowserTransport | null = null;

function start() {
  StandinSocket.made = [];
  const fake = createFakeFetch();
  transport = createBrowserTransport({
    fetch: fake.fetch,
    token: 'tok',
    pageId: 'page-1',
    callSocket: {
      url: 'ws://127.0.0.1:1/calls?page=page-1',
      WebSocket: StandinSocket as unknown as typeof WebSocket,
    },
  });
  const socket = StandinSocket.made[0] as StandinSocket;
  return { fake, transport, socket };
}

afterEach(() => {
  transport?.close();
  transport = null;
  vi.useRealTimers();
});

describe('the call socket, from the page', () => {
  it('offers its protocol and the token, goes by HTTP until the socket is open, then by the socket', async () => {
    const { fake, transport, socket } = start();
    expect(socket.protocols).toEqual(['waiver-desk.calls', 'token.tok']);

    await transport.getAppInfo({});
    expect(fake.requests.map((request) => request.url)).toEqual(['/rpc/getAppInfo']);

    socket.open();
    const answer = transport.lookupWaivers({ text: 'ann' });
    expect(socket.sent).toEqual([{ id: 0, method: 'lookupWaivers', request: { text: 'ann' } }]);
    socket.answer(0, { ok: true, value: { text: 'ann', matches: [] } });
    expect(await answer).toEqual({ ok: true, value: { text: 'ann', matches: [] } });
    expect(fake.requests.map((request) => request.url)).toEqual(['/rpc/getAppInfo']);
  });

  it('cancels a call at the host when the page abandons it, and answers it as cancelled at once', async () => {
    const { transport, socket } = start();
    socket.open();
    const controller = new AbortController();
    const answer = transport.lookupWaivers({ text: 'an' }, { signal: controller.signal });
    controller.abort();
    const result = await answer;
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code).toBe('cancelled');
    expect(socket.sent).toEqual([
      { id: 0, method: 'lookupWaivers', request: { text: 'an' } },
      { id: 0, cancel: true },
    ]);
    // A late answer to it changes nothing.
    socket.answer(0, { ok: true, value: { text: 'an', matches: [] } });
  });

  it('ends the calls of a lost socket as the host not answering, never sends them again, and opens anew', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { fake, transport, socket } = start();
    socket.open();
    // The request's content does not matter here: the stand-in host never reads it.
    const sending = transport.sendWaiverSms({} as never);
    socket.lose();
    const result = await sending;
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code).toBe('network');
    expect(fake.requests.filter((request) => request.url === '/rpc/sendWaiverSms')).toEqual([]);

    expect(StandinSocket.made).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(StandinSocket.made).toHaveLength(2);
    const again = StandinSocket.made[1] as StandinSocket;
    again.open();
    const info = transport.getAppInfo({});
    const [asked] = again.sent as { id: number; method: string }[];
    expect(asked?.method).toBe('getAppInfo');
    again.answer(asked?.id ?? -1, { ok: true, value: readyInfo() });
    expect(await info).toEqual({ ok: true, value: readyInfo() });
  });
});
