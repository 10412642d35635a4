/**
 * New waivers as they are signed (the sync or the webhook queue found them), as
 * short toasts of the open session. The event is not retained: a page that was
 * not open when it came has nothing to show, which is right for "new".
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { subscribeDesk } from '../bridge/index.ts';
import { useAppInfo } from '../desk/hooks.ts';

export interface Arrival {
  id: number;
  waiverId: string;
  name: string;
  title: string;
}

export const ARRIVAL_LIFETIME_MS = 20_000;
/** A burst of signings (a group at the kiosk) shows the newest few, not a wall. */
const MAX_SHOWN = 3;

export function useArrivals(): { arrivals: Arrival[]; dismiss(id: number): void } {
  const info = useAppInfo();
  const sessionId = info?.phase === 'ready' ? info.sessionId : null;
  const [arrivals, setArrivals] = useState<Arrival[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setArrivals((shown) => shown.filter((arrival) => arrival.id !== id));
  }, []);

  useEffect(() => {
    setArrivals([]);
    if (sessionId === null) return;
    return subscribeDesk((event) => {
      if (event.name !== 'waiverArrived' || event.payload.sessionId !== sessionId) return;
      const fresh = event.payload.waivers.map((waiver) => {
        nextId.current += 1;
        const id = nextId.current;
        timers.current.set(
          id,
          setTimeout(() => dismiss(id), ARRIVAL_LIFETIME_MS),
        );
        return { id, waiverId: waiver.waiverId, name: waiver.name, title: waiver.title };
      });
      setArrivals((shown) => {
        const kept = [...shown, ...fresh];
        for (const dropped of kept.slice(0, -MAX_SHOWN)) {
          clearTimeout(timers.current.get(dropped.id));
          timers.current.delete(dropped.id);
        }
        return kept.slice(-MAX_SHOWN);
      });
    });
  }, [sessionId, dismiss]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  return { arrivals, dismiss };
}
