/**
 * Today's check-ins: local midnight through the last completed hour, because the
 * service refuses any window that touches the current hour. A check-in the service
 * sent oddly is shown with what it has; one nothing identifies is counted, not shown.
 */
import type { CheckIn } from '../../../shared/domain/waiver.ts';
import type { TodayCheckins } from '../../../shared/ipc/types.ts';
import { startOfLocalDay } from '../../../shared/time/zoned-time.ts';
import {
  type CallOptions,
  type CheckinWindow,
  checkinWindowForToday,
  formatServiceDateTime,
  type WaiverClient,
} from '../waiver-api/index.ts';

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

export type TodayReport = Omit<TodayCheckins, 'recentSignings'>;

/** Where the check-ins of a window come from: the service, or the desk's copy when offline. */
export type CheckinSource = (window: CheckinWindow) => Promise<{ checkins: CheckIn[]; skipped: number }>;

/** Every check-in of the window from the service, page after page. */
export const fromService =
  (client: WaiverClient, options: CallOptions = {}): CheckinSource =>
  async (window) => {
    const checkins: CheckIn[] = [];
    let skipped = 0;
    for await (const page of client.checkins(window, options)) {
      checkins.push(...page);
      skipped += page.skipped;
    }
    return { checkins, skipped };
  };

export async function loadTodayCheckins(
  source: CheckinSource,
  now: Date,
  timeZone: string,
  origin: TodayReport['source'] = 'service',
): Promise<TodayReport> {
  const window = checkinWindowForToday(now, timeZone);
  const fetchedAt = formatServiceDateTime(now, timeZone);
  if (!window) {
    return {
      window: null,
      excludedFrom: formatServiceDateTime(new Date(startOfLocalDay(now.getTime(), timeZone)), timeZone),
      checkins: [],
      skipped: 0,
      fetchedAt,
      source: origin,
    };
  }
  const { checkins, skipped } = await source(window);
  checkins.sort(newestFirst);
  return {
    window: {
      fromDts: formatServiceDateTime(window.from, timeZone),
      toDts: formatServiceDateTime(window.to, timeZone),
    },
    excludedFrom: formatServiceDateTime(new Date(window.to.getTime() + ONE_SECOND_MS), timeZone),
    checkins,
    skipped,
    fetchedAt,
    source: origin,
  };
}
