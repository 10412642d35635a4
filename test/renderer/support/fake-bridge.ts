/**
 * A stand-in for the Electron preload: the contract's methods (answered by the
 * test) and the event subscription with the preload's replay of retained events.
 */
import {
  type CallOptions,
  type DeskBridge,
  type Method,
  methods,
  type RequestOf,
  type ResponseOf,
} from '../../../shared/ipc/contract.ts';
import type { DeskErrorCode, DeskErrorInfo, IpcResult } from '../../../shared/ipc/errors.ts';
import { createEventReplay } from '../../../shared/ipc/event-replay.ts';
import type { DeskEvent } from '../../../shared/ipc/events.ts';

export type Answer<M extends Method> = (
  request: RequestOf<M>,
  options: CallOptions,
) => IpcResult<ResponseOf<M>> | Promise<IpcResult<ResponseOf<M>>>;

export type Answers = { [M in Method]?: Answer<M> };

export interface RecordedCall {
  method: Method;
  request: unknown;
  /** What came beside the request; the preload never gets any (see desk-bridge.ts). */
  options: CallOptions | undefined;
}

export type FakeBridge = DeskBridge & {
  calls: RecordedCall[];
  callsOf(method: Method): RecordedCall[];
  /** Replaces how a method answers from now on. */
  answer<M extends Method>(method: M, answer: Answer<M>): void;
  emit(event: DeskEvent): void;
};

export const ok = <T>(value: T): IpcResult<T> => ({ ok: true, value });

export const fail = (
  code: DeskErrorCode,
  message: string,
  extra: Partial<DeskErrorInfo> = {},
): IpcResult<never> => ({
  ok: false,
  error: { code, message, ...extra },
});

export function createFakeBridge(initial: Answers = {}): FakeBridge {
  const answers: Answers = { ...initial };
  const calls: RecordedCall[] = [];
  const replay = createEventReplay();

  const call = (method: Method) => async (request: unknown, options?: CallOptions) => {
    calls.push({ method, request, options });
    const answer = answers[method] as Answer<Method> | undefined;
    if (!answer) return fail('internal', `The test gave no answer for ${method}.`);
    return answer(request as never, options ?? {});
  };

  return {
    ...(Object.fromEntries(methods.map((method) => [method, call(method)])) as Omit<DeskBridge, 'subscribe'>),
    subscribe: (listener) => replay.subscribe(listener),
    calls,
    callsOf: (method) => calls.filter((recorded) => recorded.method === method),
    answer(method, answer) {
      (answers as Record<Method, unknown>)[method] = answer;
    },
    emit: (event) => replay.publish(event),
  };
}

export function installFakeBridge(initial: Answers = {}): FakeBridge {
  const bridge = createFakeBridge(initial);
  window.waiverDesk = bridge;
  return bridge;
}

export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
