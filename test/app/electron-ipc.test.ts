import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventHub as EventHubType } from '../../electron/runtime/event-hub.ts';
import type { CallContext, DeskHandlers } from '../../shared/ipc/contract.ts';
import type { AppInfo, Connectivity } from '../../shared/ipc/events.ts';
import * as electron from '../mocks/electron.ts';

vi.mock('electron', () => import('../mocks/electron.ts'));

const { registerContract } = await import('../../electron/main/ipc.ts');
const { EventHub } = await import('../../electron/runtime/event-hub.ts');
const { CALL_PORT_CHANNEL } = await import('../../shared/ipc/channels.ts');
const { askForCallPort, listenAs, portClient } = await import('../support/electron-calls.ts');
const { methods } = await import('../../shared/ipc/contract.ts');

const APP_PAGE = 'app://waiver-desk/index.html';

const info: AppInfo = {
  appVersion: '0.0.0-test',
  host: 'electron',
  phase: 'ready',
  sessionId: 1,
  firstRun: false,
  account: { mode: 'demo', baseUrl: 'http://127.0.0.1:1', statusUrl: 'http://127.0.0.1:1/status' },
  setupProblem: null,
  timeZone: 'UTC',
};
const online: Connectivity = {
  sessionId: 1,
  service: 'online',
  since: '2026-03-10T12:00:00.000Z',
  lastAnsweredAt: '2026-03-10T12:00:00.000Z',
};

const getAppInfo = vi.fn(async (_request: unknown, _context: CallContext): Promise<AppInfo> => info);
/** getAppInfo answers; no other method is called in these tests. */
const handlers = {
  ...Object.fromEntries(
    methods.map((method) => [
      method,
      async () => {
        throw new Error(`${method} is not called in these tests`);
      },
    ]),
  ),
  getAppInfo,
} as unknown as DeskHandlers;

/**
 * One turn of the event loop: the port's deliveries and the dispatcher's awaits are
 * all microtasks, so whatever they were to send has been sent by then.
 */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let hub: EventHubType;
let unregister: () => void = () => {};

function register() {
  unregister = registerContract({ handlers, events: hub, scope: () => info.sessionId });
}

beforeEach(() => {
  hub = new EventHub(() => {});
  getAppInfo.mockReset();
  getAppInfo.mockImplementation(async () => info);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  unregister();
  unregister = () => {};
  vi.restoreAllMocks();
});

describe('Electron IPC registration', () => {
  it('listens on one channel, for a page asking for its port, and stops again', () => {
    register();
    expect(electron.ipcHandlers.size).toBe(0);
    expect(electron.ipcMain.listenerCount(CALL_PORT_CHANNEL)).toBe(1);
    unregister();
    expect(electron.ipcMain.listenerCount(CALL_PORT_CHANNEL)).toBe(0);
  });

  it("answers the app page over its call port with the dispatcher's result", async () => {
    register();
    const page = electron.createWebContents(1, APP_PAGE);
    const port = askForCallPort(page);
    expect(port).not.toBeNull();
    const client = portClient(port!);
    await expect(client.call('getAppInfo').answer).resolves.toEqual({ ok: true, value: info });
    expect(getAppInfo).toHaveBeenCalledTimes(1);
    expect(client.received).toEqual([{ id: 0, result: { ok: true, value: info } }]);
  });

  it.each([
    ['a foreign page', { url: 'https://evil.example/' }],
    ['a file: page', { url: 'file:///tmp/index.html' }],
    ['an iframe inside the app', { url: APP_PAGE, subFrame: true }],
  ])('gives %s no call port', (_label, frame) => {
    register();
    const page = electron.createWebContents(2, APP_PAGE);
    expect(askForCallPort(page, frame)).toBeNull();
    expect(page.postMessage).not.toHaveBeenCalled();
  });

  it('gives a destroyed frame no call port', () => {
    register();
    const page = electron.createWebContents(3, APP_PAGE);
    electron.ipcMain.emit(CALL_PORT_CHANNEL, { sender: page, senderFrame: null });
    expect(page.postMessage).not.toHaveBeenCalled();
  });

  it('refuses a payload that fails the contract schema', async () => {
    register();
    const page = electron.createWebContents(4, APP_PAGE);
    const result = await portClient(askForCallPort(page)!).call('getAppInfo', { sneaky: true }).answer;
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    expect(getAppInfo).not.toHaveBeenCalled();
  });

  it('answers "forbidden" on the port of a page that no longer shows the app', async () => {
    register();
    const page = electron.createWebContents(5, APP_PAGE);
    const client = portClient(askForCallPort(page)!);
    page.mainFrame.url = 'https://evil.example/';
    await expect(client.call('getAppInfo').answer).resolves.toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
    expect(getAppInfo).not.toHaveBeenCalled();
  });
});

describe('calls on the call port', () => {
  /** getAppInfo waits until its call is aborted; resolves with the handler's signal once it is called. */
  function handlerThatWaits() {
    const signals: AbortSignal[] = [];
    getAppInfo.mockImplementation(
      (_request, context) =>
        new Promise((resolve) => {
          signals.push(context.signal);
          context.signal.addEventListener('abort', () => resolve(info), { once: true });
        }),
    );
    return signals;
  }

  it("aborts the handler's signal when the page cancels the call, and answers nothing for it", async () => {
    register();
    const signals = handlerThatWaits();
    const client = portClient(askForCallPort(electron.createWebContents(20, APP_PAGE))!);
    const { id } = client.call('getAppInfo');
    await vi.waitFor(() => expect(signals).toHaveLength(1));
    expect(signals[0]!.aborted).toBe(false);
    client.cancel(id);
    await vi.waitFor(() => expect(signals[0]!.aborted).toBe(true));
    await settle();
    expect(client.received).toEqual([]);
  });

  it('ignores messages that are not calls: no crash, no answer, and the port still serves', async () => {
    register();
    const client = portClient(askForCallPort(electron.createWebContents(21, APP_PAGE))!);
    for (const raw of [
      'getAppInfo',
      null,
      [0, 'getAppInfo', {}],
      { id: -1, method: 'getAppInfo', request: {} },
      { id: 1.5, method: 'getAppInfo', request: {} },
      { id: 2, method: 42, request: {} },
      { id: 3, method: 'getAppInfo' },
      { id: 4, cancel: 'yes' },
      { method: 'getAppInfo', request: {} },
    ]) {
      client.send(raw);
    }
    await settle();
    expect(client.received).toEqual([]);
    expect(getAppInfo).not.toHaveBeenCalled();
    await expect(client.call('getAppInfo').answer).resolves.toEqual({ ok: true, value: info });
  });

  it('aborts the calls in flight when the page closes its end of the port', async () => {
    register();
    const signals = handlerThatWaits();
    const port = askForCallPort(electron.createWebContents(22, APP_PAGE))!;
    portClient(port).call('getAppInfo');
    await vi.waitFor(() => expect(signals).toHaveLength(1));
    port.close();
    await vi.waitFor(() => expect(signals[0]!.aborted).toBe(true));
  });

  it("gives a reloaded page a new port and aborts the old one's calls", async () => {
    register();
    const signals = handlerThatWaits();
    const page = electron.createWebContents(23, APP_PAGE);
    const old = portClient(askForCallPort(page)!);
    old.call('getAppInfo');
    await vi.waitFor(() => expect(signals).toHaveLength(1));

    const fresh = askForCallPort(page);
    expect(fresh).not.toBeNull();
    await vi.waitFor(() => expect(signals[0]!.aborted).toBe(true));
    getAppInfo.mockImplementation(async () => info);
    await expect(portClient(fresh!).call('getAppInfo').answer).resolves.toEqual({ ok: true, value: info });
    await settle();
    expect(old.received).toEqual([]);
  });

  it.each([
    [
      'navigates to another document',
      (page: electron.FakeWebContents) => page.navigate('https://evil.example/'),
    ],
    ['is destroyed', (page: electron.FakeWebContents) => page.destroy()],
  ])('aborts the calls in flight when the page %s', async (_label, leave) => {
    register();
    const signals = handlerThatWaits();
    const page = electron.createWebContents(24, APP_PAGE);
    const client = portClient(askForCallPort(page)!);
    client.call('getAppInfo');
    await vi.waitFor(() => expect(signals).toHaveLength(1));
    leave(page);
    expect(signals[0]!.aborted).toBe(true);
    await settle();
    expect(client.received).toEqual([]);
  });

  it('keeps the port through a navigation that never commits (a download)', async () => {
    register();
    const page = electron.createWebContents(27, APP_PAGE);
    const client = portClient(askForCallPort(page)!);
    page.emit('did-start-navigation', {
      url: 'app://waiver-desk/files/report.zip',
      isMainFrame: true,
      isSameDocument: false,
    });
    await expect(client.call('getAppInfo').answer).resolves.toEqual({ ok: true, value: info });
  });

  it('keeps the port through a history change inside the app', async () => {
    register();
    const page = electron.createWebContents(25, APP_PAGE);
    const client = portClient(askForCallPort(page)!);
    page.navigate('app://waiver-desk/index.html#/today', { sameDocument: true });
    await expect(client.call('getAppInfo').answer).resolves.toEqual({ ok: true, value: info });
  });

  it('closes every port when the contract is unregistered', async () => {
    register();
    const signals = handlerThatWaits();
    portClient(askForCallPort(electron.createWebContents(26, APP_PAGE))!).call('getAppInfo');
    await vi.waitFor(() => expect(signals).toHaveLength(1));
    unregister();
    expect(signals[0]!.aborted).toBe(true);
  });
});

describe("Electron events, on the page's port", () => {
  it('sends nothing to a page before its preload asks for its port', () => {
    register();
    const page = electron.createWebContents(10, APP_PAGE);
    hub.emit('accountChanged', info);
    expect(page.postMessage).not.toHaveBeenCalled();
    expect(hub.subscriberCount).toBe(0);
  });

  it('sends the retained state first, then each new event, beside the answers', async () => {
    register();
    hub.emit('accountChanged', info);
    hub.emit('connectivity', { ...online, service: 'offline' });
    const page = listenAs(electron.createWebContents(11, APP_PAGE));
    await vi.waitFor(() => expect(page.events).toHaveLength(2));
    expect(page.events).toEqual([
      { name: 'accountChanged', payload: info },
      { name: 'connectivity', payload: { ...online, service: 'offline' } },
    ]);
    hub.emit('connectivity', online);
    await vi.waitFor(() => expect(page.events).toHaveLength(3));
    expect(page.events.at(-1)).toEqual({ name: 'connectivity', payload: online });
    await expect(page.call('getAppInfo').answer).resolves.toEqual({ ok: true, value: info });
    expect(page.received).toEqual([{ id: 0, result: { ok: true, value: info } }]);
  });

  it.each([
    ['a foreign page', { url: 'https://evil.example/' }],
    ['an iframe inside the app', { url: APP_PAGE, subFrame: true }],
  ])('never subscribes %s', (_label, frame) => {
    register();
    hub.emit('accountChanged', info);
    const page = electron.createWebContents(12, frame.url);
    expect(askForCallPort(page, frame)).toBeNull();
    expect(hub.subscriberCount).toBe(0);
  });

  it('stops when the page navigates to another document, but not on a history change inside the app', async () => {
    register();
    const contents = electron.createWebContents(13, APP_PAGE);
    const page = listenAs(contents);
    contents.navigate('app://waiver-desk/index.html#/today', { sameDocument: true });
    hub.emit('connectivity', online);
    await vi.waitFor(() => expect(page.events).toHaveLength(1));

    contents.navigate('https://evil.example/');
    expect(hub.subscriberCount).toBe(0);
    hub.emit('connectivity', { ...online, service: 'failing' });
    await settle();
    expect(page.events).toHaveLength(1);
  });

  it('sends nothing to a frame that no longer shows the app, even without a navigation event', async () => {
    register();
    const contents = electron.createWebContents(14, APP_PAGE);
    const page = listenAs(contents);
    contents.mainFrame.url = 'https://evil.example/';
    hub.emit('connectivity', online);
    await settle();
    expect(page.events).toEqual([]);
  });

  it('stops when the page is destroyed, and a reloaded page gets one stream, not two', async () => {
    register();
    const contents = electron.createWebContents(15, APP_PAGE);
    const old = listenAs(contents);
    const page = listenAs(contents);
    expect(hub.subscriberCount).toBe(1);
    hub.emit('connectivity', online);
    await vi.waitFor(() => expect(page.events).toHaveLength(1));
    expect(old.events).toEqual([]);

    contents.destroy();
    expect(hub.subscriberCount).toBe(0);
    hub.emit('connectivity', { ...online, service: 'offline' });
    await settle();
    expect(page.events).toHaveLength(1);
  });
});
