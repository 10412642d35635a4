/**
 * What the service-status calls of the contract carry: the indicator's state with
 * the latest good reading of the status page, a notice with its timeline, and the
 * recently closed notices.
 */
import { z } from 'zod';
import type { ServiceStatusSnapshot, StatusNotice } from '../domain/status-snapshot.ts';
import type { ServiceHealth } from './events.ts';
import { lookupFieldWords } from './words.ts';

export type {
  ServiceStatusSnapshot,
  StatusComponentNode,
  StatusComponentRef,
  StatusNotice,
  StatusNoticeDetail,
  StatusNoticeUpdate,
} from '../domain/status-snapshot.ts';
export type { HealthVerdict, PageProblem, PageReading, ServiceHealth, StatusAlert } from './events.ts';

export interface ServiceStatusView {
  health: ServiceHealth;
  /** The latest reading that succeeded, kept while the page does not answer; null before any (or no page). */
  snapshot: ServiceStatusSnapshot | null;
}

export interface RecentNotices {
  /** Closed in the last days (the page's `past_recent`), most recently changed first. */
  notices: StatusNotice[];
  /** The page holds more than the desk lists. */
  more: boolean;
}

export const noticeRequestSchema = z
  .object({ id: z.number().int(lookupFieldWords.notNoticeId).min(0).max(Number.MAX_SAFE_INTEGER) })
  .strict();
