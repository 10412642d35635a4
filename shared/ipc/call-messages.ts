/**
 * What travels on the browser host's call socket (`BROWSER_CALLS_PATH`): the page
 * sends a call or the cancellation of one; the host answers each call once, with
 * the same `IpcResult` an HTTP call would get. Read on both sides with these
 * guards: a message of any other shape is not one of ours.
 */
import type { IpcResult } from './errors.ts';

export type CallMessage = { id: number; method: string; request: unknown } | { id: number; cancel: true };

export interface AnswerMessage {
  id: number;
  result: IpcResult<unknown>;
}

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function readCallMessage(value: unknown): CallMessage | null {
  if (!isRecord(value) || !isId(value.id)) return null;
  if (value.cancel === true) return { id: value.id, cancel: true };
  if (typeof value.method !== 'string' || !('request' in value)) return null;
  return { id: value.id, method: value.method, request: value.request };
}

export function readAnswerMessage(value: unknown): AnswerMessage | null {
  if (!isRecord(value) || !isId(value.id) || !isRecord(value.result)) return null;
  if (typeof value.result.ok !== 'boolean') return null;
  return { id: value.id, result: value.result as unknown as IpcResult<unknown> };
}
