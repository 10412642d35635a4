/**
 * A stand-in for the `electron` module so main-process and preload code can be
 * tested in plain Node. It records what the code asked Electron to do.
 */
import { vi } from 'vitest';

type Listener = (...args: unknown[]) => unknown;

export function createEmitter() {
  const listeners = new Map<string, Listener[]>();
  return {
    on: vi.fn((event: string, listener: Listener) => {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
    }),
    once: vi.fn((event: string, listener: Listener) => {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
    }),
    emit(event: string, ...args: unknown[]) {
      return (listeners.get(event) ?? []).map((listener) => listener(...args));
    },
    listenerCount: (event: string) => listeners.get(event)?.length ?? 0,
  };
}

export const ipcHandlers = new Map<string, Listener>();

export const ipcMain = {
  handle: vi.fn((channel: string, handler: Listener) => {
    if (ipcHandlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
    ipcHandlers.set(channel, handler);
  }),
  removeHandler: vi.fn((channel: string) => ipcHandlers.delete(channel)),
};

export const ipcRenderer = {
  invoke: vi.fn(async (channel: string, payload: unknown) => ({ channel, payload })),
};

export const exposedInMainWorld = new Map<string, unknown>();
export const contextBridge = {
  exposeInMainWorld: vi.fn((name: string, api: unknown) => exposedInMainWorld.set(name, api)),
};

export const app = Object.assign(createEmitter(), {
  whenReady: vi.fn(async () => undefined),
  quit: vi.fn(),
  exit: vi.fn(),
  requestSingleInstanceLock: vi.fn(() => true),
});

export const shell = { openExternal: vi.fn(async () => undefined) };

export const session = {
  defaultSession: {
    setPermissionRequestHandler: vi.fn(),
    setPermissionCheckHandler: vi.fn(),
  },
};

export const createdWindows: { options: unknown; loadURL: ReturnType<typeof vi.fn> }[] = [];
export class BrowserWindow {
  readonly options: unknown;
  readonly loadURL = vi.fn(async () => undefined);
  readonly once = vi.fn();
  readonly show = vi.fn();
  constructor(options: unknown) {
    this.options = options;
    createdWindows.push(this);
  }
  static getAllWindows = vi.fn(() => createdWindows);
}

export const protocol = { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() };

export const safeStorage = {
  isEncryptionAvailable: vi.fn(() => true),
  getSelectedStorageBackend: vi.fn(() => 'gnome_libsecret'),
  encryptString: vi.fn((plain: string) => Buffer.from(`enc:${plain}`)),
  decryptString: vi.fn((cipher: Buffer) => cipher.toString().replace(/^enc:/, '')),
};

export const dialog = { showErrorBox: vi.fn() };
