/**
 * One page's calls on one channel that carries the envelope (`shared/ipc/envelope.ts`):
 * the Electron page's MessagePort, the browser host's page socket. Each call goes
 * through the dispatcher with an abort signal of its own, aborted by the call's
 * cancellation or when the channel closes; it is answered once, unless it was
 * cancelled (the page stopped waiting for it already). The host decides what a
 * message that is not ours costs: the page socket closes, the port ignores it.
 */
import { type AnswerMessage, isCancel, readCallMessage } from '../../shared/ipc/envelope.ts';
import type { IpcResult } from '../../shared/ipc/errors.ts';
import type { Dispatcher } from './dispatch.ts';

const FORBIDDEN: IpcResult<never> = { ok: false, error: { code: 'forbidden' } };

export interface CallServerOptions {
  dispatcher: Dispatcher;
  /** Who calls: supersession of `latestWins` calls is per caller. */
  caller: string;
  /** Sends one answer back on the channel. */
  answer(message: AnswerMessage<IpcResult<unknown>>): void;
  /** Asked before each call: false answers "forbidden" without dispatching (the page is no longer ours). */
  allowed?: () => boolean;
  /** Calls one page may have open at once; one more is not ours. No limit unless given. */
  maxOpen?: number;
}

export interface CallServer {
  /** Takes one message off the channel: null when taken, or why it is not ours (nothing was run). */
  receive(raw: unknown): string | null;
  /** The channel closed: every call still open is cancelled, and none is answered after. */
  close(): void;
  readonly openCalls: number;
}

export function createCallServer(options: CallServerOptions): CallServer {
  const open = new Map<number, AbortController>();
  const maxOpen = options.maxOpen ?? Number.POSITIVE_INFINITY;
  let closed = false;

  const run = (id: number, method: string, request: unknown) => {
    const controller = new AbortController();
    open.set(id, controller);
    void options.dispatcher
      .call(method, request, { caller: options.caller, signal: controller.signal })
      .then((result) => {
        if (open.get(id) === controller) open.delete(id);
        if (!closed && !controller.signal.aborted) options.answer({ id, result });
      });
  };

  return {
    receive(raw) {
      if (closed) return 'a message after the channel closed';
      const message = readCallMessage(raw);
      if (!message) return 'a message that is not a call';
      if (isCancel(message)) {
        open.get(message.id)?.abort();
        return null;
      }
      if (open.has(message.id)) return 'a call with the id of one still open';
      if (open.size >= maxOpen) return 'more calls at once than a page makes';
      if (options.allowed && !options.allowed()) {
        options.answer({ id: message.id, result: FORBIDDEN });
        return null;
      }
      run(message.id, message.method, message.request);
      return null;
    },
    close() {
      closed = true;
      for (const controller of open.values()) controller.abort();
      open.clear();
    },
    get openCalls() {
      return open.size;
    },
  };
}
