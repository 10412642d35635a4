/** How the waiver service looks from this desk, and since when. */
import type { ReachState } from '../../../shared/ipc/types.ts';
import { useConnectivity, useDeskTimeZone } from '../desk/hooks.ts';
import { formatClock } from '../format/time.ts';
import { shellText } from './words.ts';

const WORDS: Record<ReachState, string> = shellText.connectivity.state;

export function ConnectivityIndicator() {
  const connectivity = useConnectivity();
  const timeZone = useDeskTimeZone();
  if (!connectivity) return null;
  const { service, since } = connectivity;
  return (
    <span className={`reach reach-${service}`} data-testid="connectivity">
      <span className="reach-dot" aria-hidden="true" />
      {WORDS[service]}
      {service === 'unknown'
        ? shellText.connectivity.checking
        : shellText.connectivity.since(formatClock(since, timeZone))}
    </span>
  );
}
