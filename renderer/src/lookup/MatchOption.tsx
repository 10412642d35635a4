/** One waiver in the list under the lookup box: who, with whom, on which form, when, and how the person stands. */
import { GUARDIAN_POSITION, verdictAt } from '../../../shared/desk/verdict.ts';
import type { WaiverMatch } from '../../../shared/ipc/lookup.ts';
import { formatSignedDay } from '../format/waiver-dates.ts';
import { PersonVerdictMark } from '../verdict/PersonVerdict.tsx';
import { matchWord, othersLine } from './match-words.ts';
import { lookupText } from './words.ts';

interface Props {
  match: WaiverMatch;
  from: 'copy' | 'service';
  timeZone: string;
}

export function MatchSummary({ match, from, timeZone }: Props) {
  const word = matchWord(match.match);
  const others = othersLine(match);
  const verdict = verdictAt(match.verdict, match.position);
  return (
    <>
      <span className="lookup-line">
        <span className="lookup-name">{match.name || lookupText.match.noName}</span>
        {match.position === GUARDIAN_POSITION ? (
          <span className="badge badge-guardian">{lookupText.match.guardian}</span>
        ) : null}
        <PersonVerdictMark verdict={verdict} />
        {word ? <span className="lookup-match">{word}</span> : null}
        {from === 'service' ? <span className="lookup-match">{lookupText.match.fromService}</span> : null}
        <time className="lookup-date" dateTime={match.createdOn}>
          {formatSignedDay(match.createdOn, timeZone)}
        </time>
      </span>
      <span className="lookup-line lookup-sub">
        {others ? <span className="lookup-others">{others}</span> : null}
        <span className="lookup-title" title={match.title}>
          {match.title}
        </span>
        {match.autoTag ? <span className="lookup-tag">{lookupText.match.autoTag(match.autoTag)}</span> : null}
      </span>
    </>
  );
}
