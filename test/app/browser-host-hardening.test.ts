/**
 * The browser host against requests no page of ours sends: any web page in the
 * same browser can make the browser send them, and raw sockets can send worse.
 * After each, the host must still serve the page, and must have logged exactly one
 * line (a path the page does not have is no refusal: a 404, no line). The
 * contract's old HTTP routes (`POST /rpc/…`, `GET /events`) are gone: a request
 * for them is answered as any other path, and what guarded them (a body over the
 * limit, a call that is not ours) is held on the page socket. Calls there are
 * cancelled when the page abandons them, goes away or the host closes, and a quiet
 * page socket outlives the request timeouts and holds one event subscription until
 * it closes. A stand-in runtime stands behind it: no service is needed to refuse these.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type BrowserHost,
  type BrowserHostRuntime,
  startBrowserHost,
} from '../../electron/browser-host/server.ts';
import type { DeskFile } from '../../electron/desk/files.ts';
import { CancelledError, RateLimitError } from '../../electron/http/errors.ts';
import { EventHub } from '../../electron/runtime/event-hub.ts';
import { type CallContext, type DeskHandlers, methods } from '../../shared/ipc/contract.ts';
import type { DeskErrorInfo } from '../../shared/ipc/errors.ts';
import type { FileRef } from '../../shared/ipc/files.ts';
import { callDeskOnce, connectDesk } from '../support/desk-socket-client.ts';
import { openRawPageSocket } from '../support/raw-page-socket.ts';
import { standinAppInfo } from '../support/standin-app-info.ts';
import { worded } from '../support/worded.ts';

const TOKEN = 'hardening-token-0123456789abcdefghijklmnopq';
const PAGE = '<html><head><meta name="waiver-desk-token" content=""></head><body></body></html>';

const INFO = standinAppInfo(7);

interface Standin {
  runtime: BrowserHostRuntime;
  /** The signal of each run of the slow handler, in order: it ends only when its signal aborts. */
  slow: AbortSignal[];
  files: { readFile: (ref: FileRef, signal: AbortSignal) => Promise<DeskFile> };
}

/** Every method refuses, except the few a test gives a body; `listTodayCheckins` waits for its abort. */
function standinRuntime(): Standin {
  const slow: AbortSignal[] = [];
  const handlers = Object.fromEntries(
    methods.map((method) => [
      method,
      async () => {
        throw new Error(`${method} is not\nin this stand-in`);
      },
    ]),
  ) as unknown as DeskHandlers;
  handlers.getAppInfo = async () => INFO;
  handlers.listTodayCheckins = (_request, { signal }: CallContext) =>
    new Promise((_resolve, reject) => {
      slow.push(signal);
      signal.addEventListener('abort', () => reject(new CancelledError({ endpoint: 'GET /v4/checkins' })));
    });
  const files = {
    readFile: async (_ref: FileRef, _signal: AbortSignal): Promise<DeskFile> => ({
      bytes: new Uint8Array([1, 2, 3]),
      contentType: 'image/png',
    }),
  };
  return {
    runtime: {
      handlers,
      events: new EventHub(() => {}),
      info: () => INFO,
      readFile: (ref, signal) => files.readFile(ref, signal),
    },
    slow,
    files,
  };
}

interface TestHost {
  host: BrowserHost;
  standin: Standin;
  /** Closes the host and removes its page. */
  stop: () => Promise<void>;
}

/** A host over a stand-in runtime and a one-file page, logging its lines into `logged`. */
async function startTestHost(
  name: string,
  logged: string[],
  limits?: Parameters<typeof startBrowserHost>[0]['limits'],
): Promise<TestHost> {
  const rendererDir = mkdtempSync(path.join(tmpdir(), `waiver-desk-${name}-`));
  writeFileSync(path.join(rendererDir, 'index.html'), PAGE);
  const standin = standinRuntime();
  const host = await startBrowserHost({
    runtime: standin.runtime,
    rendererDir,
    token: TOKEN,
    log: (line) => logged.push(line),
    ...(limits ? { limits } : {}),
  });
  return {
    host,
    standin,
    stop: async () => {
      await host.close();
      rmSync(rendererDir, { recursive: true, force: true });
    },
  };
}

interface RawResult {
  /** What came back before the socket closed (may be empty when the host reset it). */
  text: string;
  error: string | null;
}

/** Writes raw bytes on a fresh socket and collects the answer until the host closes it. */
function raw(
  port: number,
  bytes: string | Buffer,
  options: { halfClose?: boolean; timeoutMs?: number } = {},
): Promise<RawResult> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    let error: string | null = null;
    const timer = setTimeout(() => socket.destroy(), options.timeoutMs ?? 5_000);
    socket.on('connect', () => {
      socket.write(bytes, () => {
        if (options.halfClose) socket.end();
      });
    });
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
    });
    socket.on('error', (failure: NodeJS.ErrnoException) => {
      error = failure.code ?? failure.message;
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text, error });
    });
  });
}

const openPageSocket = (host: BrowserHost) => openRawPageSocket(host.port, TOKEN, 'p1');

describe('browser host against hostile requests', () => {
  let rig: TestHost;
  let host: BrowserHost;
  let standin: Standin;
  const logged: string[] = [];
  let head: (extra?: string) => string;

  beforeAll(async () => {
    rig = await startTestHost('hostile', logged, {
      messageBytes: 64 * 1024,
      headersTimeoutMs: 500,
      requestTimeoutMs: 1_000,
    });
    ({ host, standin } = rig);
    head = (extra = '') => `Host: 127.0.0.1:${host.port}\r\n${extra}`;
  });

  afterAll(async () => {
    await rig?.stop();
  });

  /**
   * The host still serves the page, and logged exactly `lines` new lines since `before`: waited for,
   * not counted after a pause a late line would miss. (None is waited for too: the connection has
   * closed and the page been served since, so a line of it would be in.)
   */
  async function expectStillServing(before: number, lines = 1) {
    const page = await fetch(host.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(TOKEN);
    await expect.poll(() => logged.slice(before).length).toBe(lines);
    expect(logged.slice(before), logged.slice(before).join(' / ')).toHaveLength(lines);
    for (const line of logged.slice(before)) {
      expect(line).not.toContain(TOKEN);
      expect(line).not.toContain('\n');
    }
  }

  /** A WebSocket upgrade of `target`, as a browser sends it, with `headers` (Host and the rest). */
  const upgrade = (target: string, headers: string) =>
    `GET ${target} HTTP/1.1\r\n${headers}Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`;
  const ourOrigin = () => `Origin: http://127.0.0.1:${host.port}\r\n`;
  const tokenProtocol = `Sec-WebSocket-Protocol: waiver-desk.calls, token.${TOKEN}\r\n`;

  const requests: [name: string, bytes: () => string, status: RegExp][] = [
    ['a target the URL parser rejects', () => `GET //[ HTTP/1.1\r\n${head()}\r\n`, /^HTTP\/1\.1 400 /],
    ['broken percent-encoding', () => `GET /%E0%A4%A HTTP/1.1\r\n${head()}\r\n`, /^HTTP\/1\.1 400 /],
    [
      'an absolute-form target that does not parse',
      () => `GET http://[::1 HTTP/1.1\r\n${head()}\r\n`,
      /^HTTP\/1\.1 400 /,
    ],
    [
      'an absolute-form target for another host',
      () => `GET http://evil.example/ HTTP/1.1\r\n${head()}\r\n`,
      /^HTTP\/1\.1 400 /,
    ],
    [
      'a protocol-relative target',
      () => `GET //evil.example/x HTTP/1.1\r\n${head()}\r\n`,
      /^HTTP\/1\.1 400 /,
    ],
    ['a backslash target', () => `GET /\\evil.example/x HTTP/1.1\r\n${head()}\r\n`, /^HTTP\/1\.1 400 /],
    ['an encoded NUL in the path', () => `GET /index%00.html HTTP/1.1\r\n${head()}\r\n`, /^HTTP\/1\.1 400 /],
    [
      'an absurdly long path',
      () => `GET /${'a'.repeat(5_000)} HTTP/1.1\r\n${head()}\r\n`,
      /^HTTP\/1\.1 414 /,
    ],
    [
      'a header without a colon',
      () => `GET / HTTP/1.1\r\n${head('no-colon-here\r\n')}\r\n`,
      /^HTTP\/1\.1 400 /,
    ],
    ['a method Node does not know', () => `BREW / HTTP/1.1\r\n${head()}\r\n`, /^HTTP\/1\.1 400 /],
    ['a method not served', () => `DELETE / HTTP/1.1\r\n${head()}\r\n`, /^HTTP\/1\.1 405 /],
    [
      "OPTIONS on the page socket's path",
      () => `OPTIONS /calls?page=p1 HTTP/1.1\r\n${head()}\r\n`,
      /^HTTP\/1\.1 405 /,
    ],
    [
      'OPTIONS on a file',
      () => `OPTIONS /files/waiver-pdf/W123/0 HTTP/1.1\r\n${head()}\r\n`,
      /^HTTP\/1\.1 405 /,
    ],
    ['CONNECT', () => `CONNECT 127.0.0.1:22 HTTP/1.1\r\n${head()}\r\n`, /^HTTP\/1\.1 405 /],
    ['no Host at all', () => 'GET / HTTP/1.0\r\n\r\n', /^HTTP\/1\.1 403 /],
    ['a foreign Host', () => 'GET / HTTP/1.1\r\nHost: evil.example\r\n\r\n', /^HTTP\/1\.1 403 /],
    [
      'a page socket opened for a foreign Host',
      () => upgrade('/calls?page=p1', `Host: evil.example:${host.port}\r\n${ourOrigin()}${tokenProtocol}`),
      /^HTTP\/1\.1 403 /,
    ],
    [
      'an upgrade to something other than the page socket',
      () => upgrade('/', `${head(ourOrigin())}${tokenProtocol}`),
      /^HTTP\/1\.1 404 /,
    ],
    [
      'a page socket opened without its protocol',
      () => upgrade('/calls?page=p1', head(ourOrigin())),
      /^HTTP\/1\.1 400 /,
    ],
    [
      'a GET carrying a body',
      () => `GET / HTTP/1.1\r\n${head('Content-Length: 5\r\n')}\r\nhello`,
      /^HTTP\/1\.1 400 /,
    ],
    [
      'a contract call on the old route (POST /rpc/…)',
      () =>
        `POST /rpc/getAppInfo HTTP/1.1\r\n${head(`x-waiver-desk-token: ${TOKEN}\r\nContent-Type: application/json\r\nContent-Length: 2\r\n`)}\r\n{}`,
      /^HTTP\/1\.1 405 /,
    ],
    [
      'a POST declaring a body larger than a message may be',
      () =>
        `POST /files/waiver-pdf/W123/0 HTTP/1.1\r\n${head(`x-waiver-desk-token: ${TOKEN}\r\nContent-Type: application/json\r\nContent-Length: 2000000\r\n`)}\r\n{"a":`,
      /^HTTP\/1\.1 405 /,
    ],
    [
      'a GET declaring a body larger than a message may be',
      () =>
        `GET /files/waiver-pdf/W123/0 HTTP/1.1\r\n${head(`x-waiver-desk-token: ${TOKEN}\r\nContent-Length: 2000000\r\n`)}\r\n{"a":`,
      /^HTTP\/1\.1 400 /,
    ],
    [
      'an unterminated chunked body the client gives up on',
      () =>
        `GET /files/waiver-pdf/W123/0 HTTP/1.1\r\n${head(`x-waiver-desk-token: ${TOKEN}\r\nTransfer-Encoding: chunked\r\n`)}\r\n2\r\n{}\r\n`,
      /^HTTP\/1\.1 400 /,
    ],
    [
      'a chunked body with a broken chunk size',
      () => `GET / HTTP/1.1\r\n${head('Transfer-Encoding: chunked\r\n')}\r\nzz\r\n{}\r\n0\r\n\r\n`,
      /^HTTP\/1\.1 400 /,
    ],
  ];

  it.each(requests)('survives %s, answers it and logs one line', async (_name, bytes, status) => {
    const before = logged.length;
    const answer = await raw(host.port, bytes(), { halfClose: true });
    expect(answer.text).toMatch(status);
    await expectStillServing(before);
  });

  it('answers the old routes as the page route does: the event stream is no file, a POST is not served', async () => {
    const headers = { 'x-waiver-desk-token': TOKEN };
    let before = logged.length;
    const events = await fetch(`${host.url}events`, { headers });
    expect(events.status).toBe(404);
    expect(events.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    // Not a refusal, no line: a path the page does not have, as any other.
    await expectStillServing(before, 0);
    before = logged.length;
    const call = await fetch(`${host.url}rpc/getAppInfo`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(call.status).toBe(405);
    expect(call.headers.get('allow')).toBe('GET, HEAD');
    // Refusals are plain words now, never a contract result a page could take for an answer.
    expect(call.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await call.text()).toMatch(/^Only GET and HEAD/);
    await expectStillServing(before);
  });

  it('survives a request line of 100 KB', async () => {
    const before = logged.length;
    const answer = await raw(host.port, `GET /${'a'.repeat(100_000)} HTTP/1.1\r\n${head()}\r\n`);
    // The host may reset the socket while the client is still writing; if an answer got through, it refuses.
    if (answer.text) expect(answer.text).toMatch(/^HTTP\/1\.1 431 /);
    await expectStillServing(before);
  });

  it('survives 2 MB of headers', async () => {
    const before = logged.length;
    const many = Array.from({ length: 20_000 }, (_, i) => `x-filler-${i}: ${'v'.repeat(90)}\r\n`).join('');
    const answer = await raw(host.port, `GET / HTTP/1.1\r\n${head(many)}\r\n`);
    if (answer.text) expect(answer.text).toMatch(/^HTTP\/1\.1 431 /);
    await expectStillServing(before);
  });

  it('survives a chunked body larger than a message may be, on a GET', async () => {
    const before = logged.length;
    const chunk = 'x'.repeat(16 * 1024);
    const body = `${Array.from({ length: 8 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`).join('')}0\r\n\r\n`;
    const answer = await raw(
      host.port,
      `GET /files/waiver-pdf/W123/0 HTTP/1.1\r\n${head(`x-waiver-desk-token: ${TOKEN}\r\nTransfer-Encoding: chunked\r\n`)}\r\n${body}`,
    );
    if (answer.text) expect(answer.text).toMatch(/^HTTP\/1\.1 400 /);
    await expectStillServing(before);
  });

  it('closes a page socket whose message is larger than the limit, and still serves', async () => {
    const before = logged.length;
    const page = await openPageSocket(host);
    // A call padded past the limit: the host stops reading it there (1009, too big) instead of taking it whole.
    page.socket.send(
      JSON.stringify({ id: 1, method: 'lookupWaivers', request: { text: 'x'.repeat(64 * 1024) } }),
    );
    expect(await page.closed).toBe(1009);
    await expectStillServing(before);
    // Nothing ran (the stand-in's lookup would have failed, and said so in a line): the one line is the refusal.
    expect(logged.slice(before)).toEqual([expect.stringContaining('closed a page socket: a message larger')]);
  });

  it('refuses a body that never ends at once, and cuts off a head that never ends at the timeout', async () => {
    let before = logged.length;
    const body = await raw(
      host.port,
      `GET /files/waiver-pdf/W123/0 HTTP/1.1\r\n${head(`x-waiver-desk-token: ${TOKEN}\r\nTransfer-Encoding: chunked\r\n`)}\r\n1\r\n{\r\n`,
    );
    // No route takes a body, so none is waited for: refused, not timed out.
    expect(body.text).toMatch(/^HTTP\/1\.1 400 /);
    await expectStillServing(before);
    before = logged.length;
    const headers = await raw(host.port, `GET / HTTP/1.1\r\n${head()}x-slow: 1\r\n`);
    expect(headers.text).toMatch(/^HTTP\/1\.1 408 /);
    await expectStillServing(before);
  });

  it('drops a connection that never sends a byte without a word', async () => {
    const before = logged.length;
    const silent = await raw(host.port, '');
    expect(silent.text).toBe('');
    await expectStillServing(before, 0);
  });

  it('keeps a page socket open past the request timeout, carrying events and answers', async () => {
    const before = logged.length;
    const page = await connectDesk(host.url, { token: TOKEN });
    try {
      await expect.poll(() => standin.runtime.events.subscriberCount).toBe(1);
      // Two heads that never end, one after the other, each cut off at the head timeout: by then
      // more than the request timeout (two head timeouts) has passed since the socket opened.
      for (let slowHead = 0; slowHead < 2; slowHead++) {
        const cut = await raw(host.port, `GET / HTTP/1.1\r\n${head()}x-slow: 1\r\n`);
        expect(cut.text).toMatch(/^HTTP\/1\.1 408 /);
      }
      standin.runtime.events.emit('accountChanged', INFO);
      await expect.poll(() => page.events.at(-1)).toEqual({ name: 'accountChanged', payload: INFO });
      expect(await page.call('getAppInfo')).toEqual({ ok: true, value: INFO });
    } finally {
      page.close();
    }
    // The host lets go of a page whose socket closed.
    await expect.poll(() => standin.runtime.events.subscriberCount).toBe(0);
    await expectStillServing(before, 2);
  });

  it('answers an exception in a handler as an internal error, logged once', async () => {
    const before = logged.length;
    expect(await callDeskOnce(host.url, 'getAccount', {}, { token: TOKEN })).toMatchObject({
      ok: false,
      error: { code: 'internal' },
    });
    await expectStillServing(before);
    expect(logged.at(-1)).toContain('getAccount failed');
  });
});

describe('browser host file route failures', () => {
  let rig: TestHost;
  let host: BrowserHost;
  let standin: Standin;
  const logged: string[] = [];
  const get = (url: string) => fetch(`${host.url}${url}`, { headers: { 'x-waiver-desk-token': TOKEN } });

  beforeAll(async () => {
    rig = await startTestHost('files', logged);
    ({ host, standin } = rig);
  });

  afterAll(async () => {
    await rig?.stop();
  });

  it('serves the bytes with their type', async () => {
    const response = await get('files/waiver-photo/W123/2');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([1, 2, 3]);
  });

  it('says when to try again after the rate limit', async () => {
    const before = logged.length;
    standin.files.readFile = async () => {
      throw new RateLimitError({
        endpoint: 'GET /v4/waivers/{waiverId}',
        status: 429,
        retryAfterSeconds: 12.2,
      });
    };
    const response = await get('files/waiver-pdf/W123/0');
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('13');
    const failure = (await response.json()) as DeskErrorInfo;
    expect(failure).toMatchObject({ code: 'rate_limited', retryAfterSeconds: 12.2 });
    expect(worded(failure).message).toMatch(/request budget/);
    expect(logged.slice(before)).toHaveLength(0);
  });

  it('answers our own failure with 500 and one log line', async () => {
    const before = logged.length;
    standin.files.readFile = async () => {
      throw new TypeError('a bug in the desk');
    };
    const response = await get('files/waiver-pdf/W123/0');
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain('a bug in the desk');
    await expect.poll(() => logged.slice(before)).toHaveLength(1);
    expect(logged[before]).toContain('TypeError');
  });
});

describe('browser host cancellation', () => {
  let rig: TestHost;
  let host: BrowserHost;
  let standin: Standin;
  const logged: string[] = [];

  beforeAll(async () => {
    rig = await startTestHost('abort', logged);
    ({ host, standin } = rig);
  });

  afterEach(() => {
    logged.length = 0;
  });

  afterAll(async () => {
    await rig?.stop();
  });

  it('aborts the handler when the page abandons the call', async () => {
    const page = await connectDesk(host.url, { token: TOKEN, pageId: 'tab-1' });
    try {
      const start = standin.slow.length;
      const controller = new AbortController();
      const call = page.call('listTodayCheckins', {}, controller.signal);
      await expect.poll(() => standin.slow.length).toBe(start + 1);
      controller.abort();
      expect(await call).toEqual({ ok: false, error: { code: 'cancelled' } });
      await expect.poll(() => standin.slow[start]?.aborted).toBe(true);
      // The page's socket stays: only that call ended.
      expect(await page.call('getAppInfo')).toEqual({ ok: true, value: INFO });
    } finally {
      page.close();
    }
    expect(logged).toEqual([]);
  });

  it('aborts the handler when the page goes away in the middle of the call', async () => {
    const page = await connectDesk(host.url, { token: TOKEN, pageId: 'tab-2' });
    const start = standin.slow.length;
    const call = page.call('listTodayCheckins');
    await expect.poll(() => standin.slow.length).toBe(start + 1);
    // A closed tab: its socket goes, no cancellation is sent.
    page.close();
    expect(await call).toMatchObject({ ok: false, error: { code: 'network' } });
    await expect.poll(() => standin.slow[start]?.aborted).toBe(true);
    expect(logged).toEqual([]);
  });

  it('closes while calls and keep-alive sockets are open, without waiting for them', async () => {
    // Nothing here ends by itself for ten minutes: a close that waited for any of it would never finish.
    const patient = await startTestHost('patient', [], {
      headersTimeoutMs: 600_000,
      requestTimeoutMs: 600_000,
    });
    const opened = (socket: Socket) => new Promise((resolve) => socket.once('connect', resolve));
    const page = await connectDesk(patient.host.url, { token: TOKEN });
    try {
      // A keep-alive socket from an earlier request, an idle raw socket, a request head half sent, a call in flight.
      expect((await fetch(patient.host.url)).status).toBe(200);
      const idle = connect(patient.host.port, '127.0.0.1');
      const halfSent = connect(patient.host.port, '127.0.0.1');
      // The host cuts them: that is the point, not an error of the test.
      for (const socket of [idle, halfSent]) socket.on('error', () => {});
      await Promise.all([opened(idle), opened(halfSent)]);
      halfSent.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${patient.host.port}\r\n`);
      const call = page.call('listTodayCheckins');
      await expect.poll(() => patient.standin.slow.length).toBe(1);
      const closed = Promise.all(
        [idle, halfSent].map((socket) => new Promise((resolve) => socket.once('close', resolve))),
      );
      await patient.host.close();
      await closed;
      // The page's socket went with the host: its call ends, the handler's work is aborted.
      expect(await call).toMatchObject({ ok: false, error: { code: 'network' } });
      // The page would open its socket again: there is nothing to open it to.
      page.close();
      await expect.poll(() => patient.standin.slow[0]?.aborted).toBe(true);
      await expect.poll(() => patient.standin.runtime.events.subscriberCount).toBe(0);
    } finally {
      page.close();
      await patient.stop();
    }
  });
});

describe('browser host page socket upkeep', () => {
  it('holds one event subscription per open page socket, and lets go of it when the page leaves or the host closes', async () => {
    const { host, standin, stop } = await startTestHost('upkeep', []);
    const events = standin.runtime.events;
    const first = await openPageSocket(host);
    const second = await openPageSocket(host);
    try {
      await expect.poll(() => events.subscriberCount).toBe(2);
      // A quiet socket is not reaped: it carries the next event whenever it comes.
      events.emit('accountChanged', INFO);
      await expect.poll(() => second.events).toEqual([{ name: 'accountChanged', payload: INFO }]);
      first.socket.close();
      await first.closed;
      await expect.poll(() => events.subscriberCount).toBe(1);
      await stop();
      // The host's close ended the other page's socket too, and nothing of it is left subscribed.
      expect(await second.closed).toBe(1006);
      await expect.poll(() => events.subscriberCount).toBe(0);
    } finally {
      first.socket.terminate();
      second.socket.terminate();
      await stop();
    }
  });
});
