/**
 * Every check-in of a window, page by page. The service pages with an offset of
 * at most 1000; past that the walk continues with a window that starts at the
 * last check-in seen. Check-ins come oldest first and `fromDts` is exclusive, so
 * the new window starts one second before the last one seen (siblings in the same
 * second stay in) and repeats are dropped by id. A page's records the client could
 * not identify still count towards the offset, and their number travels with the
 * page (one served again in that one-second overlap is counted again: nothing tells
 * it apart).
 */
import { checkinKey } from '../../../shared/domain/checkin-key.ts';
import type { CheckIn, CheckinsPage } from '../../../shared/domain/waiver.ts';
import { WAIVER_LIMITS } from '../../../shared/domain/waiver.ts';
import { ProtocolError } from '../../http/errors.ts';
import type { CallOptions } from '../../http/transport.ts';
import { type ReadList, readList } from '../../records/tolerant-list.ts';
import { type CheckinWindow, clampToReportable } from './checkin-window.ts';

export interface CheckinPageRequest {
  fromDts: Date;
  toDts: Date;
  limit: number;
  offset: number;
}

export type FetchCheckinPage = (request: CheckinPageRequest, options: CallOptions) => Promise<CheckinsPage>;

export interface CheckinWalk {
  window: CheckinWindow;
  now: () => number;
  timeZone: string;
  /** Names the walk in the error raised when it cannot move on. */
  endpoint: string;
}

const SECOND_MS = 1_000;

/** What tells repeats apart: the id, or for a check-in sent without one, who checked in when. */
const repeatKey = (checkin: CheckIn): string => checkinKey(checkin) ?? '';

function hasDate(checkin: CheckIn): boolean {
  return !Number.isNaN(Date.parse(checkin.date));
}

export async function* checkinPages(
  fetchPage: FetchCheckinPage,
  walk: CheckinWalk,
  options: CallOptions,
): AsyncGenerator<ReadList<CheckIn>> {
  const window = clampToReportable(walk.window, walk.now(), walk.timeZone);
  if (!window) return;
  const limit = WAIVER_LIMITS.checkinLimitMax;
  const seen = new Set<string>();
  let from = window.from.getTime();
  let offset = 0;
  /** The latest dated check-in: an undated one cannot start a narrower window. */
  let last: CheckIn | undefined;
  for (;;) {
    const page = await fetchPage({ fromDts: new Date(from), toDts: window.to, limit, offset }, options);
    const skipped = page.skipped ?? 0;
    const fresh = page.checkins.filter((checkin) => !seen.has(repeatKey(checkin)));
    for (const checkin of fresh) seen.add(repeatKey(checkin));
    last = page.checkins.findLast(hasDate) ?? last;
    if (fresh.length > 0 || skipped > 0) yield readList(fresh, skipped);
    const sent = page.checkins.length + skipped;
    if (!page.moreCheckins || sent === 0) return;
    offset += sent;
    if (offset <= WAIVER_LIMITS.checkinOffsetMax) continue;
    const nextFrom = last ? Date.parse(last.date) - SECOND_MS : Number.NaN;
    if (!(nextFrom > from)) {
      throw new ProtocolError(
        `cannot page past offset ${WAIVER_LIMITS.checkinOffsetMax}: the window no longer narrows (at ${last?.date ?? 'no dated check-in'})`,
        { endpoint: walk.endpoint },
      );
    }
    from = nextFrom;
    offset = 0;
  }
}
