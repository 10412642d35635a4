/**
 * A barcode scanner anywhere in the app: a keyboard-wedge burst (see
 * `wedge-detector.ts`, with this desk's gap, prefix and suffix) is read as an
 * auto-tag, and the scan's own screen takes the place of whatever was on screen
 * (`ScanScreen.tsx`): it looks the tag up in the desk's copy and opens the best
 * waiver in its own place, lists them when none is valid, or says it is a miss.
 * Nothing about the customer before stays on screen to act on.
 *
 * Keys typed into any other field are left alone (unless it takes scans too, as
 * Today's name filter does: scan-fields.ts), and a person's typing is never
 * lost: the first keys of a burst land where they were typed and are taken back
 * only once the burst is recognised; a burst that then ends without Enter is put
 * back where it was typed.
 *
 * Two ways a fast run's keys could come back out of order, both met by a person
 * typing quickly:
 * - The run began where its first keys landed nowhere (the `/` that opens the
 *   box): only the keys that went into the field are taken back, and only those
 *   and the held ones are given back to it.
 * - Text that comes without a key of its own (an accented letter from the
 *   keyboard's composer, a paste, dictation) while a run is held: the held keys
 *   go back first, then the text after them.
 */
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDeskSettings } from '../account/account-queries.ts';
import { useLookupStore } from '../lookup/LookupProvider.tsx';
import { newScan } from '../lookup/open-best.ts';
import { isLookupInput, isTextEntry } from '../lookup/text-entry.ts';
import type { ScanVisit } from '../navigation/waiver-path.ts';
import { paths } from '../paths.ts';
import { type ScanField, scanFieldOf } from './scan-fields.ts';
import { askAhead } from './scan-lookup.ts';
import { createWedgeDetector, isPrintable, WEDGE_DEFAULTS, type WedgeOptions } from './wedge-detector.ts';

export interface Scanner {
  /** A code read some other way (the camera): looked up as a scan, with the same cues. */
  scan(code: string): void;
}

/**
 * A scanner sends its Enter within milliseconds; a recognised burst that has had
 * no key for this long (real time) was not a scan, and is given back.
 */
const GIVE_BACK_AFTER_MS = 400;

/** Longer than any burst a field takes back (a tag); what landed before it is the person's. */
const LANDED_KEPT = 256;

/** The longest end `a` and `b` share. */
function commonEnd(a: string, b: string): string {
  let length = 0;
  while (length < a.length && length < b.length && a[a.length - 1 - length] === b[b.length - 1 - length])
    length += 1;
  return a.slice(a.length - length);
}

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
  const navigate = useNavigate();
  const wedge = useWedgeOptions();

  const lookUp = useCallback(
    (tag: string) => {
      // What a person had typed in the box stays; its list does not cover the scan's screen.
      store.getState().setOpen(false);
      const scan: ScanVisit = newScan(tag);
      askAhead(scan);
      void navigate(paths.scan, { state: scan });
    },
    [navigate, store],
  );

  useEffect(() => {
    const detector = createWedgeDetector(wedge);
    const lookupBox: ScanField = {
      takeBack: (typed) => store.getState().takeBack(typed),
      giveBack: (held) => store.getState().type(store.getState().text + held),
    };
    /** The field the burst being held back was typed into (and belongs back in); null for the page. */
    let heldIn: ScanField | null = null;
    /** How many of the held burst's first keys landed elsewhere (the `/` that opened the box): not given back. */
    let landedElsewhere = 0;
    /** The last keys that went through to one field (null: the page), in order: what a burst may take back. */
    let landed: { field: ScanField | null; text: string } = { field: null, text: '' };
    let quietTimer: ReturnType<typeof setTimeout> | undefined;
    /** Nothing is held back any more. */
    const forgetHeld = () => {
      heldIn = null;
      landedElsewhere = 0;
    };
    const giveBack = (held: string | null | undefined) => {
      const own = held?.slice(landedElsewhere);
      if (own) heldIn?.giveBack(own);
      forgetHeld();
    };
    /** The field a key or text lands in, when it takes scans; null for the page and other fields. */
    const fieldOf = (target: EventTarget | null): ScanField | null =>
      isLookupInput(target) ? lookupBox : scanFieldOf(target);
    const noteLanded = (field: ScanField | null, key: string) => {
      const text = landed.field === field ? landed.text + key : key;
      landed = { field, text: text.slice(-LANDED_KEPT) };
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target;
      const field = fieldOf(target);
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
        if (isPrintable(event.key)) noteLanded(field, event.key);
        else landed = { field: null, text: '' };
        return;
      }
      event.preventDefault();
      if (step.kind === 'recognised') {
        heldIn = field;
        const inField = landed.field === field ? commonEnd(step.earlier, landed.text) : '';
        landedElsewhere = step.earlier.length - inField.length;
        heldIn?.takeBack(inField);
        landed = { field: null, text: '' };
      }
      if (step.kind === 'scan') {
        // The Enter belongs to the scan, not to whatever has the focus (a row, a button).
        event.stopPropagation();
        forgetHeld();
        lookUp(step.text);
        return;
      }
      // No Enter after all: what was held back goes where it was typed.
      quietTimer = setTimeout(() => giveBack(detector.flush()), GIVE_BACK_AFTER_MS);
    };
    // Every key of a held burst is swallowed, so text arriving now came without a key of its own
    // (a paste, dictation, an input method's commit): the person's. In the field holding the
    // burst, the held keys and then the text go in together, in that order; elsewhere the held
    // keys go back to their field and the text lands where it was put.
    const onBeforeInput = (event: InputEvent) => {
      const held = detector.flush();
      if (held === null) return;
      clearTimeout(quietTimer);
      const field = fieldOf(event.target);
      const text = event.data ?? event.dataTransfer?.getData('text/plain') ?? '';
      if (field !== null && field === heldIn && event.cancelable) {
        event.preventDefault();
        giveBack(held + text);
        return;
      }
      giveBack(held);
    };
    // Capture: the scan is seen before any field or row acts on its keys.
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('beforeinput', onBeforeInput, true);
    return () => {
      clearTimeout(quietTimer);
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('beforeinput', onBeforeInput, true);
    };
  }, [lookUp, store, wedge]);

  return { scan: lookUp };
}
