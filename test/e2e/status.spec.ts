/**
 * Service status through the browser host, against a sandbox run as its own
 * process with its control endpoint on: one test per status-page scenario,
 * switched over HTTP, each reading triggered by opening the panel (its refresh)
 * rather than by waiting for the poll. Screenshots go to test-results/status-*.png.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { type RunningCli, spawnCli } from '../support/spawn-cli.ts';
import { deskCallsOf } from './desk-calls.ts';
import { forgetShownAlerts, shownAlerts, spyOnNotifications } from './notification-spy.ts';
import { expect, test } from './page-per-worker.ts';

const API_KEY = 'k-e2e-status';
/** Not the browser's zone (below): every time shown must come from the desk's. */
const DESK_ZONE = 'Asia/Tokyo';

test.use({ locale: 'en-GB', timezoneId: 'America/New_York' });

interface Desk {
  desk: RunningCli;
  sandbox: RunningCli | null;
  stop(): Promise<void>;
}

/** A desk whose settings file sets the status check interval (the shortest the setting allows). */
async function startDesk(options: {
  sandboxArgs?: string[];
  statusUrl?: (sandbox: string) => string;
}): Promise<Desk> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-e2e-status-'));
  writeFileSync(path.join(dataDir, 'settings.json'), JSON.stringify({ statusPollMinutes: 1 }), {
    mode: 0o600,
  });
  const sandbox = options.sandboxArgs
    ? await spawnCli('packages/sandbox/src/cli.ts', [
        '--port',
        '0',
        '--time-zone',
        DESK_ZONE,
        ...options.sandboxArgs,
      ])
    : null;
  const account = sandbox
    ? {
        WAIVER_DESK_BASE_URL: sandbox.url,
        WAIVER_DESK_STATUS_URL: options.statusUrl ? options.statusUrl(sandbox.url) : `${sandbox.url}/status`,
        WAIVER_DESK_API_KEY: API_KEY,
      }
    : { WAIVER_DESK_BASE_URL: '', WAIVER_DESK_STATUS_URL: '', WAIVER_DESK_API_KEY: '' };
  const desk = await spawnCli('electron/browser-host/cli.ts', ['--port', '0'], {
    ...account,
    WAIVER_DESK_TIME_ZONE: DESK_ZONE,
    WAIVER_DESK_DATA_DIR: dataDir,
  }).catch(async (error: unknown) => {
    // A desk that never came up leaves no sandbox behind to outlive the run.
    await sandbox?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    desk,
    sandbox,
    async stop() {
      await desk.stop();
      await sandbox?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function control(sandboxUrl: string, method: 'POST' | 'DELETE', route: string, body?: unknown) {
  const response = await fetch(`${sandboxUrl}/__control${route}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.ok, `${method} ${route}`).toBe(true);
}

const indicator = (page: Page) => page.getByTestId('service-health');
const indicatorButton = (page: Page) => indicator(page).locator('button.svc-indicator');
const panel = (page: Page) => page.getByRole('dialog', { name: 'Service status' });

/** Does what reads the status page (opening the panel, Check now) and waits for the desk's answer. */
async function reading(page: Page, action: () => Promise<void>): Promise<void> {
  const answered = deskCallsOf(page).nextAnswer('refreshServiceStatus');
  await action();
  expect((await answered).result).not.toBeNull();
}

/** Loads the desk, waits until it has reached the waiver service itself, and opens the panel (a fresh reading). */
async function openPanel(page: Page, deskUrl: string): Promise<void> {
  deskCallsOf(page);
  await page.goto(deskUrl);
  await expect(page.getByTestId('connectivity')).toContainText('Waiver service online since');
  await reading(page, () => indicatorButton(page).click());
  await expect(panel(page)).toBeVisible();
}

const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: path.join('test-results', `status-${name}.png`) });

test.describe('Service status through the browser host', () => {
  let processes: Desk;
  let sandboxUrl: string;

  test.beforeAll(async () => {
    processes = await startDesk({
      sandboxArgs: ['--seed', '11', '--api-key', API_KEY, '--status-scenario', 'operational'],
    });
    sandboxUrl = processes.sandbox?.url ?? '';
  });

  test.afterAll(async () => {
    await processes?.stop();
  });

  test.afterEach(async () => {
    await control(sandboxUrl, 'DELETE', '/faults');
  });

  test('operational: says so, with the time of the reading and every component', async ({ page }) => {
    await control(sandboxUrl, 'POST', '/status/scenario', { scenario: 'operational' });
    await openPanel(page, processes.desk.url);
    await expect(indicator(page)).toHaveAttribute('data-verdict', 'operational');
    await expect(page.getByTestId('service-health-headline')).toHaveText('Service operational');
    await expect(page.getByTestId('service-health-when')).toHaveText(/^Checked \d\d:\d\d$/);
    await expect(panel(page).getByText('No current incidents.')).toBeVisible();
    await expect(panel(page).getByText('No maintenance under way.')).toBeVisible();
    const components = panel(page).getByRole('list', { name: 'Components and their state' });
    expect(await components.getByTestId('status-component').count()).toBeGreaterThan(3);
    await expect(components).not.toContainText('Degraded');
    await screenshot(page, 'operational');
  });

  test('an incident: the page reports a problem while this desk works, the notice and its timeline', async ({
    page,
  }) => {
    await control(sandboxUrl, 'POST', '/status/scenario', { scenario: 'incident' });
    await openPanel(page, processes.desk.url);
    await expect(indicator(page)).toHaveAttribute('data-page', 'degraded');
    await expect(indicator(page)).toHaveAttribute('data-verdict', 'page-reports-problem');
    await expect(page.getByTestId('service-health-headline')).toHaveText('Status page reports a problem');
    const incidents = panel(page).getByRole('region', { name: 'Current incidents' });
    const incident = incidents
      .getByTestId('status-notice')
      .filter({ hasText: 'Elevated error rates on the Waiver API' });
    await expect(incident).toContainText('A fix is rolling out to the remaining nodes.');
    // Recovering incidents are no longer current.
    await expect(incidents).not.toContainText('Delayed SMS delivery');
    await incident.getByRole('button', { name: 'Show all updates' }).click();
    const timeline = incident.getByRole('list', { name: 'Updates, newest first' });
    await expect(timeline.getByRole('listitem')).toHaveCount(3);
    await expect(timeline.getByRole('listitem').last()).toContainText('Investigating');
    await expect(incident.locator('.svc-affects')).toContainText(/\S/);
    await screenshot(page, 'incident');
  });

  test('maintenance under way', async ({ page }) => {
    await control(sandboxUrl, 'POST', '/status/scenario', { scenario: 'maintenance' });
    await openPanel(page, processes.desk.url);
    await expect(indicator(page)).toHaveAttribute('data-page', 'under-maintenance');
    await expect(page.getByTestId('service-health-headline')).toHaveText('Status page reports maintenance');
    const underway = panel(page).getByRole('region', { name: 'Maintenance under way' });
    await expect(underway.getByTestId('status-notice')).toContainText('Database maintenance for the console');
    await expect(underway.getByTestId('status-notice')).toContainText('Under way');
    await expect(panel(page).getByText('No current incidents.')).toBeVisible();
    await screenshot(page, 'maintenance');
  });

  test('planned maintenance ahead: shown before it starts, in the desk’s zone', async ({ page }) => {
    await control(sandboxUrl, 'POST', '/status/scenario', { scenario: 'planned-ahead' });
    await openPanel(page, processes.desk.url);
    await expect(indicator(page)).toHaveAttribute('data-verdict', 'operational');
    const planned = panel(page)
      .getByRole('region', { name: 'Planned maintenance' })
      .getByTestId('status-notice');
    await expect(planned).toContainText('Search index rebuild');

    const listed = await fetch(`${sandboxUrl}/status/api/v1/notices?filter[timeline_state_eq]=future`);
    const { notices } = (await listed.json()) as {
      notices: { subject: string; begins_at: string; ends_at: string }[];
    };
    const rebuild = notices.find((notice) => notice.subject === 'Search index rebuild');
    expect(Date.parse(rebuild?.begins_at ?? '')).toBeGreaterThan(Date.now());
    const day = (iso: string) =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: DESK_ZONE,
        weekday: 'short',
        day: 'numeric',
        month: 'short',
      }).format(new Date(iso));
    const clock = (iso: string) =>
      new Intl.DateTimeFormat('en-GB', { timeZone: DESK_ZONE, hour: '2-digit', minute: '2-digit' }).format(
        new Date(iso),
      );
    const begins = rebuild?.begins_at ?? '';
    const ends = rebuild?.ends_at ?? '';
    const expected = `Scheduled: ${day(begins)}, ${clock(begins)} – ${day(begins) === day(ends) ? clock(ends) : `${day(ends)}, ${clock(ends)}`}`;
    expect(((await planned.locator('.svc-window').textContent()) ?? '').replace(/\s+/g, ' ')).toBe(
      expected.replace(/\s+/g, ' '),
    );
    await expect(panel(page)).toContainText(`Times in ${DESK_ZONE}`);
    await screenshot(page, 'planned');
  });

  test('status service down: unknown, never operational, the last reading kept and its time shown', async ({
    page,
  }) => {
    await control(sandboxUrl, 'POST', '/status/scenario', { scenario: 'operational' });
    await openPanel(page, processes.desk.url);
    await expect(indicator(page)).toHaveAttribute('data-verdict', 'operational');
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();

    await control(sandboxUrl, 'POST', '/faults', { route: '/status', kind: 'status', status: 503 });
    await reading(page, () => indicatorButton(page).click());
    await expect(indicator(page)).toHaveAttribute('data-verdict', 'unknown');
    await expect(page.getByTestId('service-health-headline')).toHaveText('Service status unknown');
    await expect(page.getByTestId('service-health-when')).toHaveText(/^Last reading \d\d:\d\d$/);
    await expect(panel(page).getByTestId('status-summary')).toContainText('The status page is not answering');
    await expect(panel(page).getByTestId('status-stale')).toContainText('Showing the last reading, from');
    // The last good reading stays on screen, marked as such.
    await expect(panel(page).getByText('No current incidents.')).toBeVisible();
    await screenshot(page, 'down');
  });

  test('a change of state raises exactly one notification', async ({ page, context }) => {
    await context.grantPermissions(['notifications'], { origin: processes.desk.url });
    await spyOnNotifications(page);
    const shown = async () => (await shownAlerts(page)).map((alert) => alert.title);
    const resetShown = () => forgetShownAlerts(page);
    const checkNow = () =>
      reading(page, () => panel(page).getByRole('button', { name: 'Check now' }).click());

    await control(sandboxUrl, 'POST', '/status/scenario', { scenario: 'operational' });
    await openPanel(page, processes.desk.url);
    await expect(indicator(page)).toHaveAttribute('data-verdict', 'operational');
    await expect(panel(page)).toContainText('Desktop alerts are on');

    await control(sandboxUrl, 'POST', '/status/scenario', { scenario: 'incident' });
    await checkNow();
    await expect(indicator(page)).toHaveAttribute('data-page', 'degraded');
    // Last and once: whatever an earlier test left the desk remembering (announced when this page's
    // first reading found the service working) came before it on the same stream.
    await expect.poll(async () => (await shown()).at(-1)).toBe('Waiver service has a problem');
    expect((await shown()).filter((title) => title === 'Waiver service has a problem')).toHaveLength(1);
    await resetShown();

    // The same state read again, twice (the scenario set anew), and another degraded one: no new notification.
    await control(sandboxUrl, 'POST', '/status/scenario', { scenario: 'incident' });
    await checkNow();
    await control(sandboxUrl, 'POST', '/status/scenario', { scenario: 'incident' });
    await checkNow();
    await control(sandboxUrl, 'POST', '/status/scenario', { scenario: 'incident-and-maintenance' });
    await checkNow();
    await expect(indicator(page)).toHaveAttribute('data-page', 'degraded');
    await expect(page.getByTestId('status-toast')).toHaveCount(0);
    await screenshot(page, 'notified');
    // Back to normal is announced, on the same stream after anything those readings announced: it alone.
    await control(sandboxUrl, 'POST', '/status/scenario', { scenario: 'operational' });
    await checkNow();
    await expect.poll(shown).toEqual(['Waiver service back to normal']);
  });
});

test.describe('Service status without a status page', () => {
  let processes: Desk;

  test.beforeAll(async () => {
    processes = await startDesk({ sandboxArgs: ['--seed', '12', '--api-key', API_KEY], statusUrl: () => '' });
  });

  test.afterAll(async () => {
    await processes?.stop();
  });

  test('says the status page is not set up and still shows the desk’s own view', async ({ page }) => {
    await openPanel(page, processes.desk.url);
    await expect(indicator(page)).toHaveAttribute('data-verdict', 'not-set-up');
    await expect(page.getByTestId('service-health-headline')).toHaveText('Status page not set up');
    await expect(page.getByTestId('connectivity')).toContainText('Waiver service online since');
    await expect(panel(page)).toContainText('Add the status page address in Settings');
    await screenshot(page, 'not-set-up');
  });
});

test.describe('Service status on the demo account', () => {
  let processes: Desk;

  test.beforeAll(async () => {
    processes = await startDesk({});
  });

  test.afterAll(async () => {
    await processes?.stop();
  });

  test('reads the demo’s own status page', async ({ page }) => {
    await openPanel(page, processes.desk.url);
    await expect(indicator(page)).not.toHaveAttribute('data-page', /unknown|not-set-up/);
    await expect(page.getByTestId('service-health-when')).toHaveText(/^Checked \d\d:\d\d$/);
    await expect(panel(page).getByRole('list', { name: 'Components and their state' })).toBeVisible();
  });
});
