/**
 * A notice as it stands at a given time: only the updates that have happened
 * count, and they decide its state, its actual times and its timeline state.
 */
import type { NoticeState, TimelineState } from '../../../../shared/domain/status.ts';
import { DAY } from './time.ts';
import type { NoticeRecord, UpdateRecord } from './world.ts';

/** A closed notice stays past_recent this long after it closed, then turns past_distant. */
export const RECENT_PERIOD_MS = 7 * DAY;

const CLOSING_STATES: ReadonlySet<NoticeState> = new Set([
  'resolved',
  'false_alarm',
  'complete',
  'cancelled',
]);

export interface NoticeView {
  notice: NoticeRecord;
  /** The updates that have happened, oldest first; never empty. */
  updates: UpdateRecord[];
  latest: UpdateRecord;
  /** Undefined on general notices. */
  state: NoticeState | undefined;
  beganAt: number | null;
  endedAt: number | null;
  timeline: TimelineState;
}

/** Null while the notice has not been published yet. */
export function viewNotice(notice: NoticeRecord, now: number): NoticeView | null {
  const updates = notice.updates.filter((update) => update.at <= now);
  const latest = updates.at(-1);
  if (notice.createdAt > now || latest === undefined) return null;
  const closedBy = updates.find((update) => update.state !== undefined && CLOSING_STATES.has(update.state));
  const closingAt = closedBy?.at ?? null;
  let beganAt: number | null = null;
  let endedAt: number | null = null;
  let closedAt: number | null = closingAt;
  let started = true;
  if (notice.type === 'unplanned') {
    beganAt = updates[0]?.at ?? null;
    endedAt = closingAt;
  } else if (notice.type === 'planned') {
    beganAt = updates.find((update) => update.state === 'underway')?.at ?? null;
    // A maintenance cancelled before it began never ran, so it has no actual end either.
    endedAt = beganAt === null ? null : closingAt;
    started = beganAt !== null;
  } else {
    closedAt = notice.endsAt !== null && notice.endsAt <= now ? notice.endsAt : null;
    started = notice.beginsAt === null || notice.beginsAt <= now;
  }
  return {
    notice,
    updates,
    latest,
    state: latest.state,
    beganAt,
    endedAt,
    timeline: timelineState(now, closedAt, started),
  };
}

function timelineState(now: number, closedAt: number | null, started: boolean): TimelineState {
  if (closedAt !== null) return now - closedAt < RECENT_PERIOD_MS ? 'past_recent' : 'past_distant';
  return started ? 'present' : 'future';
}

export function viewNotices(notices: readonly NoticeRecord[], now: number): NoticeView[] {
  return notices.flatMap((notice) => viewNotice(notice, now) ?? []);
}
