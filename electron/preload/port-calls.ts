/**
 * The preload's end of its page's call port: each call goes out in the envelope
 * (`shared/ipc/envelope.ts`) and is answered once, by id. Calls made before main
 * hands the port over wait in order and go out when it arrives. A call the page
 * cancels ends at once with "cancelled", and its cancellation goes to main, which
 * aborts the handler's work.
 *
 * The port stays in the preload's world: the page gets only the bridge's methods.
 */
import { type CallEnvelope, type CallMessage, readAnswerMessage } from '../../shared/ipc/envelope.ts';
import type { IpcResult } from '../../shared/ipc/errors.ts';

/** The DOM MessagePort, as much of it as is used here. */
export interface PagePort {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  addEventListener(type: 'close', listener: () => void): void;
  start(): void;
  close(): void;
}

export interface PortCalls {
  /** Takes the port main handed over. A newer one replaces it: main closed the old one with its calls. */
  adopt(port: PagePort): void;
  call(
    method: string,
    request: unknown,
    onCancel?: (cancel: () => void) => void,
  ): Promise<IpcResult<unknown>>;
}

/** What a call ends with when the page cancels it, or when its port closes under it (main aborted it). */
const CANCELLED: IpcResult<never> = { ok: false, error: { code: 'cancelled' } };

export function createPortCalls(): PortCalls {
  const waiting = new Map<number, (result: IpcResult<unknown>) => void>();
  /** Calls made before the port came, in order. */
  const outbox: CallEnvelope[] = [];
  let port: PagePort | null = null;
  /** The port closed under the page (main closed its end): calls end at once until another comes. */
  let lost = false;
  let nextId = 0;

  const endWaiting = () => {
    for (const settle of waiting.values()) settle(CANCELLED);
    waiting.clear();
  };

  const send = (message: CallMessage) => {
    if (port) port.postMessage(message);
    else if (!('cancel' in message)) outbox.push(message);
  };

  return {
    adopt(next) {
      if (port) {
        endWaiting();
        port.close();
      }
      const adopted = next;
      port = adopted;
      lost = false;
      adopted.addEventListener('message', (event) => {
        const answer = readAnswerMessage(event.data);
        if (!answer || port !== adopted) return;
        const settle = waiting.get(answer.id);
        waiting.delete(answer.id);
        settle?.(answer.result);
      });
      adopted.addEventListener('close', () => {
        if (port !== adopted) return;
        lost = true;
        endWaiting();
      });
      adopted.start();
      for (const message of outbox.splice(0)) adopted.postMessage(message);
    },

    call(method, request, onCancel) {
      if (lost) return Promise.resolve(CANCELLED);
      const id = nextId++;
      const answered = new Promise<IpcResult<unknown>>((resolve) => {
        waiting.set(id, resolve);
      });
      send({ id, method, request: request ?? {} });
      onCancel?.(() => {
        const settle = waiting.get(id);
        if (!settle) return;
        waiting.delete(id);
        const queued = outbox.findIndex((message) => message.id === id);
        if (queued >= 0) outbox.splice(queued, 1);
        else send({ id, cancel: true });
        settle(CANCELLED);
      });
      return answered;
    },
  };
}
