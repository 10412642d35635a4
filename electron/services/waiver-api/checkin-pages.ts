/**
 * Every check-in of a window, page by page. The service pages with an offset of
 * at most 1000; past that the walk continues with a window that starts at the
 * last check-in seen. Check-ins come oldest first and `fromDts` is exclusive, so
 * the new window starts one second before the last one seen (siblings in the same
 * second stay in) and repeats are dropped by id.
 */
import type { CheckIn, CheckinsPage } from '../../../shared/domain/waiver.ts';
import { WAIVER_LIMITS } from '../../../shared/domain/waiver.ts';
import { ProtocolError } from '../http/errors.ts';
import type { CallOptions } from '../http/transport.ts';
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

export async function* checkinPages(
  fetchPage: FetchCheckinPage,
  walk: CheckinWalk,
  options: CallOptions,
): AsyncGenerator<CheckIn[]> {
  const window = clampToReportable(walk.window, walk.now(), walk.timeZone);
  if (!window) return;
  const limit = WAIVER_LIMITS.checkinLimitMax;
  const seen = new Set<number>();
  let from = window.from.getTime();
  let offset = 0;
  let last: CheckIn | undefined;
  for (;;) {
    const page = await fetchPage({ fromDts: new Date(from), toDts: window.to, limit, offset }, options);
    const fresh = page.checkins.filter((checkin) => !seen.has(checkin.checkinId));
    for (const checkin of fresh) seen.add(checkin.checkinId);
    last = page.checkins.at(-1) ?? last;
    if (fresh.length > 0) yield fresh;
    if (!page.moreCheckins || page.checkins.length === 0 || !last) return;
    offset += page.checkins.length;
    if (offset <= WAIVER_LIMITS.checkinOffsetMax) continue;
    const nextFrom = Date.parse(last.date) - SECOND_MS;
    if (!(nextFrom > from)) {
      throw new ProtocolError(
        `cannot page past offset ${WAIVER_LIMITS.checkinOffsetMax}: the window no longer narrows (at ${last.date})`,
        { endpoint: walk.endpoint },
      );
    }
    from = nextFrom;
    offset = 0;
  }
}
