/**
 * Which readings of the status page are worth a desktop notification: a real
 * change of the overall state, and a planned maintenance about to begin. Pure:
 * given what was remembered and a new reading, it answers what to announce and
 * what to remember next.
 *
 * An unreadable page ('unknown') is an outage of the status page, not a change of
 * the service: it announces nothing and keeps the last known state, so the page
 * coming back with the same state is silent too. The first reading of a session
 * sets the state without announcing it (the indicator shows it); a maintenance
 * about to begin is announced once per notice, and only before it begins.
 */

import type { ServiceState } from '../../../shared/domain/status.ts';
import type { ServiceStatusSnapshot } from '../../../shared/domain/status-snapshot.ts';

/** How long before a maintenance's start the desk warns of it. */
export const MAINTENANCE_WARNING_MS = 15 * 60_000;

export interface DetectorMemory {
  /** The overall state of the last reading that succeeded; null before the first. */
  lastKnown: ServiceState | null;
  /** Maintenances already announced as about to begin. */
  warned: ReadonlySet<number>;
}

export const EMPTY_MEMORY: DetectorMemory = { lastKnown: null, warned: new Set() };

export type Reading = { kind: 'unknown' } | { kind: 'read'; snapshot: ServiceStatusSnapshot };

export type StatusChange =
  | { kind: 'state-changed'; from: ServiceState; to: ServiceState }
  | { kind: 'maintenance-soon'; noticeId: number; beginsAt: number };

export interface Detection {
  memory: DetectorMemory;
  changes: StatusChange[];
}

export function detectChanges(
  memory: DetectorMemory,
  reading: Reading,
  now: number,
  warningMs = MAINTENANCE_WARNING_MS,
): Detection {
  if (reading.kind === 'unknown') return { memory, changes: [] };
  const { snapshot } = reading;
  const changes: StatusChange[] = [];
  if (memory.lastKnown !== null && memory.lastKnown !== snapshot.state) {
    changes.push({ kind: 'state-changed', from: memory.lastKnown, to: snapshot.state });
  }
  const warned = new Set(memory.warned);
  for (const notice of snapshot.upcoming) {
    const beginsAt = notice.beginsAt === null ? Number.NaN : Date.parse(notice.beginsAt);
    const ahead = beginsAt - now;
    // NaN fails both tests: a maintenance without a readable start is never "about to begin".
    if (ahead > 0 && ahead <= warningMs && !warned.has(notice.id)) {
      warned.add(notice.id);
      changes.push({ kind: 'maintenance-soon', noticeId: notice.id, beginsAt });
    }
  }
  return { memory: { lastKnown: snapshot.state, warned }, changes };
}
