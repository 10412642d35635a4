/**
 * The one lookup box, in the header of every screen: results as you type from
 * the desk's copy, driven from the keyboard (↑/↓ move, Enter opens, Esc clears),
 * reachable with Ctrl/Cmd+K or "/". An ARIA combobox: the cursor stays in the
 * box and the highlighted row is announced through aria-activedescendant.
 */
import {
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useRef,
} from 'react';
import { useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { useSecondsUntil } from '../components/use-seconds-until.ts';
import { useAppInfo, useDeskEvent, useDeskTimeZone } from '../desk/hooks.ts';
import { RecordBoundary } from '../failures/RecordBoundary.tsx';
import { failureText } from '../failures/words.ts';
import { useOpenWaiver } from '../navigation/open-waiver.ts';
import { sendPath, sendStartFor } from '../navigation/send-path.ts';
import type { WaiverVisit } from '../navigation/waiver-path.ts';
import { LookupPopup } from './LookupPopup.tsx';
import { useLookupStore } from './LookupProvider.tsx';
import { type LookupOption, lookupOptions } from './lookup-options.ts';
import type { ActiveOption } from './lookup-store.ts';
import { useOpenBest } from './open-best.ts';
import { isTextEntry, LOOKUP_INPUT_ATTRIBUTE } from './text-entry.ts';
import { type LookupAnswer, useLookupAnswer } from './use-lookup-answer.ts';
import { useServiceSearch } from './use-service-search.ts';
import { lookupText } from './words.ts';
import './lookup.css';

/** "Send them a waiver" opens the Send screen with what was typed (a number, a phone, a name). */
const sendPathFor = (query: string): string => sendPath(sendStartFor(query));

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** Ctrl/Cmd+K from anywhere; "/" unless the person is typing in a field. */
function isFocusShortcut(event: globalThis.KeyboardEvent): boolean {
  if (event.altKey) return false;
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !isTextEntry(event.target);
}

/** Ctrl/Cmd+K or "/" puts the focus in the box, its text selected, from anywhere on the page. */
function useFocusShortcut(inputRef: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.defaultPrevented || !isFocusShortcut(event)) return;
      event.preventDefault();
      inputRef.current?.focus();
      inputRef.current?.select();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [inputRef]);
}

/** Where the highlight is in the list; -1 for nowhere. */
function indexOfActive(options: readonly LookupOption[], active: ActiveOption): number {
  if (active === null) return -1;
  if (active === 'first') return Math.min(0, options.length - 1);
  return options.findIndex((option) => option.key === active.key);
}

/**
 * What a screen reader hears of an open list once the answer is in: how many were
 * found, or why the copy could not look (never "none found" for a look that did not happen).
 */
function announcementOf(options: readonly LookupOption[], answer: LookupAnswer): string {
  if (answer.pending) return '';
  const found = options.filter((option) => option.kind === 'match').length;
  if (found > 0) return lookupText.box.found(found);
  if (answer.failure) return answer.failure.message;
  return answer.result ? lookupText.box.noneFound : '';
}

/** The matches whose auto-tag is the typed text itself (any case): Enter opens one as a scan would. */
function taggedMatchesOf(options: readonly LookupOption[], query: string) {
  const typedTag = query.toLowerCase();
  return options.flatMap((option) =>
    option.kind === 'match' &&
    option.match.match === 'autoTag' &&
    option.match.autoTag.toLowerCase() === typedTag
      ? [option.match]
      : [],
  );
}

export function LookupBox() {
  const store = useLookupStore();
  const { text, open, active, scanned, searchBlockedUntil, focusRequests } = useStore(store);
  const info = useAppInfo();
  const sessionId = info?.phase === 'ready' ? info.sessionId : null;
  const timeZone = useDeskTimeZone();
  const sync = useDeskEvent('syncProgress');
  const copyVersion = sync?.sessionId === sessionId ? sync.lastCurrentAt : null;
  const query = text.trim();
  const answer = useLookupAnswer(text, sessionId, copyVersion);
  const { search, start } = useServiceSearch(text);
  const secondsBlocked = useSecondsUntil(searchBlockedUntil);
  const options = lookupOptions({
    query,
    scanned,
    answer,
    search,
    searchBlocked: secondsBlocked > 0,
    sendPath: sendPathFor(query),
  });
  const navigate = useNavigate();
  const openBest = useOpenBest();
  const openWaiver = useOpenWaiver();
  const inputRef = useRef<HTMLInputElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const shown = open && (query !== '' || scanned !== null);
  const activeIndex = indexOfActive(options, active);
  const announcement = shown ? announcementOf(options, answer) : '';

  useEffect(() => {
    if (focusRequests > 0) inputRef.current?.focus();
  }, [focusRequests]);

  useFocusShortcut(inputRef);

  const choose = (option: LookupOption | undefined) => {
    if (!option) return;
    if (option.kind === 'search-service') {
      if (!option.disabled) start();
      return;
    }
    store.getState().clear();
    inputRef.current?.blur();
    if (option.kind !== 'match') {
      navigate(option.path);
      return;
    }
    const visit: WaiverVisit = { person: option.match.position, scan: null };
    openWaiver(option.match.waiverId, visit);
  };

  // The rows keep the same handlers from key to key (they are memoised); each call reaches the newest `choose`.
  const chooseNow = useRef(choose);
  chooseNow.current = choose;
  const onChoose = useCallback((option: LookupOption) => chooseNow.current(option), []);
  const onHover = useCallback((key: string) => store.getState().setActive(key), [store]);

  /** The text whose Enter waits for its answer; null when none does. */
  const enterAwaiting = useRef<string | null>(null);
  const enterNow = useRef<() => void>(() => {});

  /**
   * Enter with nothing highlighted: a typed auto-tag opens the tag's best waiver as a
   * scan would (the newest valid one, with its sound); anything else the best match.
   */
  const enter = () => {
    if (activeIndex >= 0) return choose(options[activeIndex]);
    // The list still shows the answer to older text (a busy machine, a quick typist): Enter
    // waits for the answer to what was typed and acts on it when it arrives, once.
    if (answer.pending) {
      enterAwaiting.current = query;
      return;
    }
    enterAwaiting.current = null;
    const tagged = taggedMatchesOf(options, query);
    if (tagged.length > 0) {
      inputRef.current?.blur();
      if (openBest(query, tagged) === 'listed') inputRef.current?.focus();
      return;
    }
    choose(options.find((option) => option.kind === 'match'));
  };

  enterNow.current = enter;
  // The answer Enter waited for: acted on once; a changed text, a closed list or a failure forgets the Enter.
  useEffect(() => {
    const awaited = enterAwaiting.current;
    if (awaited === null || answer.pending) return;
    enterAwaiting.current = null;
    if (awaited === query && shown && answer.failure === null) enterNow.current();
  }, [answer.pending, answer.failure, query, shown]);

  const move = (step: 1 | -1) => {
    if (!shown) store.getState().setOpen(true);
    if (options.length === 0) return;
    const from = activeIndex === -1 ? (step === 1 ? -1 : options.length) : activeIndex;
    store.getState().setActive(options[(from + step + options.length) % options.length]?.key ?? null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        move(event.key === 'ArrowDown' ? 1 : -1);
        return;
      case 'Enter': {
        if (!shown) return;
        event.preventDefault();
        enter();
        return;
      }
      case 'Escape':
        event.preventDefault();
        if (text || scanned || shown) store.getState().clear();
        else inputRef.current?.blur();
        return;
    }
  };

  /** The list closes when the focus leaves the box (a click on a row keeps it in the box). */
  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (!containerRef.current?.contains(event.relatedTarget as Node | null)) store.getState().setOpen(false);
  };

  return (
    <div className="lookup" ref={containerRef}>
      <label className="visually-hidden" htmlFor={`${baseId}-input`}>
        {lookupText.box.label}
      </label>
      <input
        id={`${baseId}-input`}
        ref={inputRef}
        className="lookup-input"
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={shown ? listId : undefined}
        aria-activedescendant={shown && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-keyshortcuts={isMac ? 'Meta+K /' : 'Control+K /'}
        placeholder={lookupText.box.placeholder}
        title={lookupText.box.title}
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        value={text}
        data-testid="lookup-input"
        {...{ [LOOKUP_INPUT_ATTRIBUTE]: '' }}
        onChange={(event) => {
          enterAwaiting.current = null;
          store.getState().type(event.target.value);
        }}
        onFocus={() => store.getState().setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      />
      <span className="lookup-shortcut" aria-hidden="true">
        {isMac ? lookupText.box.shortcutMac : lookupText.box.shortcutOther}
      </span>
      <span className="visually-hidden" role="status">
        {announcement}
      </span>
      {shown ? (
        <RecordBoundary
          screen="lookup"
          resetKeys={[query, scanned, answer.result, search]}
          fallback={
            <div className="lookup-popup" data-testid="lookup-popup">
              <p className="lookup-problem">{failureText.lookup}</p>
            </div>
          }
        >
          <LookupPopup
            listId={listId}
            optionId={optionId}
            options={options}
            activeIndex={activeIndex}
            query={query}
            scanned={scanned}
            answer={answer}
            search={search}
            secondsBlocked={secondsBlocked}
            timeZone={timeZone}
            onChoose={onChoose}
            onHover={onHover}
          />
        </RecordBoundary>
      ) : null}
    </div>
  );
}
