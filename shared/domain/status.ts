/**
 * Shapes of the status service (status-api.md section 2). `ServiceState` is the
 * normalised state; the wire spelling varies (`under-maintenance` / `under_maintenance`).
 */
export type ServiceState = 'operational' | 'degraded' | 'under-maintenance';
/** What the wire may carry: both spellings, and anything else a server invents. */
export type WireServiceState = ServiceState | 'under_maintenance' | (string & {});

export interface Link {
  href: string;
  count: number;
}

export interface StatusPage {
  name: string;
  state: WireServiceState;
  state_text: string;
  url: string;
  links: { components: Link; notices: Link };
  created_at: string;
  updated_at: string;
}

export interface Component {
  id: number;
  state: WireServiceState;
  name: string;
  description: string;
  parent_id: number | null;
  position?: number;
  links: { children: Link };
  created_at: string;
  updated_at: string;
}

export type NoticeType = 'general' | 'planned' | 'unplanned';
export type TimelineState = 'future' | 'present' | 'past_recent' | 'past_distant';
export type IncidentState = 'investigating' | 'identified' | 'recovering' | 'resolved' | 'false_alarm';
export type MaintenanceState = 'scheduled' | 'underway' | 'complete' | 'cancelled';
export type NoticeState = IncidentState | MaintenanceState;

export interface NoticeUpdate {
  state?: NoticeState;
  content: string;
  created_at: string;
  updated_at: string;
}

export interface Notice {
  id: number;
  type: NoticeType;
  timeline_state: TimelineState;
  /** Absent on general notices. */
  state?: NoticeState;
  subject: string;
  url: string;
  begins_at?: string | null;
  ends_at?: string | null;
  /** Absent on general notices. */
  began_at?: string | null;
  ended_at?: string | null;
  created_at: string;
  updated_at: string;
  tag_list: string[];
  links: { self: string };
  latest_update: NoticeUpdate;
}

export interface NoticeDetail extends Notice {
  components: Omit<Component, 'links'>[];
  updates: NoticeUpdate[];
}

export interface ListMeta {
  count: number;
  total_count: number;
  /** Absent or null on the last page. */
  next_page?: string | null;
}

export const STATUS_LIMITS = { pageSize: 25, requestsPerSecond: 10 } as const;
