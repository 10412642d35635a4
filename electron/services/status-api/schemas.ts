/**
 * Runtime schemas of the status service's answers (status-api.md section 2 and
 * the notes). Tolerant where real pages vary: both spellings of under-maintenance,
 * unknown states (read as degraded, never operational), extra fields, general
 * notices without state or actual times, updates without ids, null times; a
 * listed component or notice nothing identifies is left out and counted. Strict
 * where the answer would be meaningless: a missing `page`, `components`,
 * `notices`, `notice` or `meta`, or a link that names no page, fails the call.
 */
import { z } from 'zod';
import type { NoticeState, ServiceState } from '../../../shared/domain/status.ts';
import { identifiedListOf, type ReadList } from '../../records/tolerant-list.ts';
import {
  type Collection,
  readComponentsLink,
  readNoticeSelfLink,
  readNoticesLink,
  StatusLinkError,
} from './links.ts';
import type {
  ComponentFilter,
  NoticeFilter,
  ReadNoticeState,
  StatusComponent,
  StatusComponentRef,
  StatusNotice,
  StatusNoticeDetail,
  StatusNoticeUpdate,
  StatusPageSummary,
} from './types.ts';

const SERVICE_STATES: ReadonlyMap<string, ServiceState> = new Map([
  ['operational', 'operational'],
  ['degraded', 'degraded'],
  ['under-maintenance', 'under-maintenance'],
]);

/**
 * One spelling per state: 'under_maintenance' and 'Under Maintenance' read as
 * 'under-maintenance'; anything unknown or missing reads as degraded, because a
 * page that says something the desk does not understand is not all clear.
 */
export function normaliseServiceState(wire: unknown): ServiceState {
  if (typeof wire !== 'string') return 'degraded';
  const word = wire
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  return SERVICE_STATES.get(word) ?? 'degraded';
}

const NOTICE_STATES: ReadonlySet<string> = new Set<NoticeState>([
  'investigating',
  'identified',
  'recovering',
  'resolved',
  'false_alarm',
  'scheduled',
  'underway',
  'complete',
  'cancelled',
]);

/** Null when absent (general notices); 'unknown' for a word the spec does not list. */
export function readNoticeState(wire: unknown): ReadNoticeState | null {
  if (wire === undefined || wire === null) return null;
  // A number, a list or an object is no word of the spec's (and String() of some objects throws).
  if (typeof wire !== 'string') return 'unknown';
  const word = wire
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return NOTICE_STATES.has(word) ? (word as NoticeState) : 'unknown';
}

/** ISO 8601 in UTC, or null for null, absent or unreadable times. */
const timestamp = z
  .unknown()
  .optional()
  .transform((value): string | null => {
    if (typeof value !== 'string') return null;
    const at = Date.parse(value);
    return Number.isNaN(at) ? null : new Date(at).toISOString();
  });

const id = z.union([
  z.number().int().nonnegative(),
  z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number),
]);
const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '');
const count = z
  .number()
  .int()
  .nonnegative()
  .nullish()
  .transform((value) => value ?? 0);
const linkCount = z.object({ count }).nullish();
const serviceState = z.unknown().optional().transform(normaliseServiceState);
const noticeState = z.unknown().optional().transform(readNoticeState);

const pageSchema = z
  .object({
    name: text,
    state: serviceState,
    state_text: text,
    url: text,
    links: z.object({ components: linkCount, notices: linkCount }).nullish(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .transform(
    (page): StatusPageSummary => ({
      name: page.name,
      state: page.state,
      stateText: page.state_text,
      url: page.url,
      componentCount: page.links?.components?.count ?? 0,
      noticeCount: page.links?.notices?.count ?? 0,
      createdAt: page.created_at,
      updatedAt: page.updated_at,
    }),
  );

const componentRefObject = z.object({
  id,
  state: serviceState,
  name: z.string(),
  description: text,
  parent_id: id.nullish(),
  position: z.number().int().nullish(),
  created_at: timestamp,
  updated_at: timestamp,
});

const toComponentRef = (component: z.output<typeof componentRefObject>): StatusComponentRef => ({
  id: component.id,
  state: component.state,
  name: component.name,
  description: component.description,
  parentId: component.parent_id ?? null,
  position: component.position ?? null,
  createdAt: component.created_at,
  updatedAt: component.updated_at,
});

const componentRefSchema = componentRefObject.transform(toComponentRef);

const componentSchema = componentRefObject
  .extend({ links: z.object({ children: linkCount }).nullish() })
  .transform(
    (component): StatusComponent => ({
      ...toComponentRef(component),
      childCount: component.links?.children?.count ?? 0,
    }),
  );

const updateSchema = z
  .object({ state: noticeState, content: text, created_at: timestamp, updated_at: timestamp })
  .transform(
    (update): StatusNoticeUpdate => ({
      state: update.state,
      content: update.content,
      createdAt: update.created_at,
      updatedAt: update.updated_at,
    }),
  );

const noticeObject = z.object({
  id: id.nullish(),
  type: z.enum(['general', 'planned', 'unplanned']),
  timeline_state: z.enum(['future', 'present', 'past_recent', 'past_distant']),
  state: noticeState,
  subject: text,
  url: text,
  begins_at: timestamp,
  ends_at: timestamp,
  began_at: timestamp,
  ended_at: timestamp,
  created_at: timestamp,
  updated_at: timestamp,
  tag_list: z
    .array(z.string())
    .nullish()
    .transform((tags) => tags ?? []),
  links: z.object({ self: z.string().nullish() }).nullish(),
  latest_update: updateSchema.nullish(),
});

/** The notice's id, read from `links.self` when the record has none; null after reporting why not. */
function noticeId(notice: z.output<typeof noticeObject>, ctx: z.RefinementCtx): number | null {
  if (notice.id !== undefined && notice.id !== null) return notice.id;
  const self = notice.links?.self;
  if (!self) {
    ctx.issues.push({ code: 'custom', message: 'a notice with neither id nor links.self', input: notice });
    return null;
  }
  try {
    return readNoticeSelfLink(self);
  } catch (error) {
    if (!(error instanceof StatusLinkError)) throw error;
    ctx.issues.push({ code: 'custom', message: error.message, input: self, path: ['links', 'self'] });
    return null;
  }
}

const toNotice = (notice: z.output<typeof noticeObject>, id: number): StatusNotice => ({
  id,
  type: notice.type,
  timelineState: notice.timeline_state,
  state: notice.state,
  subject: notice.subject,
  url: notice.url,
  beginsAt: notice.begins_at,
  endsAt: notice.ends_at,
  beganAt: notice.began_at,
  endedAt: notice.ended_at,
  createdAt: notice.created_at,
  updatedAt: notice.updated_at,
  tags: notice.tag_list,
  latestUpdate: notice.latest_update ?? null,
});

const noticeSchema = noticeObject.transform((notice, ctx): StatusNotice => {
  const read = noticeId(notice, ctx);
  return read === null ? z.NEVER : toNotice(notice, read);
});

const noticeDetailSchema = noticeObject
  .extend({
    components: z
      .array(componentRefSchema)
      .nullish()
      .transform((components) => components ?? []),
    updates: z
      .array(updateSchema)
      .nullish()
      .transform((updates) => updates ?? []),
  })
  .transform((detail, ctx): StatusNoticeDetail => {
    const read = noticeId(detail, ctx);
    if (read === null) return z.NEVER;
    return { ...toNotice(detail, read), components: detail.components, updates: detail.updates };
  });

/** A listing page before its next link is merged with the caller's filters. */
export interface ReadListPage<T, F> {
  items: T[];
  /** Records on the page left out because nothing identifies them (no id, nor a link to one). */
  skipped: number;
  count: number;
  totalCount: number;
  nextPageLink: string | null;
  linkedPage: F | null;
}

function metaSchema<F>(readLink: (href: string) => F) {
  return z
    .object({
      count: z.number().int().nonnegative(),
      total_count: z.number().int().nonnegative(),
      next_page: z.string().nullish(),
    })
    .transform((meta, ctx) => {
      const link = meta.next_page?.trim() || null;
      let linkedPage: F | null = null;
      if (link !== null) {
        try {
          linkedPage = readLink(link);
        } catch (error) {
          if (!(error instanceof StatusLinkError)) throw error;
          ctx.issues.push({ code: 'custom', message: error.message, input: link, path: ['next_page'] });
          return z.NEVER;
        }
      }
      return { count: meta.count, totalCount: meta.total_count, nextPageLink: link, linkedPage };
    });
}

/** Whether a listed record carries what identifies it: its id, or (a notice) the link to itself. */
function identified(record: Record<string, unknown>): boolean {
  if (id.safeParse(record.id).success) return true;
  const links = record.links as { self?: unknown } | null | undefined;
  return typeof links?.self === 'string' && links.self.trim() !== '';
}

function listSchema<T, F>(
  collection: Collection,
  item: z.ZodType<T>,
  readLink: (href: string) => F,
): z.ZodType<ReadListPage<T, F>> {
  const meta = metaSchema(readLink);
  // The member is named after the collection, which TypeScript cannot follow through a computed key.
  return z.object({ [collection]: identifiedListOf(item, identified), meta }).transform((body) => {
    const items = body[collection] as ReadList<T>;
    return { items: [...items], skipped: items.skipped, ...(body.meta as z.output<typeof meta>) };
  });
}

export const statusBodySchema = z.object({ page: pageSchema }).transform((body) => body.page);

export const componentListSchema: z.ZodType<ReadListPage<StatusComponent, ComponentFilter>> = listSchema(
  'components',
  componentSchema,
  readComponentsLink,
);

export const noticeListSchema: z.ZodType<ReadListPage<StatusNotice, NoticeFilter>> = listSchema(
  'notices',
  noticeSchema,
  readNoticesLink,
);

export const noticeBodySchema = z.object({ notice: noticeDetailSchema }).transform((body) => body.notice);
