/**
 * Main → page events, whichever host carries them. Every payload is checked
 * against the contract before it leaves; retained events keep their latest value
 * and replay it to each new subscriber first (a page that loads or reloads late
 * learns the current state at once instead of waiting for the next change).
 */
import {
  type DeskEvent,
  type EventName,
  type EventPayload,
  eventNames,
  events,
} from '../../shared/ipc/events.ts';
import { deskLog, errorForLog } from '../logging/desk-log.ts';
import { outward } from '../logging/outward.ts';

export type EventListener = (event: DeskEvent) => void;

export type EventHubLogger = (line: string) => void;

export class EventHub {
  readonly #latest = new Map<EventName, DeskEvent>();
  readonly #listeners = new Set<EventListener>();
  readonly #log: EventHubLogger;

  constructor(log: EventHubLogger = (line) => deskLog.warn(line)) {
    this.#log = log;
  }

  emit<E extends EventName>(name: E, payload: EventPayload<E>): void {
    const parsed = events[name].payload.safeParse(payload);
    if (!parsed.success) {
      // A bug in main, not something the page should see half of.
      this.#log(`event ${name} dropped: its payload breaks the contract`);
      return;
    }
    // Every event, whichever host carries it (and every notification made of one), leaves redacted.
    const event = { name, payload: outward(parsed.data) } as DeskEvent;
    if (events[name].retained) this.#latest.set(name, event);
    for (const listener of [...this.#listeners]) this.#deliver(listener, event);
  }

  latest<E extends EventName>(name: E): EventPayload<E> | undefined {
    return this.#latest.get(name)?.payload as EventPayload<E> | undefined;
  }

  /** Replays the retained state (in contract order), then delivers every new event. */
  subscribe(listener: EventListener): () => void {
    for (const name of eventNames) {
      const event = this.#latest.get(name);
      if (event) this.#deliver(listener, event);
    }
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  get subscriberCount(): number {
    return this.#listeners.size;
  }

  close(): void {
    this.#listeners.clear();
  }

  #deliver(listener: EventListener, event: DeskEvent): void {
    try {
      listener(event);
    } catch (error) {
      // One broken subscriber (a closed window, a dropped stream) must not starve the others.
      this.#log(`an event subscriber failed: ${errorForLog(error)}`);
    }
  }
}
