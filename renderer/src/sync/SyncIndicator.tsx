/** The desk's copy of the account, in the header: how far the copy is, or since when it is current. */
import { useEffect, useState } from 'react';
import { useAppInfo, useConnectivity, useDeskEvent, useDeskTimeZone } from '../desk/hooks.ts';
import { syncWords } from './sync-words.ts';
import './sync.css';

/** "as of 10:42" turns into a date after midnight; a minute's tick keeps it true. */
const TICK_MS = 60_000;

export function SyncIndicator() {
  const info = useAppInfo();
  const progress = useDeskEvent('syncProgress');
  const timeZone = useDeskTimeZone();
  const serviceOffline = useConnectivity()?.service === 'offline';
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);

  if (info?.phase !== 'ready' || !progress || progress.sessionId !== info.sessionId) return null;
  const words = syncWords(progress, { timeZone, now, serviceOffline });
  return (
    <div
      className={`sync sync-${words.tone}`}
      data-testid="sync-indicator"
      data-phase={progress.phase}
      title={words.detail ?? words.text}
    >
      <span className="sync-dot" aria-hidden="true" />
      <span className="sync-words">
        <span className="sync-text">{words.text}</span>
        {words.detail ? <span className="sync-detail">{words.detail}</span> : null}
      </span>
    </div>
  );
}
