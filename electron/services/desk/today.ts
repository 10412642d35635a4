/**
 * Today's check-ins: local midnight through the last completed hour, because the
 * service refuses any window that touches the current hour.
 */
import type { CheckIn } from '../../../shared/domain/waiver.ts';
import type { TodayCheckins } from '../../../shared/ipc/types.ts';
import {
  type CallOptions,
  checkinWindowForToday,
  formatServiceDateTime,
  type WaiverClient,
} from '../waiver-api/index.ts';
import { startOfLocalDay } from '../waiver-api/zoned-time.ts';

const ONE_SECOND_MS = 1_000;

export async function loadTodayCheckins(
  client: WaiverClient,
  now: Date,
  timeZone: string,
  options: CallOptions = {},
): Promise<TodayCheckins> {
  const window = checkinWindowForToday(now, timeZone);
  const fetchedAt = formatServiceDateTime(now, timeZone);
  if (!window) {
    return {
      window: null,
      excludedFrom: formatServiceDateTime(new Date(startOfLocalDay(now.getTime(), timeZone)), timeZone),
      checkins: [],
      fetchedAt,
    };
  }
  const checkins: CheckIn[] = [];
  for await (const page of client.checkins(window, options)) checkins.push(...page);
  checkins.sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || b.checkinId - a.checkinId);
  return {
    window: {
      fromDts: formatServiceDateTime(window.from, timeZone),
      toDts: formatServiceDateTime(window.to, timeZone),
    },
    excludedFrom: formatServiceDateTime(new Date(window.to.getTime() + ONE_SECOND_MS), timeZone),
    checkins,
    fetchedAt,
  };
}
