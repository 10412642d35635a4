/**
 * The contract as pages the browser host serves reach it, over a stand-in for the
 * host's page socket (`../support/fake-socket-host.ts`): every method of the
 * contract goes on the one socket by its name, the socket carries the page's
 * token and its own page id, a caller's signal cancels its call, and the events
 * come on the same socket. How the socket itself behaves (ids, waiting calls,
 * losing the host, reopening, checking events) is `desk-socket.test.ts`'s.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type BrowserTransport,
  createBrowserTransport,
} from '../../../renderer/src/bridge/browser-transport.ts';
import { BROWSER_TOKEN_META } from '../../../shared/ipc/channels.ts';
import { methods } from '../../../shared/ipc/contract.ts';
import type { DeskEvent } from '../../../shared/ipc/events.ts';
import { ok } from '../support/fake-bridge.ts';
import { createFakeSocketHost } from '../support/fake-socket-host.ts';
import { connectivity, readyInfo } from '../support/fixtures.ts';

const accountChanged = (sessionId: number) => ({ name: 'accountChanged', payload: readyInfo({ sessionId }) });

const transports: BrowserTransport[] = [];

function open(options: { token?: string; pageId?: string } = { token: 'tok', pageId: 'page-1' }) {
  const host = createFakeSocketHost();
  const transport = createBrowserTransport({ ...options, WebSocket: host.WebSocket });
  transports.push(transport);
  return { host, transport };
}

afterEach(() => {
  for (const transport of transports.splice(0)) transport.close();
  for (const meta of document.head.querySelectorAll('meta')) meta.remove();
  vi.useRealTimers();
});

describe('browser transport calls', () => {
  it('has every contract method, each sent on the socket by its name with its request and answered by its id', async () => {
    const { host, transport } = open();
    host.latest.open();
    host.answering = (call) => ok({ answered: call.method });
    for (const method of methods) {
      const call = transport[method] as (request: object) => Promise<unknown>;
      await expect(call({ asked: method })).resolves.toEqual({ ok: true, value: { answered: method } });
    }
    expect(host.latest.sent).toEqual(
      methods.map((method, id) => ({ id, method, request: { asked: method } })),
    );
    expect(host.sockets).toHaveLength(1);
  });

  it('offers the token the host wrote into the page as the second subprotocol, and its page id in the query', () => {
    const meta = document.createElement('meta');
    meta.name = BROWSER_TOKEN_META;
    meta.content = 'from-the-page';
    document.head.append(meta);
    const { host } = open({ pageId: 'page-1' });
    expect(host.latest.protocols).toEqual(['waiver-desk.calls', 'token.from-the-page']);
    const url = new URL(host.latest.url);
    expect(`${url.protocol}//${url.host}${url.pathname}`).toBe(`ws://${window.location.host}/calls`);
    expect(url.searchParams.get('page')).toBe('page-1');
  });

  it('draws a different page id for every page', () => {
    const ids = new Set<string | null>();
    for (let page = 0; page < 3; page++) {
      const { host } = open({ token: 'tok' });
      ids.add(new URL(host.latest.url).searchParams.get('page'));
    }
    expect(ids.size).toBe(3);
    expect(ids.has(null)).toBe(false);
  });

  it('hands the caller’s signal to the socket: an abandoned call comes back cancelled and is cancelled at the host', async () => {
    const { host, transport } = open();
    host.latest.open();
    const controller = new AbortController();
    const pending = transport.listTodayCheckins({}, { signal: controller.signal });
    controller.abort();
    await expect(pending).resolves.toEqual({ ok: false, error: { code: 'cancelled' } });
    expect(host.latest.sent).toEqual([
      { id: 0, method: 'listTodayCheckins', request: {} },
      { id: 0, cancel: true },
    ]);
  });

  it('says the host is not answering when the socket is refused', async () => {
    const { host, transport } = open();
    const pending = transport.getAppInfo({});
    host.latest.refuse();
    await expect(pending).resolves.toEqual({
      ok: false,
      error: { code: 'network', reason: { kind: 'host_not_answering' } },
    });
  });
});

describe('browser transport events', () => {
  it('hears the host’s events on the same socket, checked, the retained ones replayed to a late listener', () => {
    const { host, transport } = open();
    const received: DeskEvent[] = [];
    transport.subscribe((event) => received.push(event));
    host.latest.open();
    host.latest.event(accountChanged(1));
    host.latest.event({ name: 'connectivity', payload: { service: 'sideways' } });
    host.latest.event({ name: 'connectivity', payload: connectivity('offline', 1) });
    expect(received).toEqual([
      accountChanged(1),
      { name: 'connectivity', payload: connectivity('offline', 1) },
    ]);

    const late: DeskEvent[] = [];
    transport.subscribe((event) => late.push(event));
    expect(late).toEqual(received);
    expect(host.sockets).toHaveLength(1);
  });

  it('closes its socket for good on close(): no events, no reopening, and calls answer as not answering', async () => {
    vi.useFakeTimers();
    const { host, transport } = open();
    transport.subscribe(() => {});
    host.latest.open();
    transport.close();
    expect(host.latest.closedByPage).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(host.sockets).toHaveLength(1);
    await expect(transport.getAppInfo({})).resolves.toMatchObject({ ok: false, error: { code: 'network' } });
    expect(host.latest.sent).toEqual([]);
  });
});
