/**
 * The account's watch on the status page, with a stand-in client and a clock
 * moved by hand: what the indicator is told, which readings notify, when the page
 * is read (setting, backoff on failure and 429, at once on wake, network back and
 * refresh), and that close leaves nothing running.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { NetworkError, RateLimitError } from '../../electron/http/errors.ts';
import type { CallOptions, StatusClient } from '../../electron/services/status-api/index.ts';
import type { AlertNews } from '../../electron/services/status-monitor/alert-text.ts';
import { createStatusMonitor, type StatusMonitor } from '../../electron/services/status-monitor/monitor.ts';
import type { ServiceStatusSnapshot } from '../../shared/domain/status-snapshot.ts';
import type { ServiceHealth } from '../../shared/ipc/events.ts';
import { ManualClock } from '../client/support/manual-clock.ts';
import { snapshot } from './support.ts';

const MINUTE = 60_000;
const busy = () => new RateLimitError({ endpoint: 'GET /api/v1/status', status: 429 });
const down = () => new NetworkError('connection refused', { endpoint: 'GET /api/v1/status' });

/**
 * A status client whose page says whatever the test sets; counts the full readings and
 * the glances at the page's summary, and how they were asked.
 */
function fakeClient() {
  const state = {
    answer: (): ServiceStatusSnapshot | Error => snapshot('operational'),
    readings: [] as CallOptions[],
    glances: [] as CallOptions[],
  };
  const notUsed = () => {
    throw new Error('not used by the monitor');
  };
  const client: StatusClient = {
    getPage: async (options) => {
      state.glances.push(options ?? {});
      const answer = state.answer();
      if (answer instanceof Error) throw answer;
      return {
        ...answer.page,
        componentCount: answer.components.length,
        noticeCount: answer.incidents.length + answer.maintenances.length,
        createdAt: null,
      };
    },
    listComponents: notUsed,
    listNotices: notUsed,
    getNotice: notUsed,
    components: notUsed,
    notices: notUsed,
    statusSnapshot: async (options) => {
      state.readings.push(options ?? {});
      const answer = state.answer();
      if (answer instanceof Error) throw answer;
      return answer;
    },
    close: async () => {},
  };
  return { client, state };
}

let monitor: StatusMonitor | null = null;
afterEach(() => {
  monitor?.close();
  monitor = null;
});

function start(options: { client?: StatusClient | null; pollMinutes?: () => number } = {}) {
  const clock = new ManualClock(Date.parse('2031-05-06T09:00:00.000Z'));
  const fake = fakeClient();
  const health: ServiceHealth[] = [];
  const alerts: AlertNews[] = [];
  monitor = createStatusMonitor({
    sessionId: 5,
    client: options.client === undefined ? fake.client : options.client,
    pollMinutes: options.pollMinutes ?? (() => 2),
    timeZone: 'Europe/London',
    clock,
    random: () => 0.5,
    onHealth: (next) => health.push(next),
    onAlert: (alert) => alerts.push(alert),
  });
  const latest = () => health.at(-1);
  return { clock, fake, health, alerts, latest, monitor };
}

describe('the status monitor', () => {
  it('tells the indicator it is checking, then what the page said and when it is next looked at', async () => {
    const { clock, latest, health, monitor } = start();
    monitor.start();
    expect(health[0]).toMatchObject({
      sessionId: 5,
      verdict: 'unknown',
      page: 'unknown',
      reason: 'first-reading',
      checking: true,
      lastReadingAt: null,
    });
    await clock.advance(0);
    expect(latest()).toEqual({
      sessionId: 5,
      verdict: 'operational',
      page: 'operational',
      lastKnownPage: 'operational',
      desk: 'unknown',
      lastReadingAt: '2031-05-06T09:00:00.000Z',
      // The first glance at the page's summary; the full reading follows at 09:02.
      nextCheckAt: '2031-05-06T09:00:30.000Z',
      reason: null,
      checking: false,
    });
    expect(monitor.report().snapshot?.state).toBe('operational');
  });

  it('reads every interval of the setting, asked again at each schedule', async () => {
    let minutes = 2;
    const { clock, fake, monitor } = start({ pollMinutes: () => minutes });
    monitor.start();
    await clock.advance(2 * MINUTE);
    expect(fake.state.readings).toHaveLength(2);
    minutes = 5;
    await clock.advance(2 * MINUTE);
    expect(fake.state.readings).toHaveLength(3);
    await clock.advance(5 * MINUTE - 1);
    expect(fake.state.readings).toHaveLength(3);
    await clock.advance(1);
    expect(fake.state.readings).toHaveLength(4);
    // A setting out of range (a hand-edited file) is held to 1–5 minutes.
    minutes = 0;
    await clock.advance(5 * MINUTE);
    await clock.advance(MINUTE);
    expect(fake.state.readings).toHaveLength(6);
    expect(fake.state.readings.every((options) => options.priority === 'background')).toBe(true);
  });

  it('keeps the last reading through an outage of the page, says unknown within a glance, and backs off on 429 and failures', async () => {
    const { clock, fake, latest, monitor } = start();
    monitor.start();
    await clock.advance(0);
    fake.state.answer = busy;
    // The glance at 09:00:30 finds the page refusing: it is read in full at once, which fails too.
    await clock.advance(30_000);
    expect(latest()).toMatchObject({
      verdict: 'unknown',
      page: 'unknown',
      lastKnownPage: 'operational',
      reason: 'busy',
      lastReadingAt: '2031-05-06T09:00:00.000Z',
      nextCheckAt: '2031-05-06T09:00:41.250Z',
    });
    expect(monitor.report().snapshot?.state).toBe('operational');
    fake.state.answer = down;
    const before = fake.state.readings.length;
    await clock.advance(11_250);
    expect(fake.state.readings).toHaveLength(before + 1);
    // While the page fails, only the full reading's backoff tries it: the glance waits for a reading.
    expect(latest()).toMatchObject({ reason: 'not-answering', nextCheckAt: '2031-05-06T09:01:03.750Z' });
    const glances = fake.state.glances.length;
    await clock.advance(22_500);
    expect(latest()?.nextCheckAt).toBe('2031-05-06T09:01:48.750Z');
    expect(fake.state.glances).toHaveLength(glances);
    fake.state.answer = () => snapshot('operational');
    await clock.advance(45_000);
    expect(latest()).toMatchObject({
      page: 'operational',
      reason: null,
      nextCheckAt: '2031-05-06T09:02:11.250Z',
    });
  });

  it('glances at the summary every 30 s and reads the page in full only when it changed', async () => {
    const { clock, fake, latest, monitor } = start();
    monitor.start();
    await clock.advance(0);
    expect(fake.state.readings).toHaveLength(1);
    await clock.advance(60_000);
    // Two glances at an unchanged page: no full reading before the setting's two minutes.
    expect(fake.state.glances).toHaveLength(2);
    expect(fake.state.readings).toHaveLength(1);
    expect(fake.state.glances.every((options) => options.priority === 'background')).toBe(true);
    fake.state.answer = () => snapshot('degraded');
    await clock.advance(30_000);
    // The change is on screen within one glance (09:01:30), not at the next full reading (09:02).
    expect(fake.state.readings).toHaveLength(2);
    expect(latest()).toMatchObject({ page: 'degraded', verdict: 'degraded' });
  });

  it('notifies once per real change, never for the outage of the page in between', async () => {
    const { clock, fake, alerts, monitor } = start();
    monitor.start();
    await clock.advance(0);
    fake.state.answer = () => snapshot('degraded');
    await monitor.refresh();
    await monitor.refresh();
    expect(alerts.map((alert) => alert.news)).toEqual(['problem']);
    fake.state.answer = down;
    await monitor.refresh();
    fake.state.answer = () => snapshot('degraded');
    await monitor.refresh();
    expect(alerts).toHaveLength(1);
    fake.state.answer = () => snapshot('operational');
    await monitor.refresh();
    expect(alerts.map((alert) => alert.news)).toEqual(['problem', 'back-to-normal']);
  });

  it('reads at once on wake, on refresh (first in line) and when the desk gets through again', async () => {
    const { clock, fake, latest, monitor } = start();
    monitor.start();
    await clock.advance(30_000);
    monitor.wake();
    await clock.advance(0);
    expect(fake.state.readings).toHaveLength(2);
    await monitor.refresh();
    expect(fake.state.readings.at(-1)?.priority).toBe('interactive');
    monitor.deskReach('offline');
    expect(latest()).toMatchObject({ verdict: 'not-answering-desk', desk: 'offline' });
    await clock.advance(0);
    expect(fake.state.readings).toHaveLength(3);
    monitor.deskReach('online');
    await clock.advance(0);
    expect(fake.state.readings).toHaveLength(4);
    expect(latest()).toMatchObject({ verdict: 'operational', desk: 'online' });
    // Online to online is no return: no extra reading.
    monitor.deskReach('online');
    await clock.advance(0);
    expect(fake.state.readings).toHaveLength(4);
  });

  it('says the page reports a problem while this desk is working', async () => {
    const { clock, fake, latest, monitor } = start();
    fake.state.answer = () => snapshot('under-maintenance');
    monitor.start();
    monitor.deskReach('online');
    await clock.advance(0);
    expect(latest()).toMatchObject({
      verdict: 'page-reports-problem',
      page: 'under-maintenance',
      desk: 'online',
    });
  });

  it('without a status page: says so, keeps the desk’s own view, and never reads or plans anything', async () => {
    const { clock, latest, monitor } = start({ client: null });
    monitor.start();
    expect(latest()).toMatchObject({
      verdict: 'not-set-up',
      page: 'not-set-up',
      nextCheckAt: null,
      reason: null,
    });
    monitor.deskReach('failing');
    expect(latest()).toMatchObject({ verdict: 'not-answering-desk', desk: 'failing' });
    await monitor.refresh();
    monitor.wake();
    expect(clock.pendingTimers).toBe(0);
    expect(monitor.report()).toMatchObject({ snapshot: null, health: { page: 'not-set-up' } });
  });

  it('leaves no timer and tells nothing more once closed', async () => {
    const { clock, fake, health, monitor } = start();
    monitor.start();
    await clock.advance(0);
    // The next full reading and the next glance.
    expect(clock.pendingTimers).toBe(2);
    monitor.close();
    expect(clock.pendingTimers).toBe(0);
    const told = health.length;
    monitor.wake();
    monitor.deskReach('offline');
    await monitor.refresh();
    await clock.advance(30 * MINUTE);
    expect(fake.state.readings).toHaveLength(1);
    expect(health).toHaveLength(told);
  });
});
