/**
 * A barcode scanner anywhere in the app: a keyboard-wedge burst (see
 * `wedge-detector.ts`, with this desk's gap, prefix and suffix) is read as an
 * auto-tag and looked up in the desk's copy. The best waiver opens (see
 * `open-best.ts`); when none is valid they are listed under the lookup box; none
 * is a miss, said on screen and with a sound, and the notice offers to search the
 * service for the tag or send a waiver. It stays until the next scan or Esc.
 *
 * Keys typed into any other field are left alone (unless it takes scans too, as
 * Today's name filter does: scan-fields.ts), and a person's typing is never
 * lost: the first keys of a burst land where they were typed and are taken back
 * only once the burst is recognised; a burst that then ends without Enter is put
 * back where it was typed.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { DeskError } from '../../../shared/ipc/errors.ts';
import { useDeskSettings } from '../account/account-queries.ts';
import { callDesk, isAbandoned } from '../bridge/index.ts';
import { describeFailure, type Failure } from '../components/failure.ts';
import { useLookupStore } from '../lookup/LookupProvider.tsx';
import { isLookupInput, isTextEntry } from '../lookup/text-entry.ts';
import { useOpenBest } from './open-best.ts';
import { type ScanField, scanFieldOf } from './scan-fields.ts';
import { useCues } from './use-cues.ts';
import { createWedgeDetector, WEDGE_DEFAULTS, type WedgeOptions } from './wedge-detector.ts';

export type ServiceAsk =
  | { status: 'idle' }
  | { status: 'searching' }
  /** The service has no waiver with the tag either. */
  | { status: 'none' }
  | { status: 'failed'; failure: Failure };

type NoticeContent =
  /** No waiver in the desk's copy has the tag. */
  | { kind: 'miss'; tag: string }
  /** The copy could not be asked. */
  | { kind: 'failed'; tag: string; failure: Failure };

/** `id` counts notices, so the same words said twice are announced twice. */
export type ScanNotice = NoticeContent & { id: number; ask: ServiceAsk };

export interface Scanner {
  notice: ScanNotice | null;
  dismiss(): void;
  /** Asks the service for the notice's tag (what it finds joins the copy, the best one opens). */
  askService(): void;
}

/**
 * A scanner sends its Enter within milliseconds; a recognised burst that has had
 * no key for this long (real time) was not a scan, and is given back.
 */
const GIVE_BACK_AFTER_MS = 400;

/** When the service says nothing about how long, its search window is a minute. */
const DEFAULT_WAIT_SECONDS = 60;

const wasOvertaken = (error: unknown): boolean =>
  isAbandoned(error) || (error instanceof DeskError && error.code === 'cancelled');

function useWedgeOptions(): WedgeOptions {
  const preferences = useDeskSettings().data?.preferences;
  const maxGapMs = preferences?.scanGapMs ?? WEDGE_DEFAULTS.maxGapMs;
  const prefix = preferences?.scanPrefix ?? '';
  const suffix = preferences?.scanSuffix ?? '';
  const [options, setOptions] = useState<WedgeOptions>({ ...WEDGE_DEFAULTS, maxGapMs, prefix, suffix });
  if (options.maxGapMs !== maxGapMs || options.prefix !== prefix || options.suffix !== suffix) {
    setOptions({ ...WEDGE_DEFAULTS, maxGapMs, prefix, suffix });
  }
  return options;
}

export function useScanner(): Scanner {
  const store = useLookupStore();
  const openBest = useOpenBest();
  const cue = useCues();
  const wedge = useWedgeOptions();
  const [notice, setNotice] = useState<ScanNotice | null>(null);
  const noticeCount = useRef(0);

  const say = useCallback((next: NoticeContent) => {
    noticeCount.current += 1;
    setNotice({ ...next, id: noticeCount.current, ask: { status: 'idle' } });
  }, []);

  const lookUp = useCallback(
    async (tag: string) => {
      // The next scan ends whatever the last one said.
      setNotice(null);
      try {
        const { matches } = await callDesk('lookupWaivers', { text: tag, scan: true });
        if (openBest(tag, matches) === 'none') say({ kind: 'miss', tag });
      } catch (error) {
        // Overtaken by a newer lookup (another scan, or typing): that one answers instead.
        if (wasOvertaken(error)) return;
        say({ kind: 'failed', tag, failure: describeFailure(error) });
        cue('miss');
      }
    },
    [cue, openBest, say],
  );

  const askService = useCallback(() => {
    const asked = notice;
    if (!asked || asked.ask.status === 'searching') return;
    const blockedUntil = store.getState().searchBlockedUntil;
    if (blockedUntil !== null && blockedUntil > Date.now()) return;
    const setAsk = (ask: ServiceAsk) =>
      setNotice((shown) => (shown?.id === asked.id ? { ...shown, ask } : shown));
    setAsk({ status: 'searching' });
    callDesk('searchService', { text: asked.tag, scan: true }).then(
      (result) => {
        const outcome = openBest(asked.tag, result.matches);
        if (outcome === 'none') setAsk({ status: 'none' });
        else setNotice((shown) => (shown?.id === asked.id ? null : shown));
      },
      (error: unknown) => {
        if (isAbandoned(error)) return;
        if (error instanceof DeskError && error.code === 'rate_limited') {
          store
            .getState()
            .blockSearchUntil(Date.now() + (error.retryAfterSeconds ?? DEFAULT_WAIT_SECONDS) * 1_000);
        }
        setAsk({ status: 'failed', failure: describeFailure(error) });
      },
    );
  }, [notice, openBest, store]);

  useEffect(() => {
    const detector = createWedgeDetector(wedge);
    const lookupBox: ScanField = {
      takeBack: (typed) => store.getState().takeBack(typed),
      giveBack: (held) => store.getState().type(store.getState().text + held),
    };
    /** The field the burst being held back was typed into (and belongs back in); null for the page. */
    let heldIn: ScanField | null = null;
    let quietTimer: ReturnType<typeof setTimeout> | undefined;
    const giveBack = (held: string | null | undefined) => {
      if (held) heldIn?.giveBack(held);
      heldIn = null;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target;
      const field = isLookupInput(target) ? lookupBox : scanFieldOf(target);
      if (isTextEntry(target) && !field) {
        // Keys in any other field are the person's; a burst held from the box goes back to it.
        clearTimeout(quietTimer);
        giveBack(detector.flush());
        detector.reset();
        return;
      }
      const step = detector.feed({
        key: event.key,
        at: event.timeStamp,
        byHand: event.repeat || event.ctrlKey || event.altKey || event.metaKey,
      });
      clearTimeout(quietTimer);
      if (step.kind === 'pass') {
        // Before this key lands, so what was typed stays in the order it was typed.
        giveBack(step.release);
        return;
      }
      event.preventDefault();
      if (step.kind === 'recognised') {
        heldIn = field;
        heldIn?.takeBack(step.earlier);
      }
      if (step.kind === 'scan') {
        // The Enter belongs to the scan, not to whatever has the focus (a row, a button).
        event.stopPropagation();
        heldIn = null;
        void lookUp(step.text);
        return;
      }
      // No Enter after all: what was held back goes where it was typed.
      quietTimer = setTimeout(() => giveBack(detector.flush()), GIVE_BACK_AFTER_MS);
    };
    // Capture: the scan is seen before any field or row acts on its keys.
    window.addEventListener('keydown', onKeyDown, true);
    return () => {
      clearTimeout(quietTimer);
      window.removeEventListener('keydown', onKeyDown, true);
    };
  }, [lookUp, store, wedge]);

  // Esc ends the notice, wherever the focus is.
  useEffect(() => {
    if (!notice) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setNotice(null);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [notice]);

  return { notice, dismiss: useCallback(() => setNotice(null), []), askService };
}
