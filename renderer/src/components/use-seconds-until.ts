/** Whole seconds until an instant, ticking once a second; 0 once it passed (or when there is none). */
import { useEffect, useState } from 'react';

const secondsFrom = (until: number | null, now: number): number =>
  until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1_000));

export function useSecondsUntil(until: number | null): number {
  const [now, setNow] = useState(Date.now);
  const left = secondsFrom(until, now);

  useEffect(() => {
    if (until === null || until <= Date.now()) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) clearInterval(timer);
    }, 1_000);
    setNow(Date.now());
    return () => clearInterval(timer);
  }, [until]);

  return left;
}
