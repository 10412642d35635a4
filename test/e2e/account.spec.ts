/**
 * Connecting an account through the browser host, as a person does it on a
 * fresh install: the welcome screen, the demo, a refused key (nothing saved), the
 * right key (the sandbox's data, no reload), a new zone in Settings (Today's
 * window follows), and signing out (the key file goes). Every answer the page
 * received, its storage and HTML, the data directory and the desk's own output
 * are then searched for the key: only the owner-only key file may hold it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { BROWSER_CALLS_PATH } from '../../shared/ipc/channels.ts';
import { readEventMessage } from '../../shared/ipc/envelope.ts';
import type { TodayCheckins } from '../../shared/ipc/types.ts';
import { type DeskProcesses, startDeskProcesses } from '../support/desk-processes.ts';
import { anotherDaytimeZone, middayZone, offsetTextIn } from '../support/midday-zone.ts';
import { fetchCheckins } from '../support/sandbox-checkins.ts';
import { type RunningCli, spawnCli } from '../support/spawn-cli.ts';
import { type DeskAnswer, deskCallsOf } from './desk-calls.ts';
import { expect, test } from './page-per-worker.ts';

const RIGHT_KEY = 'e2e-acct-right-7Hq4Zr';
/** What the person calls the account at connect, over the status page's suggestion. */
const ACCOUNT_NAME = 'Granite Peak Gym';
const WRONG_KEY = 'e2e-acct-wrong-0000';

/** Every file under `dir`, with its path relative to it. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(prefix, entry.name);
    return entry.isDirectory() ? filesUnder(path.join(dir, entry.name), relative) : [relative];
  });
}

/** What the page could hand to anyone: its storage, its cookies and its HTML. */
async function pageExposure(page: Page): Promise<string> {
  const held = await page.evaluate(() => ({
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
    cookie: document.cookie,
  }));
  return `${held.local}\n${held.session}\n${held.cookie}\n${await page.content()}`;
}

/**
 * What the desk sent the page on its page socket (`/calls`, every one the page
 * opened, watched from before the page loads): main's events (the `{event}`
 * messages) and, for the search for the key, every message it received.
 */
function recordPageSocket(page: Page): { events(): string; everything(): string } {
  const events: string[] = [];
  const everything: string[] = [];
  page.on('websocket', (socket) => {
    if (new URL(socket.url()).pathname !== BROWSER_CALLS_PATH) return;
    socket.on('framereceived', ({ payload }) => {
      const text = String(payload);
      everything.push(text);
      let message: unknown;
      try {
        message = JSON.parse(text);
      } catch {
        return;
      }
      if (readEventMessage(message)) events.push(text);
    });
  });
  return { events: () => events.join('\n'), everything: () => everything.join('\n') };
}

test.describe
  .serial('Connecting an account through the browser host', () => {
    const { zone } = middayZone();
    /**
     * Not the desk's first zone, in the zone list, whole hours off UTC, and in its
     * daytime now (so its day has a completed hour to ask for, whenever the suite runs).
     */
    const { zone: NEW_ZONE, offset: NEW_OFFSET } = anotherDaytimeZone(offsetTextIn(zone));
    let sandbox: RunningCli;
    let processes: DeskProcesses;
    let page: Page;
    let received: { events(): string; everything(): string };
    let deskAnswers: readonly DeskAnswer[] = [];
    /** Today's lists the page received, in order. */
    const todayAnswers = (): TodayCheckins[] =>
      deskAnswers.flatMap(({ method, result }) => {
        const answer = result as { ok: boolean; value?: TodayCheckins } | null;
        return method === 'listTodayCheckins' && answer?.ok && answer.value ? [answer.value] : [];
      });
    /** Captured while the account is connected, checked by the second test. */
    const whileConnected = { exposure: '', filesHoldingKey: [] as string[], keyFileMode: 0 };

    /** The window as the person sees it; `whole` for a screen longer than the window (Settings). */
    const shot = (name: string, whole = false) =>
      page.screenshot({ path: `test-results/account-${name}.png`, fullPage: whole });
    const samePage = () => page.evaluate(() => (window as unknown as { __marker?: string }).__marker);
    const dataFile = (...parts: string[]) => path.join(processes.dataDir, ...parts);
    const keyFileExists = () => filesUnder(processes.dataDir).includes(path.join('secrets', 'apiKey'));

    test.beforeAll(async ({ browser }) => {
      sandbox = await spawnCli('packages/sandbox/src/cli.ts', [
        '--port',
        '0',
        '--time-zone',
        zone,
        '--seed',
        '7',
        '--api-key',
        RIGHT_KEY,
      ]);
      // A fresh install: no account in the environment, and no zone fixed by it either
      // (the zone is a stored setting here, so Settings can change it).
      processes = await startDeskProcesses({ firstRun: true, settings: { timeZone: zone } });
      page = await browser.newPage({ viewport: { width: 1200, height: 860 } });
      received = recordPageSocket(page);
      // Every answer the page got to its calls on the page socket.
      deskAnswers = deskCallsOf(page).answers;
    });

    test.afterAll(async () => {
      await page?.close();
      await processes?.stop();
      await sandbox?.stop();
    });

    test('first run, the demo, a refused key, the right key, a new zone, and signing out', async () => {
      // Ten steps through the whole flow, each a full account switch: more than the default minute on a busy machine.
      test.setTimeout(150_000);
      const header = page.getByRole('banner');
      const nav = page.getByRole('navigation', { name: 'Screens' });
      const rows = page.getByRole('table', { name: "Today's check-ins" }).locator('tbody tr');

      await test.step('first run opens on the welcome screen', async () => {
        await page.goto(processes.desk.url);
        await expect(page.getByRole('heading', { name: 'Welcome to Waiver Desk' })).toBeVisible();
        await expect(page).toHaveURL(/#\/welcome$/);
        await expect(nav).toHaveCount(0);
        await page.evaluate(() => {
          (window as unknown as { __marker: string }).__marker = 'loaded once';
        });
        await shot('01-first-run');
      });

      await test.step('exploring the demo goes to Today on the demo account', async () => {
        await page.getByRole('button', { name: 'Explore the demo account' }).click();
        await expect(page).toHaveURL(/#\/today$/);
        await expect(header.getByText('Demo account', { exact: true })).toBeVisible();
        await expect(rows.first()).toBeVisible();
        await shot('02-demo-today');
      });

      await test.step('a wrong key shows the service’s refusal and saves nothing', async () => {
        await nav.getByRole('link', { name: 'Settings' }).click();
        await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible();
        await expect(page.getByTestId('account-summary')).toContainText('demo account');
        await page.getByRole('button', { name: 'Connect your account' }).click();
        await page.getByLabel('API key', { exact: true }).fill(WRONG_KEY);
        await page.getByLabel('Waiver service address').fill(sandbox.url);
        await page.getByLabel('Service status page address').fill(`${sandbox.url}/status`);
        // The name starts as the status page names the service ("Waiver Cloud Status"); the person gives their own.
        const accountName = page.getByRole('form', { name: 'Connect' }).getByLabel('Account name');
        await expect(accountName).toHaveValue('Waiver Cloud');
        await accountName.fill(ACCOUNT_NAME);
        await page.getByRole('button', { name: 'Connect', exact: true }).click();
        const refusal = page.getByRole('form', { name: 'Connect' }).getByRole('alert');
        await expect(refusal).toContainText('The waiver service refused the API key: Unauthorized');
        await expect(page.getByLabel('API key', { exact: true })).toHaveValue(WRONG_KEY);
        await expect(header.getByText('Demo account', { exact: true })).toBeVisible();
        expect(keyFileExists()).toBe(false);
        expect(readFileSync(dataFile('settings.json'), 'utf8')).not.toContain(sandbox.url);
        await shot('03-wrong-key', true);
      });

      await test.step('the right key opens the account at once, on Today, without a reload', async () => {
        const answersBefore = todayAnswers().length;
        await page.getByLabel('API key', { exact: true }).fill(RIGHT_KEY);
        await page.getByRole('button', { name: 'Connect', exact: true }).click();
        await expect(page).toHaveURL(/#\/today$/);
        // Called by its name in the header, never by its address.
        await expect(header.getByRole('button', { name: ACCOUNT_NAME, exact: true })).toBeVisible();
        await expect(header).not.toContainText(new URL(sandbox.url).host);
        await expect(rows.first()).toBeVisible();
        await expect.poll(() => todayAnswers().length).toBeGreaterThan(answersBefore);
        const shown = todayAnswers().at(-1)!;
        expect(shown.window).not.toBeNull();
        // The sandbox's own check-ins for the window the desk asked for, newest first.
        const expected = await fetchCheckins(sandbox.url, RIGHT_KEY, shown.window!);
        expected.sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || b.checkinId - a.checkinId);
        expect(expected.length).toBeGreaterThan(0);
        await expect(page.getByTestId('today-summary')).toContainText(`${expected.length} in today, `);
        await expect(rows.first().locator('.name')).toHaveText(
          `${expected[0]!.firstName} ${expected[0]!.lastName}`.trim(),
        );
        expect(await samePage()).toBe('loaded once');
        await shot('04-connected-today');
      });

      await test.step('Settings shows the account with only the key’s last four', async () => {
        await nav.getByRole('link', { name: 'Settings' }).click();
        await expect(page.getByTestId('account-summary')).toHaveText(
          `Connected to ${ACCOUNT_NAME} with key ••••${RIGHT_KEY.slice(-4)}, held in a file only your user account can read.`,
        );
        await expect(page.getByRole('region', { name: 'Account' }).getByRole('note')).toContainText(
          'not in a keychain',
        );
        whileConnected.exposure = await pageExposure(page);
        whileConnected.filesHoldingKey = filesUnder(processes.dataDir).filter((file) =>
          readFileSync(dataFile(file)).includes(RIGHT_KEY),
        );
        whileConnected.keyFileMode = statSync(dataFile('secrets', 'apiKey')).mode & 0o777;
        await shot('05-settings-connected', true);
      });

      await test.step('a new desk zone applies at once: Today asks for the new window', async () => {
        const noteBefore = await (async () => {
          await nav.getByRole('link', { name: 'Today' }).click();
          const note = page.getByTestId('reporting-note');
          await expect(note).toBeVisible();
          return note.textContent();
        })();
        await nav.getByRole('link', { name: 'Settings' }).click();
        const answersBefore = todayAnswers().length;
        const preferences = page.getByRole('form', { name: 'Preferences' });
        await preferences.getByLabel('Desk time zone').selectOption(NEW_ZONE);
        await preferences.getByRole('button', { name: 'Save', exact: true }).click();
        await expect(page.getByText('Saved. The desk works with the new settings now.')).toBeVisible();
        await expect(header.getByText(NEW_ZONE, { exact: true })).toBeVisible();
        await shot('06-zone-saved', true);

        await nav.getByRole('link', { name: 'Today' }).click();
        await expect.poll(() => todayAnswers().length).toBeGreaterThan(answersBefore);
        // The window is the new zone's day so far: from its midnight, at its offset. Polled: an
        // answer the old session was giving as the zone was saved may still come in first.
        await expect
          .poll(() => todayAnswers().at(-1)?.window?.fromDts)
          .toMatch(new RegExp(`T00:00:00${NEW_OFFSET.replace('+', '\\+')}$`));
        await expect(page.getByTestId('reporting-note')).not.toHaveText(noteBefore ?? '');
        expect(await samePage()).toBe('loaded once');
        await shot('07-today-new-zone');
      });

      await test.step('signing out from the account menu returns to the welcome screen and wipes the key', async () => {
        const menuButton = header.getByRole('button', { name: ACCOUNT_NAME, exact: true });
        await menuButton.focus();
        await page.keyboard.press('Enter');
        const menu = page.getByRole('menu', { name: 'Account' });
        await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
        await shot('08-account-menu');
        await menu.getByRole('menuitem', { name: 'Sign out…' }).click();
        const confirm = page.getByRole('alertdialog');
        await expect(confirm).toContainText(`Sign out of ${ACCOUNT_NAME}?`);
        await shot('09-sign-out-confirm');
        await confirm.getByRole('button', { name: 'Sign out', exact: true }).click();
        await expect(page.getByRole('heading', { name: 'Welcome to Waiver Desk' })).toBeVisible();
        await expect(page).toHaveURL(/#\/welcome$/);
        expect(keyFileExists()).toBe(false);
        expect(await samePage()).toBe('loaded once');
        await shot('10-signed-out');
      });
    });

    test('the key never reached the page, and only the owner-only key file held it', async () => {
      // The recordings are real: they hold the flow's answers and events.
      expect(deskAnswers.map((entry) => entry.method)).toEqual(
        expect.arrayContaining(['connectAccount', 'getAccount', 'saveSettings', 'signOut']),
      );
      expect(deskAnswers.some((entry) => entry.body.includes(`"lastFour":"${RIGHT_KEY.slice(-4)}"`))).toBe(
        true,
      );
      expect(received.events()).toContain('"name":"accountChanged"');
      expect(received.events()).toContain(sandbox.url);

      for (const { method, body } of deskAnswers)
        expect(body, `answer of ${method}`).not.toContain(RIGHT_KEY);
      expect(received.events()).not.toContain(RIGHT_KEY);
      // Nor anything else the desk sent on the page's socket.
      expect(received.everything()).not.toContain(RIGHT_KEY);
      expect(whileConnected.exposure).toContain(`••••${RIGHT_KEY.slice(-4)}`);
      expect(whileConnected.exposure).not.toContain(RIGHT_KEY);
      const now = await pageExposure(page);
      expect(now).not.toContain(RIGHT_KEY);
      expect(now).not.toContain(WRONG_KEY);

      expect(whileConnected.filesHoldingKey).toEqual([path.join('secrets', 'apiKey')]);
      if (process.platform !== 'win32') expect(whileConnected.keyFileMode).toBe(0o600);
      for (const file of filesUnder(processes.dataDir)) {
        expect(readFileSync(dataFile(file)).includes(RIGHT_KEY), file).toBe(false);
      }

      expect(processes.desk.output()).not.toContain(RIGHT_KEY);
      expect(processes.desk.output()).not.toContain(WRONG_KEY);
    });
  });
