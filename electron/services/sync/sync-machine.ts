/**
 * The sync as a state machine. Its states are the phases the header shows
 * (`SyncProgress.phase`): starting, incremental (keeping the copy current: a look
 * for new signings, the webhook queue, today's check-ins, the templates), backfill
 * (the retention window, newest first), idle, paused (the service is not
 * answering) and error (the key refused, the copy's storage in trouble, anything
 * else). Each step is a function from one machine to the next: it does one unit
 * of work with the service and the store and says what comes next; `decide`
 * chooses the next phase from the schedule alone, and `afterFailure` turns a
 * failed step into a pause. Nothing here waits on a timer: the driver
 * (`sync-engine.ts`) waits until `resumeAt` when the machine says so.
 */
import type { SyncProgress } from '../../../shared/ipc/events.ts';
import { type BackoffPolicy, backoffDelayMs } from '../../../shared/time/backoff.ts';
import { AuthError } from '../../http/errors.ts';
import { isTransient } from '../../http/retry.ts';
import type { BudgetOutlook } from '../../http/scheduler.ts';
import { backfillRemaining, backfillStep, planBackfill } from './backfill-step.ts';
import { keepCurrentStep } from './keep-current.ts';
import { leftOutWaivers } from './left-out.ts';
import { freshTrailingMemory } from './look-plan.ts';
import { secondsLeft, type ThroughputMeter } from './progress.ts';
import { STORAGE_RETRY } from './storage-trouble.ts';
import { type Machine, type SyncContext, saveState } from './sync-context.ts';
import { readSyncState, SYNC_STATE_KEY, type SyncState } from './sync-state.ts';

export type { Machine, SyncContext } from './sync-context.ts';

/** After a failed step: 5 s, doubling to 2 minutes. */
export const STEP_BACKOFF: BackoffPolicy = { firstMs: 5_000, maxMs: 2 * 60_000 };
export const AUTH_PAUSE_MS = 10 * 60_000;

export function initialMachine(): Machine {
  return {
    phase: 'starting',
    state: readSyncState(null),
    look: null,
    due: { lookAt: 0, queueAt: 0, upkeepAt: 0, checkinsAt: 0 },
    failures: 0,
    resumeAt: null,
    notice: null,
    trouble: null,
    trailing: freshTrailingMemory(),
  };
}

/** Whether keeping-current work is due at `now` (a look under way always is). */
function currentWorkDue(machine: Machine, now: number, consumeQueue: boolean): boolean {
  const { due } = machine;
  return (
    machine.look !== null ||
    now >= due.lookAt ||
    now >= due.upkeepAt ||
    now >= due.checkinsAt ||
    (consumeQueue && now >= due.queueAt)
  );
}

/** What comes next, from the schedule alone: work now, or idle until the next work is due. */
export function decide(machine: Machine, now: number, consumeQueue: boolean): Machine {
  const ready = { ...machine, resumeAt: null, notice: null, trouble: null };
  if (currentWorkDue(machine, now, consumeQueue)) return { ...ready, phase: 'incremental' };
  if (backfillRemaining(machine.state)) return { ...ready, phase: 'backfill' };
  const { due } = machine;
  const nextDue = Math.min(
    due.lookAt,
    due.upkeepAt,
    due.checkinsAt,
    consumeQueue ? due.queueAt : Number.POSITIVE_INFINITY,
  );
  return { ...ready, phase: 'idle', resumeAt: Math.max(now + 1_000, nextDue) };
}

/** Looks again now (on wake, on the network's return), instead of at the next interval. */
export function woken(machine: Machine): Machine {
  return { ...machine, due: { ...machine.due, lookAt: 0, queueAt: 0 }, resumeAt: null };
}

/**
 * The step of the machine's phase; the machine it leads to. A step that did its
 * work ends a run of failures; waking from a pause only decides what to try next.
 */
export async function step(machine: Machine, ctx: SyncContext): Promise<Machine> {
  const next = (after: Machine) => decide(after, ctx.now(), ctx.consumeQueue);
  const succeeded = (after: Machine) => next({ ...after, failures: 0 });
  switch (machine.phase) {
    case 'starting':
      // First what was persisted (shown while starting), then the first work.
      return machine.state.backfill ? succeeded(machine) : start(ctx);
    case 'incremental':
      return succeeded(await keepCurrentStep(machine, ctx));
    case 'backfill':
      return succeeded(await backfillStep(machine, ctx));
    case 'error':
      return machine.trouble ? succeeded(await retryRefusedWrite(machine, ctx)) : next(machine);
    case 'idle':
    case 'paused':
      return next(machine);
  }
}

/**
 * Reads what was persisted (a desk killed mid-sync continues from it) and plans
 * the backfill once: the machine is still starting, with its state loaded.
 */
async function start(ctx: SyncContext): Promise<Machine> {
  const machine = initialMachine();
  const state = readSyncState(await ctx.store.getSyncState(SYNC_STATE_KEY));
  if (state.backfill) return { ...machine, state };
  const planned = { ...state, backfill: planBackfill(ctx.now(), ctx.retentionDays) };
  await saveState(ctx, planned);
  return { ...machine, state: planned };
}

/** Tries the refused write (or a small one) again; the step it belonged to then runs again. */
async function retryRefusedWrite(machine: Machine, ctx: SyncContext): Promise<Machine> {
  await (ctx.refusedWrite ?? (() => saveState(ctx, machine.state)))();
  ctx.refusedWrite = null;
  return machine;
}

/**
 * A failed step, as the machine's next state: the storage's trouble, a refused
 * key, a service that is not answering, or anything else; each waits before the
 * step runs again. Null when the failure is not the sync's to handle (a call
 * cancelled as the engine closes).
 */
export function afterFailure(machine: Machine, error: unknown, now: number, ctx: SyncContext): Machine {
  const failures = machine.failures + 1;
  const trouble = ctx.store.troubleOf(error);
  if (trouble) {
    return {
      ...machine,
      phase: 'error',
      failures,
      trouble,
      notice: { kind: 'storage', trouble },
      resumeAt: now + backoffDelayMs(STORAGE_RETRY, failures),
    };
  }
  const waiting = { ...machine, failures, trouble: null };
  if (error instanceof AuthError) {
    return { ...waiting, phase: 'error', notice: { kind: 'key_refused' }, resumeAt: now + AUTH_PAUSE_MS };
  }
  const resumeAt = now + backoffDelayMs(STEP_BACKOFF, failures);
  if (isTransient(error)) return { ...waiting, phase: 'paused', notice: { kind: 'not_answering' }, resumeAt };
  return { ...waiting, phase: 'error', notice: { kind: 'failed' }, resumeAt };
}

/** The backfill has stored the whole retention window. */
export function backfillComplete(state: SyncState): boolean {
  return state.backfill !== null && !backfillRemaining(state);
}

/** What the header shows of a machine. */
export function progressOf(
  machine: Machine,
  extra: { now: number; meter: ThroughputMeter; budgetInUse: number; budget?: BudgetOutlook },
): Omit<SyncProgress, 'sessionId'> {
  const { state } = machine;
  const backfill = state.backfill;
  const done = backfill?.stored ?? 0;
  const total = Math.max(done, backfill?.estimatedTotal ?? 0);
  const complete = backfillComplete(state);
  // Exact once the oldest window has been searched: every window's count is then known.
  const lastWindowSearched = backfill?.cursor ? backfill.cursor.fromMs <= backfill.startMs : false;
  return {
    phase: machine.phase,
    done,
    total,
    totalIsEstimate: total > done && !lastWindowSearched && !complete,
    secondsLeft: backfillRemaining(state)
      ? secondsLeft(
          done,
          total,
          extra.meter.perSecond(extra.now),
          extra.budget ? { outlook: extra.budget, now: extra.now } : undefined,
        )
      : null,
    budgetInUse: extra.budgetInUse,
    // Only a complete copy is "current"; while the backfill runs the line counts instead.
    lastCurrentAt:
      state.lastCurrentMs === null || !complete ? null : new Date(state.lastCurrentMs).toISOString(),
    notice: machine.notice,
    leftOut: leftOutWaivers(state),
  };
}
