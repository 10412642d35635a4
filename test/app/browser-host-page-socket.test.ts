/**
 * The browser host's page socket: the page's one channel, a WebSocket carrying
 * its contract calls, their answers and main's events. It answers as Electron's
 * call port does (the dispatcher's own answer), sends the retained events first
 * and every new one beside the answers, supersedes a page's older call by its
 * newer one (never another page's), refuses every opener that is not our page
 * (no token, a wrong one, another site, another path), closes on a message that
 * is not ours or on more calls at once than a page makes, cancels a call when the
 * page cancels it or goes away, and drops a page that stopped reading. A stand-in
 * runtime stands behind it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { type BrowserHost, startBrowserHost } from '../../electron/browser-host/server.ts';
import { CancelledError } from '../../electron/http/errors.ts';
import { createDispatcher } from '../../electron/ipc/dispatch.ts';
import { EventHub } from '../../electron/runtime/event-hub.ts';
import { type CallContext, type DeskHandlers, methods } from '../../shared/ipc/contract.ts';
import { readAnswerMessage, readEventMessage } from '../../shared/ipc/envelope.ts';
import type { IpcResult } from '../../shared/ipc/errors.ts';
import { type DeskEvent, eventNames } from '../../shared/ipc/events.ts';
import { standinAppInfo } from '../support/standin-app-info.ts';

const TOKEN = 'socket-token-0123456789abcdefghijklmnopqrs';
const PROTOCOL = 'waiver-desk.calls';

const INFO = standinAppInfo(3);

/** Signals of the calls of `listTodayCheckins`, which answers only by being aborted. */
const slowCalls: AbortSignal[] = [];
/** The runs of `lookupWaivers` (a call the newest of one page wins), which answer only by being aborted. */
const lookups: { text: string; signal: AbortSignal }[] = [];

function standinHandlers(): DeskHandlers {
  const handlers = Object.fromEntries(
    methods.map((method) => [
      method,
      async () => {
        throw new Error(`${method} is not in this stand-in`);
      },
    ]),
  ) as unknown as DeskHandlers;
  handlers.getAppInfo = async () => INFO;
  handlers.listTodayCheckins = (_request, { signal }: CallContext) =>
    new Promise((_resolve, reject) => {
      slowCalls.push(signal);
      signal.addEventListener('abort', () => reject(new CancelledError({ endpoint: 'GET /v4/checkins' })));
    });
  handlers.lookupWaivers = ({ text }, { signal }: CallContext) =>
    new Promise((_resolve, reject) => {
      lookups.push({ text, signal });
      signal.addEventListener('abort', () => reject(new CancelledError({ endpoint: 'GET /v4/waivers' })));
    });
  return handlers;
}

let host: BrowserHost;
let rendererDir: string;
const hub = new EventHub(() => {});
const logged: string[] = [];

beforeAll(async () => {
  rendererDir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-page-socket-'));
  writeFileSync(
    path.join(rendererDir, 'index.html'),
    '<html><head><meta name="waiver-desk-token" content=""></head><body></body></html>',
  );
  host = await startBrowserHost({
    runtime: {
      handlers: standinHandlers(),
      events: hub,
      info: () => INFO,
      readFile: async () => {
        throw new Error('no files here');
      },
    },
    rendererDir,
    token: TOKEN,
    log: (line) => logged.push(line),
  });
});

afterAll(async () => {
  await host.close();
  rmSync(rendererDir, { recursive: true, force: true });
});

const origin = () => host.url.replace(/\/$/, '');
const socketUrl = (pathAndQuery = '/calls?page=page-1') => `${origin().replace('http', 'ws')}${pathAndQuery}`;

interface Opened {
  socket: WebSocket;
  /** The (latest) answer to the call `id`, once it came. */
  answer(id: number): Promise<IpcResult<unknown>>;
  /** Every event that came, in order. */
  events: DeskEvent[];
  /** Every message that came, answers and events, in order. */
  messages: unknown[];
  /** Resolves once `count` events have come in all. */
  eventsReach(count: number): Promise<void>;
  closed: Promise<number>;
}

function open(
  protocols: string[] = [PROTOCOL, `token.${TOKEN}`],
  headers: Record<string, string> = { origin: origin() },
  pathAndQuery?: string,
): Promise<Opened> {
  const socket = new WebSocket(socketUrl(pathAndQuery), protocols, { headers });
  const answers = new Map<number, (result: IpcResult<unknown>) => void>();
  const got = new Map<number, IpcResult<unknown>>();
  const events: DeskEvent[] = [];
  const messages: unknown[] = [];
  let eventWaiters: { count: number; resolve: () => void }[] = [];
  socket.on('message', (data) => {
    const message: unknown = JSON.parse(String(data));
    messages.push(message);
    const pushed = readEventMessage(message);
    if (pushed) {
      events.push(pushed.event as DeskEvent);
      const due = eventWaiters.filter((waiter) => events.length >= waiter.count);
      eventWaiters = eventWaiters.filter((waiter) => events.length < waiter.count);
      for (const waiter of due) waiter.resolve();
      return;
    }
    const answer = readAnswerMessage<IpcResult<unknown>>(message);
    if (!answer) throw new Error(`neither an answer nor an event: ${String(data).slice(0, 200)}`);
    got.set(answer.id, answer.result);
    answers.get(answer.id)?.(answer.result);
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    socket.once('open', () =>
      resolve({
        socket,
        closed,
        events,
        messages,
        eventsReach: (count) =>
          events.length >= count
            ? Promise.resolve()
            : new Promise((settle) => eventWaiters.push({ count, resolve: settle })),
        answer: (id) =>
          got.has(id)
            ? Promise.resolve(got.get(id) as IpcResult<unknown>)
            : new Promise((settle) => answers.set(id, settle)),
      }),
    );
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`refused with ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
}

const send = (page: Opened, message: unknown) => page.socket.send(JSON.stringify(message));

describe('the page socket', () => {
  it("answers a call as Electron's call port does, and checks its payload against the contract the same way", async () => {
    const page = await open();
    expect(page.socket.protocol).toBe(PROTOCOL);
    // What the port answers is what the dispatcher answers: the socket must add or lose nothing.
    const direct = createDispatcher(standinHandlers(), { scope: () => INFO.sessionId });
    send(page, { id: 1, method: 'getAppInfo', request: {} });
    expect(await page.answer(1)).toEqual(await direct.call('getAppInfo', {}, { caller: 'port' }));
    expect(await page.answer(1)).toEqual({ ok: true, value: INFO });

    send(page, { id: 2, method: 'lookupWaivers', request: { text: 42 } });
    const refused = await page.answer(2);
    expect(refused).toEqual(await direct.call('lookupWaivers', { text: 42 }, { caller: 'port' }));
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.error.code).toBe('invalid_request');

    send(page, { id: 3, method: 'noSuchMethod', request: {} });
    expect(await page.answer(3)).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    page.socket.close();
  });

  it.each([
    ['without the token', [PROTOCOL], {}, undefined, 403],
    ['with a wrong token', [PROTOCOL, 'token.not-the-token'], {}, undefined, 403],
    ['from another site', [PROTOCOL, `token.${TOKEN}`], { origin: 'http://evil.example' }, undefined, 403],
    ['with no origin at all', [PROTOCOL, `token.${TOKEN}`], null, undefined, 403],
    ['on another path', [PROTOCOL, `token.${TOKEN}`], {}, '/rpc/getAppInfo', 404],
    ['on the old event stream', [PROTOCOL, `token.${TOKEN}`], {}, '/events', 404],
    ['in another protocol', ['chat', `token.${TOKEN}`], {}, undefined, 400],
  ] as const)(
    'refuses a socket %s, logging one line, and still serves the page',
    async (_name, protocols, extra, where, status) => {
      const before = logged.length;
      const headers: Record<string, string> = extra === null ? {} : { origin: origin(), ...extra };
      await expect(open([...protocols], headers, where)).rejects.toThrow(`refused with ${status}`);
      expect(logged.slice(before)).toHaveLength(1);
      expect(logged.at(-1)).toContain(`refused a page socket (${status})`);
      expect(logged.at(-1)).not.toContain(TOKEN);
      expect((await fetch(host.url)).status).toBe(200);
    },
  );

  it('sends the retained events as soon as it opens, then each new event in order beside the answers', async () => {
    const connectivity = {
      sessionId: INFO.sessionId,
      service: 'online' as const,
      since: '2024-05-01T10:00:00.000Z',
      lastAnsweredAt: null,
    };
    hub.emit('connectivity', connectivity);
    hub.emit('accountChanged', INFO);
    const page = await open();
    // The desk's present state first, in contract order (not the order it was emitted in), before any call.
    await page.eventsReach(2);
    expect(page.messages).toEqual([
      { event: { name: 'accountChanged', payload: INFO } },
      { event: { name: 'connectivity', payload: connectivity } },
    ]);

    send(page, { id: 1, method: 'getAppInfo', request: {} });
    const arrived = (n: number) => ({
      sessionId: INFO.sessionId,
      waivers: [
        { waiverId: `W${n}`, name: `Guest ${n}`, title: 'Climb', createdOn: '2024-05-01', autoTag: '' },
      ],
    });
    for (const n of [1, 2, 3]) hub.emit('waiverArrived', arrived(n));
    hub.emit('accountChanged', { ...INFO, timeZone: 'Etc/GMT-3' });
    expect(await page.answer(1)).toEqual({ ok: true, value: INFO });
    await page.eventsReach(6);
    expect(page.events.slice(2)).toEqual([
      { name: 'waiverArrived', payload: arrived(1) },
      { name: 'waiverArrived', payload: arrived(2) },
      { name: 'waiverArrived', payload: arrived(3) },
      { name: 'accountChanged', payload: { ...INFO, timeZone: 'Etc/GMT-3' } },
    ]);
    // A page opened now starts from the newest state, and hears nothing of what passed.
    const late = await open();
    await late.eventsReach(2);
    expect(late.events).toEqual([
      { name: 'accountChanged', payload: { ...INFO, timeZone: 'Etc/GMT-3' } },
      { name: 'connectivity', payload: connectivity },
    ]);
    page.socket.close();
    late.socket.close();
  });

  it('cancels a call when the page cancels it, and every open call when the page goes away', async () => {
    const start = slowCalls.length;
    const page = await open();
    send(page, { id: 7, method: 'listTodayCheckins', request: {} });
    await expect.poll(() => slowCalls.length).toBe(start + 1);
    send(page, { id: 7, cancel: true });
    await expect.poll(() => slowCalls[start]?.aborted).toBe(true);

    send(page, { id: 8, method: 'listTodayCheckins', request: {} });
    await expect.poll(() => slowCalls.length).toBe(start + 2);
    expect(slowCalls[start + 1]?.aborted).toBe(false);
    page.socket.terminate();
    await expect.poll(() => slowCalls[start + 1]?.aborted).toBe(true);
  });

  it("supersedes a page's older call by its newer one, never another page's", async () => {
    const start = lookups.length;
    const first = await open(undefined, undefined, '/calls?page=page-a');
    const other = await open(undefined, undefined, '/calls?page=page-b');
    send(first, { id: 1, method: 'lookupWaivers', request: { text: 'older' } });
    await expect.poll(() => lookups.length).toBe(start + 1);
    send(other, { id: 1, method: 'lookupWaivers', request: { text: 'other page' } });
    await expect.poll(() => lookups.length).toBe(start + 2);
    // Another page's call leaves this page's alone.
    expect(lookups[start]?.signal.aborted).toBe(false);

    send(first, { id: 2, method: 'lookupWaivers', request: { text: 'newer' } });
    expect(await first.answer(1)).toEqual({
      ok: false,
      error: { code: 'cancelled', reason: { kind: 'superseded' } },
    });
    expect(lookups[start]?.signal.aborted).toBe(true);
    await expect.poll(() => lookups.length).toBe(start + 3);
    expect(lookups.slice(start).map((each) => [each.text, each.signal.aborted])).toEqual([
      ['older', true],
      ['other page', false],
      ['newer', false],
    ]);
    // The socket closing cancels what is left.
    first.socket.close();
    other.socket.close();
    await expect.poll(() => lookups.slice(start).every((each) => each.signal.aborted)).toBe(true);
  });

  it.each([
    ['text that is not JSON', '{not json', 'a message that is not a call'],
    ['JSON that is not a call', '{"this is": "not a call"}', 'a message that is not a call'],
    [
      'a binary message',
      Buffer.from('{"id":1,"method":"getAppInfo","request":{}}'),
      'a message that is not a call',
    ],
  ] as const)('closes (1008) on %s, logging one line', async (_name, message, words) => {
    const before = logged.length;
    const page = await open();
    page.socket.send(message);
    expect(await page.closed).toBe(1008);
    await expect.poll(() => logged.slice(before)).toEqual([`browser host: closed a page socket: ${words}`]);
    expect((await fetch(host.url)).status).toBe(200);
  });

  it('closes on a second call with the id of one still open, and cancels the first', async () => {
    const start = slowCalls.length;
    const before = logged.length;
    const twice = await open();
    send(twice, { id: 1, method: 'listTodayCheckins', request: {} });
    send(twice, { id: 1, method: 'listTodayCheckins', request: {} });
    expect(await twice.closed).toBe(1008);
    await expect.poll(() => slowCalls[start]?.aborted).toBe(true);
    expect(logged.slice(before)).toEqual([
      'browser host: closed a page socket: a call with the id of one still open',
    ]);
  });

  it('closes a page that has more calls open at once than a page makes, cancelling them', async () => {
    const start = slowCalls.length;
    const before = logged.length;
    const page = await open();
    // 63 calls waiting and a 64th answered beside them: still a page of ours. (Identical reads share one run.)
    for (let id = 1; id <= 63; id++) send(page, { id, method: 'listTodayCheckins', request: {} });
    send(page, { id: 100, method: 'getAppInfo', request: {} });
    expect(await page.answer(100)).toEqual({ ok: true, value: INFO });
    expect(page.socket.readyState).toBe(WebSocket.OPEN);
    send(page, { id: 64, method: 'listTodayCheckins', request: {} });
    send(page, { id: 65, method: 'listTodayCheckins', request: {} });
    expect(await page.closed).toBe(1008);
    await expect.poll(() => slowCalls.slice(start).every((signal) => signal.aborted)).toBe(true);
    expect(slowCalls.length).toBeGreaterThan(start);
    expect(logged.slice(before)).toEqual([
      'browser host: closed a page socket: more calls at once than a page makes',
    ]);
  });

  it('terminates a page that stopped reading once more than 1 MB waits for it, and keeps the page that reads', async () => {
    const before = logged.length;
    const subscribers = hub.subscriberCount;
    const reading = await open();
    const stalled = await open();
    await expect.poll(() => hub.subscriberCount).toBe(subscribers + 2);
    // The stalled page's end stops taking bytes off its socket: the kernel's buffers fill, then the host's.
    (stalled.socket as unknown as { _socket: Socket })._socket.pause();
    const retained = eventNames.filter((name) => hub.latest(name) !== undefined).length;
    const big = (n: number) => ({
      sessionId: INFO.sessionId,
      waivers: [
        { waiverId: `W${n}`, name: 'x'.repeat(200_000), title: 'Big', createdOn: '2024-05-01', autoTag: '' },
      ],
    });
    const stopped = () => logged.slice(before).some((line) => line.includes('the page stopped reading'));
    let sent = 0;
    // 100 MB at most: far past what the kernel holds for a paused loopback socket.
    while (!stopped() && sent < 500) {
      sent += 1;
      hub.emit('waiverArrived', big(sent));
      // The page that reads has read all of it before the next: only the stalled one falls behind.
      await reading.eventsReach(retained + sent);
    }
    expect(stopped()).toBe(true);
    expect(logged.slice(before)).toEqual(['browser host: closed a page socket: the page stopped reading']);
    await expect.poll(() => hub.subscriberCount).toBe(subscribers + 1);
    // More than a megabyte went out before it was dropped, and the reading page still has its socket.
    expect(sent * 200_000).toBeGreaterThan(1024 * 1024);
    hub.emit('waiverArrived', big(sent + 1));
    await reading.eventsReach(retained + sent + 1);
    send(reading, { id: 1, method: 'getAppInfo', request: {} });
    expect(await reading.answer(1)).toEqual({ ok: true, value: INFO });
    expect(logged.slice(before)).toHaveLength(1);
    reading.socket.close();
    stalled.socket.terminate();
    await expect.poll(() => hub.subscriberCount).toBe(subscribers);
  });
});
