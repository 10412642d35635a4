import type { WaiverVerdict } from '../desk/verdict.ts';
import type { CheckIn } from '../domain/waiver.ts';
import type { Admission } from './admissions.ts';
import type { WaiverMatch } from './lookup.ts';

export type { AccountMode, AppInfo, Connectivity, HostKind, LeaderContact, ReachState } from './events.ts';

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
  /**
   * Today's check-ins recorded at the account's desks ("Check in" on a waiver: the
   * service cannot record them), this desk's and, where desks share a copy, the
   * others', newest first. The page lists them among the service's.
   */
  admissions: Admission[];
  /**
   * The desk's verdict on everyone on the waiver of each check-in and admission above,
   * by waiver id; a waiver the desk's copy does not hold (yet) has none.
   */
  verdicts: Record<string, WaiverVerdict>;
  /** This desk, so the page tells its own admissions from other desks'. */
  deskId: string;
}
