/**
 * A stand-in for the `electron` module so main-process and preload code can be
 * tested in plain Node. It records what the code asked Electron to do, and keeps
 * both ends of IPC in one place: what a page sends reaches `ipcMain`'s
 * listeners, and what main sends to a frame can be handed to `ipcRenderer`'s.
 * Message ports are paired as Electron pairs them: `MessageChannelMain` makes two
 * `MessagePortMain`, and one transferred to a page arrives there as a DOM
 * MessagePort still connected to the other.
 *
 * Values cross as they do in Electron: every IPC message is copied with the
 * structured clone algorithm (a function or an AbortSignal cannot be sent: it
 * throws), and what the preload exposes through `contextBridge` reaches the page
 * as a copy whose functions are proxies that copy their arguments and answers.
 */
import { vi } from 'vitest';

type Listener = (...args: unknown[]) => unknown;

/**
 * Chromium's structured clone: platform objects such as an AbortSignal cannot be
 * cloned there (Node's own structuredClone would turn one into `{}`), functions
 * neither.
 */
function chromiumClone<T>(value: T): T {
  const refuseWhatCannotCross = (item: unknown, seen: Set<unknown>): void => {
    if (item === null || typeof item !== 'object' || seen.has(item)) return;
    seen.add(item);
    if (item instanceof EventTarget) {
      throw new DOMException(`${item.constructor.name} object could not be cloned.`, 'DataCloneError');
    }
    for (const child of Object.values(item)) refuseWhatCannotCross(child, seen);
  };
  refuseWhatCannotCross(value, new Set());
  return structuredClone(value);
}

/** What IPC carries: a structured clone (Electron's own serialisation of IPC messages). */
export function acrossIpc<T>(value: T): T {
  return chromiumClone(value);
}

/**
 * What crosses `contextBridge` between the preload's world and the page's:
 * functions become proxies (their arguments and results cross back the same way),
 * promises settle with a copy, objects and arrays are copied key by key (a
 * class's prototype is lost), and anything else is structured-cloned (what
 * cannot be, such as an AbortSignal, throws).
 */
export function acrossContexts(value: unknown): unknown {
  if (typeof value === 'function') {
    const original = value as (...args: unknown[]) => unknown;
    return (...args: unknown[]) => acrossContexts(original(...args.map(acrossContexts)));
  }
  if (value instanceof Promise) return value.then(acrossContexts);
  if (Array.isArray(value)) return value.map(acrossContexts);
  if (value instanceof Error) return new Error(value.message);
  if (value !== null && typeof value === 'object' && !(value instanceof EventTarget)) {
    const prototype = Object.getPrototypeOf(value);
    if (prototype === Object.prototype || prototype === null || Object.keys(value).length > 0) {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, acrossContexts(item)]));
    }
  }
  return chromiumClone(value);
}

export function createEmitter() {
  const listeners = new Map<string, Listener[]>();
  const add = (event: string, listener: Listener) => {
    listeners.set(event, [...(listeners.get(event) ?? []), listener]);
  };
  return {
    on: vi.fn(add),
    once: vi.fn(add),
    off: vi.fn((event: string, listener: Listener) => {
      listeners.set(
        event,
        (listeners.get(event) ?? []).filter((known) => known !== listener),
      );
    }),
    emit(event: string, ...args: unknown[]) {
      return [...(listeners.get(event) ?? [])].map((listener) => listener(...args));
    },
    listenerCount: (event: string) => listeners.get(event)?.length ?? 0,
    clear: () => listeners.clear(),
  };
}

// --- main process: ipcMain ---------------------------------------------------

export const ipcHandlers = new Map<string, Listener>();
const mainListeners = createEmitter();

export const ipcMain = {
  handle: vi.fn((channel: string, handler: Listener) => {
    if (ipcHandlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
    ipcHandlers.set(channel, handler);
  }),
  removeHandler: vi.fn((channel: string) => ipcHandlers.delete(channel)),
  on: vi.fn((channel: string, listener: Listener) => mainListeners.on(channel, listener)),
  off: vi.fn((channel: string, listener: Listener) => mainListeners.off(channel, listener)),
  /** Delivers a message a page sent with `ipcRenderer.send`, as Electron would: copied. */
  emit: (channel: string, event: unknown, ...args: unknown[]) =>
    mainListeners.emit(channel, event, ...acrossIpc(args)),
  listenerCount: (channel: string) => mainListeners.listenerCount(channel),
};

// --- message ports: MessageChannelMain, MessagePortMain, the page's MessagePort ---

/**
 * One end of an entangled pair, whichever face it shows (main's or the page's).
 * As in Chromium: each message is a structured clone delivered later (a task,
 * here a microtask, so fake timers do not hold it), messages wait until the end
 * is started, and closing one end tells the other ('close') and drops what was
 * still to come.
 */
class PortEnd {
  peer: PortEnd | null = null;
  started = false;
  closed = false;
  readonly queue: unknown[] = [];
  readonly deliver: (data: unknown) => void;
  readonly remoteClosed: () => void;
  constructor(deliver: (data: unknown) => void, remoteClosed: () => void) {
    this.deliver = deliver;
    this.remoteClosed = remoteClosed;
  }
  post(message: unknown): void {
    if (this.closed) return;
    const copy = acrossIpc(message);
    // The peer is looked up on delivery: a message posted before the other end was
    // transferred reaches it where it went.
    queueMicrotask(() => {
      const peer = this.peer;
      if (!peer || peer.closed) return;
      peer.queue.push(copy);
      peer.flush();
    });
  }
  start(): void {
    this.started = true;
    this.flush();
  }
  flush(): void {
    while (this.started && !this.closed && this.queue.length > 0) this.deliver(this.queue.shift());
  }
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.queue.length = 0;
    const peer = this.peer;
    this.peer = null;
    if (peer && !peer.closed) {
      peer.peer = null;
      queueMicrotask(() => peer.remoteClosed());
    }
  }
}

function entangle(a: PortEnd, b: PortEnd): void {
  a.peer = b;
  b.peer = a;
}

/** Main's face of a port (Electron's MessagePortMain): Node-style events, 'message' with `{ data, ports }`. */
export class MessagePortMain {
  readonly #events = createEmitter();
  readonly on = this.#events.on;
  readonly once = this.#events.once;
  readonly off = this.#events.off;
  readonly listenerCount = this.#events.listenerCount;
  end = new PortEnd(
    (data) => this.#events.emit('message', { data, ports: [] }),
    () => this.#events.emit('close'),
  );
  readonly postMessage = vi.fn((message: unknown, _transfer?: MessagePortMain[]) => this.end.post(message));
  readonly start = vi.fn(() => this.end.start());
  readonly close = vi.fn(() => this.end.close());
  /** Set once the port was transferred away: this object no longer sends or receives. */
  transferred = false;
}

/** Electron's MessageChannelMain: a pair of connected MessagePortMain. */
export class MessageChannelMain {
  readonly port1 = new MessagePortMain();
  readonly port2 = new MessagePortMain();
  constructor() {
    entangle(this.port1.end, this.port2.end);
  }
}

/** The page's face of a port (the DOM MessagePort): an EventTarget; setting `onmessage` starts it. */
export class PagePort extends EventTarget {
  readonly end: PortEnd;
  #onmessage: ((event: MessageEvent) => void) | null = null;
  constructor(end?: PortEnd) {
    super();
    const mine = new PortEnd(
      (data) => this.dispatchEvent(new MessageEvent('message', { data })),
      () => this.dispatchEvent(new Event('close')),
    );
    if (end?.peer) entangle(mine, end.peer);
    // Whatever reached the end before it moved moves with it.
    if (end) mine.queue.push(...end.queue.splice(0));
    this.end = mine;
  }
  postMessage(message: unknown): void {
    this.end.post(message);
  }
  start(): void {
    this.end.start();
  }
  close(): void {
    this.end.close();
  }
  get onmessage() {
    return this.#onmessage;
  }
  set onmessage(listener: ((event: MessageEvent) => void) | null) {
    if (this.#onmessage) this.removeEventListener('message', this.#onmessage as EventListener);
    this.#onmessage = listener;
    if (listener) {
      this.addEventListener('message', listener as EventListener);
      this.start();
    }
  }
}

/**
 * A MessagePortMain transferred to a page (`webContents.postMessage(channel, message, [port])`):
 * it arrives there as a DOM MessagePort, entangled with the same peer; main's object is spent.
 */
export function transferToPage(port: MessagePortMain): PagePort {
  if (port.transferred) throw new DOMException('A port was transferred twice.', 'DataCloneError');
  port.transferred = true;
  const moved = new PagePort(port.end);
  port.end.peer = null;
  port.end.closed = true;
  port.end = moved.end;
  return moved;
}

/** This computer's printers and how a print job ends: none, and handed over, unless a test says otherwise. */
export const systemPrinting = {
  printers: [] as {
    name: string;
    displayName: string;
    description: string;
    options: Record<string, string>;
  }[],
  answer: { success: true, failureReason: '' },
};

/** A page's web contents: its top-level frame (URL, `send`) and its lifecycle events. */
export function createWebContents(id: number, url: string) {
  const emitter = createEmitter();
  const pageMessages: { channel: string; message: unknown; ports: PagePort[] }[] = [];
  let destroyed = false;
  // What main sends a frame is copied on the way, whoever receives it.
  const mainFrame = {
    url,
    parent: null,
    send: vi.fn((_channel: string, ...args: unknown[]) => {
      acrossIpc(args);
    }),
  };
  return {
    ...emitter,
    id,
    mainFrame,
    isDestroyed: vi.fn(() => destroyed),
    /**
     * `webContents.postMessage`: the message copied, each transferred port moved to the
     * page. What the page receives is what `pageMessages` holds (a test hands it on).
     */
    postMessage: vi.fn((channel: string, message: unknown, transfer: MessagePortMain[] = []) => {
      pageMessages.push({ channel, message: acrossIpc(message), ports: transfer.map(transferToPage) });
    }),
    pageMessages,
    /** The system's printers, as Chromium lists them (`systemPrinting.printers`). */
    getPrintersAsync: vi.fn(async () => structuredClone(systemPrinting.printers)),
    /** A print job, answered as `systemPrinting.answer` says. */
    print: vi.fn((_options: object, callback?: (success: boolean, failureReason: string) => void) => {
      callback?.(systemPrinting.answer.success, systemPrinting.answer.failureReason);
    }),
    /**
     * The top-level frame starts loading another document, or (`sameDocument`) changes its
     * history entry (a hash route), and gets there (`did-navigate`, `did-navigate-in-page`).
     */
    navigate(to: string, options: { sameDocument?: boolean } = {}) {
      emitter.emit('did-start-navigation', {
        url: to,
        isMainFrame: true,
        isSameDocument: options.sameDocument ?? false,
      });
      mainFrame.url = to;
      if (options.sameDocument) emitter.emit('did-navigate-in-page', {}, to, true);
      else emitter.emit('did-navigate', {}, to, 200, 'OK');
    },
    /** Ends the page's renderer as Chromium does: it is gone, reason 'killed'. */
    forcefullyCrashRenderer: vi.fn(() => {
      emitter.emit('render-process-gone', {}, { reason: 'killed', exitCode: 9 });
    }),
    destroy() {
      destroyed = true;
      emitter.emit('destroyed');
    },
  };
}
export type FakeWebContents = ReturnType<typeof createWebContents>;

/** The IPC event main receives from a frame of `contents`: its top-level frame unless `subFrame`. */
export function ipcEventFrom(contents: FakeWebContents, options: { url?: string; subFrame?: boolean } = {}) {
  return {
    sender: contents,
    senderFrame: { url: options.url ?? contents.mainFrame.url, parent: options.subFrame ? {} : null },
  };
}

// --- preload: ipcRenderer and contextBridge -------------------------------

const rendererListeners = createEmitter();

export const ipcRenderer = {
  /** Answers with what main would have received: the channel and a copy of the payload. */
  invoke: vi.fn(
    async (channel: string, payload: unknown): Promise<unknown> => ({ channel, payload: acrossIpc(payload) }),
  ),
  send: vi.fn((_channel: string, ...args: unknown[]) => {
    acrossIpc(args);
  }),
  on: vi.fn((channel: string, listener: Listener) => rendererListeners.on(channel, listener)),
  off: vi.fn((channel: string, listener: Listener) => rendererListeners.off(channel, listener)),
};

/** The page is gone with its preload: what it listened to on `ipcRenderer` no longer hears anything. */
export function unloadPage(): void {
  rendererListeners.clear();
}

/** Hands the preload a message main sent on `channel`, as Electron delivers it: copied. */
export function deliverToRenderer(channel: string, ...args: unknown[]): void {
  rendererListeners.emit(channel, { sender: ipcRenderer, ports: [] }, ...acrossIpc(args));
}

/** Hands the preload a message main posted with ports (`webContents.postMessage`): its event carries them. */
export function deliverPortsToRenderer(channel: string, message: unknown, ports: PagePort[]): void {
  rendererListeners.emit(channel, { sender: ipcRenderer, ports }, acrossIpc(message));
}

/** What the page sees on `window`, by name: the exposed value as it crosses into the page's world. */
export const exposedInMainWorld = new Map<string, unknown>();
export const contextBridge = {
  exposeInMainWorld: vi.fn((name: string, api: unknown) => exposedInMainWorld.set(name, acrossContexts(api))),
};

// --- app, windows, protocol, the rest ---------------------------------------

export const appPaths = new Map<string, string>();
export const app = Object.assign(createEmitter(), {
  whenReady: vi.fn(async () => undefined),
  quit: vi.fn(),
  exit: vi.fn(),
  requestSingleInstanceLock: vi.fn(() => true),
  setPath: vi.fn((name: string, value: string) => {
    appPaths.set(name, value);
  }),
  // As on Linux and Windows: the logs folder is inside userData unless set itself.
  getPath: vi.fn(
    (name: string) =>
      appPaths.get(name) ??
      (name === 'logs' && appPaths.has('userData') ? `${appPaths.get('userData')}/logs` : undefined) ??
      `/electron-default/${name}`,
  ),
  /** Without a path, as on Linux and Windows: `logs` inside userData as it is set now. */
  setAppLogsPath: vi.fn((where?: string) => {
    appPaths.set('logs', where ?? `${appPaths.get('userData') ?? '/electron-default/userData'}/logs`);
  }),
  getVersion: vi.fn(() => '0.0.0-test'),
  /** The app's locale and the system's languages: a US English computer unless a test says otherwise. */
  getLocale: vi.fn(() => 'en-US'),
  getPreferredSystemLanguages: vi.fn(() => ['en-US']),
  /** The next start is asked for (a restart after errors, an update). */
  relaunch: vi.fn(),
  /** A development run unless a test says it is installed. */
  isPackaged: false,
  setLoginItemSettings: vi.fn((_settings: { openAtLogin?: boolean }) => {}),
});

export const shell = { openExternal: vi.fn(async () => undefined) };

export const session = {
  defaultSession: {
    setPermissionRequestHandler: vi.fn(),
    setPermissionCheckHandler: vi.fn(),
  },
};

/** Electron's crash reporter: what it was started with. */
export const crashReporter = { start: vi.fn((_options: { uploadToServer?: boolean }) => {}) };

export const createdWindows: BrowserWindow[] = [];
export class BrowserWindow {
  readonly options: unknown;
  readonly loadURL = vi.fn(async (_url: string) => undefined);
  readonly isDestroyed = vi.fn(() => false);
  readonly once = vi.fn();
  readonly show = vi.fn();
  /** Its page: tests emit `before-input-event` on it as a key press would. */
  readonly webContents = createWebContents(createdWindows.length + 1, 'app://waiver-desk/index.html');
  #kiosk: boolean;
  readonly setKiosk = vi.fn((on: boolean) => {
    this.#kiosk = on;
  });
  readonly isKiosk = vi.fn(() => this.#kiosk);
  readonly setMenuBarVisibility = vi.fn((_visible: boolean) => {});
  readonly destroy = vi.fn(() => this.webContents.destroy());
  constructor(options: unknown) {
    this.options = options;
    this.#kiosk = (options as { kiosk?: boolean } | undefined)?.kiosk === true;
    createdWindows.push(this);
  }
  static getAllWindows = vi.fn(() => createdWindows);
  /** The window showing `contents`; null for contents of no window (a test's own stand-in). */
  static fromWebContents = vi.fn(
    (contents: unknown): BrowserWindow | null =>
      createdWindows.find((window) => window.webContents === contents) ?? null,
  );
}

/** The application menu as the code last set it; Electron's default menu at first. */
export const DEFAULT_MENU = { items: ['File', 'Edit', 'View', 'Window', 'Help'] };
let applicationMenu: unknown = DEFAULT_MENU;
export const Menu = {
  buildFromTemplate: vi.fn((template: unknown[]) => ({ template })),
  getApplicationMenu: vi.fn(() => applicationMenu),
  setApplicationMenu: vi.fn((menu: unknown) => {
    applicationMenu = menu;
  }),
};

type ProtocolHandler = (request: Request) => Response | Promise<Response>;
/** What `protocol.handle` was given, by scheme: tests call it with a Request. */
export const protocolHandlers = new Map<string, ProtocolHandler>();
export const protocol = {
  registerSchemesAsPrivileged: vi.fn(),
  handle: vi.fn((scheme: string, handler: ProtocolHandler) => {
    protocolHandlers.set(scheme, handler);
  }),
};

export const safeStorage = {
  getSelectedStorageBackend: vi.fn(() => 'gnome_libsecret'),
  isAsyncEncryptionAvailable: vi.fn(async () => true),
  encryptStringAsync: vi.fn(async (plain: string) => Buffer.from(`enc:${plain}`)),
  decryptStringAsync: vi.fn(async (cipher: Buffer) => ({
    result: cipher.toString().replace(/^enc:/, ''),
    shouldReEncrypt: false,
  })),
};

export const dialog = {
  showErrorBox: vi.fn(),
  /** Answers with the cancel button unless a test says otherwise. */
  showMessageBox: vi.fn(async (_window: unknown, options: { cancelId?: number }) => ({
    response: options.cancelId ?? 0,
    checkboxChecked: false,
  })),
};

/** Sleep and wake: tests emit 'resume' as the system would. */
export const powerMonitor = createEmitter();

/** Desktop notifications: every one constructed is recorded with what it was given and whether it was shown. */
export const shownNotifications: { options: { title?: string; body?: string }; shown: boolean }[] = [];
export class Notification {
  static isSupported = vi.fn(() => true);
  readonly record: { options: { title?: string; body?: string }; shown: boolean };
  readonly #events = createEmitter();
  readonly on = this.#events.on;
  readonly emit = this.#events.emit;
  constructor(options: { title?: string; body?: string }) {
    this.record = { options, shown: false };
    shownNotifications.push(this.record);
  }
  show(): void {
    this.record.shown = true;
  }
}

/** Packages that `import electron from 'electron'` see the same stand-ins. */
export default {
  app,
  BrowserWindow,
  contextBridge,
  crashReporter,
  dialog,
  ipcMain,
  ipcRenderer,
  Menu,
  MessageChannelMain,
  Notification,
  powerMonitor,
  protocol,
  safeStorage,
  session,
  shell,
};
