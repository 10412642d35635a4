import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserHost, startBrowserHost } from '../../electron/browser-host/server.ts';
import { type DeskRuntime, startRuntime } from '../../electron/runtime/runtime.ts';
import { type SandboxHandle, type SandboxOptions, startSandbox } from '../../electron/sandbox/index.ts';
import { configuredPlan } from '../support/configured-plan.ts';
import { middayZone } from '../support/midday-zone.ts';

const TOKEN = 'test-token-0123456789abcdefghijklmnopqrstuvw';

interface HostRig {
  sandbox: SandboxHandle;
  runtime: DeskRuntime;
  host: BrowserHost;
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
  });
  const host = await startBrowserHost({ handlers: runtime.handlers, rendererDir, token: TOKEN });
  return {
    sandbox,
    runtime,
    host,
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
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
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
    const rebinding = await new Promise<number>((resolve, reject) => {
      // fetch() will not let a test forge Host; node:http will.
      import('node:http').then(({ request }) => {
        const req = request(
          { host: '127.0.0.1', port: host.port, path: '/', headers: { host: `evil.example:${host.port}` } },
          (res) => resolve(res.statusCode ?? 0),
        );
        req.on('error', reject);
        req.end();
      }, reject);
    });
    expect(rebinding).toBe(403);
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
});
