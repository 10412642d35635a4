/**
 * One press sends one text, whatever the page does. Per account session and per
 * template and number: a send already under way is joined, not repeated; a text
 * that went out less than a minute ago, or whose answer was lost (so it may have
 * gone out), is refused until the person confirms "send again". The page locks
 * its button too; this is the authority, since several windows, a reloaded page
 * or a lost answer all get past a button.
 */
import { type SentText, SMS_REPEAT_WINDOW_MS } from '../../../../shared/ipc/signing.ts';
import { DeskRefusal } from '../../refusal.ts';
import { maybeSentRefusal, notSentRefusal, outcomeOf } from './send-outcome.ts';

/**
 * A lost answer blocks the same text this long without a confirmation: long enough
 * for the person to ask the customer, short enough not to trouble tomorrow's visit.
 */
export const MAYBE_SENT_HOLD_MS = 15 * 60_000;

type Entry =
  | { state: 'sending'; sending: Promise<SentText> }
  | { state: 'sent'; at: number; text: SentText }
  | { state: 'maybe-sent'; at: number };

export interface SmsSend {
  /** Template and national number: what makes two sends "the same text". */
  key: string;
  /** The number as the desk writes it, for the page's words of a refusal. */
  display: string;
  sendAgain: boolean;
}

/** Whole seconds since, at least one: the page words how long ago. */
const secondsSince = (ms: number): number => Math.max(1, Math.round(ms / 1_000));

export class SmsSendGuard {
  readonly #entries = new Map<string, Entry>();
  readonly #now: () => number;

  constructor(now: () => number) {
    this.#now = now;
  }

  /** Runs `post` at most once for this call; see the module comment for when it does not run at all. */
  send(request: SmsSend, post: () => Promise<SentText>): Promise<SentText> {
    const entry = this.#entries.get(request.key);
    if (entry?.state === 'sending') return entry.sending;
    const now = this.#now();
    this.#forgetOlderThan(now - MAYBE_SENT_HOLD_MS);
    if (entry && !request.sendAgain) this.#refuseRepeat(entry, request, now);
    const sending = this.#run(request, post);
    this.#entries.set(request.key, { state: 'sending', sending });
    return sending;
  }

  #forgetOlderThan(cutoff: number): void {
    for (const [key, entry] of this.#entries) {
      if (entry.state !== 'sending' && entry.at < cutoff) this.#entries.delete(key);
    }
  }

  #refuseRepeat(entry: Exclude<Entry, { state: 'sending' }>, request: SmsSend, now: number): void {
    if (entry.state === 'sent' && now - entry.at < SMS_REPEAT_WINDOW_MS) {
      throw new DeskRefusal('conflict', {
        kind: 'sms_sent_recently',
        templateTitle: entry.text.templateTitle,
        display: request.display,
        secondsAgo: secondsSince(now - entry.at),
      });
    }
    if (entry.state === 'maybe-sent' && now - entry.at < MAYBE_SENT_HOLD_MS) {
      throw new DeskRefusal('conflict', {
        kind: 'sms_answer_lost',
        display: request.display,
        secondsAgo: secondsSince(now - entry.at),
      });
    }
  }

  async #run(request: SmsSend, post: () => Promise<SentText>): Promise<SentText> {
    try {
      const text = await post();
      this.#entries.set(request.key, { state: 'sent', at: this.#now(), text });
      return text;
    } catch (error) {
      if (outcomeOf(error) === 'maybe-sent') {
        this.#entries.set(request.key, { state: 'maybe-sent', at: this.#now() });
        throw maybeSentRefusal(error, request.display);
      }
      this.#entries.delete(request.key);
      throw notSentRefusal(error);
    }
  }
}
