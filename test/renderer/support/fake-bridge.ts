/**
 * A stand-in for the Electron preload: the contract's methods (answered by the
 * test) and the event subscription with the preload's replay of retained events.
 *
 * Everything crosses as it crosses Electron's IPC: by structured clone. The
 * request the answer sees (and the call records) is a copy made when the page
 * called, the page gets a copy of the answer, and each event listener a copy of
 * the event, so a screen that keeps or changes what it sent or received is
 * caught here as it would be in the app, and a value the real bridge cannot
 * carry (a function, a class's methods) fails the call.
 */
import {
  type BridgeCallOptions,
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
  options: BridgeCallOptions,
) => IpcResult<ResponseOf<M>> | Promise<IpcResult<ResponseOf<M>>>;

export type Answers = { [M in Method]?: Answer<M> };

export interface RecordedCall {
  method: Method;
  request: unknown;
  /** What came beside the request: from the page, a cancel hook at most, never a signal (see desk-bridge.ts). */
  options: BridgeCallOptions | undefined;
}

export type FakeBridge = DeskBridge & {
  calls: RecordedCall[];
  callsOf(method: Method): RecordedCall[];
  /** Replaces how a method answers from now on. */
  answer<M extends Method>(method: M, answer: Answer<M>): void;
  emit(event: DeskEvent): void;
};

export const ok = <T>(value: T): IpcResult<T> => ({ ok: true, value });

/** A failed call as the desk sends it: a code, and the reason or the service's words the page words. */
export const fail = (code: DeskErrorCode, extra: Omit<DeskErrorInfo, 'code'> = {}): IpcResult<never> => ({
  ok: false,
  error: { code, ...extra },
});

export function createFakeBridge(initial: Answers = {}): FakeBridge {
  const answers: Answers = { ...initial };
  const calls: RecordedCall[] = [];
  const replay = createEventReplay();

  const call = (method: Method) => async (request: unknown, options?: BridgeCallOptions) => {
    const sent = structuredClone(request);
    calls.push({ method, request: sent, options });
    const answer = answers[method] as Answer<Method> | undefined;
    if (!answer) return fail('internal', { detail: `the test gave no answer for ${method}` });
    // The answer sees its own copy, so it cannot reach into what the page still holds.
    return structuredClone(await answer(structuredClone(sent) as never, options ?? {}));
  };

  return {
    ...(Object.fromEntries(methods.map((method) => [method, call(method)])) as Omit<DeskBridge, 'subscribe'>),
    subscribe: (listener) => replay.subscribe((event) => listener(structuredClone(event))),
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
