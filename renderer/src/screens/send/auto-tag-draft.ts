/** The auto-tag form: the customer number and the last link made from it. */
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { AutoTagLinkView } from '../../../../shared/ipc/signing.ts';
import { callDesk } from '../../bridge/index.ts';
import { describeFailure, type Failure } from '../../components/failure.ts';
import { onDraftsReset } from './drafts-session.ts';

export interface AutoTagDraftState {
  tag: string;
  tagTouched: boolean;
  making: boolean;
  link: AutoTagLinkView | null;
  failure: Failure | null;
  setTag(tag: string): void;
  touchTag(): void;
  make(templateId: string): Promise<void>;
  reset(): void;
}

const initial = { tag: '', tagTouched: false, making: false, link: null, failure: null };

let generation = 0;

export const autoTagDraftStore = createStore<AutoTagDraftState>()((set, get) => ({
  ...initial,
  setTag: (tag) => set({ tag }),
  touchTag: () => set({ tagTouched: true }),
  async make(templateId) {
    if (get().making) return;
    set({ making: true, tagTouched: true, failure: null });
    const mine = generation;
    try {
      const link = await callDesk('autoTagLink', { templateId, tag: get().tag });
      if (mine === generation) set({ link, making: false });
    } catch (error) {
      if (mine === generation) set({ failure: describeFailure(error), making: false });
    }
  },
  reset() {
    generation += 1;
    set(initial);
  },
}));

onDraftsReset(() => autoTagDraftStore.getState().reset());

export const useAutoTagDraft = <T>(select: (state: AutoTagDraftState) => T): T =>
  useStore(autoTagDraftStore, select);
