/**
 * The renderer's only way to the main process. It picks the transport (Electron's
 * preload or the browser host) and turns `ok: false` results into `DeskError`s.
 */
import type { DeskBridge, Method, RequestOf, ResponseOf } from '../../../shared/ipc/contract.ts';
import { DeskError, type IpcResult } from '../../../shared/ipc/errors.ts';
import { createBrowserTransport } from './browser-transport.ts';

const transport: DeskBridge = window.waiverDesk ?? createBrowserTransport();

export async function callDesk<M extends Method>(method: M, request: RequestOf<M>): Promise<ResponseOf<M>> {
  // Indexing a mapped type by a generic key loses the per-method pairing; the contract guarantees it.
  const call = transport[method] as unknown as (request: RequestOf<M>) => Promise<IpcResult<ResponseOf<M>>>;
  const result = await call(request);
  if (!result.ok) throw new DeskError(result.error);
  return result.value;
}

export { DeskError };
