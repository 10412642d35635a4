/**
 * Today's check-ins: local midnight through the last completed hour, because the
 * service refuses any window that touches the current hour. A check-in the service
 * sent oddly is shown with what it has; one nothing identifies is counted, not shown.
 *
 * The screen's report is assembled here from one source of check-ins: the desk's
 * copy, kept hour by hour (a refresh asks the service only for hours completed
 * since the last), or the service alone when the desk keeps no copy.
 */
import type { CheckIn } from '../../shared/domain/waiver.ts';
import type { TodayCheckins } from '../../shared/ipc/types.ts';
import { startOfLocalDay } from '../../shared/time/zoned-time.ts';
import { isTransient } from '../http/retry.ts';
import type { CheckinLedger, CheckinStore } from '../services/sync/checkin-ledger.ts';
import {
  type CallOptions,
  type CheckinWindow,
  checkinWindowForToday,
  formatServiceDateTime,
  type WaiverClient,
} from '../services/waiver-api/index.ts';

const ONE_SECOND_MS = 1_000;

/** Epoch ms of the check-in, or -Infinity when it came without a readable date. */
function timeOf(checkin: CheckIn): number {
  const at = Date.parse(checkin.date);
  return Number.isNaN(at) ? Number.NEGATIVE_INFINITY : at;
}

/** Newest first; undated check-ins last, and ties by id. */
function newestFirst(a: CheckIn, b: CheckIn): number {
  const ta = timeOf(a);
  const tb = timeOf(b);
  if (ta !== tb) return tb > ta ? 1 : -1;
  return b.checkinId - a.checkinId;
}

/** The check-ins part of Today's answer; the feature adds what the desk's copy knows of them. */
export type TodayReport = Omit<TodayCheckins, 'recentSignings' | 'admissions' | 'verdicts' | 'deskId'>;

/** The check-ins of a window as one source has them. */
export interface CheckinsRead {
  /** What they cover: the window asked, or less when the rest could not be read (offline); null for nothing. */
  covered: CheckinWindow | null;
  checkins: CheckIn[];
  skipped: number;
  /** 'copy': the service could not be reached and these are what the desk's copy holds. */
  origin: TodayReport['source'];
}

/** Where the check-ins of today's window come from. */
export type CheckinSource = (window: CheckinWindow, now: Date) => Promise<CheckinsRead>;

/** Every check-in of the window from the service, page after page (a desk that keeps no copy). */
export const fromService =
  (client: WaiverClient, options: CallOptions = {}): CheckinSource =>
  async (window) => {
    const checkins: CheckIn[] = [];
    let skipped = 0;
    for await (const page of client.checkins(window, options)) {
      checkins.push(...page);
      skipped += page.skipped;
    }
    return { covered: window, checkins, skipped, origin: 'service' };
  };

/**
 * The desk's copy, brought up to the last completed hour first (asking only for
 * the hours not read yet, or the whole day again when `reload`); when the service
 * cannot be reached, what the copy holds.
 */
export const fromCopy =
  (ledger: CheckinLedger, options: CallOptions = {}, reload = false): CheckinSource =>
  async (_window, now) => {
    let origin: TodayReport['source'] = 'service';
    try {
      await (reload ? ledger.reload(now, options) : ledger.catchUp(now, options));
    } catch (error) {
      if (!isTransient(error)) throw error;
      origin = 'copy';
    }
    const read = await ledger.read(now);
    return {
      covered: read?.window ?? null,
      checkins: read?.checkins ?? [],
      skipped: read?.skipped ?? 0,
      origin,
    };
  };

/**
 * A desk following a shared copy: the desk that syncs for all keeps today's
 * check-ins in the shared copy and the feed brings them here, so this desk reads
 * its own copy and never asks the service.
 */
export const fromFollowedCopy =
  (store: Pick<CheckinStore, 'listCheckins'>): CheckinSource =>
  async (window) => ({
    covered: window,
    checkins: await store.listCheckins(window.from.getTime(), window.to.getTime() + ONE_SECOND_MS),
    skipped: 0,
    origin: 'copy',
  });

export async function loadTodayCheckins(
  source: CheckinSource,
  now: Date,
  timeZone: string,
): Promise<TodayReport> {
  const window = checkinWindowForToday(now, timeZone);
  const fetchedAt = formatServiceDateTime(now, timeZone);
  const read: CheckinsRead = window
    ? await source(window, now)
    : { covered: null, checkins: [], skipped: 0, origin: 'service' };
  const { covered, checkins, skipped, origin } = read;
  checkins.sort(newestFirst);
  return {
    window: covered && {
      fromDts: formatServiceDateTime(covered.from, timeZone),
      toDts: formatServiceDateTime(covered.to, timeZone),
    },
    // What the rows do not reach: the current hour, or more when the service could not be read.
    excludedFrom: formatServiceDateTime(
      new Date(covered ? covered.to.getTime() + ONE_SECOND_MS : startOfLocalDay(now.getTime(), timeZone)),
      timeZone,
    ),
    checkins,
    skipped,
    fetchedAt,
    source: origin,
  };
}
