import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SandboxHandle, type SandboxOptions, startSandbox } from '@waiver-desk/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { type BrowserHost, startBrowserHost } from '../../electron/browser-host/server.ts';
import { type DeskRuntime, startRuntime } from '../../electron/desk/desk-runtime.ts';
import type { AccountPlan } from '../../electron/runtime/account-plan.ts';
import type { DeskErrorInfo } from '../../shared/ipc/errors.ts';
import type { DeskEvent } from '../../shared/ipc/events.ts';
import { configuredPlan } from '../support/configured-plan.ts';
import { callDeskOnce, connectDesk, type DeskClient } from '../support/desk-socket-client.ts';
import { middayZone } from '../support/midday-zone.ts';
import { openRawPageSocket } from '../support/raw-page-socket.ts';
import { worded } from '../support/worded.ts';

const TOKEN = 'test-token-0123456789abcdefghijklmnopqrstuvw';

interface HostRig {
  sandbox: SandboxHandle;
  runtime: DeskRuntime;
  host: BrowserHost;
  /** Every line the host logged. */
  logged: string[];
  close(): Promise<void>;
}

/** A sandbox, a runtime configured for it with `deskApiKey`, and the browser host in front. */
async function startHostRig(sandboxOptions: SandboxOptions, deskApiKey: string): Promise<HostRig> {
  const rendererDir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-renderer-'));
  writeFileSync(
    path.join(rendererDir, 'index.html'),
    '<html><head><meta name="waiver-desk-token" content=""></head><body></body></html>',
  );
  const timeZone = sandboxOptions.timeZone ?? middayZone().zone;
  const sandbox = await startSandbox({ ...sandboxOptions, timeZone });
  const runtime = await startRuntime({
    host: 'browser',
    plan: configuredPlan(sandbox, deskApiKey, timeZone),
    demoPlan: (): AccountPlan => ({
      mode: 'demo',
      timeZone,
      timeouts: { requestMs: 15_000, searchMs: 60_000 },
    }),
  });
  const logged: string[] = [];
  const host = await startBrowserHost({
    runtime,
    rendererDir,
    token: TOKEN,
    log: (line) => logged.push(line),
  });
  return {
    sandbox,
    runtime,
    host,
    logged,
    async close() {
      await host.close();
      await runtime.close();
      await sandbox.close();
      rmSync(rendererDir, { recursive: true, force: true });
    },
  };
}

/** One call on a page socket of its own, as the page makes it. */
function call<T = unknown>(host: BrowserHost, method: string, request: unknown = {}) {
  return callDeskOnce<T>(host.url, method, request, { token: TOKEN });
}

/** Waits until `client` has heard `count` events in all, and returns them. */
async function eventsOf(client: DeskClient, count: number): Promise<readonly DeskEvent[]> {
  await expect.poll(() => client.events.length).toBeGreaterThanOrEqual(count);
  return client.events;
}

/** Waits for the first event after the first `from` that `matches`, and returns it. */
async function nextEvent(client: DeskClient, from: number, matches: (event: DeskEvent) => boolean) {
  await expect.poll(() => client.events.slice(from).some(matches)).toBe(true);
  return client.events.slice(from).find(matches) as DeskEvent;
}

const openPageSocket = (host: BrowserHost) => openRawPageSocket(host.port, TOKEN, 'raw');

interface UpgradeOptions {
  token?: string | null;
  origin?: string | null;
  hostHeader?: string;
}

/** The status an upgrade to the page socket gets (101: opened); node:http, so Host and Origin can be forged. */
function upgradeStatus(host: BrowserHost, options: UpgradeOptions = {}): Promise<number> {
  const token = options.token === undefined ? TOKEN : options.token;
  const origin = options.origin === undefined ? `http://127.0.0.1:${host.port}` : options.origin;
  const headers: Record<string, string> = {
    host: options.hostHeader ?? `127.0.0.1:${host.port}`,
    connection: 'Upgrade',
    upgrade: 'websocket',
    'sec-websocket-version': '13',
    'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
    'sec-websocket-protocol': token === null ? 'waiver-desk.calls' : `waiver-desk.calls, token.${token}`,
  };
  if (origin !== null) headers.origin = origin;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: host.port, path: '/calls?page=p1', headers });
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve(res.statusCode ?? 0);
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

/** fetch() will not let a test forge Host; node:http will. */
function statusWithHost(host: BrowserHost, pathName: string, hostHeader: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: host.port, path: pathName, headers: { host: hostHeader } },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('browser host over a configured sandbox account', () => {
  let rig: HostRig;
  let host: BrowserHost;

  beforeAll(async () => {
    rig = await startHostRig({ seed: 11, apiKeys: ['host-test-key'], waivers: 400 }, 'host-test-key');
    host = rig.host;
  });

  afterAll(async () => {
    await rig?.close();
  });

  it('serves the page with the token injected and a strict CSP', async () => {
    const response = await fetch(host.url);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`<meta name="waiver-desk-token" content="${TOKEN}">`);
    const csp = response.headers.get('content-security-policy');
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' blob:;");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toContain('data:');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('answers contract calls on a page socket that carries the token', async () => {
    const result = await call<{ checkins: { date: string }[] }>(host, 'listTodayCheckins');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.checkins.length).toBeGreaterThan(0);
    const dates = result.value.checkins.map((checkin) => Date.parse(checkin.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('refuses a page socket without the token, from a foreign origin or for a foreign host', async () => {
    // Only page sockets subscribe to this runtime's events: none is left of an earlier test.
    await expect.poll(() => rig.runtime.events.subscriberCount).toBe(0);
    // The same upgrade with everything right opens: each refusal below is for the one thing changed.
    expect(await upgradeStatus(host)).toBe(101);
    expect(await upgradeStatus(host, { token: null })).toBe(403);
    expect(await upgradeStatus(host, { token: 'not-the-token' })).toBe(403);
    expect(await upgradeStatus(host, { origin: 'http://evil.example' })).toBe(403);
    expect(await upgradeStatus(host, { origin: null })).toBe(403);
    expect(await upgradeStatus(host, { hostHeader: `evil.example:${host.port}` })).toBe(403);
    expect(await statusWithHost(host, '/', `evil.example:${host.port}`)).toBe(403);
    // No refused socket was ever subscribed to the desk's events; the one opened has let go.
    await expect.poll(() => rig.runtime.events.subscriberCount).toBe(0);
  });

  it('refuses malformed calls with specific errors', async () => {
    // A message that is not a call is no page of ours: its socket is closed (1008, policy).
    const page = await openPageSocket(host);
    page.socket.send('{not json');
    expect(await page.closed).toBe(1008);
    expect(await call(host, 'getAppInfo', { unexpected: true })).toMatchObject({
      ok: false,
      error: { code: 'invalid_request' },
    });
    expect(await call(host, 'noSuchMethod')).toMatchObject({
      ok: false,
      error: { code: 'invalid_request' },
    });
    // The old HTTP route is gone: a call there is refused, never run.
    const post = await fetch(`${host.url}rpc/getAppInfo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-waiver-desk-token': TOKEN },
      body: '{}',
    });
    expect(post.status).toBe(405);
    expect(post.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const get = await fetch(`${host.url}rpc/getAppInfo`, { headers: { 'x-waiver-desk-token': TOKEN } });
    expect(get.status).toBe(404);
  });

  it('sends events from main on the page socket, current state first, then beside the answers', async () => {
    const page = await connectDesk(host.url, { token: TOKEN });
    try {
      // Retained state first, in contract order.
      const [first, second, third] = await eventsOf(page, 3);
      expect(first).toMatchObject({ name: 'accountChanged', payload: rig.runtime.info() });
      expect(second).toMatchObject({
        name: 'connectivity',
        payload: { sessionId: rig.runtime.info().sessionId },
      });
      // This rig keeps no copy of the account (no data directory), and says so.
      expect(third).toMatchObject({
        name: 'syncProgress',
        payload: { sessionId: rig.runtime.info().sessionId, phase: 'unavailable' },
      });
      const from = page.events.length;
      const answered = page.call('getAppInfo');
      rig.runtime.events.emit('accountChanged', { ...rig.runtime.info(), timeZone: 'Etc/GMT-3' });
      expect(await answered).toEqual({ ok: true, value: rig.runtime.info() });
      expect(await nextEvent(page, from, (event) => event.name === 'accountChanged')).toMatchObject({
        name: 'accountChanged',
        payload: { timeZone: 'Etc/GMT-3' },
      });
    } finally {
      page.close();
    }
  });

  it('sends no event to a socket it refused, and the old event stream is gone', async () => {
    await expect.poll(() => rig.runtime.events.subscriberCount).toBe(0);
    for (const refused of [
      new WebSocket(`ws://127.0.0.1:${host.port}/calls?page=p1`, ['waiver-desk.calls', 'token.nope'], {
        origin: `http://127.0.0.1:${host.port}`,
      }),
      new WebSocket(`ws://127.0.0.1:${host.port}/calls?page=p1`, ['waiver-desk.calls', `token.${TOKEN}`], {
        origin: 'http://evil.example',
      }),
    ]) {
      const messages: unknown[] = [];
      refused.on('message', (data) => messages.push(data));
      const status = await new Promise<number>((resolve, reject) => {
        refused.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        refused.once('open', () => reject(new Error('a socket it should refuse opened')));
        refused.once('error', reject);
      });
      expect(status).toBe(403);
      expect(messages).toEqual([]);
    }
    expect(rig.runtime.events.subscriberCount).toBe(0);
    // What was the event stream is a path the page does not have; a POST there is not served.
    expect((await fetch(`${host.url}events`, { headers: { 'x-waiver-desk-token': TOKEN } })).status).toBe(
      404,
    );
    expect(
      (await fetch(`${host.url}events`, { method: 'POST', headers: { 'x-waiver-desk-token': TOKEN } }))
        .status,
    ).toBe(405);
  });

  it('serves a signed PDF only to requests carrying the token', async () => {
    const waiverId = rig.sandbox.dataset.waivers[0]?.waiverId ?? '';
    expect(waiverId).not.toBe('');
    const url = `${host.url}files/waiver-pdf/${waiverId}/0`;
    expect((await fetch(url)).status).toBe(403);
    expect((await fetch(url, { headers: { 'x-waiver-desk-token': 'wrong' } })).status).toBe(403);
    const response = await fetch(url, { headers: { 'x-waiver-desk-token': TOKEN } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-disposition')).toBe('inline');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
  });

  it('answers files that do not exist, or paths that name no file, with 404', async () => {
    const headers = { 'x-waiver-desk-token': TOKEN };
    const unknown = await fetch(`${host.url}files/waiver-pdf/NoSuchWaiver123/0`, { headers });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const failure = (await unknown.json()) as DeskErrorInfo;
    expect(failure).toMatchObject({ code: 'not_found' });
    expect(worded(failure).message).toMatch(/no such record/i);
    for (const bad of ['files/waiver-pdf/abc/1', 'files/nothing/abc/0', 'files/waiver-photo/abc', 'files/']) {
      expect((await fetch(`${host.url}${bad}`, { headers })).status).toBe(404);
    }
  });

  it('logs refusals in one line each, never the token or a header value', async () => {
    const before = rig.logged.length;
    expect(await upgradeStatus(host, { token: 'leaky-token-value' })).toBe(403);
    expect(await upgradeStatus(host, { origin: 'http://leaky-origin.example' })).toBe(403);
    expect(await statusWithHost(host, '/', 'leaky-host.example')).toBe(403);
    expect(
      (
        await fetch(`${host.url}files/waiver-pdf/W1/0`, {
          headers: { 'x-waiver-desk-token': 'leaky-token-value' },
        })
      ).status,
    ).toBe(403);
    await expect.poll(() => rig.logged.length - before).toBe(4);
    const lines = rig.logged.slice(before);
    expect(lines).toHaveLength(4);
    const text = lines.join('\n');
    for (const secret of [TOKEN, 'leaky-token-value', 'leaky-origin', 'leaky-host']) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('browser host events across an account switch', () => {
  let rig: HostRig;

  beforeAll(async () => {
    rig = await startHostRig({ seed: 3, apiKeys: ['switch-key'], waivers: 50 }, 'switch-key');
  });

  afterAll(async () => {
    await rig?.close();
  });

  it('delivers a real switch to an open page and its result to a late one first', async () => {
    const early = await connectDesk(rig.host.url, { token: TOKEN });
    try {
      const [initial] = await eventsOf(early, 1);
      expect(initial?.name).toBe('accountChanged');
      const before = rig.runtime.info().sessionId;
      const switched = await rig.runtime.switchAccount({
        plan: configuredPlan(rig.sandbox, 'switch-key', rig.runtime.info().timeZone),
      });
      expect(switched.sessionId).not.toBe(before);
      const seen = await nextEvent(
        early,
        1,
        (event) => event.name === 'accountChanged' && event.payload.sessionId === switched.sessionId,
      );
      expect(seen.payload).toMatchObject({ phase: 'ready', sessionId: switched.sessionId });

      const late = await connectDesk(rig.host.url, { token: TOKEN });
      try {
        const [first, second] = await eventsOf(late, 2);
        expect(first).toMatchObject({ name: 'accountChanged', payload: { sessionId: switched.sessionId } });
        expect(second).toMatchObject({ name: 'connectivity', payload: { sessionId: switched.sessionId } });
      } finally {
        late.close();
      }
    } finally {
      early.close();
    }
  });

  it('closes open page sockets when it closes, so the process can exit', async () => {
    // A page socket never ends by itself: a close that waited for it would never finish,
    // and the test's own time limit would say so.
    // Only page sockets subscribe to this runtime's events: none is left of the test before.
    await expect.poll(() => rig.runtime.events.subscriberCount).toBe(0);
    const page = await openPageSocket(rig.host);
    await expect.poll(() => page.messages.length).toBeGreaterThan(0);
    expect(rig.runtime.events.subscriberCount).toBe(1);
    await rig.host.close();
    expect(await page.closed).toBe(1006);
    await expect.poll(() => rig.runtime.events.subscriberCount).toBe(0);
  });
});

describe('browser host when the service refuses the key', () => {
  let rig: HostRig;

  beforeAll(async () => {
    rig = await startHostRig({ seed: 2, apiKeys: ['right-key'], waivers: 50 }, 'wrong-key');
  });

  afterAll(async () => {
    await rig?.close();
  });

  it('says the key was refused, never what the key was', async () => {
    const result = await call(rig.host, 'listTodayCheckins');
    expect(result).toMatchObject({ ok: false, error: { code: 'auth_error' } });
    expect(JSON.stringify(result)).not.toContain('wrong-key');
  });

  it('answers a file request with the refusal, which the page words, never the key', async () => {
    const waiverId = rig.sandbox.dataset.waivers[0]?.waiverId ?? '';
    const response = await fetch(`${rig.host.url}files/waiver-pdf/${waiverId}/0`, {
      headers: { 'x-waiver-desk-token': TOKEN },
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ code: 'auth_error' });
    expect(worded(JSON.parse(text)).message).toMatch(/refused the API key/);
    expect(text).not.toContain('wrong-key');
  });
});
