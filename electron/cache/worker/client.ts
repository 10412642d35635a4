/**
 * The cache off the main thread: `openCacheWorker` starts the store in a
 * `node:worker_threads` Worker and returns the same operations, async. A large
 * ingest, an integrity check on open or a purge then never stalls the main event
 * loop. Arguments and results are copied by structured clone (file bytes are
 * transferred), so pass ingest batches of a sync page or so, not a whole backfill.
 *
 * A worker that dies (it crashed, ran out of memory, or was ended from outside)
 * is started again on the same files, waiting longer after each death in a row
 * (the app's one backoff rule); the calls it was serving fail, calls made while it
 * comes back wait for it. `onRestarted` tells the desk it came back.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { readAnswerMessage } from '../../../shared/ipc/envelope.ts';
import { type BackoffPolicy, backoffDelayMs } from '../../../shared/time/backoff.ts';
import { deskLog, registeredLogSecrets } from '../../logging/desk-log.ts';
import { removeCacheFiles } from '../cache-files.ts';
import type { CacheRecovery } from '../database.ts';
import { CacheClosedError, CacheWorkerError } from '../errors.ts';
import type { CacheOperations } from '../types.ts';
import {
  CACHE_OPERATIONS,
  type CacheAnswer,
  type CacheCall,
  type CacheWorkerData,
  readStartMessage,
  type SerializedError,
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
  /** A worker that died was started again and serves calls once more. */
  onRestarted?: () => void;
}

/**
 * Waits before starting a dead worker again: at once nearly, then longer after
 * each death in a row, so a worker that dies on every start does not spin.
 */
export const WORKER_RESTART: BackoffPolicy = { firstMs: 250, maxMs: 30_000 };
/** A worker that served this long before it died starts its count of deaths afresh. */
export const WORKER_STEADY_MS = 60_000;
/** The longest a call waits for a worker that is coming back; then it fails as a call to a dead worker does. */
export const WORKER_RESTART_WAIT_MS = 15_000;

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

  /** Told when the worker ends without being asked to (it died). */
  readonly #onDied: (reason: Error) => void;

  constructor(worker: Worker, onDied: (reason: Error) => void = () => {}) {
    this.#worker = worker;
    this.#onDied = onDied;
    worker.on('message', (message: unknown) => {
      const answer = readAnswerMessage<CacheAnswer['result']>(message);
      if (!answer) return;
      const pending = this.#pending.get(answer.id);
      if (!pending) return;
      this.#pending.delete(answer.id);
      if (answer.result.ok) pending.resolve(answer.result.value);
      else pending.reject(remoteError(answer.result.error));
    });
    worker.on('error', (error) =>
      this.#died(
        new CacheWorkerError(`the cache worker failed: ${error.message}`, { name: error.name, code: null }),
      ),
    );
    worker.on('exit', (code) =>
      this.#closing
        ? this.#end(new CacheClosedError())
        : this.#died(
            new CacheWorkerError(`the cache worker exited (code ${code})`, { name: 'exit', code: null }),
          ),
    );
  }

  #died(reason: Error): void {
    const first = this.#ended === null;
    this.#end(reason);
    if (first && !this.#closing) this.#onDied(reason);
  }

  /** Whether the worker ended, asked to or not. */
  get ended(): boolean {
    return this.#ended !== null;
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
      this.#worker.postMessage({ id, method: operation, request: args } satisfies CacheCall);
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

interface Started {
  client: WorkerCacheClient;
  path: string;
  recovered: CacheRecovery | null;
}

/** Starts one worker and waits until its store is open (or failed to open). */
function startWorker(
  entry: URL | string,
  data: CacheWorkerData,
  signal: AbortSignal | undefined,
  onDied: (reason: Error) => void,
): Promise<Started> {
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
    const onStart = (raw: unknown) => {
      const message = readStartMessage(raw);
      if (!message) return;
      signal?.removeEventListener('abort', onAbort);
      worker.off('message', onStart).off('exit', onExit).off('error', onError);
      if (message.type === 'failed') {
        void worker.terminate();
        reject(remoteError(message.error));
        return;
      }
      resolve({
        client: new WorkerCacheClient(worker, onDied),
        path: message.path,
        recovered: message.recovered,
      });
    };
    worker.on('message', onStart).once('exit', onExit).once('error', onError);
  });
}

/**
 * The worker the desk calls, kept alive: when it dies it is started again on the
 * same files after a wait that grows with each death in a row.
 */
class SupervisedWorker {
  #client: WorkerCacheClient;
  #startedAt = Date.now();
  #deaths = 0;
  /** Settles when a worker serves again; null while one does. */
  #restarting: Promise<void> | null = null;
  readonly #stopRestart = new AbortController();
  #closing = false;
  readonly #startAgain: (signal: AbortSignal) => Promise<Started>;
  readonly #onRestarted: () => void;

  constructor(
    first: WorkerCacheClient,
    startAgain: (signal: AbortSignal) => Promise<Started>,
    onRestarted: () => void,
  ) {
    this.#client = first;
    this.#startAgain = startAgain;
    this.#onRestarted = onRestarted;
  }

  /** The worker serving ended without being asked to: it is started again after a wait. */
  died(reason: Error): void {
    if (this.#closing || this.#restarting) return;
    if (Date.now() - this.#startedAt >= WORKER_STEADY_MS) this.#deaths = 0;
    this.#deaths++;
    const wait = backoffDelayMs(WORKER_RESTART, this.#deaths);
    deskLog.warn(`the copy's worker stopped (${reason.message}); starting it again in ${wait} ms`);
    this.#restarting = this.#restart(wait).finally(() => {
      this.#restarting = null;
    });
  }

  async #restart(firstWait: number): Promise<void> {
    const signal = this.#stopRestart.signal;
    for (let wait = firstWait; ; ) {
      await delay(wait, undefined, { signal });
      try {
        const started = await this.#startAgain(signal);
        this.#client = started.client;
        this.#startedAt = Date.now();
        deskLog.info(
          `the copy's worker started again after ${this.#deaths} ${this.#deaths === 1 ? 'stop' : 'stops'} in a row`,
        );
        this.#onRestarted();
        return;
      } catch (error) {
        if (signal.aborted) throw error;
        this.#deaths++;
        wait = backoffDelayMs(WORKER_RESTART, this.#deaths);
        deskLog.warn(
          `the copy's worker could not be started again (${(error as Error).message}); trying in ${wait} ms`,
        );
      }
    }
  }

  /** The worker serving now: the one coming back, once it does (up to a limit). */
  async #serving(): Promise<WorkerCacheClient> {
    const restarting = this.#restarting;
    if (restarting) {
      const stopWaiting = new AbortController();
      const limit = delay(WORKER_RESTART_WAIT_MS, undefined, { signal: stopWaiting.signal, ref: false }).then(
        () => {
          throw new CacheWorkerError('the cache worker is starting again', {
            name: 'restarting',
            code: null,
          });
        },
        // The worker came back (or the copy closed) first: nothing to wait for.
        () => {},
      );
      try {
        await Promise.race([restarting, limit]);
      } catch (error) {
        if (this.#closing) throw new CacheClosedError();
        throw error;
      } finally {
        stopWaiting.abort();
      }
    }
    return this.#client;
  }

  async call(operation: WorkerOperationName, args: unknown[]): Promise<unknown> {
    if (this.#closing) throw new CacheClosedError();
    return (await this.#serving()).call(operation, args);
  }

  async close(): Promise<void> {
    this.#closing = true;
    this.#stopRestart.abort();
    await this.#restarting?.catch(() => {});
    await this.#client.close();
  }

  async wipe(path: string): Promise<void> {
    this.#closing = true;
    this.#stopRestart.abort();
    await this.#restarting?.catch(() => {});
    await this.#client.wipe(path);
  }
}

/**
 * The most waivers one call of `waiverVerdicts` reads. The worker answers in order, one
 * call at a time: Today names every waiver of a busy day (thousands), and asked in one
 * call that read would hold a scan's lookup behind it for the whole of it; asked a part
 * at a time, a lookup waits for one part at most.
 */
export const VERDICTS_PER_CALL = 250;

function cacheWorkerOf(client: SupervisedWorker, path: string): CacheWorker {
  const operations = Object.fromEntries(
    CACHE_OPERATIONS.map((operation) => [
      operation,
      (...args: unknown[]) => retryWhileBusy(() => client.call(operation, args)),
    ]),
  ) as Async<CacheOperations>;
  const verdictsOf = operations.waiverVerdicts;
  return {
    ...operations,
    waiverVerdicts: async (waiverIds, rules) => {
      const ids = [...new Set(waiverIds)];
      // No prototype, as the store's own answer: a waiver id is the service's token, and may be any word.
      const verdicts: Awaited<ReturnType<typeof verdictsOf>> = Object.create(null);
      for (let from = 0; from < ids.length; from += VERDICTS_PER_CALL)
        Object.assign(verdicts, await verdictsOf(ids.slice(from, from + VERDICTS_PER_CALL), rules));
      return verdicts;
    },
    path,
    close: () => client.close(),
    wipe: () => client.wipe(path),
  };
}

/** Starts the cache in a worker thread and waits until the store is open (or failed to open). */
export async function openCacheWorker(options: OpenCacheWorkerOptions): Promise<OpenedCacheWorker> {
  // Resolved here, not at import: a bundle may never use the default.
  const { entry = new URL('./cache-worker.ts', import.meta.url), signal, onRestarted, ...data } = options;
  let supervisor: SupervisedWorker | null = null;
  const onDied = (reason: Error) => supervisor?.died(reason);
  const first = await startWorker(entry, data, signal, onDied);
  supervisor = new SupervisedWorker(
    first.client,
    (stop) => startWorker(entry, data, stop, onDied),
    onRestarted ?? (() => {}),
  );
  return { cache: cacheWorkerOf(supervisor, first.path), recovered: first.recovered };
}
