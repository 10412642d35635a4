import { describe, expect, it } from 'vitest';
import { CancelledError, RateLimitError } from '../../electron/http/errors.ts';
import { createRequestScheduler } from '../../electron/http/scheduler.ts';
import { ManualClock } from '../client/support/manual-clock.ts';

const onCancel = () => new CancelledError({ endpoint: 'GET /test' });
const onBudgetWait = (clock: ManualClock) => (freesAt: number) =>
  new RateLimitError({
    endpoint: 'GET /test',
    retryAfterSeconds: Math.ceil((freesAt - clock.now()) / 1_000),
  });

describe('a call with a wait limit', () => {
  it('fails at once, saying when the budget frees, when a refusal outlasts its limit', async () => {
    const clock = new ManualClock();
    const scheduler = createRequestScheduler({ clock });
    await scheduler.schedule({ bucket: 'account', onCancel }, async (lease) => {
      lease.report({ refused: true, retryAfterSeconds: 980 });
    });
    const started: string[] = [];
    const call = scheduler.schedule(
      { bucket: 'account', onCancel, startBy: clock.now() + 5_000, onBudgetWait: onBudgetWait(clock) },
      async () => {
        started.push('limited');
      },
    );
    await expect(call).rejects.toMatchObject({ code: 'rate_limited', retryAfterSeconds: 980 });
    expect(started).toEqual([]);
    expect(scheduler.freesAt('account')).toBe(clock.now() + 980_000);
  });

  it('waits when the budget frees within its limit', async () => {
    const clock = new ManualClock();
    const scheduler = createRequestScheduler({ clock });
    await scheduler.schedule({ bucket: 'account', onCancel }, async (lease) => {
      lease.report({ refused: true, retryAfterSeconds: 3 });
    });
    let started = false;
    const call = scheduler.schedule(
      { bucket: 'account', onCancel, startBy: clock.now() + 5_000, onBudgetWait: onBudgetWait(clock) },
      async () => {
        started = true;
        return 'done';
      },
    );
    await clock.advance(2_000);
    expect(started).toBe(false);
    await clock.advance(1_500);
    await expect(call).resolves.toBe('done');
  });

  it('close() rejects what still waits and leaves no timer behind', async () => {
    const clock = new ManualClock();
    const scheduler = createRequestScheduler({ clock });
    await scheduler.schedule({ bucket: 'account', onCancel }, async (lease) => {
      lease.report({ refused: true, retryAfterSeconds: 60 });
    });
    const waiting = scheduler.schedule({ bucket: 'account', onCancel }, async () => 'never');
    expect(clock.pendingTimers).toBe(1);
    scheduler.close();
    await expect(waiting).rejects.toBeInstanceOf(CancelledError);
    expect(clock.pendingTimers).toBe(0);
  });
});
