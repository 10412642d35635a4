/**
 * A barcode scanner anywhere in the app: a keyboard-wedge burst (see
 * `wedge-detector.ts`) is read as an auto-tag and looked up in the desk's copy.
 * One waiver opens; several are listed under the lookup box; none is said on
 * screen and with a sound. Keys typed into any other field are left alone, and
 * a person's typing is never lost: the first keys of a burst land where they
 * were typed and are taken back only once the burst is recognised; a burst that
 * then ends without Enter is put back where it was typed.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { DeskError } from '../../../shared/ipc/errors.ts';
import { callDesk, isAbandoned } from '../bridge/index.ts';
import { describeFailure } from '../components/failure.ts';
import { useLookupStore } from '../lookup/LookupProvider.tsx';
import { isLookupInput, isTextEntry } from '../lookup/text-entry.ts';
import { waiverPath } from '../screens/waiver/waiver-path.ts';
import { scannerText } from '../strings.ts';
import { playMissCue } from './audible-cue.ts';
import { createWedgeDetector } from './wedge-detector.ts';

export interface ScanNotice {
  /** Counts notices, so the same words said twice are announced twice. */
  id: number;
  text: string;
}

/** How long a miss stays on screen; the live region has announced it by then. */
export const NOTICE_LIFETIME_MS = 10_000;

/**
 * A scanner sends its Enter within milliseconds; a recognised burst that has had
 * no key for this long (real time) was not a scan, and is given back.
 */
const GIVE_BACK_AFTER_MS = 400;

export function useScanner(): { notice: ScanNotice | null; dismiss(): void } {
  const store = useLookupStore();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<ScanNotice | null>(null);
  const noticeCount = useRef(0);

  const say = useCallback((text: string) => {
    noticeCount.current += 1;
    setNotice({ id: noticeCount.current, text });
  }, []);

  const lookUp = useCallback(
    async (tag: string) => {
      try {
        const { matches } = await callDesk('lookupWaivers', { text: tag, scan: true });
        const [only] = matches;
        if (matches.length === 1 && only) {
          store.getState().clear();
          navigate(waiverPath(only.waiverId));
        } else if (matches.length > 1) {
          store.getState().showScanned({ tag, matches });
        } else {
          say(scannerText.noWaiverWithTag(tag));
          playMissCue();
        }
      } catch (error) {
        // Overtaken by a newer lookup (another scan, or typing): that one answers instead.
        if (isAbandoned(error) || (error instanceof DeskError && error.code === 'cancelled')) return;
        say(scannerText.lookupFailed(tag, describeFailure(error).message));
        playMissCue();
      }
    },
    [navigate, say, store],
  );

  useEffect(() => {
    const detector = createWedgeDetector();
    /** Whether the burst being held back was typed into the lookup box (and belongs back there). */
    let heldInBox = false;
    let quietTimer: ReturnType<typeof setTimeout> | undefined;
    const giveBack = (held: string | null | undefined) => {
      if (held && heldInBox) store.getState().type(store.getState().text + held);
      heldInBox = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target;
      if (isTextEntry(target) && !isLookupInput(target)) {
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
        heldInBox = isLookupInput(target);
        if (heldInBox) store.getState().takeBack(step.earlier);
      }
      if (step.kind === 'scan') {
        // The Enter belongs to the scan, not to whatever has the focus (a row, a button).
        event.stopPropagation();
        heldInBox = false;
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
  }, [lookUp, store]);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_LIFETIME_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  return { notice, dismiss: useCallback(() => setNotice(null), []) };
}
