/**
 * Records the service sent that the copy could not keep because nothing
 * identifies them (a waiver without its id): never silently lost, they are
 * counted, and the desk says so where lookups are shown and in Diagnostics. A
 * waiver is read again and again (the backfill, then every look that covers its
 * time), so one left out is known by its signing time and counted once; one that
 * does not even say when it was signed is counted each time it is read.
 */
import type { SkipReport } from '../../../shared/domain/waiver.ts';
import type { LeftOut, SyncState } from './sync-state.ts';

/** The state with the waivers a page left out noted; `skipped` counts them all, `skippedAt` those with a time. */
export function noteLeftOutWaivers(state: SyncState, page: SkipReport): SyncState {
  if (page.skipped === 0) return state;
  const times = (page.skippedAt ?? []).map((at) => Date.parse(at)).filter((at) => !Number.isNaN(at));
  const known = new Set(state.leftOut.waiversAt);
  for (const at of times) known.add(at);
  const leftOut: LeftOut = {
    ...state.leftOut,
    waiversAt: [...known].sort((a, b) => a - b),
    waiversUntimed: state.leftOut.waiversUntimed + Math.max(0, page.skipped - times.length),
  };
  return { ...state, leftOut };
}

/** Waivers left out so far, each once where its time tells it apart. */
export function leftOutWaivers(state: SyncState): number {
  return state.leftOut.waiversAt.length + state.leftOut.waiversUntimed;
}

/** Past the retention window a waiver left out would be purged anyway: it is not counted any more. */
export function forgetLeftOutBefore(state: SyncState, epochMs: number): SyncState {
  const waiversAt = state.leftOut.waiversAt.filter((at) => at >= epochMs);
  if (waiversAt.length === state.leftOut.waiversAt.length) return state;
  return { ...state, leftOut: { ...state.leftOut, waiversAt } };
}
