/**
 * The backfill of the retention window, one step at a time, newest first: a
 * window's search (narrowed while its count may have been cut off by the result
 * cap), then its result pages a few at a time, stored and counted. A window
 * counts as done only once all its pages are stored, and every step is saved, so
 * a desk killed mid-backfill resumes with no gap and no duplicate. A window's guid
 * is kept only to page through that window; it is searched again before its 12
 * hours end.
 */
import { isGuidGone } from '../waiver-api/search-pages.ts';
import { noteLeftOutWaivers } from './left-out.ts';
import { type Machine, type SyncContext, saveState, write } from './sync-context.ts';
import type { BackfillCursor, BackfillState, SyncState } from './sync-state.ts';
import { narrowerSpan, nextSpan, nextWindow, overCap } from './windows.ts';

const DAY_MS = 86_400_000;
/** Result pages fetched at once: enough to keep the budget busy whatever the latency. */
const PAGES_IN_FLIGHT = 4;
/** A guid is searched again comfortably before its 12 hours end. */
const GUID_REUSE_MS = 11 * 60 * 60_000;

export function planBackfill(now: number, retentionDays: number): BackfillState {
  const retentionMs = retentionDays * DAY_MS;
  return {
    startMs: now - retentionMs,
    endMs: now,
    doneFromMs: now,
    spanMs: retentionMs,
    cursor: null,
    stored: 0,
    estimatedTotal: 0,
  };
}

/** Some of the retention window is not stored yet. */
export function backfillRemaining(state: SyncState): boolean {
  const backfill = state.backfill;
  return backfill !== null && (backfill.cursor !== null || backfill.doneFromMs > backfill.startMs);
}

export async function backfillStep(machine: Machine, ctx: SyncContext): Promise<Machine> {
  const backfill = machine.state.backfill;
  if (!backfill) return machine;
  const next = await nextBackfill(backfill, machine.state, ctx);
  const state = { ...machine.state, ...next };
  await saveState(ctx, state);
  return { ...machine, state };
}

/** What one step changes of the persisted state. */
async function nextBackfill(
  backfill: BackfillState,
  state: SyncState,
  ctx: SyncContext,
): Promise<Partial<SyncState>> {
  const cursor = backfill.cursor;
  if (!cursor) return { backfill: await searchNextWindow(backfill, ctx) };
  if (cursor.nextPage >= cursor.pages) {
    return {
      backfill: {
        ...backfill,
        doneFromMs: cursor.fromMs,
        spanMs: nextSpan(cursor.toMs - cursor.fromMs, cursor.count),
        cursor: null,
      },
    };
  }
  if (ctx.now() - cursor.searchedAtMs > GUID_REUSE_MS) {
    // The guid is about to expire: search the same window again and keep the page position.
    const summary = await searchWindow(cursor.fromMs, cursor.toMs, ctx);
    const renewed = { ...cursor, guid: summary.guid, searchedAtMs: ctx.now(), count: summary.count };
    return { backfill: { ...backfill, cursor: { ...renewed, pages: summary.pages } } };
  }
  return storeNextPages(backfill, cursor, state, ctx);
}

const searchWindow = (fromMs: number, toMs: number, ctx: SyncContext) =>
  ctx.waiver.search({ fromDts: new Date(fromMs), toDts: new Date(toMs - 1_000), sort: 'desc' }, ctx.call);

/** The next window's search: narrowed when the cap may have cut it, else its cursor and a new estimate. */
async function searchNextWindow(backfill: BackfillState, ctx: SyncContext): Promise<BackfillState> {
  const window = nextWindow(backfill.startMs, backfill.doneFromMs, backfill.spanMs);
  if (!window) return backfill;
  const summary = await searchWindow(window.fromMs, window.toMs, ctx);
  const width = window.toMs - window.fromMs;
  if (overCap(summary.count) && width > 60_000)
    return { ...backfill, spanMs: narrowerSpan(width, summary.count) };
  // The windows not searched yet are guessed at the density of this one.
  const density = summary.count / Math.max(1, width);
  const estimatedTotal = Math.round(
    backfill.stored + summary.count + density * (window.fromMs - backfill.startMs),
  );
  const cursor: BackfillCursor = {
    fromMs: window.fromMs,
    toMs: window.toMs,
    guid: summary.guid,
    searchedAtMs: ctx.now(),
    count: summary.count,
    pages: summary.pages,
    nextPage: 0,
  };
  return { ...backfill, estimatedTotal, cursor };
}

/** The next few pages of the window, stored; the ones after them asked for meanwhile. */
async function storeNextPages(
  backfill: BackfillState,
  cursor: BackfillCursor,
  state: SyncState,
  ctx: SyncContext,
): Promise<Partial<SyncState>> {
  const last = Math.min(cursor.pages, cursor.nextPage + PAGES_IN_FLIGHT);
  let pages: string[];
  try {
    pages = await ctx.pages.take(cursor.guid, cursor.nextPage, last);
  } catch (error) {
    if (!isGuidGone(error)) throw error;
    // Forgotten by the service: the next step searches the window again.
    return { backfill: { ...backfill, cursor: { ...cursor, searchedAtMs: 0 } } };
  }
  const nextLast = Math.min(cursor.pages, last + PAGES_IN_FLIGHT);
  if (nextLast > last) ctx.pages.prefetch(cursor.guid, last, nextLast);
  const ingest = await write(ctx, () => ctx.store.putResultPages(pages));
  ctx.meter.record(ctx.now(), ingest.stored);
  const newest = ingest.newestMs;
  // Saved with the page position: a page read again after a restart is not counted twice.
  const { leftOut } = noteLeftOutWaivers(state, {
    skipped: ingest.unreadable,
    skippedAt: ingest.unreadableAt,
  });
  return {
    leftOut,
    backfill: { ...backfill, stored: backfill.stored + ingest.stored, cursor: { ...cursor, nextPage: last } },
    ...(newest !== null && (state.highWaterMs === null || newest > state.highWaterMs)
      ? { highWaterMs: newest }
      : {}),
  };
}
