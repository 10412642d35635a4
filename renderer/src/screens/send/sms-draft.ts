/**
 * The text-message form and its one send. The send runs here, outside any
 * component, so it finishes (and its answer is shown) even if the person leaves
 * the screen; and its step is checked and changed in one go, so a double click or
 * a held Enter key reaches the desk once.
 */
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { SentText } from '../../../../shared/ipc/signing.ts';
import { callDesk } from '../../bridge/index.ts';
import { describeFailure, type Failure } from '../../components/failure.ts';
import { refusedFields } from '../../i18n/word-field.ts';
import { onDraftsReset } from './drafts-session.ts';

/** What the person confirmed: the waiver and the number as read. */
export interface SmsOrder {
  templateId: string;
  templateTitle: string;
  /** As typed; the desk reads it again. */
  typed: string;
  display: string;
  /** Another text to a number that just got one (or may have). */
  again: boolean;
}

export type SmsStep =
  | { step: 'editing' }
  | { step: 'confirming'; order: SmsOrder }
  | { step: 'sending'; order: SmsOrder }
  | { step: 'sent'; text: SentText }
  | {
      step: 'failed';
      order: SmsOrder;
      failure: Failure;
      /** Field messages of a refused request, shown beside the number. */
      fields: Readonly<Record<string, string>>;
      /** The text may have gone out, or just did: sending again needs the person's say-so. */
      canSendAgain: boolean;
      /** Epoch ms the account's request budget frees; null when the refusal was not about it. */
      waitUntil: number | null;
    };

export interface SmsDraftState {
  phone: string;
  /** The person left the number box or tried to send: its message may show. */
  phoneTouched: boolean;
  current: SmsStep;
  setPhone(phone: string): void;
  touchPhone(): void;
  /** The form was submitted with a readable number: ask before sending. */
  askToConfirm(order: SmsOrder): void;
  /** Sends the confirmed order; does nothing unless a confirmation is showing. */
  confirm(): Promise<void>;
  /** Back to the form without sending. */
  cancel(): void;
  /** From a refusal that allows it: confirm again, this time as another text. */
  offerSendAgain(): void;
  /** Clears the number for the next customer. */
  startOver(): void;
  reset(): void;
}

/** Refusals after which the text may have gone out, or went out just now: only a deliberate "again" sends. */
const SEND_AGAIN_CODES = new Set(['conflict', 'timeout', 'network', 'server_error', 'protocol', 'internal']);

const initial = { phone: '', phoneTouched: false, current: { step: 'editing' } as SmsStep };

/** Bumped by every reset: an answer that comes back after one belongs to drafts that are gone. */
let generation = 0;

export const smsDraftStore = createStore<SmsDraftState>()((set, get) => ({
  ...initial,
  setPhone(phone) {
    const { current } = get();
    // A changed number is a new order: an old confirmation or answer no longer applies.
    const keep = current.step === 'sending' ? current : ({ step: 'editing' } as SmsStep);
    set({ phone, current: keep });
  },
  touchPhone: () => set({ phoneTouched: true }),
  askToConfirm(order) {
    if (get().current.step === 'sending') return;
    set({ phoneTouched: true, current: { step: 'confirming', order } });
  },
  async confirm() {
    const { current } = get();
    if (current.step !== 'confirming') return;
    const { order } = current;
    set({ current: { step: 'sending', order } });
    const mine = generation;
    try {
      const text = await callDesk('sendWaiverSms', {
        templateId: order.templateId,
        phone: order.typed,
        sendAgain: order.again,
      });
      if (mine === generation) set({ current: { step: 'sent', text } });
    } catch (error) {
      if (mine !== generation) return;
      const failure = describeFailure(error);
      set({
        current: {
          step: 'failed',
          order,
          failure,
          fields: refusedFields(error),
          canSendAgain: SEND_AGAIN_CODES.has(failure.code),
          waitUntil:
            failure.code === 'rate_limited' && failure.retryAfterSeconds !== undefined
              ? Date.now() + failure.retryAfterSeconds * 1_000
              : null,
        },
      });
    }
  },
  cancel() {
    if (get().current.step === 'confirming') set({ current: { step: 'editing' } });
  },
  offerSendAgain() {
    const { current } = get();
    if (current.step !== 'failed' || !current.canSendAgain) return;
    set({ current: { step: 'confirming', order: { ...current.order, again: true } } });
  },
  startOver() {
    if (get().current.step === 'sending') return;
    set(initial);
  },
  reset() {
    generation += 1;
    set(initial);
  },
}));

onDraftsReset(() => smsDraftStore.getState().reset());

export const useSmsDraft = <T>(select: (state: SmsDraftState) => T): T => useStore(smsDraftStore, select);
