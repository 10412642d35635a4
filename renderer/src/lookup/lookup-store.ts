/**
 * What the lookup box shows, shared by the box and the scanner (a scan that finds
 * several waivers lists them under the box; a burst typed into the box is taken
 * back out of it). One store per shell, held by `LookupProvider`.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { WaiverMatch } from '../../../shared/ipc/lookup.ts';

export interface ScannedTag {
  tag: string;
  matches: WaiverMatch[];
}

export interface LookupState {
  /** What is in the box. */
  text: string;
  /** The list under the box is showing. */
  open: boolean;
  /**
   * The highlighted option, by its key (who the row is), not its place: a list replaced under
   * the highlight (a signing reached the copy) keeps the same person highlighted, or none when
   * they left it, so Enter opens whom the person chose. 'first': the first option (a scan's list).
   */
  active: ActiveOption;
  /** A scan that found several waivers, listed instead of the typed lookup. */
  scanned: ScannedTag | null;
  /** Epoch ms until which the service refuses searches (its limit is per account); null when it may be asked. */
  searchBlockedUntil: number | null;
  /** Counts requests to put the cursor in the box (a shortcut, a scan listing its matches). */
  focusRequests: number;

  /** The person typed: a new lookup, nothing highlighted. */
  type(text: string): void;
  /** Removes characters a scanner typed into the box before its burst was recognised. */
  takeBack(typed: string): void;
  showScanned(scanned: ScannedTag): void;
  setOpen(open: boolean): void;
  setActive(key: string | null): void;
  /** Empties the box and closes the list. */
  clear(): void;
  blockSearchUntil(epochMs: number | null): void;
  requestFocus(): void;
}

/** See `LookupState.active`. */
export type ActiveOption = { key: string } | 'first' | null;

export type LookupStore = StoreApi<LookupState>;

export function createLookupStore(): LookupStore {
  return createStore<LookupState>()((set, get) => ({
    text: '',
    open: false,
    active: null,
    scanned: null,
    searchBlockedUntil: null,
    focusRequests: 0,
    type(text) {
      set({ text, open: true, active: null, scanned: null });
    },
    takeBack(typed) {
      const { text } = get();
      if (typed && text.endsWith(typed)) set({ text: text.slice(0, -typed.length), active: null });
    },
    showScanned(scanned) {
      set((state) => ({
        text: '',
        scanned,
        open: true,
        active: 'first',
        focusRequests: state.focusRequests + 1,
      }));
    },
    setOpen(open) {
      set(open ? { open } : { open, active: null });
    },
    setActive(key) {
      set({ active: key === null ? null : { key } });
    },
    clear() {
      set({ text: '', open: false, active: null, scanned: null });
    },
    blockSearchUntil(searchBlockedUntil) {
      set({ searchBlockedUntil });
    },
    requestFocus() {
      set((state) => ({ focusRequests: state.focusRequests + 1 }));
    },
  }));
}
