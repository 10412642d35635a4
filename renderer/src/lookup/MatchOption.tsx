/** One waiver in the list under the lookup box: who, with whom, on which form, when, and what to watch. */
import type { WaiverMatch } from '../../../shared/ipc/lookup.ts';
import { formatSignedDay } from '../screens/waiver/waiver-dates.ts';
import { matchBadges, matchWord, othersLine } from './match-words.ts';
import { lookupText } from './words.ts';
import '../verdict/verdict.css';

interface Props {
  match: WaiverMatch;
  from: 'copy' | 'service';
  timeZone: string;
}

export function MatchSummary({ match, from, timeZone }: Props) {
  const word = matchWord(match.match);
  const others = othersLine(match);
  return (
    <>
      <span className="lookup-line">
        <span className="lookup-name">{match.name || lookupText.match.noName}</span>
        {matchBadges(match).map((badge) => (
          <span
            key={badge.label}
            className={`desk-badge desk-badge-${badge.tone}`}
            data-testid="desk-badge"
            data-tone={badge.tone}
          >
            {badge.label}
          </span>
        ))}
        {word ? <span className="lookup-match">{word}</span> : null}
        {from === 'service' ? <span className="lookup-match">{lookupText.match.fromService}</span> : null}
        <time className="lookup-date" dateTime={match.createdOn}>
          {formatSignedDay(match.createdOn, timeZone)}
        </time>
      </span>
      <span className="lookup-line lookup-sub">
        {others ? <span className="lookup-others">{others}</span> : null}
        <span className="lookup-title">{match.title}</span>
        {match.autoTag ? <span className="lookup-tag">{lookupText.match.autoTag(match.autoTag)}</span> : null}
      </span>
    </>
  );
}
