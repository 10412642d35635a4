/**
 * Entry of the cache worker thread: opens the store from `workerData` and serves
 * calls from the client (client.ts) until it is closed or wiped. It runs as plain
 * Node: from TypeScript source under Node 24's type stripping, or as a bundled .js
 * file (see `entry` in client.ts).
 */
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { isCancel, readCallMessage } from '../../../shared/ipc/envelope.ts';
import { registerLogSecret } from '../../logging/desk-log.ts';
import { storageFailureOf } from '../errors.ts';
import { openCacheStore } from '../store.ts';
import type { CachedFile, CacheStore } from '../types.ts';
import {
  CACHE_OPERATIONS,
  type CacheAnswer,
  type CacheOperationName,
  type CacheWorkerData,
  type StartMessage,
  serializeError,
} from './protocol.ts';

function parentPortOrThrow(): MessagePort {
  if (!parentPort)
    throw new Error('cache-worker.ts runs as a worker thread; start it with openCacheWorker()');
  return parentPort;
}

const port = parentPortOrThrow();

const servedOperations = new Set<string>(CACHE_OPERATIONS);

/** File bytes travel by transfer, not copy; a view into a shared buffer is copied once first. */
function transferablesOf(operation: CacheOperationName, value: unknown): ArrayBuffer[] {
  if (operation !== 'getFile' || value === null) return [];
  const file = value as CachedFile;
  const whole = file.bytes.byteOffset === 0 && file.bytes.byteLength === file.bytes.buffer.byteLength;
  if (!whole || !(file.bytes.buffer instanceof ArrayBuffer)) file.bytes = new Uint8Array(file.bytes);
  return [file.bytes.buffer as ArrayBuffer];
}

function serve(store: CacheStore, raw: unknown): void {
  const message = readCallMessage(raw);
  // The store runs each call to its end at once: there is nothing in flight to cancel.
  if (!message || isCancel(message)) return;
  const { id, method: operation, request: args } = message;
  try {
    if (operation === 'close' || operation === 'wipe') {
      store[operation]();
      port.postMessage({ id, result: { ok: true, value: null } } satisfies CacheAnswer);
      port.close();
      return;
    }
    if (!servedOperations.has(operation)) throw new TypeError(`unknown cache operation ${operation}`);
    if (!Array.isArray(args)) throw new TypeError(`the arguments of ${operation} are not a list`);
    const name = operation as CacheOperationName;
    const call = store[name] as (...callArgs: unknown[]) => unknown;
    const value = call.apply(store, args);
    port.postMessage({ id, result: { ok: true, value } } satisfies CacheAnswer, transferablesOf(name, value));
  } catch (error) {
    // A lock, a full disk: typed, so the client can wait and retry instead of giving up on the copy.
    const failure = storageFailureOf(error) ?? error;
    port.postMessage({ id, result: { ok: false, error: serializeError(failure) } } satisfies CacheAnswer);
  }
}

function start(data: CacheWorkerData): void {
  for (const secret of data.secrets ?? []) registerLogSecret(secret);
  let store: CacheStore;
  try {
    const opened = openCacheStore(data);
    store = opened.store;
    port.postMessage({ type: 'ready', path: store.path, recovered: opened.recovered } satisfies StartMessage);
  } catch (error) {
    // A lock, a folder that cannot be written: typed, so the desk tries again instead of giving up on the copy.
    port.postMessage({
      type: 'failed',
      error: serializeError(storageFailureOf(error) ?? error),
    } satisfies StartMessage);
    port.close();
    return;
  }
  port.on('message', (message: unknown) => serve(store, message));
}

start(workerData as CacheWorkerData);
