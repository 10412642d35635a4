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
import { DeskError, type IpcResult } from '../../../shared/ipc/errors.ts';
import type { DeskEvent } from '../../../shared/ipc/events.ts';
import { readAnswer } from '../records/read-answer.ts';
import { abandoned, unlessAborted } from './abort.ts';
import { deskTransport } from './desk-bridge.ts';

export async function callDesk<M extends Method>(
  method: M,
  request: RequestOf<M>,
  options: CallOptions = {},
): Promise<ResponseOf<M>> {
  if (options.signal?.aborted) throw abandoned();
  const bridge = deskTransport();
  // Indexing a mapped type by a generic key loses the per-method pairing; the contract guarantees it.
  const call = bridge[method] as unknown as (
    request: RequestOf<M>,
    options?: CallOptions,
  ) => Promise<IpcResult<ResponseOf<M>>>;
  // Both transports cancel the call's work in main; a late answer is dropped here all the same.
  const result = await unlessAborted(call(request, options), options.signal);
  // The failure goes up as main sent it, codes and values: the page words it where it is shown.
  if (!result.ok) throw new DeskError(result.error);
  return readAnswer(method, result.value);
}

export function subscribeDesk(listener: (event: DeskEvent) => void): Unsubscribe {
  return deskTransport().subscribe(listener);
}
