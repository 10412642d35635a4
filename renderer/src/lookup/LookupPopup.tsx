/**
 * What drops down under the lookup box: the waivers found, and when the desk's
 * copy found no one, an honest word on why that may be and what can be done
 * (ask the service, send a waiver).
 */

import { memo } from 'react';
import { RecordBoundary } from '../failures/RecordBoundary.tsx';
import { failureText } from '../failures/words.ts';
import { formatCountdown } from '../format/time.ts';
import { copyNote, leftOutNote } from './copy-note.ts';
import { copyFoundNothing, type LookupOption, sameOption } from './lookup-options.ts';
import type { ScannedTag } from './lookup-store.ts';
import { MatchSummary } from './MatchOption.tsx';
import { nothingFoundWords, unaskedWords } from './service-search-words.ts';
import type { LookupAnswer } from './use-lookup-answer.ts';
import type { ServiceSearch } from './use-service-search.ts';
import { useSlow } from './use-slow.ts';
import { lookupText } from './words.ts';

interface Props {
  listId: string;
  optionId: (index: number) => string;
  options: LookupOption[];
  activeIndex: number;
  query: string;
  scanned: ScannedTag | null;
  answer: LookupAnswer;
  search: ServiceSearch;
  secondsBlocked: number;
  timeZone: string;
  onChoose: (option: LookupOption) => void;
  /** The row under the pointer, by its key (who it is): the highlight follows the person. */
  onHover: (key: string) => void;
}

function SearchProgress({ search, secondsBlocked }: { search: ServiceSearch; secondsBlocked: number }) {
  switch (search.status) {
    case 'idle':
      return secondsBlocked > 0 ? <SearchWait secondsBlocked={secondsBlocked} /> : null;
    case 'searching':
      return (
        <p className="lookup-note" data-testid="lookup-searching">
          {lookupText.service.searching}
        </p>
      );
    case 'found': {
      const { result } = search;
      const unasked = unaskedWords(result, search.text).map((line) => (
        <p className="lookup-problem" key={line} data-testid="lookup-service-unasked">
          {line}
        </p>
      ));
      const waiting = result.unasked.some((each) => each.because === 'budget') ? (
        <SearchWait secondsBlocked={secondsBlocked} />
      ) : null;
      if (result.matches.length === 0) {
        return (
          <>
            <p className="lookup-empty" data-testid="lookup-service-empty">
              {nothingFoundWords(result, search.text)}
            </p>
            {unasked}
            {waiting}
          </>
        );
      }
      return (
        <>
          <p className="lookup-note">
            {lookupText.service.found(result.found)}
            {result.found > result.matches.length
              ? lookupText.service.newestListed(result.matches.length)
              : ''}
            {lookupText.service.foundTail}
          </p>
          {unasked}
          {waiting}
        </>
      );
    }
    case 'failed':
      if (search.failure.code === 'rate_limited') return <SearchWait secondsBlocked={secondsBlocked} />;
      return (
        <div className="lookup-problem" role="alert">
          <p>{search.failure.message}</p>
          {search.failure.hint ? <p className="lookup-hint">{search.failure.hint}</p> : null}
        </div>
      );
  }
}

/** The service's search allows five a minute for the whole account; the box never asks again by itself. */
function SearchWait({ secondsBlocked }: { secondsBlocked: number }) {
  return (
    <p className="lookup-problem" data-testid="lookup-search-wait">
      {lookupText.service.limit}{' '}
      {secondsBlocked > 0
        ? lookupText.service.againIn(formatCountdown(secondsBlocked))
        : lookupText.service.againNow}
    </p>
  );
}

function ActionLabel({ option, query }: { option: LookupOption; query: string }) {
  if (option.kind === 'search-service') return <>{lookupText.service.searchFor(query)}</>;
  if (option.kind === 'send') return <>{lookupText.sendWaiver}</>;
  return null;
}

interface RowProps {
  option: LookupOption;
  id: string;
  active: boolean;
  /** What was typed, for the action rows that name it; empty for a waiver's row, which does not. */
  query: string;
  timeZone: string;
  onChoose: (option: LookupOption) => void;
  onHover: (key: string) => void;
}

const sameRow = (before: RowProps, after: RowProps): boolean =>
  sameOption(before.option, after.option) &&
  before.id === after.id &&
  before.active === after.active &&
  before.query === after.query &&
  before.timeZone === after.timeZone &&
  before.onChoose === after.onChoose &&
  before.onHover === after.onHover;

/**
 * One row of the list. Memoised: every keystroke renders the box, and a row whose
 * waiver did not change between two answers is left as it is (the list is the
 * costliest part of a keystroke on a busy desk).
 */
const OptionRow = memo(function OptionRow({
  option,
  id,
  active,
  query,
  timeZone,
  onChoose,
  onHover,
}: RowProps) {
  return (
    // The keyboard works from the box (aria-activedescendant); a row only needs the mouse.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys for every row
    <div
      id={id}
      role="option"
      // Never focused itself: the focus stays in the box while rows are highlighted.
      tabIndex={-1}
      aria-selected={active}
      aria-disabled={option.kind === 'search-service' && option.disabled ? true : undefined}
      className={`lookup-option lookup-option-${option.kind}${active ? ' is-active' : ''}`}
      data-testid={option.kind === 'match' ? 'lookup-option' : `lookup-${option.kind}`}
      data-waiver-id={option.kind === 'match' ? option.match.waiverId : undefined}
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={() => {
        if (!active) onHover(option.key);
      }}
      onClick={() => onChoose(option)}
    >
      {option.kind === 'match' ? (
        <RecordBoundary
          screen="lookup"
          recordId={option.match.waiverId}
          resetKeys={[option.match]}
          fallback={<span className="lookup-line">{failureText.lookupOption}</span>}
        >
          <MatchSummary match={option.match} from={option.from} timeZone={timeZone} />
        </RecordBoundary>
      ) : (
        <ActionLabel option={option} query={query} />
      )}
    </div>
  );
}, sameRow);

export function LookupPopup(props: Props) {
  const { options, activeIndex, query, scanned, answer, search, secondsBlocked, timeZone } = props;
  const nothingInCopy = !scanned && copyFoundNothing({ query, answer });
  // While the first copy is made every lookup says how much of the account is here; otherwise only a miss.
  const copy = answer.result?.text === query ? answer.result.copy : null;
  const note = copy && !scanned ? copyNote(copy, timeZone, Date.now(), nothingInCopy) : null;
  const leftOut = copy ? leftOutNote(copy) : null;
  const hasMatches = options.some((option) => option.kind === 'match');
  const slow = useSlow(answer.pending);

  return (
    <div className="lookup-popup" data-testid="lookup-popup">
      {scanned ? (
        <p className="lookup-note">{lookupText.popup.scanned(scanned.matches.length, scanned.tag)}</p>
      ) : null}
      {answer.failure && !scanned ? (
        <div className="lookup-problem">
          <p>{answer.failure.message}</p>
          {answer.failure.hint ? <p className="lookup-hint">{answer.failure.hint}</p> : null}
        </div>
      ) : null}
      {nothingInCopy && !answer.failure ? (
        <p className="lookup-empty" data-testid="lookup-empty">
          {lookupText.popup.noneInCopy(query)}
        </p>
      ) : null}
      {note ? (
        <p className="lookup-note" data-testid="lookup-copy-note">
          {note}
        </p>
      ) : null}
      {leftOut ? (
        <p className="lookup-note lookup-footnote" data-testid="lookup-left-out">
          {leftOut}
        </p>
      ) : null}
      {!hasMatches && !nothingInCopy && answer.pending ? (
        <p className="lookup-note" aria-busy="true">
          {lookupText.popup.lookingInCopy}
        </p>
      ) : null}
      {nothingInCopy ? <SearchProgress search={search} secondsBlocked={secondsBlocked} /> : null}
      {options.length > 0 ? (
        <div
          className={`lookup-list${slow ? ' lookup-list-pending' : ''}`}
          id={props.listId}
          role="listbox"
          aria-label={lookupText.popup.listLabel}
          aria-busy={answer.pending}
        >
          {options.map((option, index) => (
            <OptionRow
              key={option.key}
              option={option}
              id={props.optionId(index)}
              active={index === activeIndex}
              query={option.kind === 'match' ? '' : query}
              timeZone={timeZone}
              onChoose={props.onChoose}
              onHover={props.onHover}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
