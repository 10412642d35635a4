import type { CheckIn } from '../domain/waiver.ts';
import type { WaiverMatch } from './lookup.ts';

export type { AccountMode, AppInfo, Connectivity, HostKind, ReachState } from './events.ts';

export interface TodayCheckins {
  /** The window asked of the service, as sent (`yyyy-MM-ddTHH:mm:sszzz`). */
  window: { fromDts: string; toDts: string } | null;
  /**
   * Why the window is shorter than the day so far: the service cannot report the
   * current hour, and before 01:00 there is no completed hour at all.
   */
  excludedFrom: string;
  /** Newest first; a check-in the service sent without a readable `date` comes last. */
  checkins: CheckIn[];
  /**
   * Check-ins the service sent that could not be read and are not shown (nothing
   * identified them), so the screen can say so; 0 when every one was read.
   */
  skipped: number;
  fetchedAt: string;
  /** 'copy': from the desk's copy alone (the service could not be reached, or the desk that syncs for all desks keeps them). */
  source: 'service' | 'copy';
  /**
   * Waivers signed since the last completed hour (which check-ins cannot show yet),
   * from the desk's copy, newest first: "who arrived just now".
   */
  recentSignings: WaiverMatch[];
}
