/**
 * The browser host against requests no page of ours sends: any web page in the
 * same browser can make the browser send them, and raw sockets can send worse.
 * After each, the host must still serve the page, and must have logged exactly one
 * line. A stand-in runtime stands behind it: no service is needed to refuse these.
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
import { standinAppInfo } from '../support/standin-app-info.ts';
import { worded } from '../support/worded.ts';

const TOKEN = 'hardening-token-0123456789abcdefghijklmnopq';
const PAGE = '<html><head><meta name="waiver-desk-token" content=""></head><body></body></html>';

const INFO = standinAppInfo(7);

interface Standin {
  runtime: BrowserHostRuntime;
  /** Resolves when the slow handler starts; `aborted` once its signal fired. */
  slow: { started: Promise<void>; aborted: Promise<boolean> };
  files: { readFile: (ref: FileRef, signal: AbortSignal) => Promise<DeskFile> };
}

/** Every method refuses, except the few a test gives a body; `listTodayCheckins` waits for its abort. */
function standinRuntime(): Standin {
  let markStarted: () => void = () => {};
  let markAborted: (aborted: boolean) => void = () => {};
  const started = new Promise<void>((resolve) => {
    markStarted = resolve;
  });
  const aborted = new Promise<boolean>((resolve) => {
    markAborted = resolve;
  });
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
      markStarted();
      signal.addEventListener('abort', () => {
        markAborted(signal.aborted);
        reject(new CancelledError({ endpoint: 'GET /v4/checkins' }));
      });
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
    slow: { started, aborted },
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

describe('browser host against hostile requests', () => {
  let rig: TestHost;
  let host: BrowserHost;
  let standin: Standin;
  const logged: string[] = [];
  let head: (extra?: string) => string;

  beforeAll(async () => {
    rig = await startTestHost('hostile', logged, {
      bodyBytes: 64 * 1024,
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
      'OPTIONS on a contract call',
      () => `OPTIONS /rpc/getAppInfo HTTP/1.1\r\n${head()}\r\n`,
      /^HTTP\/1\.1 405 /,
    ],
    ['CONNECT', () => `CONNECT 127.0.0.1:22 HTTP/1.1\r\n${head()}\r\n`, /^HTTP\/1\.1 405 /],
    ['no Host at all', () => 'GET / HTTP/1.0\r\n\r\n', /^HTTP\/1\.1 403 /],
    ['a foreign Host', () => 'GET / HTTP/1.1\r\nHost: evil.example\r\n\r\n', /^HTTP\/1\.1 403 /],
    [
      'a GET carrying a body',
      () => `GET / HTTP/1.1\r\n${head('Content-Length: 5\r\n')}\r\nhello`,
      /^HTTP\/1\.1 400 /,
    ],
    [
      'a contract call that is not JSON',
      () =>
        `POST /rpc/getAppInfo HTTP/1.1\r\n${head(`x-waiver-desk-token: ${TOKEN}\r\nContent-Type: text/plain\r\nContent-Length: 2\r\n`)}\r\n{}`,
      /^HTTP\/1\.1 415 /,
    ],
    [
      'a declared body larger than the limit',
      () =>
        `POST /rpc/getAppInfo HTTP/1.1\r\n${head(`x-waiver-desk-token: ${TOKEN}\r\nContent-Type: application/json\r\nContent-Length: 2000000\r\n`)}\r\n{"a":`,
      /^HTTP\/1\.1 413 /,
    ],
    [
      'an unterminated chunked body the client gives up on',
      () =>
        `POST /rpc/getAppInfo HTTP/1.1\r\n${head(`x-waiver-desk-token: ${TOKEN}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n`)}\r\n2\r\n{}\r\n`,
      /^HTTP\/1\.1 400 /,
    ],
    [
      'a chunked body with a broken chunk size',
      () =>
        `POST /rpc/getAppInfo HTTP/1.1\r\n${head(`x-waiver-desk-token: ${TOKEN}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n`)}\r\nzz\r\n{}\r\n0\r\n\r\n`,
      /^HTTP\/1\.1 400 /,
    ],
  ];

  it.each(requests)('survives %s, answers it and logs one line', async (_name, bytes, status) => {
    const before = logged.length;
    const answer = await raw(host.port, bytes(), { halfClose: true });
    expect(answer.text).toMatch(status);
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

  it('survives a chunked body larger than the limit', async () => {
    const before = logged.length;
    const chunk = 'x'.repeat(16 * 1024);
    const body = `${Array.from({ length: 8 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`).join('')}0\r\n\r\n`;
    const answer = await raw(
      host.port,
      `POST /rpc/getAppInfo HTTP/1.1\r\n${head(`x-waiver-desk-token: ${TOKEN}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n`)}\r\n${body}`,
    );
    if (answer.text) expect(answer.text).toMatch(/^HTTP\/1\.1 413 /);
    await expectStillServing(before);
  });

  it('cuts off a body that never ends, and a head that never ends, at the timeouts', async () => {
    let before = logged.length;
    const body = await raw(
      host.port,
      `POST /rpc/getAppInfo HTTP/1.1\r\n${head(`x-waiver-desk-token: ${TOKEN}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n`)}\r\n1\r\n{\r\n`,
    );
    expect(body.text).toMatch(/^HTTP\/1\.1 408 /);
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

  it('keeps an event stream open past the request timeout', async () => {
    const before = logged.length;
    const controller = new AbortController();
    const response = await fetch(`${host.url}events`, {
      headers: { 'x-waiver-desk-token': TOKEN },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body?.getReader();
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    standin.runtime.events.emit('accountChanged', INFO);
    const chunk = await reader?.read();
    expect(new TextDecoder().decode(chunk?.value)).toContain('"name":"accountChanged"');
    controller.abort();
    // The host lets go of a stream whose client left.
    await expect.poll(() => standin.runtime.events.subscriberCount).toBe(0);
    await expectStillServing(before, 0);
  });

  it('answers an exception in a handler as an internal error, logged once', async () => {
    const before = logged.length;
    const response = await fetch(`${host.url}rpc/getAccount`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-waiver-desk-token': TOKEN },
      body: '{}',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: false, error: { code: 'internal' } });
    await expectStillServing(before);
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
    const controller = new AbortController();
    const call = fetch(`${host.url}rpc/listTodayCheckins`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-waiver-desk-token': TOKEN,
        'x-waiver-desk-page': 'tab-1',
      },
      body: '{}',
      signal: controller.signal,
    });
    await standin.slow.started;
    controller.abort();
    await expect(call).rejects.toThrow();
    expect(await standin.slow.aborted).toBe(true);
    expect(logged).toEqual([]);
  });

  it('closes while calls and keep-alive sockets are open, without waiting for them', async () => {
    // Nothing here ends by itself for ten minutes: a close that waited for any of it would never finish.
    const patient = await startTestHost('patient', [], {
      headersTimeoutMs: 600_000,
      requestTimeoutMs: 600_000,
    });
    const opened = (socket: Socket) => new Promise((resolve) => socket.once('connect', resolve));
    try {
      // A keep-alive socket from an earlier call, an idle raw socket, a request head half sent, a call in flight.
      expect((await fetch(patient.host.url)).status).toBe(200);
      const idle = connect(patient.host.port, '127.0.0.1');
      const halfSent = connect(patient.host.port, '127.0.0.1');
      // The host cuts them: that is the point, not an error of the test.
      for (const socket of [idle, halfSent]) socket.on('error', () => {});
      await Promise.all([opened(idle), opened(halfSent)]);
      halfSent.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${patient.host.port}\r\n`);
      const call = fetch(`${patient.host.url}rpc/listTodayCheckins`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-waiver-desk-token': TOKEN },
        body: '{}',
      }).catch(() => 'cut');
      await patient.standin.slow.started;
      const closed = Promise.all(
        [idle, halfSent].map((socket) => new Promise((resolve) => socket.once('close', resolve))),
      );
      await patient.host.close();
      await closed;
      await call;
      expect(await patient.standin.slow.aborted).toBe(true);
    } finally {
      await patient.stop();
    }
  });
});

describe('browser host event stream upkeep', () => {
  it('sends a keep-alive comment on a quiet stream', async () => {
    const { host, standin, stop } = await startTestHost('keepalive', [], { eventKeepAliveMs: 50 });
    const controller = new AbortController();
    try {
      const response = await fetch(`${host.url}events`, {
        headers: { 'x-waiver-desk-token': TOKEN },
        signal: controller.signal,
      });
      const chunk = await response.body?.getReader().read();
      expect(new TextDecoder().decode(chunk?.value)).toBe(': keep-alive\n\n');
      expect(standin.runtime.events.subscriberCount).toBe(1);
    } finally {
      controller.abort();
      await stop();
    }
    expect(standin.runtime.events.subscriberCount).toBe(0);
  });
});
