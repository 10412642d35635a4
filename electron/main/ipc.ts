/**
 * Electron's transport of the contract: one call port per page (`call-port.ts`),
 * which carries the calls, their cancellations and their answers, and the
 * events main pushes on the event channel, sent only to the app's own top-level
 * page. A port or an event subscription asked by any other frame is refused
 * before anything else is read: that frame never gets a way to call.
 */
import { type IpcMainEvent, ipcMain, type WebContents } from 'electron';
import { CALL_PORT_CHANNEL, EVENT_CHANNEL, EVENTS_READY_CHANNEL } from '../../shared/ipc/channels.ts';
import type { DeskHandlers } from '../../shared/ipc/contract.ts';
import { createDispatcher } from '../ipc/dispatch.ts';
import { deskLog } from '../logging/desk-log.ts';
import type { EventHub } from '../runtime/event-hub.ts';
import { openCallPort } from './call-port.ts';
import { isAppUrl, isTrustedSender } from './trusted-sender.ts';

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
  // One port per page: a reloaded page asks again, and the old document's port
  // closes with its calls still open aborted.
  const ports = new Map<number, () => void>();
  const onPortAsked = (event: IpcMainEvent) => {
    if (!isTrustedSender(senderOf(event))) {
      deskLog.warn('refused a call port to an untrusted frame');
      return;
    }
    const contents = event.sender;
    ports.get(contents.id)?.();
    const close = openCallPort(contents, dispatcher, () => {
      if (ports.get(contents.id) === close) ports.delete(contents.id);
    });
    ports.set(contents.id, close);
  };
  ipcMain.on(CALL_PORT_CHANNEL, onPortAsked);
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
    ipcMain.off(CALL_PORT_CHANNEL, onPortAsked);
    for (const close of ports.values()) close();
    ports.clear();
    ipcMain.off(EVENTS_READY_CHANNEL, onReady);
    for (const stop of streams.values()) stop();
    streams.clear();
  };
}
