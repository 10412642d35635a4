import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type BrowserTransport,
  createBrowserTransport,
} from '../../../renderer/src/bridge/browser-transport.ts';
import { BROWSER_PAGE_HEADER, BROWSER_TOKEN_HEADER } from '../../../shared/ipc/channels.ts';
import { methods } from '../../../shared/ipc/contract.ts';
import type { DeskEvent } from '../../../shared/ipc/events.ts';
import { connectivity, readyInfo } from '../support/fixtures.ts';
import { createFakeFetch } from '../support/sse-response.ts';

const message = (event: unknown) => `data: ${JSON.stringify(event)}\n\n`;
const accountChanged = (sessionId: number) => ({ name: 'accountChanged', payload: readyInfo({ sessionId }) });

/** Lets the transport's stream reading (promise chains) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let transport: BrowserTransport | null = null;

function open(fake = createFakeFetch()) {
  transport = createBrowserTransport({ fetch: fake.fetch, token: 'tok', pageId: 'page-1' });
  return { fake, transport };
}

afterEach(() => {
  transport?.close();
  transport = null;
});

describe('browser transport calls', () => {
  it('has every contract method, each a POST to its own route with token and page id', async () => {
    const { fake, transport } = open();
    for (const method of methods) {
      const call = transport[method] as (request: object) => Promise<unknown>;
      await call({});
    }
    expect(fake.requests.map((request) => request.url)).toEqual(methods.map((method) => `/rpc/${method}`));
    for (const { init } of fake.requests) {
      expect(init.method).toBe('POST');
      expect(init.headers).toMatchObject({ [BROWSER_TOKEN_HEADER]: 'tok', [BROWSER_PAGE_HEADER]: 'page-1' });
    }
  });

  it('hands the caller’s signal to fetch, and an abandoned call comes back cancelled', async () => {
    const { fake, transport } = open();
    fake.answerRpc(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = transport.listTodayCheckins({}, { signal: controller.signal });
    expect(fake.requests[0]?.init.signal).toBe(controller.signal);
    controller.abort();
    await expect(pending).resolves.toMatchObject({ ok: false, error: { code: 'cancelled' } });
  });

  it('says the host is not answering when fetch fails', async () => {
    const { fake, transport } = open();
    fake.answerRpc(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(transport.getAppInfo({})).resolves.toMatchObject({ ok: false, error: { code: 'network' } });
  });

  it('draws a different page id for every page', () => {
    const ids = new Set<string>();
    for (let page = 0; page < 3; page++) {
      const fake = createFakeFetch();
      const own = createBrowserTransport({ fetch: fake.fetch, token: 'tok' });
      void own.getAppInfo({});
      const headers = fake.requests[0]?.init.headers as Record<string, string> | undefined;
      ids.add(String(headers?.[BROWSER_PAGE_HEADER]));
      own.close();
    }
    expect(ids.size).toBe(3);
  });
});

describe('browser transport events', () => {
  it('reads the stream with the token, across chunks split anywhere, skipping comments', async () => {
    const { fake, transport } = open();
    const received: DeskEvent[] = [];
    transport.subscribe((event) => received.push(event));
    await settle();
    expect(fake.requests[0]).toMatchObject({ url: '/events' });
    expect(fake.requests[0]?.init.headers).toMatchObject({ [BROWSER_TOKEN_HEADER]: 'tok' });
    const text = `: keep-alive\n\n${message(accountChanged(4))}${message({ name: 'connectivity', payload: connectivity('offline', 4) })}`;
    const stream = fake.streams[0]!;
    for (let at = 0; at < text.length; at += 7) stream.push(text.slice(at, at + 7));
    await settle();
    expect(received.map((event) => event.name)).toEqual(['accountChanged', 'connectivity']);
    expect(received[1]?.payload).toMatchObject({ service: 'offline', sessionId: 4 });
  });

  it('drops events that are not JSON, unknown, or off-contract', async () => {
    const { fake, transport } = open();
    const received: DeskEvent[] = [];
    transport.subscribe((event) => received.push(event));
    await settle();
    const stream = fake.streams[0]!;
    stream.push('data: {not json\n\n');
    stream.push(message({ name: 'somethingElse', payload: {} }));
    stream.push(message({ name: 'connectivity', payload: { service: 'sideways' } }));
    stream.push(message(accountChanged(2)));
    await settle();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ name: 'accountChanged', payload: { sessionId: 2 } });
  });

  it('gives a late listener the latest value of each retained event first', async () => {
    const { fake, transport } = open();
    transport.subscribe(() => {});
    await settle();
    fake.streams[0]!.push(message(accountChanged(1)) + message(accountChanged(2)));
    fake.streams[0]!.push(message({ name: 'connectivity', payload: connectivity('online', 2) }));
    await settle();
    const late: DeskEvent[] = [];
    transport.subscribe((event) => late.push(event));
    expect(late).toEqual([
      { name: 'accountChanged', payload: readyInfo({ sessionId: 2 }) },
      { name: 'connectivity', payload: connectivity('online', 2) },
    ]);
    expect(fake.requests.filter((request) => request.url === '/events')).toHaveLength(1);
  });

  it('reconnects after the stream drops, waiting 1 s and doubling while it stays down', async () => {
    vi.useFakeTimers();
    const { fake, transport } = open();
    const received: DeskEvent[] = [];
    transport.subscribe((event) => received.push(event));
    await vi.advanceTimersByTimeAsync(0);
    const streamRequests = () => fake.requests.filter((request) => request.url === '/events').length;
    expect(streamRequests()).toBe(1);

    fake.streams[0]!.push(message(accountChanged(1)));
    fake.streams[0]!.end();
    fake.refuseNextStream();
    await vi.advanceTimersByTimeAsync(999);
    expect(streamRequests()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(streamRequests()).toBe(2); // refused
    await vi.advanceTimersByTimeAsync(1_999);
    expect(streamRequests()).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(streamRequests()).toBe(3); // open again

    fake.streams[1]!.push(message(accountChanged(2)));
    await vi.advanceTimersByTimeAsync(0);
    expect(received.map((event) => event.payload.sessionId)).toEqual([1, 2]);

    // That stream delivered, so after it drops the pauses start again from 1 s.
    fake.streams[1]!.end();
    await vi.advanceTimersByTimeAsync(999);
    expect(streamRequests()).toBe(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(streamRequests()).toBe(4);
  });

  it('never waits longer than 30 s between attempts', async () => {
    vi.useFakeTimers();
    const fake = createFakeFetch();
    const refusing = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/events') throw new TypeError('Failed to fetch');
      return fake.fetch(input, init);
    });
    transport = createBrowserTransport({ fetch: refusing as typeof fetch, token: 'tok', pageId: 'p' });
    transport.subscribe(() => {});
    // 1 + 2 + 4 + 8 + 16 s, then 30 s each.
    await vi.advanceTimersByTimeAsync(31_000);
    expect(refusing).toHaveBeenCalledTimes(6);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(refusing).toHaveBeenCalledTimes(6);
    await vi.advanceTimersByTimeAsync(1);
    expect(refusing).toHaveBeenCalledTimes(7);
  });

  it('stops reading and reconnecting once closed', async () => {
    vi.useFakeTimers();
    const { fake, transport } = open();
    transport.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(0);
    transport.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fake.requests.filter((request) => request.url === '/events')).toHaveLength(1);
  });
});
