/**
 * Calls and events as the screens use them: `ok: false` becomes a thrown
 * `DeskError`, and an abandoned call rejects instead of delivering its late answer.
 */
import type {
  CallOptions,
  Method,
  RequestOf,
  ResponseOf,
  Unsubscribe,
} from '../../../shared/ipc/contract.ts';
import { DeskError, type DeskErrorInfo, type IpcResult } from '../../../shared/ipc/errors.ts';
import type { DeskEvent } from '../../../shared/ipc/events.ts';
import { wordFields } from '../forms/word-field.ts';
import { readAnswer } from '../records/read-answer.ts';
import { abandoned, unlessAborted } from './abort.ts';
import { deskTransport } from './desk-bridge.ts';

const withFieldsWorded = (error: DeskErrorInfo): DeskErrorInfo =>
  error.fields ? { ...error, fields: wordFields(error.fields) } : error;

export async function callDesk<M extends Method>(
  method: M,
  request: RequestOf<M>,
  options: CallOptions = {},
): Promise<ResponseOf<M>> {
  if (options.signal?.aborted) throw abandoned();
  const { bridge, takesSignal } = deskTransport();
  // Indexing a mapped type by a generic key loses the per-method pairing; the contract guarantees it.
  const call = bridge[method] as unknown as (
    request: RequestOf<M>,
    options?: CallOptions,
  ) => Promise<IpcResult<ResponseOf<M>>>;
  const answer = takesSignal ? call(request, options) : call(request);
  const result = await unlessAborted(answer, options.signal);
  // The failure goes up as main sent it, codes and values: the page words it where it is shown.
  // Its refused fields are the schemas' message ids, worded now so every form shows them alike.
  if (!result.ok) throw new DeskError(withFieldsWorded(result.error));
  return readAnswer(method, result.value);
}

export function subscribeDesk(listener: (event: DeskEvent) => void): Unsubscribe {
  return deskTransport().bridge.subscribe(listener);
}
