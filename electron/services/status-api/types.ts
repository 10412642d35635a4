/**
 * The status client's public surface: the normalised records it yields (camelCase,
 * one spelling per state, null where the wire had nothing), the filters it takes
 * and its methods. Everything here is plain JSON so a snapshot can cross IPC.
 */
import type { Dispatcher } from 'undici';
import type { NoticeState, NoticeType, ServiceState, TimelineState } from '../../../shared/domain/status.ts';
import type { RetryPolicy } from '../http/retry.ts';
import type { RequestScheduler } from '../http/scheduler.ts';
import type { CallOptions } from '../http/transport.ts';

export interface StatusClientOptions {
  /** The status page root; endpoints are requested at `{statusUrl}/api/v1/...`. */
  statusUrl: string;
  /** One per account, shared with the waiver client; its 'status' budget (10 per second) is spent here. */
  scheduler?: RequestScheduler;
  /** Default `WaiverDesk/<package version> (+electron)` or `(+node)`. */
  userAgent?: string;
  /** Per attempt; default 10000. */
  timeoutMs?: number;
  /** Default a keep-alive Agent, closed by `close()`. */
  dispatcher?: Dispatcher;
  /** Retries of reads (429 included, which the status service sends without a wait); default the core's. */
  retryPolicy?: Partial<RetryPolicy>;
  /** Stamps `fetchedAt` of a snapshot; default the system time. */
  now?: () => Date;
}

/** A notice's progress as read: unknown words are kept as 'unknown' rather than refused. */
export type ReadNoticeState = NoticeState | 'unknown';

export interface StatusPageSummary {
  name: string;
  state: ServiceState;
  stateText: string;
  url: string;
  componentCount: number;
  noticeCount: number;
  createdAt: string | null;
  updatedAt: string | null;
}

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

export interface ComponentFilter {
  /** 1-based; default 1. */
  page?: number;
  /** true: only top-level components; false: only children. */
  parentIdNull?: boolean;
  /** Only the children of this component. */
  parentId?: number;
}

export interface NoticeFilter {
  page?: number;
  type?: NoticeType;
  timelineState?: TimelineState;
}

export interface StatusListPage<T, F> {
  items: T[];
  /** Records on this page. */
  count: number;
  /** Records across all pages. */
  totalCount: number;
  /** `meta.next_page` exactly as sent; null on the last page. */
  nextPageLink: string | null;
  /** The request for the next page, read out of that link; null on the last page. */
  next: F | null;
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
}

export interface StatusClient {
  getPage(options?: CallOptions): Promise<StatusPageSummary>;
  listComponents(
    filter?: ComponentFilter,
    options?: CallOptions,
  ): Promise<StatusListPage<StatusComponent, ComponentFilter>>;
  listNotices(
    filter?: NoticeFilter,
    options?: CallOptions,
  ): Promise<StatusListPage<StatusNotice, NoticeFilter>>;
  getNotice(id: number, options?: CallOptions): Promise<StatusNoticeDetail>;
  /** Every matching component, page after page from `filter.page` on. */
  components(filter?: ComponentFilter, options?: CallOptions): AsyncGenerator<StatusComponent>;
  notices(filter?: NoticeFilter, options?: CallOptions): AsyncGenerator<StatusNotice>;
  statusSnapshot(options?: CallOptions): Promise<ServiceStatusSnapshot>;
  close(): Promise<void>;
}

export type { CallOptions } from '../http/transport.ts';
