/**
 * Exposes exactly the contract's methods and one event subscription, nothing
 * generic: the page cannot name a channel. The methods derive from the
 * contract's list, and `satisfies DeskBridge` makes any drift a compile error.
 *
 * Events are validated here before the page sees them, and the latest value of
 * each retained event is kept so a listener that subscribes late gets it first.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE_GLOBAL, EVENT_CHANNEL, EVENTS_READY_CHANNEL, ipcChannel } from '../../shared/ipc/channels.ts';
import { type DeskBridge, type Method, methods } from '../../shared/ipc/contract.ts';
import { type DeskEvent, eventNames, events, readDeskEvent } from '../../shared/ipc/events.ts';

const retained = new Map<string, DeskEvent>();
const listeners = new Set<(event: DeskEvent) => void>();

ipcRenderer.on(EVENT_CHANNEL, (_event, raw: unknown) => {
  const event = readDeskEvent(raw);
  if (!event) return;
  if (events[event.name].retained) retained.set(event.name, event);
  for (const listener of listeners) listener(event);
});
ipcRenderer.send(EVENTS_READY_CHANNEL);

const call = (method: Method) => (request: unknown) => ipcRenderer.invoke(ipcChannel(method), request);

const bridge = {
  ...(Object.fromEntries(methods.map((method) => [method, call(method)])) as Omit<DeskBridge, 'subscribe'>),
  subscribe(listener: (event: DeskEvent) => void) {
    for (const name of eventNames) {
      const event = retained.get(name);
      if (event) listener(event);
    }
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
} satisfies DeskBridge;

contextBridge.exposeInMainWorld(BRIDGE_GLOBAL, bridge);
