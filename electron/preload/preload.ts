/**
 * Exposes exactly the contract's methods and one event subscription, nothing
 * generic: the page cannot name a channel. The methods derive from the
 * contract's list, and `satisfies DeskBridge` makes any drift a compile error.
 *
 * Events pass here only in the shape every event has (a known name, an object
 * payload): the page checks each payload against its schema before any screen
 * sees it (renderer/src/bridge/desk-bridge.ts), as it does for the browser host.
 * The latest value of each retained event is kept, so a listener that
 * subscribes late gets it first.
 *
 * Calls and events travel on the page's port, which the preload asks main for
 * once it loads (port-calls.ts); asking is saying the page listens, and main
 * sends the retained events first. A call takes `onCancel` beside its request:
 * contextBridge carries a function where it cannot carry an AbortSignal. The page
 * calls it with the function that cancels the call, and the cancellation reaches main.
 *
 * It imports names only (methods.ts, event-names.ts, event-replay.ts, channels.ts,
 * envelope.ts, waiting-calls.ts) and types: no schema, so the preload stays a few
 * kilobytes (test/app/build-output.test.ts).
 */
import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE_GLOBAL, CALL_PORT_CHANNEL } from '../../shared/ipc/channels.ts';
import type { BridgeCallOptions, DeskBridge } from '../../shared/ipc/contract.ts';
import { readEventEnvelope } from '../../shared/ipc/event-names.ts';
import { createEventReplay } from '../../shared/ipc/event-replay.ts';
import type { DeskEvent } from '../../shared/ipc/events.ts';
import { type Method, methods } from '../../shared/ipc/methods.ts';
import { createPortCalls, type PagePort } from './port-calls.ts';

const replay = createEventReplay();

const calls = createPortCalls((raw) => {
  const envelope = readEventEnvelope(raw);
  if (!envelope) return;
  // Checked against its schema by the page, before any screen sees it.
  const event = envelope as DeskEvent;
  replay.publish(event);
});
ipcRenderer.on(CALL_PORT_CHANNEL, (event) => {
  const [port] = event.ports as PagePort[];
  if (port) calls.adopt(port);
});
ipcRenderer.send(CALL_PORT_CHANNEL);

// Only a function is taken as `onCancel`: the page's world decides nothing else here.
const call = (method: Method) => (request: unknown, options?: BridgeCallOptions) =>
  calls.call(method, request, typeof options?.onCancel === 'function' ? options.onCancel : undefined);

const bridge = {
  ...(Object.fromEntries(methods.map((method) => [method, call(method)])) as Omit<DeskBridge, 'subscribe'>),
  subscribe: (listener: (event: DeskEvent) => void) => replay.subscribe(listener),
} satisfies DeskBridge;

contextBridge.exposeInMainWorld(BRIDGE_GLOBAL, bridge);
