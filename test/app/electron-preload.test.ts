/**
 * The preload against the mocked Electron, each test on a freshly loaded preload
 * (it keeps its retained events in module state, as in a real page load).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeskHandlers } from '../../shared/ipc/contract.ts';
import type { AppInfo, Connectivity, DeskEvent } from '../../shared/ipc/events.ts';

vi.mock('electron', () => import('../mocks/electron.ts'));

type ElectronMock = typeof import('../mocks/electron.ts');
type Bridge = Record<string, (...args: unknown[]) => unknown> & {
  subscribe(listener: (event: DeskEvent) => void): () => void;
};

const APP_PAGE = 'app://waiver-desk/index.html';

const info: AppInfo = {
  appVersion: '0.0.0-test',
  host: 'electron',
  phase: 'ready',
  sessionId: 3,
  firstRun: false,
  account: { mode: 'demo', baseUrl: 'http://127.0.0.1:1', statusUrl: '' },
  setupProblem: null,
  timeZone: 'UTC',
};
const connectivity = (service: Connectivity['service']): Connectivity => ({
  sessionId: 3,
  service,
  since: '2026-03-10T12:00:00.000Z',
  lastAnsweredAt: null,
});

let electron: ElectronMock;
let channels: typeof import('../../shared/ipc/channels.ts');

/** One turn of the event loop: the port's deliveries (microtasks in the double) have all arrived by then. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Hands the loaded preload a call port as main would; returns main's end and what arrived on it. */
function handPort() {
  const channel = new electron.MessageChannelMain();
  const received: unknown[] = [];
  channel.port1.on('message', (event) => received.push((event as { data: unknown }).data));
  channel.port1.start();
  electron.deliverPortsToRenderer(channels.CALL_PORT_CHANNEL, null, [electron.transferToPage(channel.port2)]);
  return { port: channel.port1, received };
}

/** Wires the preload to main as Electron does for the page in `page`: its messages, and the ports main posts it. */
function wireTo(page: ReturnType<ElectronMock['createWebContents']>) {
  electron.ipcRenderer.send.mockImplementation((channel, ...args) => {
    electron.ipcMain.emit(channel, electron.ipcEventFrom(page), ...args);
  });
  page.postMessage.mockImplementation((channel, message, transfer = []) =>
    electron.deliverPortsToRenderer(channel, message, transfer.map(electron.transferToPage)),
  );
}

/** Loads the preload the way a page load does: modules evaluated afresh, bridge exposed once. */
async function loadPreload(beforeLoad: () => void = () => {}): Promise<Bridge> {
  beforeLoad();
  await import('../../electron/preload/preload.ts');
  const bridge = electron.exposedInMainWorld.get(channels.BRIDGE_GLOBAL);
  if (!bridge) throw new Error('the preload exposed no bridge');
  return bridge as Bridge;
}

beforeEach(async () => {
  vi.resetModules();
  electron = (await import('electron')) as unknown as ElectronMock;
  channels = await import('../../shared/ipc/channels.ts');
  electron.exposedInMainWorld.clear();
  // The last test's page unloads: its preload hears nothing more (the double outlives the modules).
  electron.unloadPage();
});

describe('preload bridge', () => {
  it('exposes exactly the contract methods and subscribe, and asks main for its call port once', async () => {
    const { methods } = await import('../../shared/ipc/contract.ts');
    const bridge = await loadPreload();
    expect(Object.keys(bridge).sort()).toEqual([...methods, 'subscribe'].sort());
    const asked = electron.ipcRenderer.send.mock.calls.filter(
      ([channel]) => channel === channels.CALL_PORT_CHANNEL,
    );
    expect(asked).toEqual([[channels.CALL_PORT_CHANNEL]]);
  });

  it('sends each call on the port in the envelope, those made before the port came too, and answers each by id', async () => {
    const { methods } = await import('../../shared/ipc/contract.ts');
    const bridge = await loadPreload();
    const early = bridge.getAppInfo!({}) as Promise<unknown>;
    const main = handPort();
    await vi.waitFor(() => expect(main.received).toHaveLength(1));
    expect(main.received[0]).toEqual({ id: 0, method: 'getAppInfo', request: {} });

    const answers = methods.map((method) => bridge[method]!({}) as Promise<unknown>);
    await vi.waitFor(() => expect(main.received).toHaveLength(methods.length + 1));
    expect(main.received.slice(1)).toEqual(
      methods.map((method, index) => ({ id: index + 1, method, request: {} })),
    );
    // Answered out of order, each reaches its own call.
    for (let id = methods.length; id >= 0; id--)
      main.port.postMessage({ id, result: { ok: true, value: id } });
    await expect(early).resolves.toEqual({ ok: true, value: 0 });
    await expect(Promise.all(answers)).resolves.toEqual(
      methods.map((_method, index) => ({ ok: true, value: index + 1 })),
    );
  });

  it("takes the page's cancel hook across the bridge and sends the call's cancellation to main", async () => {
    const bridge = await loadPreload();
    const main = handPort();
    let cancel: (() => void) | undefined;
    const answer = bridge.getAppInfo!(
      {},
      {
        onCancel: (cancelIt: () => void) => {
          cancel = cancelIt;
        },
      },
    ) as Promise<unknown>;
    await vi.waitFor(() => expect(main.received).toHaveLength(1));
    expect(cancel).toBeTypeOf('function');
    cancel!();
    await expect(answer).resolves.toEqual({ ok: false, error: { code: 'cancelled' } });
    await vi.waitFor(() =>
      expect(main.received).toEqual([
        { id: 0, method: 'getAppInfo', request: {} },
        { id: 0, cancel: true },
      ]),
    );
    // A late answer, and a second cancel, change nothing.
    main.port.postMessage({ id: 0, result: { ok: true, value: 'late' } });
    cancel!();
    await settle();
    expect(main.received).toHaveLength(2);
  });

  it('ignores what is not an answer on the port, and ends the calls of a port main closed', async () => {
    const bridge = await loadPreload();
    const main = handPort();
    const answer = bridge.getAppInfo!({}) as Promise<unknown>;
    await vi.waitFor(() => expect(main.received).toHaveLength(1));
    for (const raw of ['ok', { id: 0 }, { id: 0, result: 'ok' }, { id: 'x', result: { ok: true } }]) {
      main.port.postMessage(raw);
    }
    await settle();
    main.port.close();
    await expect(answer).resolves.toEqual({ ok: false, error: { code: 'cancelled' } });
    // Nothing waits on a port that is gone.
    await expect(bridge.getAppInfo!({})).resolves.toEqual({ ok: false, error: { code: 'cancelled' } });
  });

  it('delivers events in the contract’s shape and drops the rest (the page checks each payload itself)', async () => {
    const bridge = await loadPreload();
    const main = handPort();
    const received: DeskEvent[] = [];
    bridge.subscribe((event) => received.push(event));
    main.port.postMessage({ event: { name: 'deleteEverything', payload: {} } });
    main.port.postMessage({ event: { name: 'connectivity', payload: 'online' } });
    main.port.postMessage({ event: 'connectivity' });
    main.port.postMessage({ name: 'connectivity', payload: connectivity('online') });
    await settle();
    expect(received).toEqual([]);
    main.port.postMessage({ event: { name: 'connectivity', payload: connectivity('online') } });
    await vi.waitFor(() =>
      expect(received).toEqual([{ name: 'connectivity', payload: connectivity('online') }]),
    );
  });

  it('replays the latest retained events to a late subscriber, then delivers new ones until it leaves', async () => {
    const bridge = await loadPreload();
    const main = handPort();
    main.port.postMessage({ event: { name: 'connectivity', payload: connectivity('offline') } });
    main.port.postMessage({ event: { name: 'connectivity', payload: connectivity('online') } });
    main.port.postMessage({ event: { name: 'accountChanged', payload: info } });
    await settle();

    const received: DeskEvent[] = [];
    const unsubscribe = bridge.subscribe((event) => received.push(event));
    // Contract order, latest value of each.
    expect(received).toEqual([
      { name: 'accountChanged', payload: info },
      { name: 'connectivity', payload: connectivity('online') },
    ]);
    main.port.postMessage({ event: { name: 'connectivity', payload: connectivity('failing') } });
    await vi.waitFor(() => expect(received).toHaveLength(3));
    unsubscribe();
    main.port.postMessage({ event: { name: 'connectivity', payload: connectivity('online') } });
    await settle();
    expect(received).toHaveLength(3);
  });
});

describe('events from main to the page, end to end', () => {
  it("reach the app page's subscriber on its port, retained state first, until it leaves the app", async () => {
    const { registerContract } = await import('../../electron/main/ipc.ts');
    const { EventHub } = await import('../../electron/runtime/event-hub.ts');
    const { methods } = await import('../../shared/ipc/contract.ts');
    const hub = new EventHub(() => {});
    const noCall = async () => {
      throw new Error('not called here');
    };
    const unregister = registerContract({
      handlers: Object.fromEntries(methods.map((method) => [method, noCall])) as unknown as DeskHandlers,
      events: hub,
      scope: () => 3,
    });
    try {
      hub.emit('accountChanged', info);
      const page = electron.createWebContents(7, APP_PAGE);
      const bridge = await loadPreload(() => wireTo(page));

      const received: DeskEvent[] = [];
      bridge.subscribe((event) => received.push(event));
      await vi.waitFor(() => expect(received).toEqual([{ name: 'accountChanged', payload: info }]));
      hub.emit('connectivity', connectivity('offline'));
      await vi.waitFor(() =>
        expect(received.at(-1)).toEqual({ name: 'connectivity', payload: connectivity('offline') }),
      );

      page.navigate('https://evil.example/');
      hub.emit('connectivity', connectivity('online'));
      await settle();
      expect(received).toHaveLength(2);
    } finally {
      unregister();
    }
  });
});

describe('calls from the page, as Electron carries them', () => {
  it('cannot take an AbortSignal across the bridge: the page hands it a cancel hook instead', async () => {
    const bridge = await loadPreload();
    const controller = new AbortController();
    expect(() => bridge.getAppInfo?.({}, { signal: controller.signal })).toThrow(/could not be cloned/);
  });

  it("abandoned on the page, abort the handler's work in main (cancel works over Electron)", async () => {
    const { registerContract } = await import('../../electron/main/ipc.ts');
    const { EventHub } = await import('../../electron/runtime/event-hub.ts');
    const { methods } = await import('../../shared/ipc/contract.ts');
    const signals: AbortSignal[] = [];
    const noCall = async () => {
      throw new Error('not called here');
    };
    const unregister = registerContract({
      handlers: {
        ...Object.fromEntries(methods.map((method) => [method, noCall])),
        getAppInfo: (_request: unknown, context: { signal: AbortSignal }) =>
          new Promise((resolve) => {
            signals.push(context.signal);
            context.signal.addEventListener('abort', () => resolve(info), { once: true });
          }),
      } as unknown as DeskHandlers,
      events: new EventHub(() => {}),
      scope: () => 3,
    });
    try {
      const page = electron.createWebContents(9, APP_PAGE);
      const bridge = await loadPreload(() => wireTo(page));
      // The page as it calls: callDesk, through the bridge the preload exposed.
      vi.stubGlobal('window', { waiverDesk: bridge });
      const { callDesk, isAbandoned } = await import('../../renderer/src/bridge/index.ts');
      const controller = new AbortController();
      const pending = callDesk('getAppInfo', {}, { signal: controller.signal }).catch(
        (error: unknown) => error,
      );
      await vi.waitFor(() => expect(signals).toHaveLength(1));
      expect(signals[0]!.aborted).toBe(false);
      controller.abort();
      expect(isAbandoned(await pending)).toBe(true);
      await vi.waitFor(() => expect(signals[0]!.aborted).toBe(true));
    } finally {
      vi.unstubAllGlobals();
      unregister();
    }
  });

  it("reach main's handler and come back as copies, for every call that takes no payload", async () => {
    const { registerContract } = await import('../../electron/main/ipc.ts');
    const { startRuntime } = await import('../../electron/desk/desk-runtime.ts');
    const { contract, methods } = await import('../../shared/ipc/contract.ts');
    const { createDispatcher } = await import('../../electron/ipc/dispatch.ts');
    const runtime = await startRuntime({
      host: 'electron',
      plan: { mode: 'demo', timeZone: 'UTC', timeouts: { requestMs: 15_000, searchMs: 60_000 } },
    });
    const unregister = registerContract({
      handlers: runtime.handlers,
      events: runtime.events,
      scope: () => runtime.info().sessionId,
    });
    try {
      const page = electron.createWebContents(8, APP_PAGE);
      const bridge = await loadPreload(() => wireTo(page));
      const direct = createDispatcher(runtime.handlers);
      const noPayload = methods.filter(
        (method) => contract[method].kind === 'read' && contract[method].request.safeParse({}).success,
      );
      expect(noPayload.length).toBeGreaterThan(10);
      for (const method of noPayload) {
        if (method === 'runDiagnostics' || method === 'pingService') continue;
        const answer = (await bridge[method]?.({})) as { ok: boolean };
        expect(answer.ok, method).toBe(true);
        const expected = await direct.call(method, {}, { caller: 'test' });
        // Answers that depend on the moment (a budget, a reading time) are compared by shape.
        expect(Object.keys(answer).sort(), method).toEqual(Object.keys(expected).sort());
      }
    } finally {
      unregister();
      await runtime.close();
    }
  }, 60_000);
});
