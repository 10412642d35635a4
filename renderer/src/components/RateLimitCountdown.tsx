/** The wait the service asked for, counted down live; when it is over the screen tries again. */
import { useEffect, useRef, useState } from 'react';
import { formatCountdown } from '../format/time.ts';
import { commonText } from '../i18n/words.ts';

interface Props {
  /** Epoch ms when the account's request budget frees. */
  until: number;
  onElapsed: () => void;
}

const TICK_MS = 1_000;

export function RateLimitCountdown({ until, onElapsed }: Props) {
  const [now, setNow] = useState(Date.now);
  const onElapsedRef = useRef(onElapsed);
  onElapsedRef.current = onElapsed;
  const secondsLeft = Math.max(0, Math.ceil((until - now) / 1_000));

  useEffect(() => {
    if (Date.now() >= until) {
      onElapsedRef.current();
      return;
    }
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) {
        clearInterval(timer);
        onElapsedRef.current();
      }
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [until]);

  // Not announced every second: the alert around it already said what happened.
  return (
    <p className="countdown" aria-live="off">
      {secondsLeft > 0
        ? commonText.rateLimit.freesIn(formatCountdown(secondsLeft))
        : commonText.rateLimit.retryingNow}
    </p>
  );
}
