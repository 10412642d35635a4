/** The service-health picture assembled from what the status endpoints returned. */
import {
  componentTree,
  isCurrentIncident,
  isUnderwayMaintenance,
  isUpcomingMaintenance,
  overallState,
  worseState,
} from './health.ts';
import type { ServiceStatusSnapshot, StatusComponent, StatusNotice, StatusPageSummary } from './types.ts';

export interface SnapshotParts {
  page: StatusPageSummary;
  /** Every component, top-level and children. */
  components: readonly StatusComponent[];
  /** Notices whose timeline state is `present`. */
  present: readonly StatusNotice[];
  /** Planned notices whose timeline state is `future`. */
  future: readonly StatusNotice[];
  fetchedAt: Date;
  /** Components and notices left out because nothing identified them. */
  leftOut?: number;
}

/** Unknown start times sort last: an announcement without a date is still worth showing. */
function soonestFirst(a: StatusNotice, b: StatusNotice): number {
  const start = (notice: StatusNotice) =>
    notice.beginsAt === null ? Number.POSITIVE_INFINITY : Date.parse(notice.beginsAt);
  const difference = start(a) - start(b);
  return Number.isNaN(difference) ? 0 : difference;
}

export function buildSnapshot(parts: SnapshotParts): ServiceStatusSnapshot {
  const { page } = parts;
  return {
    page: {
      name: page.name,
      url: page.url,
      state: page.state,
      stateText: page.stateText,
      updatedAt: page.updatedAt,
    },
    state: worseState(page.state, overallState(parts.components, parts.present)),
    components: componentTree(parts.components),
    incidents: parts.present.filter(isCurrentIncident),
    maintenances: parts.present.filter(isUnderwayMaintenance),
    upcoming: parts.future.filter(isUpcomingMaintenance).sort(soonestFirst),
    fetchedAt: parts.fetchedAt.toISOString(),
    ...(parts.leftOut ? { leftOut: parts.leftOut } : {}),
  };
}
