/**
 * The one event subscription every bridge serves (the preload, the browser host's
 * socket, the tests' stand-in): each event goes to every listener, and the latest
 * of each retained kind is kept, so a listener that subscribes late hears it first.
 * Names only (no schema): the preload bundles this.
 */
import { eventNames, eventTable } from './event-names.ts';
import type { DeskEvent } from './events.ts';

export type DeskEventListener = (event: DeskEvent) => void;

export interface EventReplay {
  publish(event: DeskEvent): void;
  /** Replays the retained events to `listener` at once; returns its unsubscribe. */
  subscribe(listener: DeskEventListener): () => void;
}

/** `hand` passes one event to one listener (a bridge may guard each call). */
export function createEventReplay(
  hand: (listener: DeskEventListener, event: DeskEvent) => void = (listener, event) => listener(event),
): EventReplay {
  const retained = new Map<string, DeskEvent>();
  const listeners = new Set<DeskEventListener>();
  return {
    publish(event) {
      if (eventTable[event.name].retained) retained.set(event.name, event);
      for (const listener of listeners) hand(listener, event);
    },
    subscribe(listener) {
      for (const name of eventNames) {
        const event = retained.get(name);
        if (event) listener(event);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
