/**
 * Component and page states derived from the notices (status-api.md section 3):
 * a present incident still investigating or identified degrades what it touches,
 * a present maintenance that is underway puts it under maintenance, and degraded
 * wins over under-maintenance.
 */
import type { ServiceState } from '../../../../shared/domain/status.ts';
import type { NoticeView } from './timeline.ts';
import type { ComponentRecord } from './world.ts';

const SEVERITY: Record<ServiceState, number> = { operational: 0, 'under-maintenance': 1, degraded: 2 };

export function worse(a: ServiceState, b: ServiceState): ServiceState {
  return SEVERITY[b] > SEVERITY[a] ? b : a;
}

function noticeImpact(view: NoticeView): ServiceState {
  if (view.timeline !== 'present') return 'operational';
  if (view.notice.type === 'unplanned' && (view.state === 'investigating' || view.state === 'identified')) {
    return 'degraded';
  }
  if (view.notice.type === 'planned' && view.state === 'underway') return 'under-maintenance';
  return 'operational';
}

export function componentStates(
  components: readonly ComponentRecord[],
  views: readonly NoticeView[],
): Map<number, ServiceState> {
  const states = new Map<number, ServiceState>(components.map((component) => [component.id, 'operational']));
  for (const view of views) {
    const impact = noticeImpact(view);
    for (const id of view.notice.componentIds) {
      const current = states.get(id);
      if (current !== undefined) states.set(id, worse(current, impact));
    }
  }
  return states;
}

export function pageState(states: Iterable<ServiceState>): ServiceState {
  let page: ServiceState = 'operational';
  for (const state of states) page = worse(page, state);
  return page;
}
