/**
 * The page as it stands at one instant: every request works from one snapshot,
 * so a response never mixes two clock readings.
 */
import type { ServiceState } from '../../../../shared/domain/status.ts';
import { componentStates, pageState } from './state.ts';
import { type NoticeView, viewNotices } from './timeline.ts';
import type { StatusWorld } from './world.ts';

export interface StatusSnapshot {
  world: StatusWorld;
  now: number;
  /** Published notices, newest first. */
  notices: NoticeView[];
  componentState: Map<number, ServiceState>;
  pageState: ServiceState;
  childCount: Map<number, number>;
  /** Last change of each component: its creation or the latest update of a notice about it. */
  componentUpdatedAt: Map<number, number>;
  pageUpdatedAt: number;
}

export function takeSnapshot(world: StatusWorld, now: number): StatusSnapshot {
  const notices = viewNotices(world.notices, now).reverse();
  const states = componentStates(world.components, notices);
  const childCount = new Map<number, number>();
  const componentUpdatedAt = new Map<number, number>();
  for (const component of world.components) {
    componentUpdatedAt.set(component.id, component.createdAt);
    if (component.parentId !== null) {
      childCount.set(component.parentId, (childCount.get(component.parentId) ?? 0) + 1);
    }
  }
  let pageUpdatedAt = world.pageCreatedAt;
  for (const view of notices) {
    pageUpdatedAt = Math.max(pageUpdatedAt, view.latest.at);
    for (const id of view.notice.componentIds) {
      componentUpdatedAt.set(id, Math.max(componentUpdatedAt.get(id) ?? 0, view.latest.at));
    }
  }
  for (const updatedAt of componentUpdatedAt.values()) pageUpdatedAt = Math.max(pageUpdatedAt, updatedAt);
  return {
    world,
    now,
    notices,
    componentState: states,
    pageState: pageState(states.values()),
    childCount,
    componentUpdatedAt,
    pageUpdatedAt,
  };
}
