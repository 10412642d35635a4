import type { CheckIn } from '../domain/waiver.ts';

export type { AccountMode, AppInfo, Connectivity, HostKind, ReachState } from './events.ts';

export interface TodayCheckins {
  /** The window asked of the service, as sent (`yyyy-MM-ddTHH:mm:sszzz`). */
  window: { fromDts: string; toDts: string } | null;
  /**
   * Why the window is shorter than the day so far: the service cannot report the
   * current hour, and before 01:00 there is no completed hour at all.
   */
  excludedFrom: string;
  /** Newest first. */
  checkins: CheckIn[];
  fetchedAt: string;
}
