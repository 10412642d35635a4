/**
 * A cache worker that dies is started again on the same files: the copy answers
 * once more with what it held, the desk is told, and a worker that keeps dying is
 * started again after longer and longer waits (the app's one backoff rule). The
 * worker is ended from outside, as a crash or the system would end it: the test
 * finds it through Node's `worker_threads` diagnostics channel, which announces
 * every worker thread this process starts.
 */
import diagnosticsChannel from 'node:diagnostics_channel';
import type { Worker } from 'node:worker_threads';
import { generateDataset } from '@waiver-desk/sandbox/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openCacheWorker, WORKER_RESTART } from '../../electron/cache/worker/client.ts';
import { installLogSink } from '../../electron/logging/desk-log.ts';
import { backoffDelayMs } from '../../shared/time/backoff.ts';
import { DATA_KEY, tempDir } from './support.ts';

const dataset = generateDataset({
  seed: 4,
  waivers: 200,
  now: Date.parse('2025-06-14T15:20:00Z'),
  timeZone: 'America/Denver',
});

let started: Worker[] = [];
const onWorker = (message: unknown) => started.push((message as { worker: Worker }).worker);
let lines: string[] = [];
let stopLog: () => void = () => {};

beforeEach(() => {
  started = [];
  lines = [];
  diagnosticsChannel.subscribe('worker_threads', onWorker);
  stopLog = installLogSink((_level, line) => lines.push(line));
});

afterEach(() => {
  diagnosticsChannel.unsubscribe('worker_threads', onWorker);
  stopLog();
});

describe('a cache worker that dies', () => {
  it('is started again on the same files, and the desk is told', async () => {
    const onRestarted = vi.fn();
    const { cache } = await openCacheWorker({ dir: tempDir(), dataKey: DATA_KEY, onRestarted });
    try {
      await cache.putWaivers(dataset.waivers);
      expect(started).toHaveLength(1);
      await started[0]?.terminate();

      // A call made while it comes back waits for it, and answers from the same copy.
      expect(await cache.counts()).toMatchObject({ waivers: dataset.waivers.length });
      expect(started).toHaveLength(2);
      expect(onRestarted).toHaveBeenCalledTimes(1);
      const target = dataset.waivers[7]!;
      expect(await cache.getWaiver(target.waiverId)).toMatchObject({ waiverId: target.waiverId });
      expect(lines.some((line) => /the copy's worker stopped/.test(line))).toBe(true);
      expect(lines.some((line) => /the copy's worker started again/.test(line))).toBe(true);
    } finally {
      await cache.close();
    }
  });

  it('waits longer after each death in a row', async () => {
    const { cache } = await openCacheWorker({ dir: tempDir(), dataKey: DATA_KEY });
    try {
      for (let death = 1; death <= 3; death++) {
        await started.at(-1)?.terminate();
        await cache.counts();
        expect(lines.filter((line) => /the copy's worker stopped/.test(line)).at(-1)).toContain(
          `starting it again in ${backoffDelayMs(WORKER_RESTART, death)} ms`,
        );
      }
      expect(started).toHaveLength(4);
    } finally {
      await cache.close();
    }
  });

  it('is not started again once the desk closed the copy', async () => {
    const onRestarted = vi.fn();
    const { cache } = await openCacheWorker({ dir: tempDir(), dataKey: DATA_KEY, onRestarted });
    await cache.close();
    await expect(cache.counts()).rejects.toMatchObject({ name: 'CacheClosedError' });
    expect(started).toHaveLength(1);
    expect(onRestarted).not.toHaveBeenCalled();
  });
});
