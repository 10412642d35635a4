/** Status readings shaped like the client's, with only what a test cares about spelled out. */

import type { ServiceState } from '../../shared/domain/status.ts';
import type { ServiceStatusSnapshot, StatusNotice } from '../../shared/domain/status-snapshot.ts';

export function notice(id: number, overrides: Partial<StatusNotice> = {}): StatusNotice {
  return {
    id,
    type: 'unplanned',
    timelineState: 'present',
    state: 'investigating',
    subject: `Notice ${id}`,
    url: `https://status.example/notices/${id}`,
    beginsAt: null,
    endsAt: null,
    beganAt: '2031-05-06T08:00:00.000Z',
    endedAt: null,
    createdAt: '2031-05-06T08:00:00.000Z',
    updatedAt: '2031-05-06T08:30:00.000Z',
    tags: [],
    latestUpdate: {
      state: 'investigating',
      content: 'We are looking into it.',
      createdAt: '2031-05-06T08:30:00.000Z',
      updatedAt: '2031-05-06T08:30:00.000Z',
    },
    ...overrides,
  };
}

/** A planned maintenance that begins at `beginsAt` (epoch ms) and lasts an hour. */
export function planned(id: number, beginsAt: number, overrides: Partial<StatusNotice> = {}): StatusNotice {
  return notice(id, {
    type: 'planned',
    timelineState: 'future',
    state: 'scheduled',
    subject: `Maintenance ${id}`,
    beginsAt: new Date(beginsAt).toISOString(),
    endsAt: new Date(beginsAt + 3_600_000).toISOString(),
    beganAt: null,
    ...overrides,
  });
}

export function snapshot(
  state: ServiceState,
  parts: Partial<Pick<ServiceStatusSnapshot, 'incidents' | 'maintenances' | 'upcoming' | 'components'>> = {},
): ServiceStatusSnapshot {
  return {
    page: { name: 'Waivers', url: 'https://status.example', state, stateText: state, updatedAt: null },
    state,
    components: parts.components ?? [],
    incidents: parts.incidents ?? (state === 'degraded' ? [notice(1, { subject: 'Slow check-ins' })] : []),
    maintenances:
      parts.maintenances ??
      (state === 'under-maintenance'
        ? [
            notice(2, {
              type: 'planned',
              state: 'underway',
              subject: 'Database upgrade',
              endsAt: '2031-05-06T11:00:00.000Z',
            }),
          ]
        : []),
    upcoming: parts.upcoming ?? [],
    fetchedAt: '2031-05-06T09:00:00.000Z',
  };
}
