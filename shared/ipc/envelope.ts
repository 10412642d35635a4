/**
 * The one envelope every call channel carries, whichever end speaks it: the
 * Electron page's MessagePort, the browser host's page socket, the cache
 * worker's port. A call names its method and its request; a cancellation names
 * the call; each call is answered once, by id, with a result that is `ok` with
 * a value or not `ok` with an error (the contract's `IpcResult`; the cache
 * worker's serialized error).
 *
 * On the Electron call port and the browser host's page socket, main also sends
 * the page its events beside the answers, each as `{event}` (the page checks it
 * as it checks every event).
 *
 * Read on every side with these guards, which return null for any other shape:
 * a message that is not one of ours is never taken for one. Names and shapes
 * only, no schema: the sandboxed preload bundles this.
 */
export interface CallEnvelope<M extends string = string, R = unknown> {
  id: number;
  method: M;
  request: R;
}

export interface CancelEnvelope {
  id: number;
  cancel: true;
}

export type CallMessage = CallEnvelope | CancelEnvelope;

/** What a call ends with: its value, or what went wrong (the contract's `IpcResult` is this with `DeskErrorInfo`). */
export type EnvelopeResult<T = unknown, E = unknown> = { ok: true; value: T } | { ok: false; error: E };

export interface AnswerMessage<R extends EnvelopeResult = EnvelopeResult> {
  id: number;
  result: R;
}

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isCancel = (message: CallMessage): message is CancelEnvelope => 'cancel' in message;

export function readCallMessage(value: unknown): CallMessage | null {
  if (!isRecord(value) || !isId(value.id)) return null;
  if (value.cancel === true) return { id: value.id, cancel: true };
  if (typeof value.method !== 'string' || !('request' in value)) return null;
  return { id: value.id, method: value.method, request: value.request };
}

/**
 * An answer of the envelope's shape. What its error holds is the speaker's
 * (the contract's `DeskErrorInfo` on the page's channels, a serialized error on
 * the cache worker's): the caller names it. A value may be absent (JSON drops `undefined`).
 */
export function readAnswerMessage<R extends EnvelopeResult = EnvelopeResult>(
  value: unknown,
): AnswerMessage<R> | null {
  if (!isRecord(value) || !isId(value.id) || !isRecord(value.result)) return null;
  if (typeof value.result.ok !== 'boolean') return null;
  return { id: value.id, result: value.result as unknown as R };
}

/** Main → page on the Electron call port and the page socket: one event, beside the answers. */
export interface EventMessage {
  event: unknown;
}

/** An event message; an answer (which has an id) or anything else is not one. */
export function readEventMessage(value: unknown): EventMessage | null {
  if (!isRecord(value) || !('event' in value) || 'id' in value) return null;
  return { event: value.event };
}
