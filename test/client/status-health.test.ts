import type { StatusScenario } from '@waiver-desk/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  componentTree,
  isCurrentIncident,
  overallState,
  type StatusComponent,
  type StatusNotice,
} from '../../electron/services/status-api/index.ts';
import type { ServiceState } from '../../shared/domain/status.ts';
import { collect, FROZEN_AT, type StatusFixture, startStatusFixture } from './status-support.ts';

interface Expected {
  state: ServiceState;
  incidents: string[];
  maintenances: string[];
  upcoming: string[];
}

const SCENARIOS: [StatusScenario, Expected][] = [
  ['operational', { state: 'operational', incidents: [], maintenances: [], upcoming: [] }],
  [
    'incident',
    {
      state: 'degraded',
      incidents: ['Elevated error rates on the Waiver API'],
      maintenances: [],
      upcoming: [],
    },
  ],
  [
    'maintenance',
    {
      state: 'under-maintenance',
      incidents: [],
      maintenances: ['Database maintenance for the console'],
      upcoming: [],
    },
  ],
  [
    'incident-and-maintenance',
    {
      state: 'degraded',
      incidents: ['Signing kiosk cannot load templates'],
      maintenances: ['Kiosk and web waiver platform upgrade'],
      upcoming: [],
    },
  ],
  [
    'planned-ahead',
    { state: 'operational', incidents: [], maintenances: [], upcoming: ['Search index rebuild'] },
  ],
  [
    'many-components',
    {
      state: 'degraded',
      incidents: ['Contact sync failing for Mindbody and Zen Planner'],
      maintenances: ['Storage move for EU hosting'],
      upcoming: ['SMS provider migration'],
    },
  ],
];

const subjects = (notices: readonly StatusNotice[]) => notices.map((notice) => notice.subject);

describe('status client: overall state and snapshot in every sandbox scenario', () => {
  let fixture: StatusFixture;
  beforeAll(async () => {
    fixture = await startStatusFixture();
  });
  afterAll(() => fixture.close());

  it.each(SCENARIOS)('%s', async (scenario, expected) => {
    fixture.sandbox.status.setScenario(scenario);
    const snapshot = await fixture.client.statusSnapshot();
    expect(snapshot.state).toBe(expected.state);
    expect(snapshot.page.state).toBe(expected.state);
    expect(subjects(snapshot.incidents)).toEqual(expected.incidents);
    expect(subjects(snapshot.maintenances)).toEqual(expected.maintenances);
    expect(subjects(snapshot.upcoming)).toEqual(expected.upcoming);
    expect(snapshot.fetchedAt).toBe(new Date(FROZEN_AT).toISOString());

    // The rule on its own, from the notices alone, agrees with what the page says.
    const present = await collect(fixture.client.notices({ timelineState: 'present' }));
    expect(overallState([], present)).toBe(expected.state);

    const everyComponent = await collect(fixture.client.components());
    const inTree = (nodes: typeof snapshot.components): number =>
      nodes.reduce((sum, node) => sum + 1 + inTree(node.children), 0);
    expect(inTree(snapshot.components)).toBe(everyComponent.length);
    expect(snapshot.components.every((node) => node.parentId === null)).toBe(true);
    for (const node of snapshot.components) {
      expect(node.children.map((child) => child.id)).toEqual(
        everyComponent.filter((component) => component.parentId === node.id).map((component) => component.id),
      );
    }
  });

  it('no longer counts a recovering incident as current', async () => {
    fixture.sandbox.status.setScenario('incident');
    const present = await collect(fixture.client.notices({ type: 'unplanned', timelineState: 'present' }));
    const recovering = present.filter((notice) => notice.state === 'recovering');
    expect(subjects(recovering)).toEqual(['Delayed SMS delivery to some carriers']);
    expect(recovering.map(isCurrentIncident)).toEqual([false]);
    expect(overallState([], recovering)).toBe('operational');
    const sms = (await collect(fixture.client.components())).find(
      (component) => component.name === 'SMS delivery',
    );
    expect(sms?.state).toBe('operational');
  });

  it('lets degraded win over under-maintenance on a component both touch', async () => {
    fixture.sandbox.status.setScenario('incident-and-maintenance');
    const components = await collect(fixture.client.components());
    expect(components.find((component) => component.name === 'Signing kiosk')?.state).toBe('degraded');
    expect(components.find((component) => component.name === 'Web waivers')?.state).toBe('under-maintenance');
    const present = await collect(fixture.client.notices({ timelineState: 'present' }));
    expect(overallState([], [...present].reverse())).toBe('degraded');
  });

  it('shows an upcoming maintenance before it starts and drops it once it is underway', async () => {
    fixture.sandbox.status.setScenario('planned-ahead');
    const [upcoming] = (await fixture.client.statusSnapshot()).upcoming;
    expect(upcoming).toMatchObject({
      type: 'planned',
      timelineState: 'future',
      state: 'scheduled',
      beganAt: null,
    });
    expect(Date.parse(upcoming?.beginsAt ?? '')).toBeGreaterThan(FROZEN_AT);

    fixture.sandbox.clock.set(Date.parse(upcoming?.beginsAt ?? '') + 60_000);
    try {
      const later = await fixture.client.statusSnapshot();
      expect(later.upcoming).toEqual([]);
      expect(subjects(later.maintenances)).toEqual(['Search index rebuild']);
      expect(later.state).toBe('under-maintenance');
    } finally {
      fixture.sandbox.clock.set(FROZEN_AT);
    }
  });
});

function component(id: number, parentId: number | null, position: number | null = null): StatusComponent {
  return {
    id,
    parentId,
    position,
    state: 'operational',
    name: `c${id}`,
    description: '',
    childCount: 0,
    createdAt: null,
    updatedAt: null,
  };
}

describe('component tree', () => {
  it('orders siblings by position, those without one after them in page order', () => {
    const tree = componentTree([
      component(1, null),
      component(2, null, 2),
      component(3, null),
      component(4, null, 1),
    ]);
    expect(tree.map((node) => node.id)).toEqual([4, 2, 1, 3]);
  });

  it('nests at any depth and keeps components whose parent is missing or circular at the top', () => {
    const tree = componentTree([
      component(1, null),
      component(2, 1),
      component(3, 2),
      component(4, 99),
      component(5, 6),
      component(6, 5),
    ]);
    expect(tree.map((node) => node.id)).toEqual([1, 4, 6]);
    expect(tree[0]?.children[0]?.children.map((node) => node.id)).toEqual([3]);
    expect(tree[2]?.children.map((node) => node.id)).toEqual([5]);
  });
});
