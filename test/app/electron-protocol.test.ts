/**
 * The app:// protocol: the renderer's files, and the account's signed PDFs and
 * photos read through the runtime (against a real sandbox over HTTP) or refused.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SandboxHandle } from '@waiver-desk/sandbox/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeskRuntime } from '../../electron/desk/desk-runtime.ts';
import type { FileRef } from '../../shared/ipc/files.ts';
import * as electron from '../mocks/electron.ts';
import { configuredPlan } from '../support/configured-plan.ts';

vi.mock('electron', () => import('../mocks/electron.ts'));

const { registerAppScheme, serveRenderer } = await import('../../electron/main/app-protocol.ts');
const { describeFileFailure } = await import('../../electron/serving/file-failures.ts');
const { startRuntime } = await import('../../electron/desk/desk-runtime.ts');
const { startSandbox } = await import('@waiver-desk/sandbox/testing');
const { NotConfiguredError } = await import('../../electron/runtime/errors.ts');
const { NetworkError, NotFoundError, RateLimitError, ServerError, TimeoutError } = await import(
  '../../electron/http/errors.ts'
);

const KEY = 'protocol-key-4b1d';
const ORIGIN = 'app://waiver-desk';

let rendererDir: string;
beforeAll(() => {
  rendererDir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-protocol-'));
  writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><title>Waiver Desk</title>');
});
afterAll(() => rmSync(rendererDir, { recursive: true, force: true }));

function handler() {
  const handle = electron.protocolHandlers.get('app');
  if (!handle) throw new Error('serveRenderer registered no app: handler');
  return handle;
}
const get = (url: string) => Promise.resolve(handler()(new Request(url)));

describe('app scheme', () => {
  it('is privileged as a secure standard scheme that fetch() may load', () => {
    registerAppScheme();
    expect(electron.protocol.registerSchemesAsPrivileged).toHaveBeenLastCalledWith([
      {
        scheme: 'app',
        privileges: expect.objectContaining({ standard: true, secure: true, supportFetchAPI: true }),
      },
    ]);
  });
});

describe('renderer files', () => {
  beforeEach(() => serveRenderer(rendererDir, vi.fn()));

  it('serves the page with its security headers', async () => {
    const response = await get(`${ORIGIN}/index.html`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    await expect(response.text()).resolves.toContain('<title>Waiver Desk</title>');
  });

  it('refuses other hosts, missing files and paths that leave the folder', async () => {
    expect((await get('app://elsewhere/index.html')).status).toBe(404);
    expect((await get(`${ORIGIN}/missing.js`)).status).toBe(404);
    expect((await get(`${ORIGIN}/%2e%2e/%2e%2e/etc/passwd`)).status).toBe(404);
  });
});

describe('signed files from the account', () => {
  let sandbox: SandboxHandle;
  let runtime: DeskRuntime;
  const reads: FileRef[] = [];

  beforeAll(async () => {
    sandbox = await startSandbox({ seed: 3, waivers: 30, timeZone: 'UTC', apiKeys: [KEY] });
    runtime = await startRuntime({ host: 'electron', plan: configuredPlan(sandbox, KEY, 'UTC') });
  });
  afterAll(async () => {
    await runtime?.close();
    await sandbox?.close();
  });
  beforeEach(() => {
    reads.length = 0;
    serveRenderer(rendererDir, (ref, signal) => {
      reads.push(ref);
      return runtime.readFile(ref, signal);
    });
  });

  it('serves a waiver PDF read through the runtime, never cached', async () => {
    const waiverId = sandbox.dataset.waivers[0]!.waiverId;
    const response = await get(`${ORIGIN}/files/waiver-pdf/${waiverId}/0`);
    expect(response.status).toBe(200);
    expect(reads).toEqual([{ kind: 'waiver-pdf', waiverId, index: 0 }]);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('answers 404 for a waiver the service does not have', async () => {
    const response = await get(`${ORIGIN}/files/waiver-pdf/NoSuchWaiver123/0`);
    expect(reads).toHaveLength(1);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toMatchObject({ code: 'not_found' });
  });

  it.each([
    '/files/waiver-pdf/abc/1',
    '/files/waiver-pdf/abc',
    '/files/waiver-pdf/abc/0/extra',
    '/files/contracts/abc/0',
    '/files/waiver-photo/a%2Fb/0',
    '/files/waiver-photo/abc/100',
    '/files/',
  ])('answers 404 for %s without reading anything', async (pathname) => {
    const response = await get(`${ORIGIN}${pathname}`);
    expect(response.status).toBe(404);
    expect(reads).toEqual([]);
  });
});

describe('file errors as statuses', () => {
  const endpoint = 'GET /v4/waivers/{waiverId}';
  it.each([
    ['not found', new NotFoundError({ endpoint, status: 404 }), 404],
    ['rate limited', new RateLimitError({ endpoint, status: 429, retryAfterSeconds: 12 }), 429],
    ['a server error', new ServerError({ endpoint, status: 500 }), 502],
    ['unreachable', new NetworkError('connect ECONNREFUSED', { endpoint }), 502],
    ['too slow', new TimeoutError(15_000, { endpoint }), 503],
    ['no account', new NotConfiguredError({ kind: 'no_key', problem: { kind: 'no_key' } }), 409],
    ['a bug', new TypeError('x is undefined'), 500],
  ])(
    '%s → %i with the failure as a call’s (code and reason, for the page to word), as the browser host answers',
    async (_label, error, status) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      serveRenderer(rendererDir, async () => {
        throw error;
      });
      const response = await get(`${ORIGIN}/files/waiver-photo/W1/0`);
      const text = await response.text();
      const browserHost = describeFileFailure(error);
      expect(response.status).toBe(status);
      expect(response.status).toBe(browserHost.status);
      expect(text).toBe(browserHost.body);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(JSON.parse(text)).toMatchObject({ code: expect.any(String) });
      expect(text.length).toBeLessThan(300);
      expect(text).not.toMatch(/GET |\/v4\/|x is undefined/);
      if (status === 429) expect(response.headers.get('retry-after')).toBe('12');
      vi.restoreAllMocks();
    },
  );
});
