/**
 * The JSON shapes of status-api.md section 2, written from a snapshot. Only the
 * updates that have happened appear; times that have not happened are null.
 */
import type {
  Component,
  Notice,
  NoticeDetail,
  NoticeUpdate,
  StatusPage,
} from '../../../../shared/domain/status.ts';
import { COMPONENTS_HREF, childrenHref, NOTICES_HREF, noticeSelfHref } from './links.ts';
import type { StatusSnapshot } from './snapshot.ts';
import { componentSpelling, pageSpelling, stateText } from './spelling.ts';
import { iso, isoOrNull } from './time.ts';
import type { NoticeView } from './timeline.ts';
import type { ComponentRecord, UpdateRecord } from './world.ts';

export interface WireContext {
  snapshot: StatusSnapshot;
  seed: number;
  /** Absolute address of the page, e.g. http://127.0.0.1:PORT/status. */
  pageUrl: string;
}

export function wirePage(context: WireContext): StatusPage {
  const { snapshot } = context;
  return {
    name: snapshot.world.pageName,
    state: pageSpelling(snapshot.pageState, context.seed),
    state_text: stateText(snapshot.pageState),
    url: context.pageUrl,
    links: {
      components: { href: COMPONENTS_HREF, count: snapshot.world.components.length },
      notices: { href: NOTICES_HREF, count: snapshot.notices.length },
    },
    created_at: iso(snapshot.world.pageCreatedAt),
    updated_at: iso(snapshot.pageUpdatedAt),
  };
}

export function wireComponentWithoutLinks(
  context: WireContext,
  record: ComponentRecord,
): Omit<Component, 'links'> {
  const { snapshot } = context;
  return {
    id: record.id,
    state: componentSpelling(
      snapshot.componentState.get(record.id) ?? 'operational',
      record.id,
      context.seed,
    ),
    name: record.name,
    description: record.description,
    parent_id: record.parentId,
    ...(record.position === undefined ? {} : { position: record.position }),
    created_at: iso(record.createdAt),
    updated_at: iso(snapshot.componentUpdatedAt.get(record.id) ?? record.createdAt),
  };
}

export function wireComponent(context: WireContext, record: ComponentRecord): Component {
  const children = { href: childrenHref(record.id), count: context.snapshot.childCount.get(record.id) ?? 0 };
  return { ...wireComponentWithoutLinks(context, record), links: { children } };
}

function wireUpdate(update: UpdateRecord): NoticeUpdate {
  return {
    ...(update.state === undefined ? {} : { state: update.state }),
    content: update.content,
    created_at: iso(update.at),
    updated_at: iso(update.at),
  };
}

export function wireNotice(context: WireContext, view: NoticeView): Notice {
  const { notice } = view;
  const general = notice.type === 'general';
  // An incident announces no window: it is the actual one, as far as it has happened.
  const window =
    notice.type === 'unplanned'
      ? { begins_at: isoOrNull(view.beganAt), ends_at: isoOrNull(view.endedAt) }
      : { begins_at: isoOrNull(notice.beginsAt), ends_at: isoOrNull(notice.endsAt) };
  return {
    id: notice.id,
    type: notice.type,
    timeline_state: view.timeline,
    ...(general ? {} : { state: view.state }),
    subject: notice.subject,
    url: `${context.pageUrl}/notices/${notice.id}`,
    ...window,
    ...(general ? {} : { began_at: isoOrNull(view.beganAt), ended_at: isoOrNull(view.endedAt) }),
    created_at: iso(notice.createdAt),
    updated_at: iso(view.latest.at),
    tag_list: [...notice.tags],
    links: { self: noticeSelfHref(notice.id) },
    latest_update: wireUpdate(view.latest),
  };
}

export function wireNoticeDetail(context: WireContext, view: NoticeView): NoticeDetail {
  const byId = new Map(context.snapshot.world.components.map((component) => [component.id, component]));
  return {
    ...wireNotice(context, view),
    components: view.notice.componentIds.flatMap((id) => {
      const record = byId.get(id);
      return record === undefined ? [] : [wireComponentWithoutLinks(context, record)];
    }),
    // Newest first, like the page shows them; latest_update is the first.
    updates: [...view.updates].reverse().map(wireUpdate),
  };
}
