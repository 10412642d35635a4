/** How long until the account's request budget frees, counted down; nothing is sent by itself when it ends. */
import { useEffect, useState } from 'react';
import { formatCountdown } from '../../format/time.ts';
import { sendText } from './words.ts';

export function WaitLine({ until }: { until: number }) {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (now >= until) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [now, until]);
  const seconds = Math.max(0, Math.ceil((until - now) / 1_000));
  return (
    <p className="countdown" aria-live="off">
      {seconds > 0 ? sendText.sms.waitFor(formatCountdown(seconds)) : sendText.sms.waitOver}
    </p>
  );
}
