/**
 * How the waiver service looks from this desk, and since when; on a desk following a
 * shared copy, also what the desk syncing for all last heard from it.
 */
import type { LeaderContact, ReachState } from '../../../shared/ipc/types.ts';
import { useConnectivity, useDeskTimeZone } from '../desk/hooks.ts';
import { formatClock } from '../format/time.ts';
import { statusText } from './words.ts';

const WORDS: Record<ReachState, string> = statusText.connectivity.state;

function leaderWords(leader: LeaderContact, timeZone: string): string {
  const words = statusText.connectivity.leader;
  const time = leader.lastAnsweredAt ? formatClock(leader.lastAnsweredAt, timeZone) : words.noAnswerYet;
  return leader.service === 'unknown'
    ? words.unknown(leader.deskName)
    : words[leader.service](leader.deskName, time);
}

export function ConnectivityIndicator() {
  const connectivity = useConnectivity();
  const timeZone = useDeskTimeZone();
  if (!connectivity) return null;
  const { service, since, leader } = connectivity;
  return (
    <span className={`reach reach-${service}`} data-testid="connectivity" data-service={service}>
      <span className="reach-dot" aria-hidden="true" />
      <span className="reach-words">
        <span className="reach-own">
          {WORDS[service]}
          {service === 'unknown'
            ? statusText.connectivity.checking
            : statusText.connectivity.since(formatClock(since, timeZone))}
        </span>
        {leader ? (
          <span className="reach-leader" data-testid="leader-contact" data-service={leader.service}>
            {leaderWords(leader, timeZone)}
          </span>
        ) : null}
      </span>
    </span>
  );
}
