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
  /** The highlighted option of the list; -1 for none. */
  active: number;
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
  setActive(index: number): void;
  /** Empties the box and closes the list. */
  clear(): void;
  blockSearchUntil(epochMs: number | null): void;
  requestFocus(): void;
}

export type LookupStore = StoreApi<LookupState>;

export function createLookupStore(): LookupStore {
  return createStore<LookupState>()((set, get) => ({
    text: '',
    open: false,
    active: -1,
    scanned: null,
    searchBlockedUntil: null,
    focusRequests: 0,
    type(text) {
      set({ text, open: true, active: -1, scanned: null });
    },
    takeBack(typed) {
      const { text } = get();
      if (typed && text.endsWith(typed)) set({ text: text.slice(0, -typed.length), active: -1 });
    },
    showScanned(scanned) {
      set((state) => ({
        text: '',
        scanned,
        open: true,
        active: 0,
        focusRequests: state.focusRequests + 1,
      }));
    },
    setOpen(open) {
      set(open ? { open } : { open, active: -1 });
    },
    setActive(active) {
      set({ active });
    },
    clear() {
      set({ text: '', open: false, active: -1, scanned: null });
    },
    blockSearchUntil(searchBlockedUntil) {
      set({ searchBlockedUntil });
    },
    requestFocus() {
      set((state) => ({ focusRequests: state.focusRequests + 1 }));
    },
  }));
}
