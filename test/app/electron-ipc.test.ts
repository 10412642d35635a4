import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventHub as EventHubType } from '../../electron/runtime/event-hub.ts';
import type { DeskHandlers } from '../../shared/ipc/contract.ts';
import type { AppInfo, Connectivity } from '../../shared/ipc/events.ts';
import * as electron from '../mocks/electron.ts';

vi.mock('electron', () => import('../mocks/electron.ts'));

const { registerContract } = await import('../../electron/main/ipc.ts');
const { EventHub } = await import('../../electron/runtime/event-hub.ts');
const { EVENT_CHANNEL, EVENTS_READY_CHANNEL, ipcChannel } = await import('../../shared/ipc/channels.ts');
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

const getAppInfo = vi.fn(async () => info);
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

let hub: EventHubType;
let unregister: () => void = () => {};

function register() {
  unregister = registerContract({ handlers, events: hub, scope: () => info.sessionId });
}

function invoke(method: string, event: unknown, payload: unknown) {
  return electron.invokeHandler(ipcChannel(method), event, payload);
}

/** What main sent to a page's top-level frame on the event channel. */
const sentEvents = (contents: electron.FakeWebContents) =>
  contents.mainFrame.send.mock.calls
    .filter(([channel]) => channel === EVENT_CHANNEL)
    .map(([, event]) => event);

beforeEach(() => {
  hub = new EventHub(() => {});
  getAppInfo.mockClear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  unregister();
  unregister = () => {};
  vi.restoreAllMocks();
});

describe('Electron IPC registration', () => {
  it('registers exactly one handler per contract method and removes them again', () => {
    register();
    expect([...electron.ipcHandlers.keys()].sort()).toEqual(methods.map(ipcChannel).sort());
    expect(electron.ipcMain.listenerCount(EVENTS_READY_CHANNEL)).toBe(1);
    unregister();
    expect(electron.ipcHandlers.size).toBe(0);
    expect(electron.ipcMain.listenerCount(EVENTS_READY_CHANNEL)).toBe(0);
  });

  it('answers the app page', async () => {
    register();
    const page = electron.createWebContents(1, APP_PAGE);
    await expect(invoke('getAppInfo', electron.ipcEventFrom(page), {})).resolves.toEqual({
      ok: true,
      value: info,
    });
    expect(getAppInfo).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a foreign page', { url: 'https://evil.example/' }],
    ['a file: page', { url: 'file:///tmp/index.html' }],
    ['an iframe inside the app', { url: APP_PAGE, subFrame: true }],
  ])('drops calls from %s before running the handler', async (_label, frame) => {
    register();
    const page = electron.createWebContents(2, APP_PAGE);
    await expect(invoke('getAppInfo', electron.ipcEventFrom(page, frame), {})).resolves.toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
    expect(getAppInfo).not.toHaveBeenCalled();
  });

  it('drops calls from a destroyed frame before running the handler', async () => {
    register();
    const page = electron.createWebContents(3, APP_PAGE);
    await expect(invoke('getAppInfo', { sender: page, senderFrame: null }, {})).resolves.toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
    expect(getAppInfo).not.toHaveBeenCalled();
  });

  it('refuses a payload that fails the contract schema', async () => {
    register();
    const page = electron.createWebContents(4, APP_PAGE);
    const result = await invoke('getAppInfo', electron.ipcEventFrom(page), { sneaky: true });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_request' } });
    expect(getAppInfo).not.toHaveBeenCalled();
  });
});

describe('Electron events', () => {
  it('sends nothing to a page before its preload says it listens', () => {
    register();
    const page = electron.createWebContents(10, APP_PAGE);
    hub.emit('accountChanged', info);
    expect(sentEvents(page)).toEqual([]);
  });

  it('replays the retained state on ready, then delivers each new event to the app page', () => {
    register();
    hub.emit('accountChanged', info);
    hub.emit('connectivity', { ...online, service: 'offline' });
    const page = electron.createWebContents(11, APP_PAGE);
    electron.ipcMain.emit(EVENTS_READY_CHANNEL, electron.ipcEventFrom(page));
    expect(sentEvents(page)).toEqual([
      { name: 'accountChanged', payload: info },
      { name: 'connectivity', payload: { ...online, service: 'offline' } },
    ]);
    hub.emit('connectivity', online);
    expect(sentEvents(page).at(-1)).toEqual({ name: 'connectivity', payload: online });
    expect(sentEvents(page)).toHaveLength(3);
  });

  it.each([
    ['a foreign page', { url: 'https://evil.example/' }],
    ['an iframe inside the app', { url: APP_PAGE, subFrame: true }],
  ])('never subscribes %s', (_label, frame) => {
    register();
    hub.emit('accountChanged', info);
    const page = electron.createWebContents(12, frame.url);
    electron.ipcMain.emit(EVENTS_READY_CHANNEL, electron.ipcEventFrom(page, frame));
    hub.emit('connectivity', online);
    expect(sentEvents(page)).toEqual([]);
    expect(hub.subscriberCount).toBe(0);
  });

  it('stops when the page navigates to another document, but not on a history change inside the app', () => {
    register();
    const page = electron.createWebContents(13, APP_PAGE);
    electron.ipcMain.emit(EVENTS_READY_CHANNEL, electron.ipcEventFrom(page));
    page.navigate('app://waiver-desk/index.html#/today', { sameDocument: true });
    hub.emit('connectivity', online);
    expect(sentEvents(page)).toHaveLength(1);

    page.navigate('https://evil.example/');
    hub.emit('connectivity', { ...online, service: 'failing' });
    expect(sentEvents(page)).toHaveLength(1);
    expect(hub.subscriberCount).toBe(0);
  });

  it('sends nothing to a frame that no longer shows the app, even without a navigation event', () => {
    register();
    const page = electron.createWebContents(14, APP_PAGE);
    electron.ipcMain.emit(EVENTS_READY_CHANNEL, electron.ipcEventFrom(page));
    page.mainFrame.url = 'https://evil.example/';
    hub.emit('connectivity', online);
    expect(sentEvents(page)).toEqual([]);
  });

  it('stops when the page is destroyed, and a reloaded page gets one stream, not two', () => {
    register();
    const page = electron.createWebContents(15, APP_PAGE);
    electron.ipcMain.emit(EVENTS_READY_CHANNEL, electron.ipcEventFrom(page));
    electron.ipcMain.emit(EVENTS_READY_CHANNEL, electron.ipcEventFrom(page));
    expect(hub.subscriberCount).toBe(1);
    hub.emit('connectivity', online);
    expect(sentEvents(page)).toHaveLength(1);

    page.destroy();
    expect(hub.subscriberCount).toBe(0);
    hub.emit('connectivity', { ...online, service: 'offline' });
    expect(sentEvents(page)).toHaveLength(1);
  });
});
