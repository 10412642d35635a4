import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SandboxHandle, type SandboxOptions, startSandbox } from '@waiver-desk/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserHost, startBrowserHost } from '../../electron/browser-host/server.ts';
import { type DeskRuntime, startRuntime } from '../../electron/desk/desk-runtime.ts';
import type { AccountPlan } from '../../electron/runtime/account-plan.ts';
import type { DeskErrorInfo } from '../../shared/ipc/errors.ts';
import type { DeskEvent } from '../../shared/ipc/events.ts';
import { configuredPlan } from '../support/configured-plan.ts';
import { middayZone } from '../support/midday-zone.ts';
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

function rpc(host: BrowserHost, method: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${host.url}rpc/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-waiver-desk-token': TOKEN, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

interface EventReader {
  response: Response;
  /** The next event, skipping comment lines. */
  next(): Promise<DeskEvent>;
  /** The next event of this name; others (status readings, sync progress) pass by meanwhile. */
  nextNamed(name: DeskEvent['name']): Promise<DeskEvent>;
  close(): void;
}

/** Reads the host's server-sent events as the browser transport does: fetch, with the token header. */
async function subscribe(host: BrowserHost, headers: Record<string, string> = {}): Promise<EventReader> {
  const controller = new AbortController();
  const response = await fetch(`${host.url}events`, {
    headers: { 'x-waiver-desk-token': TOKEN, ...headers },
    signal: controller.signal,
  });
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const nextMessage = async (): Promise<string> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const message = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        return message;
      }
      const chunk = await reader?.read();
      if (!chunk || chunk.done) throw new Error('The event stream ended.');
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  };
  const events: EventReader = {
    response,
    async next() {
      for (;;) {
        const message = await nextMessage();
        if (message.startsWith(':')) continue;
        expect(message.startsWith('data: ')).toBe(true);
        expect(message).not.toContain('\n');
        return JSON.parse(message.slice('data: '.length)) as DeskEvent;
      }
    },
    async nextNamed(name) {
      for (;;) {
        const event = await events.next();
        if (event.name === name) return event;
      }
    },
    close: () => controller.abort(),
  };
  return events;
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

  it('answers contract calls that carry the token', async () => {
    const response = await rpc(host, 'listTodayCheckins', {});
    const result = (await response.json()) as { ok: boolean; value: { checkins: { date: string }[] } };
    expect(result.ok).toBe(true);
    expect(result.value.checkins.length).toBeGreaterThan(0);
    const dates = result.value.checkins.map((checkin) => Date.parse(checkin.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('refuses a call without the token, from a foreign origin or for a foreign host', async () => {
    const noToken = await fetch(`${host.url}rpc/getAppInfo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(noToken.status).toBe(403);
    expect((await rpc(host, 'getAppInfo', {}, { origin: 'http://evil.example' })).status).toBe(403);
    expect(await statusWithHost(host, '/', `evil.example:${host.port}`)).toBe(403);
  });

  it('refuses malformed calls with specific errors', async () => {
    expect((await rpc(host, 'getAppInfo', '{not json')).status).toBe(400);
    expect(await (await rpc(host, 'getAppInfo', { unexpected: true })).json()).toMatchObject({
      ok: false,
      error: { code: 'invalid_request' },
    });
    expect(await (await rpc(host, 'noSuchMethod', {})).json()).toMatchObject({
      ok: false,
      error: { code: 'invalid_request' },
    });
    const get = await fetch(`${host.url}rpc/getAppInfo`, { headers: { 'x-waiver-desk-token': TOKEN } });
    expect(get.status).toBe(405);
  });

  it('streams events from main to a subscriber holding the token, current state first', async () => {
    const events = await subscribe(host);
    try {
      expect(events.response.status).toBe(200);
      expect(events.response.headers.get('content-type')).toBe('text/event-stream');
      expect(events.response.headers.get('cache-control')).toBe('no-store');
      expect(events.response.headers.get('x-accel-buffering')).toBe('no');
      // Retained state first, in contract order.
      const first = await events.next();
      expect(first).toMatchObject({ name: 'accountChanged', payload: rig.runtime.info() });
      expect(await events.next()).toMatchObject({
        name: 'connectivity',
        payload: { sessionId: rig.runtime.info().sessionId },
      });
      // This rig keeps no copy of the account (no data directory), and says so.
      expect(await events.next()).toMatchObject({
        name: 'syncProgress',
        payload: { sessionId: rig.runtime.info().sessionId, phase: 'unavailable' },
      });
      rig.runtime.events.emit('accountChanged', { ...rig.runtime.info(), timeZone: 'Etc/GMT-3' });
      expect(await events.nextNamed('accountChanged')).toMatchObject({
        name: 'accountChanged',
        payload: { timeZone: 'Etc/GMT-3' },
      });
    } finally {
      events.close();
    }
  });

  it('refuses an event subscriber without the token or from a foreign origin', async () => {
    const noToken = await fetch(`${host.url}events`);
    expect(noToken.status).toBe(403);
    const wrongToken = await fetch(`${host.url}events`, { headers: { 'x-waiver-desk-token': 'nope' } });
    expect(wrongToken.status).toBe(403);
    const foreign = await fetch(`${host.url}events`, {
      headers: { 'x-waiver-desk-token': TOKEN, origin: 'http://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(await statusWithHost(host, '/events', `evil.example:${host.port}`)).toBe(403);
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
    await fetch(`${host.url}events`, { headers: { 'x-waiver-desk-token': 'leaky-token-value' } });
    await rpc(host, 'getAppInfo', {}, { origin: 'http://leaky-origin.example' });
    expect(await statusWithHost(host, '/', 'leaky-host.example')).toBe(403);
    const lines = rig.logged.slice(before);
    expect(lines).toHaveLength(3);
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

  it('delivers a real switch to an open subscriber and its result to a late one first', async () => {
    const early = await subscribe(rig.host);
    try {
      const initial = await early.next();
      expect(initial.name).toBe('accountChanged');
      const before = rig.runtime.info().sessionId;
      const switched = await rig.runtime.switchAccount({
        plan: configuredPlan(rig.sandbox, 'switch-key', rig.runtime.info().timeZone),
      });
      expect(switched.sessionId).not.toBe(before);
      let seen: DeskEvent;
      do {
        seen = await early.next();
      } while (!(seen.name === 'accountChanged' && seen.payload.sessionId === switched.sessionId));
      expect(seen.payload).toMatchObject({ phase: 'ready', sessionId: switched.sessionId });

      const late = await subscribe(rig.host);
      try {
        expect(await late.next()).toMatchObject({
          name: 'accountChanged',
          payload: { sessionId: switched.sessionId },
        });
        expect(await late.next()).toMatchObject({
          name: 'connectivity',
          payload: { sessionId: switched.sessionId },
        });
      } finally {
        late.close();
      }
    } finally {
      early.close();
    }
  });

  it('ends open event streams when it closes, so the process can exit', async () => {
    // The stream never ends by itself (keep-alive comments every few seconds): a close that
    // waited for it would never finish, and the test's own time limit would say so.
    const events = await subscribe(rig.host);
    await events.next();
    await rig.host.close();
    await expect(async () => {
      for (;;) await events.next();
    }).rejects.toThrow();
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
    const result = await (await rpc(rig.host, 'listTodayCheckins', {})).json();
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
