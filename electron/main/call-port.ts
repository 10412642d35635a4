/**
 * One page's port: main keeps one end of a `MessageChannelMain` and hands the
 * other to the page's preload. It carries every contract call, its cancellation
 * and its answer in the envelope (`shared/ipc/envelope.ts`), and the events main
 * pushes. Unlike `ipcRenderer.invoke`, a port carries a cancellation to main, so
 * a call the page abandoned stops its work here too.
 *
 * Asking for the port is the page saying it listens: the retained events (the
 * state a page shows) go out at once, then every event as it happens, sent only
 * while the page shows the app.
 *
 * The port lives as long as the document that asked for it: when the page goes
 * to another document, is destroyed, or its end of the port closes, every call
 * still open on it is aborted, its events stop, and nothing is sent after.
 */
import { MessageChannelMain, type WebContents } from 'electron';
import { CALL_PORT_CHANNEL } from '../../shared/ipc/channels.ts';
import type { EventMessage } from '../../shared/ipc/envelope.ts';
import { createCallServer } from '../ipc/call-server.ts';
import type { Dispatcher } from '../ipc/dispatch.ts';
import { deskLog } from '../logging/desk-log.ts';
import type { EventHub } from '../runtime/event-hub.ts';
import { isAppUrl } from './trusted-sender.ts';

let opened = 0;

interface Emitter {
  on(event: string, listener: (...args: never[]) => void): unknown;
  off(event: string, listener: (...args: never[]) => void): unknown;
}

/** Listens, and returns what stops listening. */
function listen(emitter: Emitter, event: string, listener: (...args: never[]) => void): () => void {
  emitter.on(event, listener);
  return () => emitter.off(event, listener);
}

export interface PortSources {
  dispatcher: Dispatcher;
  events: EventHub;
}

/**
 * Opens a port to the page in `contents` (already checked as the app's own);
 * what it returns closes it. `onClosed` hears when it closed, however it did.
 */
export function openCallPort(
  contents: WebContents,
  sources: PortSources,
  onClosed: () => void = () => {},
): () => void {
  const { port1: mine, port2: theirs } = new MessageChannelMain();
  opened += 1;
  // The port was handed to the app's page; a page that is no longer the app gets nothing through it.
  const showsTheApp = () => !contents.isDestroyed() && isAppUrl(contents.mainFrame.url);
  const calls = createCallServer({
    dispatcher: sources.dispatcher,
    // One caller per port: a reloaded page's calls never supersede, nor are superseded by, the old page's.
    caller: `electron:${contents.id}:${opened}`,
    answer: (message) => mine.postMessage(message),
    allowed: showsTheApp,
    // No cap on calls at once, as with ipcMain.handle before: an unanswered call would hang the screen that made it.
  });

  let closed = false;
  let unsubscribe = () => {};
  const close = () => {
    if (closed) return;
    closed = true;
    unsubscribe();
    calls.close();
    for (const stop of stops.splice(0)) stop();
    mine.close();
    onClosed();
  };
  // Another document in the window: its preload asks for a port of its own. Only a
  // navigation that started after this port opened and then committed counts: one
  // that never commits (a download, an answer with no content) keeps the page, so
  // its port, and a history change inside the app (pushState, a hash) keeps the document.
  let leaving = false;
  const onNavigationStart = (details: { isMainFrame: boolean; isSameDocument: boolean }) => {
    if (details.isMainFrame && !details.isSameDocument) leaving = true;
  };
  const onNavigated = () => {
    if (leaving) close();
  };
  const onMessage = (event: { data: unknown }) => {
    const refused = calls.receive(event.data);
    // Ignored, not answered: the preload sends only calls, so whatever sent this learns nothing.
    if (refused !== null) deskLog.warn(`ignored a message on a call port: ${refused}`);
  };

  // Each listener is taken off again when the port closes, by the function put beside it here.
  const stops = [
    listen(mine, 'message', onMessage),
    listen(mine, 'close', close),
    listen(contents, 'destroyed', close),
    listen(contents, 'did-start-navigation', onNavigationStart),
    listen(contents, 'did-navigate', onNavigated),
  ];
  mine.start();
  contents.postMessage(CALL_PORT_CHANNEL, null, [theirs]);
  unsubscribe = sources.events.subscribe((event) => {
    if (showsTheApp()) mine.postMessage({ event } satisfies EventMessage);
  });
  return close;
}
