/**
 * Lookup as you type: each call abandons the one before it, and only the newest
 * call's answer is ever delivered. The abort stops the older call's work; the
 * sequence number is what guarantees order even when the older answer was
 * already on its way when the abort went out.
 */
import type { Method, RequestOf, ResponseOf } from '../../../shared/ipc/contract.ts';
import { abandoned } from './abort.ts';
import { callDesk } from './call-desk.ts';

export interface LatestCall<M extends Method> {
  /** Resolves with this call's answer, or rejects with an AbortError once a newer call started. */
  run(request: RequestOf<M>): Promise<ResponseOf<M>>;
  /** Abandons the call in flight, if any (the box was cleared, the screen closed). */
  cancel(): void;
}

export function createLatestCall<M extends Method>(method: M): LatestCall<M> {
  let sequence = 0;
  let inFlight: AbortController | null = null;

  const cancel = () => {
    sequence++;
    inFlight?.abort();
    inFlight = null;
  };

  return {
    async run(request) {
      cancel();
      const mine = sequence;
      const controller = new AbortController();
      inFlight = controller;
      try {
        const answer = await callDesk(method, request, { signal: controller.signal });
        if (mine !== sequence) throw abandoned();
        return answer;
      } catch (error) {
        throw mine !== sequence ? abandoned() : error;
      } finally {
        if (inFlight === controller) inFlight = null;
      }
    },
    cancel,
  };
}
