import { describe, expect, it } from 'vitest';
import { CancelledError } from '../../electron/http/errors.ts';
import { WINDOW_SLACK_MS } from '../../electron/http/rate-window.ts';
import {
  createRequestScheduler,
  type Lease,
  type Priority,
  type SchedulerOptions,
} from '../../electron/http/scheduler.ts';
import { type Deferred, deferred, ManualClock, settle } from './support/manual-clock.ts';

interface Probe {
  name: string;
  started: boolean;
  lease?: Lease;
  finish: Deferred<string>;
  result: Promise<string>;
}

/** A scheduler on a manual clock whose calls start when allowed and finish when the test says. */
function harness(options: Omit<SchedulerOptions, 'clock'> = {}) {
  const clock = new ManualClock();
  const scheduler = createRequestScheduler({ ...options, clock });
  const starts: string[] = [];
  const startTimes = new Map<string, number>();
  const submit = (
    name: string,
    call: { bucket?: string | null; priority?: Priority; signal?: AbortSignal; ticket?: number } = {},
  ): Probe => {
    const finish = deferred<string>();
    const probe = { name, started: false, finish } as Probe;
    probe.result = scheduler.schedule(
      {
        bucket: call.bucket === undefined ? 'account' : call.bucket,
        priority: call.priority,
        signal: call.signal,
        ticket: call.ticket,
        onCancel: () => new CancelledError({ endpoint: `GET /${name}` }),
      },
      (lease) => {
        probe.started = true;
        probe.lease = lease;
        starts.push(name);
        startTimes.set(name, clock.now());
        return finish.promise;
      },
    );
    probe.result.catch(() => undefined);
    return probe;
  };
  const complete = async (...probes: Probe[]) => {
    for (const probe of probes) probe.finish.resolve(probe.name);
    await settle();
  };
  return { clock, scheduler, starts, startTimes, submit, complete };
}

const tightBudget = (limit: number, windowMs: number, interactiveReserve = 0): SchedulerOptions => ({
  buckets: { account: { limit, windowMs, interactiveReserve } },
});

describe('request scheduler: concurrency and order', () => {
  it('keeps at most maxConcurrent calls in flight and starts the next as one finishes', async () => {
    const { submit, complete, starts, scheduler } = harness({ maxConcurrent: 2 });
    const calls = ['a', 'b', 'c', 'd'].map((name) => submit(name));
    await settle();
    expect(starts).toEqual(['a', 'b']);
    expect(scheduler.snapshot()).toMatchObject({ queued: 2, inFlight: 2 });
    await complete(calls[1] as Probe);
    expect(starts).toEqual(['a', 'b', 'c']);
    await expect((calls[1] as Probe).result).resolves.toBe('b');
  });

  it('starts interactive calls before background ones, first come first served within each', async () => {
    const { submit, complete, starts } = harness({ maxConcurrent: 1 });
    const byName = new Map<string, Probe>();
    const add = (name: string, priority: Priority) => byName.set(name, submit(name, { priority }));
    add('first', 'background');
    add('bg-1', 'background');
    add('ia-1', 'interactive');
    add('bg-2', 'background');
    add('ia-2', 'interactive');
    await settle();
    for (let finished = 0; finished < 4; finished += 1) {
      await complete(byName.get(starts.at(-1) as string) as Probe);
    }
    expect(starts).toEqual(['first', 'ia-1', 'ia-2', 'bg-1', 'bg-2']);
  });

  it('keeps the place of a call that passes an earlier ticket (a retry)', async () => {
    const { submit, complete, starts, scheduler } = harness({ maxConcurrent: 1 });
    const early = scheduler.ticket();
    const blocker = submit('blocker');
    submit('later');
    submit('retry', { ticket: early });
    await settle();
    await complete(blocker);
    expect(starts).toEqual(['blocker', 'retry']);
  });

  it('lets calls outside every budget through', async () => {
    const { submit, starts } = harness({ ...tightBudget(1, 60_000), maxConcurrent: 3 });
    submit('spend');
    submit('ping-1', { bucket: null });
    submit('ping-2', { bucket: null });
    submit('waits-for-budget');
    await settle();
    expect(starts).toEqual(['spend', 'ping-1', 'ping-2']);
  });

  it('never keeps a call outside every budget (a ping) waiting for a slot, nor lets it take one', async () => {
    const { submit, starts, complete } = harness({ maxConcurrent: 2 });
    const slow = submit('slow-1');
    submit('slow-2');
    const ping = submit('ping', { bucket: null });
    submit('third');
    await settle();
    // Both slots are taken by slow calls: the ping goes at once, the third budgeted call waits.
    expect(starts).toEqual(['slow-1', 'slow-2', 'ping']);
    await complete(ping);
    expect(starts).toEqual(['slow-1', 'slow-2', 'ping']);
    await complete(slow);
    expect(starts).toEqual(['slow-1', 'slow-2', 'ping', 'third']);
  });

  it('rejects a call naming a budget it does not know', async () => {
    const { submit } = harness();
    await expect(submit('x', { bucket: 'nope' }).result).rejects.toThrow(/no rate budget named 'nope'/);
  });

  it('propagates the outcome of the task, failure included, and frees its slot', async () => {
    const { submit, starts, scheduler } = harness({ maxConcurrent: 1 });
    const failing = submit('failing');
    submit('next');
    await settle();
    failing.finish.reject(new Error('boom'));
    await expect(failing.result).rejects.toThrow('boom');
    await settle();
    expect(starts).toEqual(['failing', 'next']);
    expect(scheduler.snapshot()).toMatchObject({ queued: 0, inFlight: 1 });
  });
});

describe('request scheduler: rate windows', () => {
  it('waits for the window instead of sending a call the server would refuse', async () => {
    const { submit, complete, starts, clock } = harness({ ...tightBudget(3, 1_000), maxConcurrent: 10 });
    const calls = ['a', 'b', 'c', 'd', 'e'].map((name) => submit(name));
    await settle();
    expect(starts).toEqual(['a', 'b', 'c']);
    await clock.advance(100);
    await complete(...calls.slice(0, 3));
    expect(starts).toHaveLength(3);
    // A slot frees one full window (and the clocks' slack) after its answer, not after its start.
    await clock.advance(999 + WINDOW_SLACK_MS);
    expect(starts).toHaveLength(3);
    await clock.advance(1);
    expect(starts).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('never lets a fixed server window of any alignment see more than the limit', async () => {
    const limit = 4;
    const windowMs = 500;
    const { submit, clock, startTimes } = harness({ ...tightBudget(limit, windowMs), maxConcurrent: 3 });
    const finishTimes = new Map<string, number>();
    const calls = Array.from({ length: 30 }, (_, index) => submit(`c${index}`));
    const durations = [5, 40, 120, 3, 77, 260, 15];
    for (let step = 0; step < 400 && finishTimes.size < calls.length; step += 1) {
      for (const [index, call] of calls.entries()) {
        const startedAt = startTimes.get(call.name);
        if (startedAt === undefined || finishTimes.has(call.name)) continue;
        if (clock.now() - startedAt >= (durations[index % durations.length] as number)) {
          finishTimes.set(call.name, clock.now());
          call.finish.resolve(call.name);
        }
      }
      await clock.advance(10);
    }
    expect(finishTimes.size).toBe(calls.length);
    // A call reaches the server somewhere between its start and its answer. Whatever the
    // alignment of the server's fixed windows, no window may be able to see more than the limit.
    const spans = calls.map((call) => ({
      start: startTimes.get(call.name) as number,
      end: finishTimes.get(call.name) as number,
    }));
    for (const { end: windowStart } of spans) {
      const visible = spans.filter((span) => span.start < windowStart + windowMs && span.end >= windowStart);
      expect(visible.length).toBeLessThanOrEqual(limit);
    }
  });

  it('holds back the interactive reserve from background calls', async () => {
    const { submit, starts } = harness({ ...tightBudget(5, 1_000, 2), maxConcurrent: 10 });
    for (const name of ['bg-1', 'bg-2', 'bg-3', 'bg-4']) submit(name, { priority: 'background' });
    await settle();
    expect(starts).toEqual(['bg-1', 'bg-2', 'bg-3']);
    submit('ia-1');
    submit('ia-2');
    submit('ia-3');
    await settle();
    expect(starts).toEqual(['bg-1', 'bg-2', 'bg-3', 'ia-1', 'ia-2']);
  });

  it('honours a refusal: nothing is sent until Retry-After has passed, then the window is fresh', async () => {
    const { submit, complete, starts, clock } = harness({ ...tightBudget(10, 60_000), maxConcurrent: 10 });
    const refused = submit('refused');
    await settle();
    refused.lease?.report({ refused: true, retryAfterSeconds: 2 });
    await complete(refused);
    submit('after-1');
    submit('after-2');
    await clock.advance(1_999);
    expect(starts).toEqual(['refused']);
    await clock.advance(1);
    // The server's window reset then: what it counted before no longer counts.
    expect(starts).toEqual(['refused', 'after-1', 'after-2']);
  });

  it('waits a whole window after a refusal that states no wait', async () => {
    const { submit, complete, starts, clock } = harness({ ...tightBudget(10, 5_000), maxConcurrent: 10 });
    const refused = submit('refused');
    await settle();
    refused.lease?.report({ refused: true });
    await complete(refused);
    submit('after');
    await clock.advance(4_999);
    expect(starts).toEqual(['refused']);
    await clock.advance(1);
    expect(starts).toEqual(['refused', 'after']);
  });

  it("adopts the server's lower remaining count: other desks share the budget", async () => {
    const { submit, complete, starts, clock } = harness({ ...tightBudget(10, 1_000), maxConcurrent: 20 });
    const first = submit('first');
    await settle();
    first.lease?.report({ remaining: 2, limit: 10 });
    await complete(first);
    for (let i = 0; i < 5; i += 1) submit(`next-${i}`);
    await settle();
    expect(starts).toEqual(['first', 'next-0', 'next-1']);
    await clock.advance(1_000);
    expect(starts).toHaveLength(6);
  });

  it('ignores a remaining count that speaks of another budget or is higher than its own', async () => {
    const { submit, complete, starts } = harness({ ...tightBudget(5, 1_000), maxConcurrent: 20 });
    const first = submit('first');
    await settle();
    first.lease?.report({ remaining: 0, limit: 600 });
    first.lease?.report({ remaining: 99 });
    await complete(first);
    for (let i = 0; i < 5; i += 1) submit(`next-${i}`);
    await settle();
    expect(starts).toEqual(['first', 'next-0', 'next-1', 'next-2', 'next-3']);
  });

  it('keeps the search budget apart from the account budget', async () => {
    const { submit, starts } = harness({ maxConcurrent: 20, rateWindowMs: 1_000 });
    for (let i = 0; i < 6; i += 1) submit(`search-${i}`, { bucket: 'search' });
    submit('account');
    await settle();
    expect(starts).toEqual(['search-0', 'search-1', 'search-2', 'search-3', 'search-4', 'account']);
  });
});

describe('request scheduler: cancellation', () => {
  it('removes a waiting call when its signal aborts and rejects it with the cancel error', async () => {
    const { submit, complete, starts, scheduler } = harness({ maxConcurrent: 1 });
    const running = submit('running');
    const controller = new AbortController();
    const cancelled = submit('cancelled', { signal: controller.signal });
    submit('kept');
    await settle();
    controller.abort();
    await expect(cancelled.result).rejects.toBeInstanceOf(CancelledError);
    expect(scheduler.snapshot()).toMatchObject({ queued: 1, inFlight: 1 });
    await complete(running);
    expect(starts).toEqual(['running', 'kept']);
    expect(cancelled.started).toBe(false);
  });

  it('rejects at once when the signal is already aborted', async () => {
    const { submit, starts, scheduler } = harness();
    const probe = submit('late', { signal: AbortSignal.abort() });
    await expect(probe.result).rejects.toBeInstanceOf(CancelledError);
    expect(starts).toEqual([]);
    expect(scheduler.snapshot()).toMatchObject({ queued: 0, inFlight: 0 });
  });

  it('leaves a started call to its task when the signal aborts later', async () => {
    const { submit, complete } = harness();
    const controller = new AbortController();
    const probe = submit('started', { signal: controller.signal });
    await settle();
    controller.abort();
    await complete(probe);
    await expect(probe.result).resolves.toBe('started');
  });
});
