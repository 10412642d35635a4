/**
 * Messages between the cache worker and its client: the contract's envelope
 * (`shared/ipc/envelope.ts`), whose method is the store operation and whose
 * request is its arguments; the answer's error is the store's, serialized. One
 * call, one answer, matched by id; the worker answers in order because the store
 * is synchronous. Before any answer the worker says once whether the store opened.
 */
import type { AnswerMessage, CallEnvelope, EnvelopeResult } from '../../../shared/ipc/envelope.ts';
import type { CacheRecovery } from '../database.ts';
import type { CacheOperations } from '../types.ts';

export type CacheOperationName = keyof CacheOperations;
export type WorkerOperationName = CacheOperationName | 'close' | 'wipe';

/** Every store operation the worker serves, in the order of {@link CacheOperations}. */
export const CACHE_OPERATIONS = [
  'putWaivers',
  'putResultPages',
  'getWaiver',
  'waiverVerdicts',
  'lookup',
  'signedSince',
  'countSigned',
  'putTemplates',
  'getTemplates',
  'putCheckins',
  'listCheckins',
  'putAdmissions',
  'listAdmissions',
  'getAdmission',
  'putAdmissionChanges',
  'listAdmissionChanges',
  'admissionChangesOf',
  'putFile',
  'getFile',
  'heldFileIds',
  'getSyncState',
  'setSyncState',
  'purgeOlderThan',
  'counts',
] as const satisfies readonly CacheOperationName[];

/** `workerData` of the cache worker. */
export interface CacheWorkerData {
  dir: string;
  dataKey: Uint8Array;
  fileName?: string;
  /**
   * The secrets the main thread knows (the API key among them): the worker reads
   * the service's search pages itself and takes every secret echoed into them out
   * before it stores anything (`electron/logging/inward.ts`).
   */
  secrets?: string[];
}

export interface SerializedError {
  name: string;
  code: string | null;
  message: string;
}

export type CacheCall = CallEnvelope<WorkerOperationName, unknown[]>;

export type CacheAnswer = AnswerMessage<EnvelopeResult<unknown, SerializedError>>;

export type StartMessage =
  | { type: 'ready'; path: string; recovered: CacheRecovery | null }
  | { type: 'failed'; error: SerializedError };

/** The worker's first message, told from the answers that follow by its `type`. */
export function readStartMessage(message: unknown): StartMessage | null {
  if (typeof message !== 'object' || message === null) return null;
  const { type } = message as { type?: unknown };
  return type === 'ready' || type === 'failed' ? (message as StartMessage) : null;
}

export function serializeError(error: unknown): SerializedError {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return { name: error.name, code: typeof code === 'string' ? code : null, message: error.message };
  }
  return { name: 'Error', code: null, message: String(error) };
}
