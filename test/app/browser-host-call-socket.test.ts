/**
 * The browser host's call socket: the page's contract calls over one WebSocket.
 * It answers as the HTTP route does, refuses every opener that is not our page
 * (no token, a wrong one, another site, another path), and cancels a call when
 * the page cancels it or goes away. A stand-in runtime stands behind it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { type BrowserHost, startBrowserHost } from '../../electron/browser-host/server.ts';
import { CancelledError } from '../../electron/http/errors.ts';
import { EventHub } from '../../electron/runtime/event-hub.ts';
import { type CallContext, type DeskHandlers, methods } from '../../shared/ipc/contract.ts';
import { readAnswerMessage } from '../../shared/ipc/envelope.ts';
import type { IpcResult } from '../../shared/ipc/errors.ts';
import { standinAppInfo } from '../support/standin-app-info.ts';

const TOKEN = 'socket-token-0123456789abcdefghijklmnopqrs';
const PROTOCOL = 'waiver-desk.calls';

const INFO = standinAppInfo(3);

/** Signals of the calls of `listTodayCheckins`, which answers only by being aborted. */
const slowCalls: AbortSignal[] = [];

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
  return handlers;
}

let host: BrowserHost;
let rendererDir: string;
const logged: string[] = [];

beforeAll(async () => {
  rendererDir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-call-socket-'));
  writeFileSync(
    path.join(rendererDir, 'index.html'),
    '<html><head><meta name="waiver-desk-token" content=""></head><body></body></html>',
  );
  host = await startBrowserHost({
    runtime: {
      handlers: standinHandlers(),
      events: new EventHub(() => {}),
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
  /** The answers that came, by id. */
  answer(id: number): Promise<IpcResult<unknown>>;
  closed: Promise<number>;
}

function open(
  protocols: string[] = [PROTOCOL, `token.${TOKEN}`],
  headers: Record<string, string> = { origin: origin() },
  pathAndQuery?: string,
): Promise<Opened> {
  const socket = new WebSocket(socketUrl(pathAndQuery), protocols, { headers });
  const answers = new Map<number, (result: IpcResult<unknown>) => void>();
  const early = new Map<number, IpcResult<unknown>>();
  socket.on('message', (data) => {
    const answer = readAnswerMessage<IpcResult<unknown>>(JSON.parse(String(data)));
    if (!answer) throw new Error(`not an answer: ${String(data)}`);
    const waiting = answers.get(answer.id);
    if (waiting) waiting(answer.result);
    else early.set(answer.id, answer.result);
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    socket.once('open', () =>
      resolve({
        socket,
        closed,
        answer: (id) =>
          early.has(id)
            ? Promise.resolve(early.get(id) as IpcResult<unknown>)
            : new Promise((settle) => answers.set(id, settle)),
      }),
    );
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`refused with ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
}

describe('the call socket', () => {
  it('answers a call as the HTTP route does, and checks its payload against the contract the same way', async () => {
    const { socket, answer } = await open();
    expect(socket.protocol).toBe(PROTOCOL);
    socket.send(JSON.stringify({ id: 1, method: 'getAppInfo', request: {} }));
    const overHttp = await fetch(`${host.url}rpc/getAppInfo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-waiver-desk-token': TOKEN },
      body: '{}',
    });
    expect(await answer(1)).toEqual(await overHttp.json());
    expect(await answer(1)).toEqual({ ok: true, value: INFO });

    socket.send(JSON.stringify({ id: 2, method: 'lookupWaivers', request: { text: 42 } }));
    const refused = await answer(2);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.error.code).toBe('invalid_request');
    socket.close();
  });

  it.each([
    ['without the token', [PROTOCOL], {}, undefined, 403],
    ['with a wrong token', [PROTOCOL, 'token.not-the-token'], {}, undefined, 403],
    ['from another site', [PROTOCOL, `token.${TOKEN}`], { origin: 'http://evil.example' }, undefined, 403],
    ['with no origin at all', [PROTOCOL, `token.${TOKEN}`], null, undefined, 403],
    ['on another path', [PROTOCOL, `token.${TOKEN}`], {}, '/rpc/getAppInfo', 404],
    ['in another protocol', ['chat', `token.${TOKEN}`], {}, undefined, 400],
  ] as const)(
    'refuses a socket %s, logging one line, and still serves the page',
    async (_name, protocols, extra, where, status) => {
      const before = logged.length;
      const headers: Record<string, string> = extra === null ? {} : { origin: origin(), ...extra };
      await expect(open([...protocols], headers, where)).rejects.toThrow(`refused with ${status}`);
      expect(logged.slice(before)).toHaveLength(1);
      expect(logged.at(-1)).toContain(`refused a call socket (${status})`);
      expect(logged.at(-1)).not.toContain(TOKEN);
      expect((await fetch(host.url)).status).toBe(200);
    },
  );

  it('cancels a call when the page cancels it, and every open call when the page goes away', async () => {
    const page = await open();
    page.socket.send(JSON.stringify({ id: 7, method: 'listTodayCheckins', request: {} }));
    await expect.poll(() => slowCalls.length).toBe(1);
    page.socket.send(JSON.stringify({ id: 7, cancel: true }));
    await expect.poll(() => slowCalls[0]?.aborted).toBe(true);

    page.socket.send(JSON.stringify({ id: 8, method: 'listTodayCheckins', request: {} }));
    await expect.poll(() => slowCalls.length).toBe(2);
    expect(slowCalls[1]?.aborted).toBe(false);
    page.socket.terminate();
    await expect.poll(() => slowCalls[1]?.aborted).toBe(true);
  });

  it('closes on a message that is not a call, and on a second call with the id of one still open', async () => {
    const garbled = await open();
    garbled.socket.send('{"this is": "not a call"}');
    expect(await garbled.closed).toBe(1008);

    const twice = await open();
    twice.socket.send(JSON.stringify({ id: 1, method: 'listTodayCheckins', request: {} }));
    twice.socket.send(JSON.stringify({ id: 1, method: 'listTodayCheckins', request: {} }));
    expect(await twice.closed).toBe(1008);
  });
});
