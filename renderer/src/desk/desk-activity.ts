/**
 * The page tells the desk it is in use, so an update never installs under
 * someone's hands: a key (a scanner types too) or a click now and then, and at
 * once when a check-in panel opens or closes, with whether one is open. A page
 * that loads says at once that none is open (after a reload, an old "open" from
 * before must not hold updates back forever).
 */
import { useEffect } from 'react';
import { callDesk } from '../bridge/index.ts';

/** Use is told at most this often; the desk waits minutes of quiet before installing. */
const TELL_EVERY_MS = 20_000;

let openPanels = 0;
let lastTold = Number.NEGATIVE_INFINITY;

function tell(): void {
  lastTold = Date.now();
  // Best effort: a desk that cannot take it only installs a little sooner.
  callDesk('reportActivity', { checkInOpen: openPanels > 0 }).catch(() => {});
}

/** Starts watching the page's keys and clicks; returns what stops it. */
export function watchDeskActivity(target: Window = window): () => void {
  const onUse = () => {
    if (Date.now() - lastTold >= TELL_EVERY_MS) tell();
  };
  target.addEventListener('keydown', onUse, { capture: true });
  target.addEventListener('pointerdown', onUse, { capture: true });
  tell();
  return () => {
    target.removeEventListener('keydown', onUse, { capture: true });
    target.removeEventListener('pointerdown', onUse, { capture: true });
  };
}

/** A check-in panel is open while the component calling this is shown with `open` (its check-in not finished). */
export function useCheckInPanelOpen(open: boolean): void {
  useEffect(() => {
    if (!open) return undefined;
    openPanels++;
    tell();
    return () => {
      openPanels--;
      tell();
    };
  }, [open]);
}
