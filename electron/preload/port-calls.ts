/**
 * The preload's end of its page's port: each call goes out in the envelope
 * (`shared/ipc/envelope.ts`) and is answered once, by id. Calls made before main
 * hands the port over wait in order and go out when it arrives. A call the page
 * cancels ends at once with "cancelled", and its cancellation goes to main, which
 * aborts the handler's work. The events main sends beside the answers go to `onEvent`.
 *
 * The port stays in the preload's world: the page gets only the bridge's methods.
 */
import { type CallEnvelope, type CallMessage, readEventMessage } from '../../shared/ipc/envelope.ts';
import type { IpcResult } from '../../shared/ipc/errors.ts';
import { CALL_CANCELLED, createWaitingCalls } from '../../shared/ipc/waiting-calls.ts';

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

/** `onEvent` hears each event main sent, unread: the preload checks its shape. */
export function createPortCalls(onEvent: (event: unknown) => void): PortCalls {
  const waiting = createWaitingCalls();
  /** Calls made before the port came, in order. */
  const outbox: CallEnvelope[] = [];
  let port: PagePort | null = null;
  /** The port closed under the page (main closed its end): calls end at once until another comes. */
  let lost = false;

  const send = (message: CallMessage) => {
    if (port) port.postMessage(message);
    else if (!('cancel' in message)) outbox.push(message);
  };

  return {
    adopt(next) {
      if (port) {
        waiting.endAll(CALL_CANCELLED);
        port.close();
      }
      const adopted = next;
      port = adopted;
      lost = false;
      adopted.addEventListener('message', ({ data }) => {
        if (port !== adopted) return;
        const pushed = readEventMessage(data);
        if (pushed) onEvent(pushed.event);
        else waiting.answer(data);
      });
      adopted.addEventListener('close', () => {
        if (port !== adopted) return;
        lost = true;
        waiting.endAll(CALL_CANCELLED);
      });
      adopted.start();
      for (const message of outbox.splice(0)) adopted.postMessage(message);
    },

    call(method, request, onCancel) {
      if (lost) return Promise.resolve(CALL_CANCELLED);
      const { id, answer } = waiting.open();
      send({ id, method, request: request ?? {} });
      onCancel?.(() => {
        if (!waiting.end(id, CALL_CANCELLED)) return;
        const queued = outbox.findIndex((message) => message.id === id);
        // Not sent yet: it never will be. Sent: main is told to stop its work.
        if (queued >= 0) outbox.splice(queued, 1);
        else send({ id, cancel: true });
      });
      return answer;
    },
  };
}
