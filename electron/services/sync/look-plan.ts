/**
 * What a look for new signings asks, so that a waiver that reaches the service
 * late is found like any other. The service's search can only ask "signed since
 * when?", and a kiosk that was offline uploads its waivers hours later with their
 * original signing time: a look from the high-water mark alone never sees them.
 *
 * So a desk that is caught up asks about the whole trailing day instead (one
 * search, as before), newest first, and compares the service's count with what
 * its copy holds signed in the same window. Equal: nothing is missing, and no
 * page is read. More: the pages are read, newest first, until as many waivers new
 * to the copy have been found as were missing. What a full reading could not
 * account for (a waiver without an id, one deleted at the service) is
 * remembered, so it does not make every look read the whole day; and once an
 * hour the day is read whole anyway, so nothing can hide behind such a
 * difference for long. A desk that is behind (off for longer than the window)
 * first catches up from its mark, oldest first, reading every page, as before.
 */
import type { SyncState } from './sync-state.ts';

const HOUR_MS = 3_600_000;
/** A waiver signed this long before it reaches the service is still found by the next look. */
export const LATE_ARRIVAL_WINDOW_MS = 24 * HOUR_MS;
/** The trailing window is read whole this often, whatever the counts say. */
export const FULL_READ_EVERY_MS = HOUR_MS;
/** The look reaches back this far past the high-water mark: late-indexed waivers are not missed. */
export const INCREMENTAL_OVERLAP_MS = 15 * 60_000;

/** What the looks of one engine remember between them (in memory: a restart reads fresh). */
export interface TrailingMemory {
  /** When the trailing window was last read whole; null before the first look. */
  lastFullReadAt: number | null;
  /** Waivers the service counted in the window that the last reading could not find. */
  unexplained: number;
}

export const freshTrailingMemory = (): TrailingMemory => ({ lastFullReadAt: null, unexplained: 0 });

export interface LookQuestion {
  /** The search's `fromDts` (a whole second: the service's precision). */
  fromMs: number;
  order: 'asc' | 'desc';
  /** A look over the trailing window (counts compared), rather than a catch-up from the mark. */
  trailing: boolean;
}

const wholeSecond = (ms: number): number => Math.floor(ms / 1_000) * 1_000;

export function lookQuestion(state: SyncState, askedAt: number): LookQuestion {
  const mark = state.highWaterMs ?? state.backfill?.endMs ?? askedAt;
  const fromMark = wholeSecond(mark - INCREMENTAL_OVERLAP_MS);
  const trailingFrom = wholeSecond(askedAt - LATE_ARRIVAL_WINDOW_MS);
  if (fromMark < trailingFrom) return { fromMs: fromMark, order: 'asc', trailing: false };
  return { fromMs: trailingFrom, order: 'desc', trailing: true };
}

export interface PagesNeeded {
  /** Waivers new to the copy the look must find before it may stop; null: read every page. */
  need: number | null;
  /** This look reads the window whole (its counts are then the new baseline). */
  fullRead: boolean;
  /** What the looks remember once this one is decided. */
  memory: TrailingMemory;
}

/**
 * How much of a trailing look's answer to read: `count` is the service's count
 * of the window, `held` the copy's. A catch-up look reads every page.
 */
export function pagesNeeded(
  question: LookQuestion,
  counts: { count: number; held: number; cappedAt: number },
  memory: TrailingMemory,
  askedAt: number,
): PagesNeeded {
  if (!question.trailing || counts.count >= counts.cappedAt) return { need: null, fullRead: false, memory };
  const lastFullReadAt = memory.lastFullReadAt ?? askedAt;
  if (askedAt - lastFullReadAt >= FULL_READ_EVERY_MS) {
    return { need: null, fullRead: true, memory: { ...memory, lastFullReadAt } };
  }
  const missing = counts.count - counts.held;
  const need = missing - memory.unexplained;
  // Fewer missing than before: something known left the window (or the service dropped one).
  const unexplained = Math.max(0, Math.min(memory.unexplained, missing));
  return { need: Math.max(0, need), fullRead: false, memory: { lastFullReadAt, unexplained } };
}

/** After a trailing look: what it could not find is remembered; a full reading starts the hour again. */
export function afterTrailingLook(
  memory: TrailingMemory,
  look: { missing: number; found: number; fullRead: boolean; askedAt: number },
): TrailingMemory {
  return {
    lastFullReadAt: look.fullRead ? look.askedAt : memory.lastFullReadAt,
    unexplained: Math.max(0, look.missing - look.found),
  };
}
