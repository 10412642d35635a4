/**
 * Exposes exactly the contract's methods, nothing generic: the renderer cannot name
 * a channel. `satisfies DeskBridge` makes a missing, extra or mistyped method a
 * compile error.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE_GLOBAL, ipcChannel } from '../../shared/ipc/channels.ts';
import type { DeskBridge } from '../../shared/ipc/contract.ts';

const bridge = {
  getAppInfo: (request) => ipcRenderer.invoke(ipcChannel('getAppInfo'), request),
  listTodayCheckins: (request) => ipcRenderer.invoke(ipcChannel('listTodayCheckins'), request),
} satisfies DeskBridge;

contextBridge.exposeInMainWorld(BRIDGE_GLOBAL, bridge);
