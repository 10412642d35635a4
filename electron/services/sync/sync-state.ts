/**
 * What the sync has done, kept in the cache's own sync-state table so a desk
 * killed mid-sync continues where it stopped: no duplicates (records are upserts)
 * and no gaps (a window counts as done only once all its pages are stored).
 */
import { z } from 'zod';

/** A backfill search under way: its window, its guid and the pages stored so far. */
const cursorSchema = z.object({
  fromMs: z.number(),
  toMs: z.number(),
  guid: z.string(),
  searchedAtMs: z.number(),
  count: z.number().int(),
  pages: z.number().int(),
  /** Every page below this one is stored; pages from here on are fetched again after a restart. */
  nextPage: z.number().int(),
});
export type BackfillCursor = z.infer<typeof cursorSchema>;

const backfillSchema = z.object({
  /** The oldest signing time the retention window keeps. */
  startMs: z.number(),
  /** When the backfill began: everything signed before it is the backfill's, after it the incremental sync's. */
  endMs: z.number(),
  /** Everything from here to `endMs` is stored. */
  doneFromMs: z.number(),
  /** The window width that last fit under the result cap; a first guess for the next one. */
  spanMs: z.number(),
  cursor: cursorSchema.nullable(),
  /** Waivers stored by the backfill so far, and its estimated total. */
  stored: z.number().int(),
  estimatedTotal: z.number().int(),
});
export type BackfillState = z.infer<typeof backfillSchema>;

/** What the service sent that the copy could not keep, because nothing identifies it (see left-out.ts). */
const leftOutSchema = z.object({
  /** Signing times (epoch ms) of the waivers left out, each once however often it was read. */
  waiversAt: z.array(z.number()),
  /** Waivers left out that did not say when they were signed either. */
  waiversUntimed: z.number().int(),
  /** Templates the service's last list held that nothing identified. */
  templates: z.number().int(),
});
export type LeftOut = z.infer<typeof leftOutSchema>;

export const noneLeftOut = (): LeftOut => ({ waiversAt: [], waiversUntimed: 0, templates: 0 });

const syncStateSchema = z.object({
  version: z.literal(1),
  backfill: backfillSchema.nullable(),
  /** The newest signing time seen by any sync; the incremental sync searches from it (with overlap). */
  highWaterMs: z.number().nullable(),
  /** When the last look that could have seen a new signing was asked (a search, or the queue read). */
  lastCurrentMs: z.number().nullable(),
  /** Kept since this field was added; a state written before starts with none. */
  leftOut: leftOutSchema.default(noneLeftOut),
});
export type SyncState = z.infer<typeof syncStateSchema>;

export const SYNC_STATE_KEY = 'sync';

export const emptySyncState = (): SyncState => ({
  version: 1,
  backfill: null,
  highWaterMs: null,
  lastCurrentMs: null,
  leftOut: noneLeftOut(),
});

/** A state written by another version, or damaged, starts over rather than guessing. */
export function readSyncState(raw: string | null): SyncState {
  if (!raw) return emptySyncState();
  try {
    const parsed = syncStateSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : emptySyncState();
  } catch {
    return emptySyncState();
  }
}
