/**
 * The status page as the desk reads it: normalised records (camelCase, one
 * spelling per state, null where the wire had nothing) and the service-health
 * snapshot built from them. Plain JSON on purpose: the status client produces
 * them in main and the page shows them, so both sides import them from here.
 */
import type { NoticeState, NoticeType, ServiceState, TimelineState } from './status.ts';

/** A notice's progress as read: unknown words are kept as 'unknown' rather than refused. */
export type ReadNoticeState = NoticeState | 'unknown';

/** A component as a notice detail lists it: without the children link. */
export interface StatusComponentRef {
  id: number;
  state: ServiceState;
  name: string;
  description: string;
  parentId: number | null;
  position: number | null;
  createdAt: string | null;
  updatedAt: string | null;
}

export interface StatusComponent extends StatusComponentRef {
  childCount: number;
}

export interface StatusComponentNode extends StatusComponent {
  children: StatusComponentNode[];
}

export interface StatusNoticeUpdate {
  /** Null on general notices, which carry no state. */
  state: ReadNoticeState | null;
  content: string;
  createdAt: string | null;
  updatedAt: string | null;
}

export interface StatusNotice {
  id: number;
  type: NoticeType;
  timelineState: TimelineState;
  /** Null on general notices. */
  state: ReadNoticeState | null;
  subject: string;
  url: string;
  /** The scheduled window (planned notices). */
  beginsAt: string | null;
  endsAt: string | null;
  /** What actually happened; null while it has not. */
  beganAt: string | null;
  endedAt: string | null;
  createdAt: string | null;
  updatedAt: string | null;
  tags: string[];
  latestUpdate: StatusNoticeUpdate | null;
}

export interface StatusNoticeDetail extends StatusNotice {
  components: StatusComponentRef[];
  /** Newest first, as the page lists them. */
  updates: StatusNoticeUpdate[];
}

/** What a "service health" screen shows. */
export interface ServiceStatusSnapshot {
  page: { name: string; url: string; state: ServiceState; stateText: string; updatedAt: string | null };
  /** The worse of what the page says and what its components and notices imply. */
  state: ServiceState;
  /** Top-level components, each with its children. */
  components: StatusComponentNode[];
  /** Current incidents: present and still investigating or identified. */
  incidents: StatusNotice[];
  /** Maintenances underway now. */
  maintenances: StatusNotice[];
  /** Planned maintenances that have not begun, soonest first. */
  upcoming: StatusNotice[];
  fetchedAt: string;
  /** Components and notices the page listed that nothing identified (no id), left out; absent means none. */
  leftOut?: number;
}
