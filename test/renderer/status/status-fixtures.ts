/** Service-status answers and events shaped like the desk's, for the indicator and panel tests. */
import type {
  ServiceStatusSnapshot,
  StatusComponentNode,
  StatusNotice,
  StatusNoticeDetail,
} from '../../../shared/domain/status-snapshot.ts';
import type { ServiceHealth, ServiceStatusView } from '../../../shared/ipc/service-status.ts';

export function health(overrides: Partial<ServiceHealth> = {}): ServiceHealth {
  return {
    sessionId: 1,
    verdict: 'operational',
    page: 'operational',
    lastKnownPage: 'operational',
    desk: 'online',
    // 09:15 UTC is 10:15 in London in May.
    lastReadingAt: '2031-05-06T09:15:00.000Z',
    nextCheckAt: '2031-05-06T09:17:00.000Z',
    reason: null,
    checking: false,
    ...overrides,
  };
}

function node(id: number, name: string, overrides: Partial<StatusComponentNode> = {}): StatusComponentNode {
  return {
    id,
    name,
    state: 'operational',
    description: '',
    parentId: null,
    position: null,
    createdAt: null,
    updatedAt: null,
    childCount: 0,
    children: [],
    ...overrides,
  };
}

export const COMPONENTS: StatusComponentNode[] = [
  node(10, 'Waiver API', {
    state: 'degraded',
    childCount: 2,
    children: [
      node(11, 'Search', { parentId: 10, state: 'degraded' }),
      node(12, 'Check-ins', { parentId: 10 }),
    ],
  }),
  node(20, 'Signing kiosk'),
];

export function statusNotice(id: number, overrides: Partial<StatusNotice> = {}): StatusNotice {
  return {
    id,
    type: 'unplanned',
    timelineState: 'present',
    state: 'identified',
    subject: 'Elevated error rates on the Waiver API',
    url: `https://status.example/notices/${id}`,
    beginsAt: null,
    endsAt: null,
    beganAt: '2031-05-06T08:23:00.000Z',
    endedAt: null,
    createdAt: '2031-05-06T08:23:00.000Z',
    updatedAt: '2031-05-06T09:06:00.000Z',
    tags: [],
    latestUpdate: {
      state: 'identified',
      content: 'A fix is rolling out to the remaining nodes.',
      createdAt: '2031-05-06T09:06:00.000Z',
      updatedAt: '2031-05-06T09:06:00.000Z',
    },
    ...overrides,
  };
}

export const INCIDENT = statusNotice(301);

export const PLANNED = statusNotice(302, {
  type: 'planned',
  timelineState: 'future',
  state: 'scheduled',
  subject: 'Search index rebuild',
  // 13:00–16:00 UTC is 14:00–17:00 in London in May.
  beginsAt: '2031-05-08T13:00:00.000Z',
  endsAt: '2031-05-08T16:00:00.000Z',
  beganAt: null,
  latestUpdate: {
    state: 'scheduled',
    content: 'Search may return partial results while the index is rebuilt.',
    createdAt: '2031-05-05T09:00:00.000Z',
    updatedAt: '2031-05-05T09:00:00.000Z',
  },
});

export function incidentDetail(): StatusNoticeDetail {
  return {
    ...INCIDENT,
    components: [
      {
        id: 11,
        name: 'Search',
        state: 'degraded',
        description: '',
        parentId: 10,
        position: null,
        createdAt: null,
        updatedAt: null,
      },
    ],
    updates: [
      {
        state: 'identified',
        content: 'A fix is rolling out to the remaining nodes.',
        createdAt: '2031-05-06T09:06:00.000Z',
        updatedAt: null,
      },
      {
        state: 'identified',
        content: 'We found a faulty cache node.',
        createdAt: '2031-05-06T08:44:00.000Z',
        updatedAt: null,
      },
      {
        state: 'investigating',
        content: 'Some calls to the API fail.',
        createdAt: '2031-05-06T08:23:00.000Z',
        updatedAt: null,
      },
    ],
  };
}

export function statusSnapshot(overrides: Partial<ServiceStatusSnapshot> = {}): ServiceStatusSnapshot {
  return {
    page: {
      name: 'Waivers',
      url: 'https://status.example',
      state: 'degraded',
      stateText: 'Degraded',
      updatedAt: null,
    },
    state: 'degraded',
    components: COMPONENTS,
    incidents: [INCIDENT],
    maintenances: [],
    upcoming: [PLANNED],
    fetchedAt: '2031-05-06T09:15:00.000Z',
    ...overrides,
  };
}

export function view(
  healthOverrides: Partial<ServiceHealth> = {},
  snapshot = statusSnapshot(),
): ServiceStatusView {
  return { health: health(healthOverrides), snapshot };
}
