/**
 * The cache off the main thread: `openCacheWorker` starts the store in a
 * `node:worker_threads` Worker and returns the same operations, async. A large
 * ingest, an integrity check on open or a purge then never stalls the main event
 * loop. Arguments and results are copied by structured clone (file bytes are
 * transferred), so pass ingest batches of a sync page or so, not a whole backfill.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { registeredLogSecrets } from '../../logging/desk-log.ts';
import { removeCacheFiles } from '../cache-files.ts';
import type { CacheRecovery } from '../database.ts';
import { CacheClosedError, CacheWorkerError } from '../errors.ts';
import type { CacheOperations } from '../types.ts';
import {
  CACHE_OPERATIONS,
  type CacheWorkerData,
  type CallMessage,
  type SerializedError,
  type WorkerMessage,
  type WorkerOperationName,
} from './protocol.ts';

type Async<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<R> : never;
};

export interface CacheWorker extends Async<CacheOperations> {
  /** The database file. */
  readonly path: string;
  /** Closes the store and ends the worker. */
  close(): Promise<void>;
  /** Closes the store, deletes its files and ends the worker: sign-out. */
  wipe(): Promise<void>;
}

export interface OpenedCacheWorker {
  cache: CacheWorker;
  /** Set when the file on disk was damaged, moved aside and replaced by a fresh one. */
  recovered: CacheRecovery | null;
}

export interface OpenCacheWorkerOptions extends CacheWorkerData {
  /**
   * The worker's entry module. The default is the TypeScript source beside this file,
   * which Node 24 runs by type stripping (tests, scripts, the browser host). A bundle
   * has no such file next to it: the build must emit `cache-worker.ts` as an entry of
   * its own (esbuild: add `electron/cache/worker/cache-worker.ts` to entryPoints, e.g.
   * to dist/electron/cache-worker.js) and the bundled caller passes
   * `entry: new URL('./cache-worker.js', import.meta.url)`.
   */
  entry?: URL | string;
  /** Gives up the opening: the worker is ended at once, even in the middle of waiting for a lock. */
  signal?: AbortSignal;
}

/**
 * How long one call keeps trying while another connection holds the copy's lock,
 * and the pause between tries. The worker waits only briefly per try (the
 * database's busy timeout), so lookups are served between the tries.
 */
const BUSY_RETRY_FOR_MS = 3_000;
const BUSY_PAUSE_MS = 100;

const isBusy = (error: unknown): boolean =>
  error instanceof CacheWorkerError && error.remoteCode === 'cache_busy';

async function retryWhileBusy(attempt: () => Promise<unknown>): Promise<unknown> {
  const giveUpAt = Date.now() + BUSY_RETRY_FOR_MS;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      // A failed write was rolled back whole, and every write is an upsert: trying again is safe.
      if (!isBusy(error) || Date.now() >= giveUpAt) throw error;
      await delay(BUSY_PAUSE_MS);
    }
  }
}

function remoteError(error: SerializedError): CacheWorkerError {
  return new CacheWorkerError(`${error.name}: ${error.message}`, { name: error.name, code: error.code });
}

class WorkerCacheClient {
  readonly #worker: Worker;
  readonly #pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  #nextId = 1;
  /** Why calls can no longer be made; null while the worker serves. */
  #ended: Error | null = null;
  /**
   * Set once the desk asks the worker to close or wipe: the worker may exit before
   * the awaited answer is handled, and that exit is the closing asked for, not a failure.
   */
  #closing = false;

  constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (message: WorkerMessage) => {
      if (message.type !== 'reply') return;
      const pending = this.#pending.get(message.id);
      if (!pending) return;
      this.#pending.delete(message.id);
      if (message.ok) pending.resolve(message.value);
      else pending.reject(remoteError(message.error));
    });
    worker.on('error', (error) =>
      this.#end(
        new CacheWorkerError(`the cache worker failed: ${error.message}`, { name: error.name, code: null }),
      ),
    );
    worker.on('exit', (code) =>
      this.#end(
        this.#closing
          ? new CacheClosedError()
          : new CacheWorkerError(`the cache worker exited (code ${code})`, { name: 'exit', code: null }),
      ),
    );
  }

  #end(reason: Error): void {
    this.#ended ??= reason;
    for (const pending of this.#pending.values()) pending.reject(reason);
    this.#pending.clear();
  }

  call(operation: WorkerOperationName, args: unknown[]): Promise<unknown> {
    if (this.#ended) return Promise.reject(this.#ended);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ id, operation, args } satisfies CallMessage);
    });
  }

  async close(): Promise<void> {
    if (this.#ended) return;
    this.#closing = true;
    await this.call('close', []);
    this.#end(new CacheClosedError());
    await this.#worker.terminate();
  }

  /**
   * Sign-out must not leave the data behind: if the worker cannot wipe (it died, or
   * the wipe failed), the files are deleted from here once the worker is gone.
   */
  async wipe(path: string): Promise<void> {
    this.#closing = true;
    try {
      if (!this.#ended) await this.call('wipe', []);
    } finally {
      this.#end(new CacheClosedError());
      await this.#worker.terminate();
      removeCacheFiles(path);
    }
  }
}

function cacheWorkerOf(client: WorkerCacheClient, path: string): CacheWorker {
  const operations = Object.fromEntries(
    CACHE_OPERATIONS.map((operation) => [
      operation,
      (...args: unknown[]) => retryWhileBusy(() => client.call(operation, args)),
    ]),
  ) as Async<CacheOperations>;
  return {
    ...operations,
    path,
    close: () => client.close(),
    wipe: () => client.wipe(path),
  };
}

/** Starts the cache in a worker thread and waits until the store is open (or failed to open). */
export function openCacheWorker(options: OpenCacheWorkerOptions): Promise<OpenedCacheWorker> {
  // Resolved here, not at import: a bundle may never use the default.
  const { entry = new URL('./cache-worker.ts', import.meta.url), signal, ...data } = options;
  if (signal?.aborted) return Promise.reject(new CacheClosedError());
  const workerData: CacheWorkerData = { ...data, secrets: registeredLogSecrets() };
  const worker = new Worker(entry, { workerData });
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      worker.off('message', onStart).off('exit', onExit).off('error', onError);
      void worker.terminate();
      reject(new CacheClosedError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const onStartFailure = (error: Error) => {
      signal?.removeEventListener('abort', onAbort);
      worker.off('message', onStart);
      reject(error);
    };
    const onExit = (code: number) =>
      onStartFailure(
        new CacheWorkerError(`the cache worker exited (code ${code}) before opening`, {
          name: 'exit',
          code: null,
        }),
      );
    const onError = (error: Error) =>
      onStartFailure(
        new CacheWorkerError(`the cache worker failed to start: ${error.message}`, {
          name: error.name,
          code: null,
        }),
      );
    const onStart = (message: WorkerMessage) => {
      if (message.type === 'reply') return;
      signal?.removeEventListener('abort', onAbort);
      worker.off('message', onStart).off('exit', onExit).off('error', onError);
      if (message.type === 'failed') {
        void worker.terminate();
        reject(remoteError(message.error));
        return;
      }
      const client = new WorkerCacheClient(worker);
      resolve({ cache: cacheWorkerOf(client, message.path), recovered: message.recovered });
    };
    worker.on('message', onStart).once('exit', onExit).once('error', onError);
  });
}
