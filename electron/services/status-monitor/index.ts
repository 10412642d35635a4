/** The account's watch on the status page, and what the desk's handlers read from it. */
export type { AlertNews } from './alert-text.ts';
export { alertNews, plainLine } from './alert-text.ts';
export { failureDelayMs, STATUS_BACKOFF } from './backoff.ts';
export {
  type DetectorMemory,
  detectChanges,
  EMPTY_MEMORY,
  MAINTENANCE_WARNING_MS,
} from './change-detector.ts';
export { mergeHealth } from './merge.ts';
export {
  createStatusMonitor,
  POLL_MINUTES,
  pollIntervalMs,
  type ServiceStatusReport,
  type StatusMonitor,
  type StatusMonitorOptions,
} from './monitor.ts';
export { createPoller, type Poller, type ReadingCause } from './poller.ts';
export { RECENT_NOTICES_MAX, readRecentNotices } from './recent.ts';
