import type { CheckIn } from '../domain/waiver.ts';

export type AccountMode = 'demo' | 'configured';
export type HostKind = 'electron' | 'browser';

export interface AppInfo {
  appVersion: string;
  host: HostKind;
  account: { mode: AccountMode; baseUrl: string; statusUrl: string };
  /** IANA zone the desk reports times in. */
  timeZone: string;
}

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
