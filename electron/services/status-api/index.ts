/** The status service client and what callers need alongside it. */
export { createStatusClient, DEFAULT_STATUS_TIMEOUT_MS, STATUS_ROUTES } from './client.ts';
export {
  componentTree,
  isCurrentIncident,
  isUnderwayMaintenance,
  isUpcomingMaintenance,
  overallState,
  worseState,
} from './health.ts';
export { readComponentsLink, readNoticeSelfLink, readNoticesLink, StatusLinkError } from './links.ts';
export { normaliseServiceState, readNoticeState } from './schemas.ts';
export { buildSnapshot, type SnapshotParts } from './snapshot.ts';
export type {
  CallOptions,
  ComponentFilter,
  NoticeFilter,
  ReadNoticeState,
  ServiceStatusSnapshot,
  StatusClient,
  StatusClientOptions,
  StatusComponent,
  StatusComponentNode,
  StatusComponentRef,
  StatusListPage,
  StatusNotice,
  StatusNoticeDetail,
  StatusNoticeUpdate,
  StatusPageSummary,
} from './types.ts';
