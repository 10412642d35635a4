/**
 * What the main process told this page about itself: the latest value of each
 * event, and the account as best known. Events are the authority on the
 * account; a call's answer (getAppInfo, openDemoAccount) is taken only when no
 * event arrived while it was in flight, so an old answer never undoes a switch.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { type DeskEvent, type EventName, type EventPayload, eventNames } from '../../../shared/ipc/events.ts';
import type { AppInfo } from '../../../shared/ipc/types.ts';

export interface DeskState {
  latest: { [E in EventName]: EventPayload<E> | null };
  appInfo: AppInfo | null;
  /** Counts events received; a call notes it at its start to learn whether an event overtook it. */
  eventCount: number;
  receive(event: DeskEvent): void;
  acceptAppInfo(info: AppInfo, eventCountAtStart: number): void;
}

export type DeskStateStore = StoreApi<DeskState>;

export function createDeskState(): DeskStateStore {
  return createStore<DeskState>()((set, get) => ({
    latest: Object.fromEntries(eventNames.map((name) => [name, null])) as DeskState['latest'],
    appInfo: null,
    eventCount: 0,
    receive(event) {
      set((state) => ({
        latest: { ...state.latest, [event.name]: event.payload },
        eventCount: state.eventCount + 1,
        ...(event.name === 'accountChanged' ? { appInfo: event.payload } : {}),
      }));
    },
    acceptAppInfo(info, eventCountAtStart) {
      if (get().eventCount === eventCountAtStart) set({ appInfo: info });
    },
  }));
}

/** Runs a call that answers with AppInfo and records its answer unless an event overtook it. */
export async function readAppInfo(store: DeskStateStore, call: () => Promise<AppInfo>): Promise<AppInfo> {
  const eventCountAtStart = store.getState().eventCount;
  const info = await call();
  store.getState().acceptAppInfo(info, eventCountAtStart);
  return info;
}
