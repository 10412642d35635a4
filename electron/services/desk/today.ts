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

const ONE_SECOND_MS = 1_000;

function localMidnight(now: Date, timeZone: string): Date {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(now);
  const read = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const sinceMidnightMs = ((read('hour') * 60 + read('minute')) * 60 + read('second')) * ONE_SECOND_MS;
  return new Date(Math.floor(now.getTime() / ONE_SECOND_MS) * ONE_SECOND_MS - sinceMidnightMs);
}

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
      excludedFrom: formatServiceDateTime(localMidnight(now, timeZone), timeZone),
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
