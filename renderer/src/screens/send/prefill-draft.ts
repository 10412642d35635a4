/** The prefilled-link form, its last link, and the one request making it. */
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { CheckedPrefillRequest, PrefillLinkView } from '../../../../shared/ipc/signing.ts';
import { callDesk } from '../../bridge/index.ts';
import { describeFailure, type Failure } from '../../components/failure.ts';
import { refusedFields } from '../../i18n/word-field.ts';
import { onDraftsReset } from './drafts-session.ts';
import { emptyGuardian, emptyPerson, emptyPrefill, type PrefillInputs } from './prefill-inputs.ts';

export interface PrefillDraftState {
  inputs: PrefillInputs;
  /** The person tried to make the link: every field's message may show. */
  submitted: boolean;
  making: boolean;
  link: PrefillLinkView | null;
  failure: Failure | null;
  /** Messages the desk gave for fields (the same rules, checked again in the main process). */
  serverFields: Readonly<Record<string, string>>;
  update(change: (inputs: PrefillInputs) => PrefillInputs): void;
  addParticipant(): void;
  removeParticipant(key: number): void;
  setGuardian(present: boolean): void;
  markSubmitted(): void;
  make(request: CheckedPrefillRequest): Promise<void>;
  /** A fresh form for the next customer. */
  startOver(): void;
  reset(): void;
}

const initial = () => ({
  inputs: emptyPrefill(),
  submitted: false,
  making: false,
  link: null,
  failure: null,
  serverFields: {},
});

let generation = 0;

export const prefillDraftStore = createStore<PrefillDraftState>()((set, get) => ({
  ...initial(),
  update(change) {
    // An edit makes the shown link stale: it no longer matches the form.
    set((state) => ({ inputs: change(state.inputs), link: null, serverFields: {} }));
  },
  addParticipant() {
    get().update((inputs) => ({ ...inputs, participants: [...inputs.participants, emptyPerson()] }));
  },
  removeParticipant(key) {
    get().update((inputs) => ({
      ...inputs,
      participants: inputs.participants.filter((person) => person.key !== key),
    }));
  },
  setGuardian(present) {
    get().update((inputs) => ({
      ...inputs,
      guardian: present ? (inputs.guardian ?? emptyGuardian()) : null,
    }));
  },
  markSubmitted: () => set({ submitted: true }),
  async make(request) {
    if (get().making) return;
    set({ making: true, submitted: true, failure: null, serverFields: {} });
    const mine = generation;
    try {
      const link = await callDesk('createPrefillLink', request);
      if (mine === generation) set({ link, making: false });
    } catch (error) {
      if (mine !== generation) return;
      const fields = refusedFields(error);
      set({ failure: describeFailure(error), serverFields: fields, making: false });
    }
  },
  startOver() {
    if (!get().making) set(initial());
  },
  reset() {
    generation += 1;
    set(initial());
  },
}));

onDraftsReset(() => prefillDraftStore.getState().reset());

export const usePrefillDraft = <T>(select: (state: PrefillDraftState) => T): T =>
  useStore(prefillDraftStore, select);
