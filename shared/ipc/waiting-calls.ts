/**
 * The calling end's calls waiting for their answers, by id: the preload's call
 * port and the page's socket keep them alike. Each call settles once: with
 * its answer, when its caller gives up, or when its channel is lost; whatever
 * comes for it after is dropped. Names only, no schema: the preload bundles this.
 */
import { readAnswerMessage } from './envelope.ts';
import type { IpcResult } from './errors.ts';

/** What a call ends with when its caller cancels it, on every calling end (and on the preload's, when main closed the port under it). */
export const CALL_CANCELLED: IpcResult<never> = { ok: false, error: { code: 'cancelled' } };

export interface WaitingCalls {
  /** A new call's id, and its answer to come. */
  open(): { id: number; answer: Promise<IpcResult<unknown>> };
  /** Settles the call an answer is for; a message that is not an answer, or is for no waiting call, is dropped. */
  answer(raw: unknown): void;
  /** Settles one call with `result` before its answer came: true when it was still waiting. */
  end(id: number, result: IpcResult<unknown>): boolean;
  /** Settles every call still waiting with `result`: the channel was lost. */
  endAll(result: IpcResult<unknown>): void;
}

export function createWaitingCalls(): WaitingCalls {
  const waiting = new Map<number, (result: IpcResult<unknown>) => void>();
  let nextId = 0;
  const end = (id: number, result: IpcResult<unknown>) => {
    const settle = waiting.get(id);
    if (!settle) return false;
    waiting.delete(id);
    settle(result);
    return true;
  };
  return {
    open() {
      const id = nextId++;
      const answer = new Promise<IpcResult<unknown>>((resolve) => {
        waiting.set(id, resolve);
      });
      return { id, answer };
    },
    answer(raw) {
      const message = readAnswerMessage<IpcResult<unknown>>(raw);
      if (message) end(message.id, message.result);
    },
    end,
    endAll(result) {
      const settles = [...waiting.values()];
      waiting.clear();
      for (const settle of settles) settle(result);
    },
  };
}
