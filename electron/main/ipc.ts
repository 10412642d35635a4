/**
 * Registers one `ipcMain.handle` per contract method. Calls from any frame other
 * than the app's own page are dropped before the payload is even read.
 */
import { type IpcMainInvokeEvent, ipcMain } from 'electron';
import { ipcChannel } from '../../shared/ipc/channels.ts';
import { type DeskHandlers, methods } from '../../shared/ipc/contract.ts';
import type { IpcResult } from '../../shared/ipc/errors.ts';
import { dispatch } from '../ipc/dispatch.ts';
import { isTrustedSender } from './trusted-sender.ts';

function senderOf(event: IpcMainInvokeEvent) {
  const frame = event.senderFrame;
  if (!frame) return null;
  return { url: frame.url, isMainFrame: frame.parent === null };
}

export function registerContract(handlers: DeskHandlers): () => void {
  for (const method of methods) {
    ipcMain.handle(ipcChannel(method), async (event, payload: unknown): Promise<IpcResult<unknown>> => {
      if (!isTrustedSender(senderOf(event))) {
        console.warn(`[waiver-desk] dropped ${method} from an untrusted frame`);
        return { ok: false, error: { code: 'forbidden', message: 'This page may not use Waiver Desk.' } };
      }
      return dispatch(handlers, method, payload);
    });
  }
  return () => {
    for (const method of methods) ipcMain.removeHandler(ipcChannel(method));
  };
}
