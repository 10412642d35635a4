/**
 * The cache worker speaks the contract's envelope (shared/ipc/envelope.ts): a call
 * names its operation as the method and its arguments as the request, and each is
 * answered once by id with `{ ok, value }` or `{ ok: false, error }`. Talked to
 * here directly, without the client, so what crosses the port is what is checked.
 */
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { readAnswerMessage } from '../../shared/ipc/envelope.ts';
import { DATA_KEY, tempDir } from './support.ts';

const ENTRY = new URL('../../electron/cache/worker/cache-worker.ts', import.meta.url);

let worker: Worker | null = null;

afterEach(async () => {
  await worker?.terminate();
  worker = null;
});

/** Starts the worker and waits for its start message; returns what it says next, one message at a time. */
async function startWorker() {
  const started = new Worker(ENTRY, { workerData: { dir: tempDir(), dataKey: DATA_KEY } });
  worker = started;
  const messages: unknown[] = [];
  const waiters: Array<(message: unknown) => void> = [];
  started.on('message', (message: unknown) => {
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else messages.push(message);
  });
  const next = () =>
    messages.length > 0
      ? Promise.resolve(messages.shift())
      : new Promise<unknown>((resolve) => waiters.push(resolve));
  expect(await next()).toMatchObject({ type: 'ready' });
  return { worker: started, next };
}

describe('the cache worker’s messages', () => {
  it('answers a call in the envelope, by id, with the store’s value', async () => {
    const { worker: started, next } = await startWorker();
    started.postMessage({ id: 7, method: 'counts', request: [] });
    const answer = readAnswerMessage(await next());
    expect(answer).toMatchObject({ id: 7, result: { ok: true, value: { waivers: 0 } } });
  });

  it('answers a failed call with the store’s error, serialized', async () => {
    const { worker: started, next } = await startWorker();
    started.postMessage({ id: 1, method: 'dropEverything', request: [] });
    started.postMessage({ id: 2, method: 'counts', request: 'not a list' });
    expect(await next()).toEqual({
      id: 1,
      result: {
        ok: false,
        error: { name: 'TypeError', code: null, message: 'unknown cache operation dropEverything' },
      },
    });
    expect(await next()).toMatchObject({ id: 2, result: { ok: false, error: { name: 'TypeError' } } });
  });

  it('ignores a message that is not a call, and serves the next one', async () => {
    const { worker: started, next } = await startWorker();
    started.postMessage({ id: 1, operation: 'counts', args: [] });
    started.postMessage('counts');
    started.postMessage({ id: 2, cancel: true });
    started.postMessage({ id: 3, method: 'counts', request: [] });
    // The worker answers in order: the first answer it sends is the last call's.
    expect(readAnswerMessage(await next())?.id).toBe(3);
  });

  it('answers close, then ends', async () => {
    const { worker: started, next } = await startWorker();
    const exited = once(started, 'exit');
    started.postMessage({ id: 4, method: 'close', request: [] });
    expect(await next()).toEqual({ id: 4, result: { ok: true, value: null } });
    await exited;
  });
});
