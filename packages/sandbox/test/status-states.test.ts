import { afterEach, describe, expect, it } from 'vitest';
import type {
  Component,
  Notice,
  NoticeDetail,
  ServiceState,
  StatusPage,
  WireServiceState,
} from '../../../shared/domain/status.ts';
import { STATUS_SCENARIOS } from '../src/status/scenarios.ts';
import { DAY_MS, type StatusHarness, startStatusHarness, walkPages } from './status-harness.ts';

function normal(state: WireServiceState): ServiceState {
  if (state === 'under_maintenance' || state === 'under-maintenance') return 'under-maintenance';
  if (state === 'operational') return 'operational';
  if (state === 'degraded') return 'degraded';
  throw new Error(`unexpected state spelling ${state}`);
}

interface PageView {
  page: StatusPage;
  components: Component[];
  notices: Notice[];
  details: Map<number, NoticeDetail>;
}

async function readPage(harness: StatusHarness): Promise<PageView> {
  const page = (await harness.get<{ page: StatusPage }>('/api/v1/status')).body.page;
  const components = (await walkPages<Component>(harness, '/api/v1/components', 'components')).items;
  const notices = (await walkPages<Notice>(harness, '/api/v1/notices', 'notices')).items;
  const details = new Map<number, NoticeDetail>();
  for (const notice of notices.filter((candidate) => candidate.timeline_state === 'present')) {
    details.set(notice.id, (await harness.get<{ notice: NoticeDetail }>(notice.links.self)).body.notice);
  }
  return { page, components, notices, details };
}

/** The spec's rule, worked out independently from what the wire says about present notices. */
function expectedStates(view: PageView): Map<number, ServiceState> {
  const expected = new Map<number, ServiceState>(
    view.components.map((component) => [component.id, 'operational']),
  );
  for (const detail of view.details.values()) {
    const degrades =
      detail.type === 'unplanned' && (detail.state === 'investigating' || detail.state === 'identified');
    const maintains = detail.type === 'planned' && detail.state === 'underway';
    for (const component of detail.components) {
      if (degrades) expected.set(component.id, 'degraded');
      else if (maintains && expected.get(component.id) !== 'degraded')
        expected.set(component.id, 'under-maintenance');
    }
  }
  return expected;
}

function stateByName(view: PageView, name: string): ServiceState {
  const component = view.components.find((candidate) => candidate.name === name);
  if (component === undefined) throw new Error(`no component ${name}`);
  return normal(component.state);
}

let harness: StatusHarness | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

describe('status states', () => {
  it.each(STATUS_SCENARIOS)(
    'derives component and page states from current notices, degraded first (%s)',
    async (scenario) => {
      harness = await startStatusHarness({ scenario });
      const view = await readPage(harness);
      const expected = expectedStates(view);
      for (const component of view.components) {
        expect(normal(component.state), component.name).toBe(expected.get(component.id));
      }
      const states = [...expected.values()];
      const page = states.includes('degraded')
        ? 'degraded'
        : states.includes('under-maintenance')
          ? 'under-maintenance'
          : 'operational';
      expect(normal(view.page.state)).toBe(page);
    },
  );

  it('shows an operational page with no current notices, only history', async () => {
    harness = await startStatusHarness({ scenario: 'operational' });
    const view = await readPage(harness);
    expect(view.page.state).toBe('operational');
    expect(view.page.state_text).toBe('All systems operational');
    expect(view.notices.filter((notice) => ['present', 'future'].includes(notice.timeline_state))).toEqual(
      [],
    );
    expect(view.notices.length).toBeGreaterThan(25);
    expect(new Set(view.notices.map((notice) => notice.type))).toEqual(
      new Set(['general', 'planned', 'unplanned']),
    );
  });

  it('degrades what an identified incident touches and not what a recovering one touches', async () => {
    harness = await startStatusHarness({ scenario: 'incident' });
    const view = await readPage(harness);
    const present = [...view.details.values()];
    expect(present.map((notice) => notice.state).sort()).toEqual(['identified', 'recovering']);
    const current = present.find((notice) => notice.state === 'identified');
    expect(current?.updates.length).toBeGreaterThanOrEqual(3);
    expect(view.page.state).toBe('degraded');
    expect(stateByName(view, 'Search')).toBe('degraded');
    const recovering = present.find((notice) => notice.state === 'recovering');
    expect(recovering?.components.map((component) => component.name)).toEqual(['SMS delivery']);
    expect(stateByName(view, 'SMS delivery')).toBe('operational');
  });

  it('puts the page under maintenance during an underway maintenance', async () => {
    harness = await startStatusHarness({ scenario: 'maintenance' });
    const view = await readPage(harness);
    expect(normal(view.page.state)).toBe('under-maintenance');
    expect(view.page.state_text).toBe('Under maintenance');
    for (const name of ['Console', 'Reports', 'PDF generation'])
      expect(stateByName(view, name)).toBe('under-maintenance');
    expect(stateByName(view, 'Waiver API')).toBe('operational');
  });

  it('lets degraded win where an incident and an underway maintenance overlap', async () => {
    harness = await startStatusHarness({ scenario: 'incident-and-maintenance' });
    const view = await readPage(harness);
    const present = [...view.details.values()];
    const incident = present.find((notice) => notice.type === 'unplanned');
    const maintenance = present.find((notice) => notice.type === 'planned');
    expect(incident?.state).toBe('identified');
    expect(maintenance?.state).toBe('underway');
    const incidentIds = new Set(incident?.components.map((component) => component.id));
    const overlap = maintenance?.components.filter((component) => incidentIds.has(component.id)) ?? [];
    const maintenanceOnly =
      maintenance?.components.filter((component) => !incidentIds.has(component.id)) ?? [];
    expect(overlap.length).toBeGreaterThan(0);
    expect(maintenanceOnly.length).toBeGreaterThan(0);
    for (const component of overlap) expect(normal(component.state)).toBe('degraded');
    for (const component of maintenanceOnly) expect(normal(component.state)).toBe('under-maintenance');
    expect(view.page.state).toBe('degraded');
  });

  it('shows a scheduled maintenance ahead as future while the page stays operational', async () => {
    harness = await startStatusHarness({ scenario: 'planned-ahead' });
    const view = await readPage(harness);
    const ahead = view.notices.filter((notice) => notice.timeline_state === 'future');
    expect(ahead).toHaveLength(1);
    expect(ahead[0]?.type).toBe('planned');
    expect(ahead[0]?.state).toBe('scheduled');
    expect(ahead[0]?.began_at).toBeNull();
    expect(ahead[0]?.ended_at).toBeNull();
    expect(Date.parse(ahead[0]?.begins_at ?? '')).toBeGreaterThan(harness.clock.now());
    expect(view.page.state).toBe('operational');
  });

  it('spells under-maintenance both ways on one page, fixed by the seed', async () => {
    const spellingsBySeed: string[][] = [];
    for (const seed of [1, 2]) {
      const seeded = await startStatusHarness({ scenario: 'maintenance', seed });
      try {
        const view = await readPage(seeded);
        const spellings = [view.page.state, ...view.components.map((component) => component.state)].filter(
          (state) => normal(state) === 'under-maintenance',
        );
        expect(new Set(spellings)).toEqual(new Set(['under-maintenance', 'under_maintenance']));
        spellingsBySeed.push(spellings);
        const again = await readPage(seeded);
        expect(again.page.state).toBe(view.page.state);
      } finally {
        await seeded.close();
      }
    }
    expect(spellingsBySeed[0]?.[0]).not.toBe(spellingsBySeed[1]?.[0]);
  });
});

describe('status timeline with the clock', () => {
  it('turns a closed notice from past_recent to past_distant 7 days after it closed', async () => {
    harness = await startStatusHarness({ scenario: 'operational' });
    const recent = (
      await walkPages<Notice>(harness, '/api/v1/notices?filter[timeline_state_eq]=past_recent', 'notices')
    ).items;
    expect(new Set(recent.map((notice) => notice.type))).toEqual(
      new Set(['general', 'planned', 'unplanned']),
    );
    const incident = recent.find((notice) => notice.type === 'unplanned');
    const closedAt = Date.parse(incident?.ended_at ?? '');
    const timelineOf = async () =>
      (await harness!.get<{ notice: NoticeDetail }>(`/api/v1/notices/${incident?.id}`)).body.notice
        .timeline_state;

    harness.clock.set(closedAt + 7 * DAY_MS - 1);
    expect(await timelineOf()).toBe('past_recent');
    harness.clock.set(closedAt + 7 * DAY_MS);
    expect(await timelineOf()).toBe('past_distant');

    harness.clock.advance(DAY_MS);
    const after = await walkPages<Notice>(
      harness,
      '/api/v1/notices?filter[timeline_state_eq]=past_recent',
      'notices',
    );
    expect(after.items).toEqual([]);
  });

  it('completes a running maintenance when the clock passes its end', async () => {
    harness = await startStatusHarness({ scenario: 'maintenance' });
    const before = await readPage(harness);
    const running = [...before.details.values()].find((notice) => notice.type === 'planned');
    expect(running?.ended_at).toBeNull();
    const endsAt = Date.parse(running?.ends_at ?? '');

    harness.clock.set(endsAt);
    const after = await readPage(harness);
    const done = after.notices.find((notice) => notice.id === running?.id);
    expect(done?.state).toBe('complete');
    expect(done?.timeline_state).toBe('past_recent');
    expect(done?.ended_at).toBe(running?.ends_at);
    expect(after.page.state).toBe('operational');
    expect(after.components.every((component) => component.state === 'operational')).toBe(true);
  });

  it('walks a planned maintenance from future through present to past_recent', async () => {
    harness = await startStatusHarness({ scenario: 'planned-ahead' });
    const ahead = (
      await walkPages<Notice>(harness, '/api/v1/notices?filter[timeline_state_eq]=future', 'notices')
    ).items[0];
    const beginsAt = Date.parse(ahead?.begins_at ?? '');
    const endsAt = Date.parse(ahead?.ends_at ?? '');

    harness.clock.set(beginsAt);
    const during = await readPage(harness);
    const underway = during.details.get(ahead?.id ?? -1);
    expect(underway?.timeline_state).toBe('present');
    expect(underway?.state).toBe('underway');
    expect(underway?.began_at).toBe(ahead?.begins_at);
    expect(normal(during.page.state)).toBe('under-maintenance');
    for (const component of underway?.components ?? [])
      expect(normal(component.state)).toBe('under-maintenance');

    harness.clock.set(endsAt + 1);
    const detail = (await harness.get<{ notice: NoticeDetail }>(`/api/v1/notices/${ahead?.id}`)).body.notice;
    expect(detail.timeline_state).toBe('past_recent');
    expect(detail.updates.map((update) => update.state)).toEqual(['complete', 'underway', 'scheduled']);
    expect((await harness.get<{ page: StatusPage }>('/api/v1/status')).body.page.state).toBe('operational');
  });

  it('hides notices and updates the clock has not reached yet', async () => {
    harness = await startStatusHarness({ scenario: 'incident' });
    const current = (await readPage(harness)).notices.find((notice) => notice.state === 'identified');
    const startedAt = Date.parse(current?.began_at ?? '');

    harness.clock.set(startedAt);
    const early = (await harness.get<{ notice: NoticeDetail }>(`/api/v1/notices/${current?.id}`)).body.notice;
    expect(early.state).toBe('investigating');
    expect(early.updates).toHaveLength(1);

    harness.clock.set(startedAt - 1);
    expect((await harness.get(`/api/v1/notices/${current?.id}`)).status).toBe(404);
  });
});
