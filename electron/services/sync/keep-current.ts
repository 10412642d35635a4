/**
 * Keeping the copy current, one unit of work per step, in this order of need:
 * the templates and the retention purge (every few hours), today's check-ins (as
 * each hour completes), the webhook queue (on the one desk that consumes it), and
 * the look for new signings.
 *
 * A look always asks the service afresh (look-plan.ts): a desk that is caught up
 * asks about the whole trailing day, newest first, and reads pages only while
 * waivers it does not hold are missing (a late upload from a kiosk is one); a
 * desk that is behind asks from its high-water mark (with overlap), oldest first,
 * and reads every page. Each page is stored with the mark saved before the next,
 * so a desk killed mid-look resumes. A search's guid is used only for the pages
 * of that one look: a guid is a snapshot of the moment it was made, and "what is
 * new" is a question about now. The copy is current as of the moment the search
 * was asked, once the look is done.
 */
import { type SignedWaiver, WAIVER_LIMITS } from '../../../shared/domain/waiver.ts';
import type { ReadList } from '../../records/tolerant-list.ts';
import { isGuidGone } from '../waiver-api/search-pages.ts';
import { backfillRemaining } from './backfill-step.ts';
import { forgetLeftOutBefore, noteLeftOutWaivers } from './left-out.ts';
import { afterTrailingLook, lookQuestion, pagesNeeded } from './look-plan.ts';
import { type LookCursor, type Machine, type SyncContext, saveState, write } from './sync-context.ts';
import type { SyncState } from './sync-state.ts';
import { overCap } from './windows.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Templates (their custom-field labels) and the retention purge are looked after this often. */
export const UPKEEP_EVERY_MS = 6 * HOUR_MS;

export const signedAt = (waiver: SignedWaiver): number | null => {
  const ms = Date.parse(waiver.createdOn);
  return Number.isNaN(ms) ? null : ms;
};

/** A minute past the end of the current hour: the hour the service can then report. */
const nextHourReportable = (now: number): number => Math.floor(now / HOUR_MS) * HOUR_MS + HOUR_MS + 60_000;

export async function keepCurrentStep(machine: Machine, ctx: SyncContext): Promise<Machine> {
  const now = ctx.now();
  const { due } = machine;
  if (now >= due.upkeepAt) {
    const state = await upkeep(machine.state, ctx);
    return { ...machine, state, due: { ...due, upkeepAt: ctx.now() + UPKEEP_EVERY_MS } };
  }
  if (now >= due.checkinsAt) {
    await ctx.checkins.catchUp(new Date(now), ctx.call);
    return { ...machine, due: { ...due, checkinsAt: nextHourReportable(ctx.now()) } };
  }
  if (ctx.consumeQueue && now >= due.queueAt) {
    const state = await drainQueue(machine.state, ctx);
    return { ...machine, state, due: { ...due, queueAt: ctx.now() + ctx.queueEveryMs } };
  }
  return machine.look ? readLookPage(machine, machine.look, ctx) : startLook(machine, ctx);
}

/**
 * Templates (their custom-field labels) and the purge of waivers past the
 * retention window; how many templates nothing identified is noted, and waivers
 * left out past the window stop counting.
 */
async function upkeep(start: SyncState, ctx: SyncContext): Promise<SyncState> {
  const templates = await ctx.waiver.listTemplates({ customFields: true }, ctx.call);
  await write(ctx, () => ctx.store.putTemplates(templates));
  const before = ctx.now() - ctx.retentionDays * DAY_MS;
  await write(ctx, () => ctx.store.purgeOlderThan(before));
  const purged = forgetLeftOutBefore(start, before);
  const state = { ...purged, leftOut: { ...purged.leftOut, templates: templates.skipped } };
  await saveState(ctx, state);
  return state;
}

/** The search of a new look (look-plan.ts: over the trailing day, or from the mark when behind). */
async function startLook(machine: Machine, ctx: SyncContext): Promise<Machine> {
  const askedAt = ctx.now();
  const question = lookQuestion(machine.state, askedAt);
  const summary = await ctx.waiver.search(
    { fromDts: new Date(question.fromMs), sort: question.order },
    ctx.call,
  );
  const held = question.trailing ? await ctx.store.countSigned(question.fromMs, askedAt) : 0;
  const plan = pagesNeeded(
    question,
    { count: summary.count, held, cappedAt: WAIVER_LIMITS.searchMaxResults },
    machine.trailing,
    askedAt,
  );
  const look: LookCursor = {
    askedAt,
    guid: summary.guid,
    pages: summary.pages,
    count: summary.count,
    nextPage: 0,
    searchedAgain: false,
    question,
    missing: Math.max(0, summary.count - held),
    need: plan.need,
    found: 0,
    fullRead: plan.fullRead,
  };
  const started = { ...machine, trailing: plan.memory };
  return look.pages > 0 && look.need !== 0 ? { ...started, look } : finishLook(started, look, ctx);
}

/** One page of the look: stored, the mark moved and saved, its new waivers announced. */
async function readLookPage(machine: Machine, look: LookCursor, ctx: SyncContext): Promise<Machine> {
  let page: ReadList<SignedWaiver>;
  try {
    page = await ctx.waiver.searchResultsPage(look.guid, look.nextPage, {}, ctx.call);
  } catch (error) {
    if (look.searchedAgain || !isGuidGone(error)) throw error;
    // Forgotten by the service: search again (a catch-up from the mark moved by the pages stored so far).
    const again = await startLook({ ...machine, look: null }, ctx);
    return again.look
      ? { ...again, look: { ...again.look, askedAt: look.askedAt, searchedAgain: true } }
      : again;
  }
  const held = await ctx.store.heldWaiverIds(page.map((signed) => signed.waiverId));
  const newToCopy = page.filter((signed) => !held.has(signed.waiverId));
  const arrived = newArrivals(machine.state, newToCopy);
  const state = await storeFound(noteLeftOutWaivers(machine.state, page), page, look.askedAt, ctx);
  if (arrived.length > 0) ctx.onArrived(arrived);
  const next = { ...look, nextPage: look.nextPage + 1, found: look.found + newToCopy.length };
  const read = { ...machine, state };
  const foundEnough = next.need !== null && next.found >= next.need;
  return next.nextPage < next.pages && !foundEnough ? { ...read, look: next } : finishLook(read, next, ctx);
}

/**
 * The look is complete: the copy is current as of when it was asked. The next is
 * due after the interval, or at once when the result cap cut this one short.
 */
async function finishLook(machine: Machine, look: LookCursor, ctx: SyncContext): Promise<Machine> {
  const state = { ...machine.state, lastCurrentMs: Math.max(machine.state.lastCurrentMs ?? 0, look.askedAt) };
  await saveState(ctx, state);
  const lookAt = overCap(look.count) ? 0 : ctx.now() + ctx.incrementalEveryMs();
  const trailing = look.question.trailing
    ? afterTrailingLook(machine.trailing, {
        missing: look.missing,
        found: look.found,
        fullRead: look.fullRead,
        askedAt: look.askedAt,
      })
    : machine.trailing;
  return { ...machine, state, trailing, look: null, due: { ...machine.due, lookAt } };
}

/**
 * Reads the webhook queue to its end: each message names a new waiver, fetched
 * unless the copy already holds it. An emptied queue is a look like a search: the
 * copy is current as of when the reading began.
 */
async function drainQueue(start: SyncState, ctx: SyncContext): Promise<SyncState> {
  const askedAt = ctx.now();
  let state = start;
  for (;;) {
    const message = await ctx.waiver.readAccountQueue({ delete: true }, ctx.call);
    if (!message) break;
    const waiverId = message.payload.unique_id;
    if ((await ctx.store.heldWaiverIds([waiverId])).has(waiverId)) continue;
    const signed = await ctx.waiver.getWaiver(waiverId, {}, ctx.call);
    const arrived = newArrivals(state, [signed]);
    state = await storeFound(state, [signed], askedAt, ctx);
    if (arrived.length > 0) ctx.onArrived(arrived);
  }
  state = { ...state, lastCurrentMs: Math.max(state.lastCurrentMs ?? 0, askedAt) };
  await saveState(ctx, state);
  return state;
}

/**
 * Stores waivers a look found and moves the high-water mark to the newest of them,
 * never past `lookedAt` (a signing time ahead of the look is a clock or zone the
 * desk cannot trust, and a mark in the future would skip real signings); the mark
 * is saved with them.
 */
async function storeFound(
  state: SyncState,
  waivers: readonly SignedWaiver[],
  lookedAt: number,
  ctx: SyncContext,
): Promise<SyncState> {
  if (waivers.length === 0) return state;
  await write(ctx, () => ctx.store.putWaivers(waivers));
  let highWaterMs = state.highWaterMs;
  for (const signed of waivers) {
    const at = Math.min(signedAt(signed) ?? Number.NEGATIVE_INFINITY, lookedAt);
    if (at > (highWaterMs ?? Number.NEGATIVE_INFINITY)) highWaterMs = at;
  }
  const next = { ...state, highWaterMs };
  await saveState(ctx, next);
  return next;
}

/**
 * The waivers among those new to the copy that are arrivals: signed after the
 * copy began, or found once the first copy is complete, however late they reached
 * the service (a waiver signed earlier that the backfill still has to store is
 * the backfill's, not an arrival). Each is announced once, whichever look (search
 * or queue) finds it.
 */
export function newArrivals(state: SyncState, newToCopy: readonly SignedWaiver[]): SignedWaiver[] {
  if (state.backfill && !backfillRemaining(state)) return [...newToCopy];
  // The service writes signing times in whole seconds, and the copy began some way into a second:
  // a waiver signed in that second, after the copy began, reads as signed before it. So the whole
  // second counts as the copy's; one signed in it just before the copy began is announced too,
  // which says nothing untrue (it is new to this desk), where leaving one out would.
  const copyBegan = state.backfill
    ? Math.floor(state.backfill.endMs / 1000) * 1000
    : Number.NEGATIVE_INFINITY;
  return newToCopy.filter((signed) => (signedAt(signed) ?? Number.POSITIVE_INFINITY) >= copyBegan);
}
