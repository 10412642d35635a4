/** The waiver service client and what callers need alongside it. */

export { formatServiceDateTime } from '../../../shared/time/zoned-time.ts';
export {
  ApiError,
  AuthError,
  CancelledError,
  DataError,
  LabelInUseError,
  NetworkError,
  NotFoundError,
  ParameterError,
  ProtocolError,
  RateLimitError,
  ServerError,
  TimeoutError,
  UnsupportedMediaError,
} from '../../http/errors.ts';
export type {
  Lease,
  Priority,
  RequestScheduler,
  SchedulerOptions,
  WindowLimit,
} from '../../http/scheduler.ts';
export { createRequestScheduler, defaultBuckets } from '../../http/scheduler.ts';
export { defaultUserAgent } from '../../http/user-agent.ts';
export { readList } from '../../records/tolerant-list.ts';
export type { CheckinWindow } from './checkin-window.ts';
export { checkinWindowForToday } from './checkin-window.ts';
export {
  createWaiverClient,
  DEFAULT_SEARCH_TIMEOUT_MS,
  DEFAULT_TIMEOUT_MS,
} from './client.ts';
export type {
  CallOptions,
  CheckinQuery,
  DateInput,
  DynamicTemplateRequest,
  LibraryConfig,
  NewPublishedKey,
  PdfOption,
  QueueReadOptions,
  ReadList,
  SearchQuery,
  SmsRequest,
  TemplateListQuery,
  WaiverClient,
  WaiverClientOptions,
  WaiverListQuery,
} from './types.ts';
