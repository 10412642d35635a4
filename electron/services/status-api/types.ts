/**
 * The status client's public surface: the normalised records it yields (camelCase,
 * one spelling per state, null where the wire had nothing), the filters it takes
 * and its methods. Everything here is plain JSON so a snapshot can cross IPC.
 */
import type { Dispatcher } from 'undici';
import type { NoticeType, ServiceState, TimelineState } from '../../../shared/domain/status.ts';
import type {
  ServiceStatusSnapshot,
  StatusComponent,
  StatusNotice,
  StatusNoticeDetail,
} from '../../../shared/domain/status-snapshot.ts';
import type { RetryPolicy } from '../../http/retry.ts';
import type { RequestScheduler } from '../../http/scheduler.ts';
import type { CallOptions } from '../../http/transport.ts';

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
  /** Records on the page left out because nothing identifies them. */
  skipped: number;
  /** Records on this page. */
  count: number;
  /** Records across all pages. */
  totalCount: number;
  /** `meta.next_page` exactly as sent; null on the last page. */
  nextPageLink: string | null;
  /** The request for the next page, read out of that link; null on the last page. */
  next: F | null;
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

// The records the page shows too live in shared/domain; re-exported so the client's callers keep one import.
export type {
  ReadNoticeState,
  ServiceStatusSnapshot,
  StatusComponent,
  StatusComponentNode,
  StatusComponentRef,
  StatusNotice,
  StatusNoticeDetail,
  StatusNoticeUpdate,
} from '../../../shared/domain/status-snapshot.ts';
export type { CallOptions } from '../../http/transport.ts';
