/**
 * What the notices and components mean for the desk (status-api.md section 3): a
 * current incident is one that is present and still investigating or identified
 * (recovering ones are no longer current), a maintenance counts while it is
 * underway, and degraded outranks under-maintenance. A state the client could not
 * read counts as the more serious reading, never as all clear.
 */
import type { ServiceState } from '../../../shared/domain/status.ts';
import type { ReadNoticeState, StatusComponent, StatusComponentNode, StatusNotice } from './types.ts';

const SEVERITY: Record<ServiceState, number> = { operational: 0, 'under-maintenance': 1, degraded: 2 };

export function worseState(a: ServiceState, b: ServiceState): ServiceState {
  return SEVERITY[b] > SEVERITY[a] ? b : a;
}

const CURRENT_INCIDENT_STATES: ReadonlySet<ReadNoticeState | null> = new Set([
  'investigating',
  'identified',
  'unknown',
  null,
]);
const UNDERWAY_MAINTENANCE_STATES: ReadonlySet<ReadNoticeState | null> = new Set([
  'underway',
  'unknown',
  null,
]);
const CLOSED_STATES: ReadonlySet<ReadNoticeState | null> = new Set([
  'resolved',
  'false_alarm',
  'complete',
  'cancelled',
]);

export function isCurrentIncident(notice: StatusNotice): boolean {
  return (
    notice.type === 'unplanned' &&
    notice.timelineState === 'present' &&
    CURRENT_INCIDENT_STATES.has(notice.state)
  );
}

export function isUnderwayMaintenance(notice: StatusNotice): boolean {
  return (
    notice.type === 'planned' &&
    notice.timelineState === 'present' &&
    UNDERWAY_MAINTENANCE_STATES.has(notice.state)
  );
}

/** Announced and not begun; a maintenance already called off is not coming. */
export function isUpcomingMaintenance(notice: StatusNotice): boolean {
  return notice.type === 'planned' && notice.timelineState === 'future' && !CLOSED_STATES.has(notice.state);
}

/** The overall state by the spec's rule, from the components' own states and the notices. */
export function overallState(
  components: readonly Pick<StatusComponent, 'state'>[],
  notices: readonly StatusNotice[],
): ServiceState {
  let state: ServiceState = 'operational';
  for (const component of components) state = worseState(state, component.state);
  for (const notice of notices) {
    if (isCurrentIncident(notice)) state = worseState(state, 'degraded');
    else if (isUnderwayMaintenance(notice)) state = worseState(state, 'under-maintenance');
  }
  return state;
}

/** By `position` where the page gives one, the rest after them in the page's own order. */
function byPosition(a: StatusComponent, b: StatusComponent): number {
  if (a.position === null || b.position === null)
    return (a.position === null ? 1 : 0) - (b.position === null ? 1 : 0);
  return a.position - b.position;
}

/** Whether `ancestor` is `node` or stands above it through parent links already made. */
function isAncestorOrSelf(
  ancestor: StatusComponentNode,
  node: StatusComponentNode,
  parents: Map<number, StatusComponentNode>,
): boolean {
  for (let step: StatusComponentNode | undefined = ancestor; step; step = parents.get(step.id)) {
    if (step === node) return true;
  }
  return false;
}

/**
 * Top-level components with their children, at any depth. A component whose
 * parent is missing from the list (a filtered or broken listing), or whose parent
 * links run in a circle, stands at the top rather than disappearing.
 */
export function componentTree(components: readonly StatusComponent[]): StatusComponentNode[] {
  const nodes = new Map<number, StatusComponentNode>();
  for (const component of [...components].sort(byPosition)) {
    nodes.set(component.id, { ...component, children: [] });
  }
  const parents = new Map<number, StatusComponentNode>();
  const roots: StatusComponentNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent && !isAncestorOrSelf(parent, node, parents)) {
      parents.set(node.id, parent);
      parent.children.push(node);
    } else {
      roots.push(node);
    }
  }
  return roots;
}
