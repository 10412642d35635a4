/**
 * Today's check-ins as the desk's copy keeps them, hour by hour. The service
 * reports a day only up to its last completed hour, and a completed hour does not
 * change, so every hour is asked for once: a refresh after an hour completes asks
 * only for that hour (one request per hundred check-ins in it, one for none), and
 * every hour read before comes from the copy. The sync (in the background) and
 * Today (for the person at the desk) share one ledger per copy: its catch-ups run
 * one after another, so two never ask for the same hour.
 *
 * What it keeps beside the check-ins is one small record in the copy's sync
 * state: which day, read up to when, and how many check-ins the service sent that
 * could not be read or placed in the day (not shown, but counted).
 */
import { z } from 'zod';
import type { CheckIn } from '../../../shared/domain/waiver.ts';
import type { CallOptions } from '../../http/transport.ts';
import { type CheckinWindow, checkinWindowForToday, type WaiverClient } from '../waiver-api/index.ts';

/** Where the ledger keeps check-ins and its own record; the copy (or another store) provides it. */
export interface CheckinStore {
  putCheckins(checkins: readonly CheckIn[]): Promise<unknown>;
  /** Check-ins dated in [fromMs, toMs), oldest first. */
  listCheckins(fromMs: number, toMs: number): Promise<CheckIn[]>;
  getSyncState(key: string): Promise<string | null>;
  setSyncState(key: string, value: string | null): Promise<void>;
}

export interface TodayCheckinsRead {
  /** Local midnight through the last hour read into the copy; null when none of today was read yet. */
  window: CheckinWindow | null;
  /** Oldest first, as the copy holds them. */
  checkins: CheckIn[];
  /** Check-ins of the day the service sent that could not be read. */
  skipped: number;
}

export interface CheckinLedger {
  /**
   * Stores the day's check-ins up to the last completed hour at `now`, asking the
   * service only for what the copy does not have yet. Waits for a catch-up under
   * way first (it may leave nothing to ask). Throws what the service threw.
   */
  catchUp(now: Date, options?: CallOptions): Promise<void>;
  /** Reads the whole day again (Refresh by hand), as `catchUp` would on a new day. */
  reload(now: Date, options?: CallOptions): Promise<void>;
  /**
   * The day's check-ins at `now` as the copy holds them, up to the last hour read
   * (the last completed hour once `catchUp` went through); null before the day's
   * first hour is over.
   */
  read(now: Date): Promise<TodayCheckinsRead | null>;
}

export const CHECKIN_LEDGER_KEY = 'checkins';

const recordSchema = z.object({
  /** Local midnight of the day the record is about: another day starts afresh. */
  dayFromMs: z.number(),
  /** Every check-in up to and including this instant is stored (the end of an hour). */
  untilMs: z.number(),
  skipped: z.number().int(),
});
type LedgerRecord = z.infer<typeof recordSchema>;

function parseRecord(raw: string | null): LedgerRecord | null {
  if (!raw) return null;
  try {
    const parsed = recordSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function createCheckinLedger(options: {
  store: CheckinStore;
  waiver: WaiverClient;
  timeZone: string;
}): CheckinLedger {
  const { store, waiver, timeZone } = options;
  let record: LedgerRecord | null | undefined;
  /** The catch-up under way; the next waits for it. */
  let running: Promise<unknown> = Promise.resolve();

  const recordOf = async (): Promise<LedgerRecord | null> => {
    if (record === undefined) record = parseRecord(await store.getSyncState(CHECKIN_LEDGER_KEY));
    return record;
  };

  /** The record for `window`'s day: the stored one, or a fresh start on a new day. */
  const recordFor = async (window: CheckinWindow): Promise<LedgerRecord | null> => {
    const stored = await recordOf();
    return stored && stored.dayFromMs === window.from.getTime() ? stored : null;
  };

  const catchUpOnce = async (now: Date, callOptions: CallOptions, whole: boolean): Promise<void> => {
    const window = checkinWindowForToday(now, timeZone);
    if (!window) return;
    const known = whole ? null : await recordFor(window);
    const to = window.to.getTime();
    if (known && known.untilMs >= to) return;
    // The service's `fromDts` is exclusive: the next check-in after the last stored instant.
    const from = known ? new Date(known.untilMs) : window.from;
    let skipped = known?.skipped ?? 0;
    for await (const page of waiver.checkins({ from, to: window.to }, callOptions)) {
      await store.putCheckins(page);
      // One without a readable date cannot be placed in the day: counted, not shown.
      skipped += page.skipped + page.filter((checkin) => Number.isNaN(Date.parse(checkin.date))).length;
    }
    const next: LedgerRecord = { dayFromMs: window.from.getTime(), untilMs: to, skipped };
    await store.setSyncState(CHECKIN_LEDGER_KEY, JSON.stringify(next));
    record = next;
  };

  /** One catch-up after another: the next may find nothing left to ask. */
  const inTurn = (now: Date, callOptions: CallOptions, whole: boolean): Promise<void> => {
    const turn = running.catch(() => {}).then(() => catchUpOnce(now, callOptions, whole));
    running = turn;
    return turn;
  };

  return {
    catchUp: (now, callOptions = {}) => inTurn(now, callOptions, false),
    reload: (now, callOptions = {}) => inTurn(now, callOptions, true),

    async read(now) {
      const window = checkinWindowForToday(now, timeZone);
      if (!window) return null;
      const known = await recordFor(window);
      if (!known) return { window: null, checkins: [], skipped: 0 };
      const to = Math.min(window.to.getTime(), known.untilMs);
      // (from, to] as the service reports a window.
      const checkins = await store.listCheckins(window.from.getTime() + 1, to + 1);
      return { window: { from: window.from, to: new Date(to) }, checkins, skipped: known.skipped };
    },
  };
}
