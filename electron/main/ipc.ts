/**
 * Electron's transport of the contract: one port per page (`call-port.ts`), which
 * carries the calls, their cancellations and their answers, and the events main
 * pushes, only while the page shows the app. A port asked for by any other frame
 * is refused before anything else is read: that frame never gets a way to call,
 * nor hears an event.
 */
import { type IpcMainEvent, ipcMain } from 'electron';
import { CALL_PORT_CHANNEL } from '../../shared/ipc/channels.ts';
import type { DeskHandlers } from '../../shared/ipc/contract.ts';
import { createDispatcher } from '../ipc/dispatch.ts';
import { deskLog } from '../logging/desk-log.ts';
import type { EventHub } from '../runtime/event-hub.ts';
import { openCallPort } from './call-port.ts';
import { isTrustedSender } from './trusted-sender.ts';

function senderOf(event: IpcMainEvent) {
  const frame = event.senderFrame;
  if (!frame) return null;
  return { url: frame.url, isMainFrame: frame.parent === null };
}

export interface ContractSources {
  handlers: DeskHandlers;
  events: EventHub;
  /** The current session's id: shared reads never cross an account switch. */
  scope: () => number;
}

export function registerContract(sources: ContractSources): () => void {
  const dispatcher = createDispatcher(sources.handlers, { scope: sources.scope });
  // One port per page: a reloaded page asks again, and the old document's port
  // closes with its calls still open aborted and its events stopped.
  const ports = new Map<number, () => void>();
  const onPortAsked = (event: IpcMainEvent) => {
    if (!isTrustedSender(senderOf(event))) {
      deskLog.warn('refused a call port to an untrusted frame');
      return;
    }
    const contents = event.sender;
    ports.get(contents.id)?.();
    const close = openCallPort(contents, { dispatcher, events: sources.events }, () => {
      if (ports.get(contents.id) === close) ports.delete(contents.id);
    });
    ports.set(contents.id, close);
  };
  ipcMain.on(CALL_PORT_CHANNEL, onPortAsked);
  return () => {
    ipcMain.off(CALL_PORT_CHANNEL, onPortAsked);
    for (const close of ports.values()) close();
    ports.clear();
  };
}
