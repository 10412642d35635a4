/**
 * At the top of every screen, what the desk recovered from by itself (its window
 * reloaded, its copy's worker started again, the desk restarted), until someone
 * says they have seen it. The desk keeps the notice, so a page that was itself
 * reloaded still shows it.
 */
import type { Recovery } from '../../../shared/ipc/recoveries.ts';
import { callDesk } from '../bridge/index.ts';
import { useDeskEvent, useDeskTimeZone } from '../desk/hooks.ts';
import { formatClock } from '../format/time.ts';
import { shellText } from './words.ts';

const words = shellText.recovered;

export function RecoveryNotice() {
  const recoveries = useDeskEvent('recoveries')?.recoveries ?? [];
  const timeZone = useDeskTimeZone();
  if (recoveries.length === 0) return null;
  const dismiss = (recovery: Recovery) => {
    // The desk's answer comes back as the event, which takes the notice away.
    callDesk('dismissRecovery', { id: recovery.id }).catch(() => {});
  };
  return (
    <>
      {recoveries.map((recovery) => (
        <div key={recovery.id} className="banner banner-notice" role="status" data-testid="recovery-notice">
          <span>{words[recovery.what](formatClock(recovery.at, timeZone))}</span>
          <button type="button" onClick={() => dismiss(recovery)}>
            {words.dismiss}
          </button>
        </div>
      ))}
    </>
  );
}
