import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { WebSocket } from 'ws';
import {
  BROWSER_CALLS_PAGE_PARAM,
  BROWSER_CALLS_PATH,
  BROWSER_CALLS_PROTOCOL,
  BROWSER_CALLS_TOKEN_PREFIX,
} from '../../shared/ipc/channels.ts';
import { type DeskProcesses, startDeskProcesses } from '../support/desk-processes.ts';
import { callDeskOnce } from '../support/desk-socket-client.ts';
import { middayZone } from '../support/midday-zone.ts';
import { fetchCheckins, todaySoFar } from '../support/sandbox-checkins.ts';
import { type RunningCli, spawnCli } from '../support/spawn-cli.ts';
import { deskCallsOf } from './desk-calls.ts';
import { deskForSuite } from './desk-suite.ts';
import { expect, test } from './page-per-worker.ts';

const API_KEY = 'k-e2e-today';

/**
 * One attempt to open the desk's page socket as a browser would (the calls
 * subprotocol, the token as the second one unless null, an Origin): "opened",
 * or how the upgrade was refused.
 */
function openPageSocket(
  deskUrl: string,
  { origin, token }: { origin: string; token: string | null },
): Promise<string> {
  const url = new URL(`${BROWSER_CALLS_PATH}?${BROWSER_CALLS_PAGE_PARAM}=today-spec`, deskUrl);
  url.protocol = 'ws:';
  const protocols = [BROWSER_CALLS_PROTOCOL];
  if (token !== null) protocols.push(`${BROWSER_CALLS_TOKEN_PREFIX}${token}`);
  return new Promise((resolve) => {
    const socket = new WebSocket(url, protocols, { origin });
    socket.on('open', () => {
      socket.close();
      resolve('opened');
    });
    socket.on('unexpected-response', (_request, response) => {
      resolve(`refused ${response.statusCode}`);
      response.resume();
      socket.terminate();
    });
    socket.on('error', (error) => resolve(`failed: ${error.message}`));
  });
}

test.describe('Today screen through the browser host', () => {
  const { zone, offsetHours } = middayZone();
  const desk = deskForSuite({
    timeZone: zone,
    sandboxArgs: ['--seed', '7', '--api-key', API_KEY],
    deskApiKey: API_KEY,
  });

  test('shows the sandbox check-ins of today so far, newest first', async ({ page }) => {
    const rows = page.getByRole('table', { name: "Today's check-ins" }).locator('tbody tr');
    const loadedAt = new Date();
    await page.goto(desk.url);
    await expect(page.getByRole('heading', { name: "Today's check-ins" })).toBeVisible();
    await expect(rows.first()).toBeVisible();
    let expected = await fetchCheckins(desk.sandboxUrl, API_KEY, todaySoFar(loadedAt, offsetHours));
    if (new Date().getUTCHours() !== loadedAt.getUTCHours()) {
      // An hour completed while the page loaded: both sides must look at the same window.
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
      expected = await fetchCheckins(desk.sandboxUrl, API_KEY, todaySoFar(new Date(), offsetHours));
    }
    expected.sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || b.checkinId - a.checkinId);
    expect(expected.length).toBeGreaterThan(0);
    await expect(page.getByTestId('today-summary')).toContainText(
      `${expected.length} in today, ${expected.filter((checkin) => checkin.isMinor).length} minor`,
    );
    // A long day keeps only the rows in view in the page; the table says how many it has.
    const table = page.getByRole('table', { name: "Today's check-ins" });
    await expect(table).toHaveAttribute('aria-rowcount', String(expected.length + 1));
    const dayRows = rows.and(page.locator('[data-index]'));
    for (const [index, checkin] of expected.slice(0, 8).entries()) {
      const row = dayRows.nth(index);
      await expect(row).toHaveAttribute('aria-rowindex', String(index + 2));
      await expect(row.locator('.name')).toHaveText(`${checkin.firstName} ${checkin.lastName}`);
      // The waiver's standing (its badges, or that the copy has not got it yet), not its id.
      await expect(row.locator('.waiver')).not.toBeEmpty();
      await expect(row.locator('.waiver')).not.toContainText(checkin.waiverId);
    }
    const inPage = await dayRows.count();
    const minor = expected.slice(0, inPage).findIndex((checkin) => checkin.isMinor);
    if (minor >= 0) await expect(dayRows.nth(minor).locator('.badge-minor')).toHaveText('Minor');
    const guardian = expected.slice(0, inPage).findIndex((checkin) => checkin.position === -1);
    if (guardian >= 0) await expect(dayRows.nth(guardian).locator('.badge-guardian')).toHaveText('Guardian');
    await expect(page.getByTestId('reporting-note')).toContainText('only for completed hours');
  });

  test('serves the page under a strict CSP with the token only in the page', async ({ page }) => {
    const response = await page.goto(desk.url);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    const token = await page.locator('meta[name="waiver-desk-token"]').getAttribute('content');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  test('refuses contract calls without the token or from a foreign origin', async ({ request }) => {
    const page = await request.get(desk.url);
    const token = /name="waiver-desk-token" content="([^"]+)"/.exec(await page.text())?.[1] ?? '';
    expect(token).not.toBe('');
    // The contract is reached only on the page socket: the upgrade is refused, and never opens,
    // without the token or from another site's page (even one that holds the right token).
    expect(await openPageSocket(desk.url, { origin: desk.url, token: null })).toBe('refused 403');
    expect(await openPageSocket(desk.url, { origin: desk.url, token: 'guessed-token' })).toBe('refused 403');
    expect(await openPageSocket(desk.url, { origin: 'http://evil.example', token })).toBe('refused 403');
    // The same socket from the desk's own origin with the token opens and answers.
    expect(await openPageSocket(desk.url, { origin: desk.url, token })).toBe('opened');
    const own = await callDeskOnce(desk.url, 'getAppInfo', {}, { token, origin: desk.url });
    expect(own).toMatchObject({
      ok: true,
      value: { account: { mode: 'configured', baseUrl: desk.sandboxUrl } },
    });
    // The HTTP route that once carried calls is gone, even for the token from the desk's own origin.
    const posted = await request.post(`${desk.url}/rpc/getAppInfo`, {
      data: {},
      headers: { 'x-waiver-desk-token': token, origin: desk.url },
    });
    expect(posted.status()).toBe(405);
  });
});

test.describe('Today screen on the demo account', () => {
  let processes: DeskProcesses;

  test.beforeAll(async () => {
    processes = await startDeskProcesses({ timeZone: middayZone().zone });
  });

  test.afterAll(async () => {
    await processes?.stop();
  });

  test('runs on the demo account with no configuration', async ({ page }) => {
    await page.goto(processes.desk.url);
    await expect(page.getByText('Demo account')).toBeVisible();
    const rows = page.getByRole('table', { name: "Today's check-ins" }).locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeGreaterThan(3);
    // The reachability comes as an event on the page's socket, not from a call the page made.
    await expect(page.getByTestId('connectivity')).toContainText('Waiver service online since');
  });

  test('deep links by hash and offers a way back from a screen that does not exist', async ({ page }) => {
    await page.goto(`${processes.desk.url}#/no-such-screen`);
    await expect(page.getByRole('heading', { name: 'There is no such screen' })).toBeVisible();
    await page.getByRole('link', { name: "Back to today's check-ins" }).click();
    await expect(page).toHaveURL(/#\/today$/);
    await expect(page.getByRole('table', { name: "Today's check-ins" })).toBeVisible();
  });
});

test.describe('Today screen when the service refuses the key', () => {
  let processes: DeskProcesses;

  test.beforeAll(async () => {
    processes = await startDeskProcesses({
      timeZone: middayZone().zone,
      sandboxArgs: ['--seed', '3', '--api-key', 'the-right-key'],
      deskApiKey: 'a-wrong-key',
    });
  });

  test.afterAll(async () => {
    await processes?.stop();
  });

  test('says the key was refused and what to do, and retry keeps working', async ({ page }) => {
    const calls = deskCallsOf(page);
    const todayCalls = () => calls.count('listTodayCheckins');
    await page.goto(processes.desk.url);
    const alert = page.getByRole('alert');
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(/API key/i);
    const callsBefore = todayCalls();
    expect(callsBefore).toBeGreaterThan(0);
    for (const attempt of [1, 2]) {
      await alert.getByRole('button', { name: 'Try again' }).click();
      // The button must really ask the service again, not just leave the old alert in place.
      await expect.poll(todayCalls, { timeout: 5_000 }).toBeGreaterThanOrEqual(callsBefore + attempt);
      await expect(alert).toBeVisible();
      await expect(alert).toContainText(/API key/i);
    }
  });
});

test.describe('Set-up screen when no account can be opened', () => {
  let desk: RunningCli;
  let dataDir: string;

  test.beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-e2e-'));
    desk = await spawnCli('electron/browser-host/cli.ts', ['--port', '0'], {
      WAIVER_DESK_BASE_URL: 'ftp://waivers.example',
      WAIVER_DESK_STATUS_URL: '',
      WAIVER_DESK_API_KEY: '',
      WAIVER_DESK_TIME_ZONE: middayZone().zone,
      WAIVER_DESK_DATA_DIR: dataDir,
    });
  });

  test.afterAll(async () => {
    await desk?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('says why, and moves to Today on the demo account without a reload', async ({ page }) => {
    await page.goto(`${desk.url}#/today`);
    await expect(
      page.getByRole('heading', { name: 'This desk is not connected to an account' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/#\/setup$/);
    await expect(page.getByTestId('setup-problem')).toContainText('The waiver service address');
    await expect(page.getByTestId('setup-problem')).not.toContainText('WAIVER_DESK');
    await page.evaluate(() => {
      (window as unknown as { samePage: boolean }).samePage = true;
    });

    await page.getByRole('button', { name: 'Explore the demo account' }).click();
    await expect(page).toHaveURL(/#\/today$/);
    await expect(page.getByText('Demo account')).toBeVisible();
    await expect(
      page.getByRole('table', { name: "Today's check-ins" }).locator('tbody tr').first(),
    ).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });
});
