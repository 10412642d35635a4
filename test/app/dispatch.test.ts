import { type SandboxHandle, startSandbox } from '@waiver-desk/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DeskRuntime, startRuntime } from '../../electron/desk/desk-runtime.ts';
import { createDispatcher } from '../../electron/ipc/dispatch.ts';
import { NotConfiguredError } from '../../electron/runtime/errors.ts';
import { type DeskHandlers, methods } from '../../shared/ipc/contract.ts';
import type { AppInfo } from '../../shared/ipc/events.ts';
import { configuredPlan } from '../support/configured-plan.ts';
import { type CountingProxy, startCountingProxy } from '../support/counting-proxy.ts';
import { worded } from '../support/worded.ts';

const info: AppInfo = {
  appVersion: '1.2.3',
  host: 'browser',
  phase: 'ready',
  sessionId: 1,
  firstRun: false,
  account: { mode: 'demo', baseUrl: 'http://127.0.0.1:1', statusUrl: '' },
  setupProblem: null,
  timeZone: 'UTC',
};

const caller = { caller: 'test-page' };

/** getAppInfo answers; every other method throws `error`. */
function handlersThatThrow(error: unknown): DeskHandlers {
  const throwing = Object.fromEntries(
    methods.map((method) => [
      method,
      async () => {
        throw error;
      },
    ]),
  );
  return { ...throwing, getAppInfo: async () => info } as unknown as DeskHandlers;
}

describe('contract dispatch', () => {
  const dispatcher = createDispatcher(handlersThatThrow(null));

  it('returns the handler value as an ok result', async () => {
    await expect(dispatcher.call('getAppInfo', {}, caller)).resolves.toEqual({ ok: true, value: info });
  });

  it('treats a missing payload as an empty request', async () => {
    await expect(dispatcher.call('getAppInfo', undefined, caller)).resolves.toMatchObject({ ok: true });
  });

  it('refuses an unknown method by name', async () => {
    await expect(dispatcher.call('deleteEverything', {}, caller)).resolves.toEqual({
      ok: false,
      error: { code: 'invalid_request', reason: { kind: 'unknown_call', method: 'deleteEverything' } },
    });
    const refused = await dispatcher.call('deleteEverything', {}, caller);
    expect(!refused.ok && worded(refused.error).message).toBe('There is no call named "deleteEverything".');
    await expect(dispatcher.call('toString', {}, caller)).resolves.toMatchObject({ ok: false });
  });

  it('refuses a payload that fails the schema, naming the method', async () => {
    const result = await dispatcher.call('listTodayCheckins', { extra: 1 }, caller);
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    expect(!result.ok && worded(result.error).message).toMatch(/listTodayCheckins/);
    await expect(dispatcher.call('getAppInfo', 'text', caller)).resolves.toMatchObject({
      ok: false,
      error: { code: 'invalid_request' },
    });
  });

  it('passes typed desk errors through with their reason, which the page words with a hint', async () => {
    const result = await createDispatcher(
      handlersThatThrow(new NotConfiguredError({ kind: 'no_key', problem: { kind: 'no_key' } })),
    ).call('listTodayCheckins', {}, caller);
    expect(result).toEqual({
      ok: false,
      error: { code: 'not_configured', reason: { kind: 'no_key', problem: { kind: 'no_key' } } },
    });
    expect(!result.ok && worded(result.error)).toEqual({
      code: 'not_configured',
      message: 'No API key is set for this account.',
      hint: 'Connect the account in Settings, or explore the demo account.',
    });
  });

  it('hides the details of unexpected errors from the page but logs them', async () => {
    const log = vi.fn();
    const secret = new Error('Authorization: Bearer sk-live-secret at /home/desk/app.js:12');
    const result = await createDispatcher(handlersThatThrow(secret), { log }).call(
      'listTodayCheckins',
      {},
      caller,
    );
    expect(result).toMatchObject({ ok: false, error: { code: 'internal' } });
    expect(JSON.stringify(result)).not.toContain('sk-live-secret');
    expect(log).toHaveBeenCalledWith('listTodayCheckins', secret);
  });
});

describe('a configured account without a key', () => {
  const KEY_PROBLEM = 'No API key is set for this account.';
  let sandbox: SandboxHandle;
  let proxy: CountingProxy;
  let runtime: DeskRuntime;

  beforeAll(async () => {
    sandbox = await startSandbox({ waivers: 20, timeZone: 'UTC', apiKeys: ['the-real-key'] });
    proxy = await startCountingProxy(sandbox.baseUrl);
    const plan = configuredPlan(sandbox, 'unused', 'UTC');
    runtime = await startRuntime({
      host: 'browser',
      plan: {
        ...plan,
        baseUrl: proxy.url,
        statusUrl: '',
        apiKey: null,
        keyProblem: { kind: 'no_key' },
        keyHolder: null,
      },
    });
  });
  afterAll(async () => {
    await runtime?.close();
    await proxy?.close();
    await sandbox?.close();
  });

  it("answers today's check-ins with the key problem and a way out, without asking the service", async () => {
    const dispatcher = createDispatcher(runtime.handlers, { scope: () => runtime.info().sessionId });
    proxy.reset();
    const result = await dispatcher.call('listTodayCheckins', {}, caller);
    expect(result).toMatchObject({ ok: false, error: { code: 'not_configured' } });
    expect(!result.ok && worded(result.error)).toEqual({
      code: 'not_configured',
      message: KEY_PROBLEM,
      hint: expect.stringContaining('Settings'),
    });
    expect(proxy.seen()).toEqual([]);
    // The proxy does reach the sandbox: an anonymous ping through it is counted.
    await expect(fetch(`${proxy.url}/ping`).then((response) => response.text())).resolves.toMatch(/pong/i);
    expect(proxy.count('/ping')).toBe(1);
  });
});
