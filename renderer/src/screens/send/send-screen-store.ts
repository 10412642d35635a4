/**
 * What the Send screen remembers between visits: the tab and the waiver chosen.
 * Module-wide, so leaving the screen and coming back finds everything as it was;
 * a switch of account starts every draft afresh (`keepDraftsFor`).
 */
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { onDraftsReset } from './drafts-session.ts';

export type SendTab = 'sms' | 'prefill' | 'autoTag';

export interface SendScreenState {
  tab: SendTab;
  /** '' until the person (or the first published waiver) chose one. */
  templateId: string;
  chooseTab(tab: SendTab): void;
  chooseTemplate(templateId: string): void;
  reset(): void;
}

const initial = { tab: 'sms' as SendTab, templateId: '' };

export const sendScreenStore = createStore<SendScreenState>()((set) => ({
  ...initial,
  chooseTab: (tab) => set({ tab }),
  chooseTemplate: (templateId) => set({ templateId }),
  reset: () => set(initial),
}));

export const useSendScreen = <T>(select: (state: SendScreenState) => T): T =>
  useStore(sendScreenStore, select);

onDraftsReset(() => sendScreenStore.getState().reset());
