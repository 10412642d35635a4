/**
 * Electron's transport of the contract: one `ipcMain.handle` per method, and the
 * events main pushes, sent only to the app's own top-level page. Calls and event
 * subscriptions from any other frame are dropped before the payload is read.
 */
import { type IpcMainEvent, type IpcMainInvokeEvent, ipcMain, type WebContents } from 'electron';
import { EVENT_CHANNEL, EVENTS_READY_CHANNEL, ipcChannel } from '../../shared/ipc/channels.ts';
import { type DeskHandlers, methods } from '../../shared/ipc/contract.ts';
import type { IpcResult } from '../../shared/ipc/errors.ts';
import { createDispatcher } from '../ipc/dispatch.ts';
import { deskLog } from '../logging/desk-log.ts';
import type { EventHub } from '../runtime/event-hub.ts';
import { isAppUrl, isTrustedSender } from './trusted-sender.ts';

function senderOf(event: IpcMainInvokeEvent | IpcMainEvent) {
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

/** Pushes events to one page while it shows the app; stops when it navigates away or closes. */
function streamEventsTo(contents: WebContents, events: EventHub): () => void {
  let unsubscribe = () => {};
  const stop = () => {
    unsubscribe();
    contents.off('destroyed', stop);
    contents.off('did-start-navigation', onNavigation);
  };
  // A history change inside the app (pushState, a hash) is a same-document
  // navigation: the page and its subscription stay, so the stream does too.
  const onNavigation = (details: { isMainFrame: boolean; isSameDocument: boolean }) => {
    if (details.isMainFrame && !details.isSameDocument) stop();
  };
  contents.on('destroyed', stop);
  contents.on('did-start-navigation', onNavigation);
  unsubscribe = events.subscribe((event) => {
    if (contents.isDestroyed() || !isAppUrl(contents.mainFrame.url)) return;
    contents.mainFrame.send(EVENT_CHANNEL, event);
  });
  return stop;
}

export function registerContract(sources: ContractSources): () => void {
  const dispatcher = createDispatcher(sources.handlers, { scope: sources.scope });
  for (const method of methods) {
    ipcMain.handle(ipcChannel(method), async (event, payload: unknown): Promise<IpcResult<unknown>> => {
      if (!isTrustedSender(senderOf(event))) {
        deskLog.warn(`dropped ${method} from an untrusted frame`);
        return { ok: false, error: { code: 'forbidden' } };
      }
      return dispatcher.call(method, payload, { caller: `electron:${event.sender.id}` });
    });
  }
  // The preload says when the page listens; until then nothing is sent, and the
  // retained state it missed is replayed on subscription.
  const streams = new Map<number, () => void>();
  const onReady = (event: IpcMainEvent) => {
    if (!isTrustedSender(senderOf(event))) {
      deskLog.warn('dropped an event subscription from an untrusted frame');
      return;
    }
    const contents = event.sender;
    streams.get(contents.id)?.();
    streams.set(contents.id, streamEventsTo(contents, sources.events));
  };
  ipcMain.on(EVENTS_READY_CHANNEL, onReady);
  return () => {
    for (const method of methods) ipcMain.removeHandler(ipcChannel(method));
    ipcMain.off(EVENTS_READY_CHANNEL, onReady);
    for (const stop of streams.values()) stop();
    streams.clear();
  };
}
