import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as electron from '../mocks/electron.ts';

vi.mock('electron', () => import('../mocks/electron.ts'));

const { registerContract } = await import('../../electron/main/ipc.ts');
const { ipcChannel } = await import('../../shared/ipc/channels.ts');
const { methods } = await import('../../shared/ipc/contract.ts');

const info = {
  appVersion: '0.0.0-test',
  host: 'electron' as const,
  account: { mode: 'demo' as const, baseUrl: 'http://127.0.0.1:1', statusUrl: 'http://127.0.0.1:1/status' },
  timeZone: 'UTC',
};
const handlers = {
  getAppInfo: vi.fn(async () => info),
  listTodayCheckins: vi.fn(async () => {
    throw new Error('not reached in these tests');
  }),
};

function eventFrom(url: string, { subFrame = false } = {}) {
  return { senderFrame: { url, parent: subFrame ? {} : null }, sender: {} };
}

describe('Electron IPC registration', () => {
  beforeEach(() => {
    electron.ipcHandlers.clear();
    handlers.getAppInfo.mockClear();
  });

  it('registers exactly one handler per contract method and removes them again', () => {
    const unregister = registerContract(handlers);
    expect([...electron.ipcHandlers.keys()].sort()).toEqual(methods.map(ipcChannel).sort());
    unregister();
    expect(electron.ipcHandlers.size).toBe(0);
  });

  it('answers the app page', async () => {
    registerContract(handlers);
    const handler = electron.ipcHandlers.get(ipcChannel('getAppInfo'))!;
    await expect(handler(eventFrom('app://waiver-desk/index.html'), {})).resolves.toEqual({
      ok: true,
      value: info,
    });
  });

  it.each([
    ['a foreign page', eventFrom('https://evil.example/')],
    ['a file: page', eventFrom('file:///tmp/index.html')],
    ['an iframe inside the app', eventFrom('app://waiver-desk/index.html', { subFrame: true })],
    ['a destroyed frame', { senderFrame: null, sender: {} }],
  ])('drops calls from %s before running the handler', async (_label, event) => {
    registerContract(handlers);
    const handler = electron.ipcHandlers.get(ipcChannel('getAppInfo'))!;
    await expect(handler(event, {})).resolves.toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(handlers.getAppInfo).not.toHaveBeenCalled();
  });

  it('refuses a payload that fails the contract schema', async () => {
    registerContract(handlers);
    const handler = electron.ipcHandlers.get(ipcChannel('getAppInfo'))!;
    const result = await handler(eventFrom('app://waiver-desk/index.html'), { sneaky: true });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    expect(handlers.getAppInfo).not.toHaveBeenCalled();
  });
});

describe('preload bridge', () => {
  it('exposes exactly the contract methods under one name, each on its own channel', async () => {
    await import('../../electron/preload/preload.ts');
    const bridge = electron.exposedInMainWorld.get('waiverDesk') as Record<
      string,
      (request: unknown) => unknown
    >;
    expect(Object.keys(bridge).sort()).toEqual([...methods].sort());
    for (const method of methods) {
      await bridge[method]!({});
      expect(electron.ipcRenderer.invoke).toHaveBeenLastCalledWith(ipcChannel(method), {});
    }
  });
});
