/**
 * Every screen through the browser host on a small sandbox, checked by axe (every rule
 * in the light scheme, colour contrast again in the dark one): no serious or critical
 * violation anywhere. Each screen
 * also fits 1280×720 and 1920×1080 windows without a sideways scrollbar. The keyboard
 * alone reaches the lookup box, the screens' links and the first check-in with a
 * visible focus, and carries whole workflows (find and open a waiver, text a link,
 * publish a key) to their effect in the sandbox.
 */
import type { Page } from '@playwright/test';
import { type DeskProcesses, startDeskProcesses } from '../support/desk-processes.ts';
import { middayZone } from '../support/midday-zone.ts';
import { blockingViolations } from './axe.ts';
import { expect, test } from './page-per-worker.ts';

const API_KEY = 'k-e2e-a11y';
/** A zone in its afternoon now, so Today has completed hours whenever the suite runs. */
const ZONE = middayZone().zone;
const SCHEMES = ['light', 'dark'] as const;

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Axe in both schemes at 1280×720, then the width check at 1280×720 and 1920×1080; back to 1280×720 after. */
async function checkScreen(page: Page, screen: string): Promise<void> {
  const backgrounds: string[] = [];
  for (const colorScheme of SCHEMES) {
    await page.emulateMedia({ colorScheme });
    // Every rule in the light scheme; in the dark one, the contrast the scheme changes.
    const contrastOnly = colorScheme !== SCHEMES[0];
    expect(
      await blockingViolations(page, { contrastOnly }),
      `${screen} in the ${colorScheme} scheme`,
    ).toEqual([]);
    backgrounds.push(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor));
  }
  // The theme follows the system's: the page itself changes with the scheme.
  expect(new Set(backgrounds).size, `${screen} looks the same in both schemes`).toBe(SCHEMES.length);
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await sidewaysOverflow(page), `${screen} at 1280×720 scrolls sideways by`).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1920, height: 1080 });
  expect(await sidewaysOverflow(page), `${screen} at 1920×1080 scrolls sideways by`).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 720 });
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test.use({ viewport: { width: 1280, height: 720 } });

test.describe('first run', () => {
  let processes: DeskProcesses;
  test.beforeAll(async () => {
    processes = await startDeskProcesses({ firstRun: true });
  });
  test.afterAll(async () => {
    await processes?.stop();
  });

  test('the welcome screen', async ({ page }) => {
    await page.goto(processes.desk.url);
    await expect(heading(page, 'Welcome to Waiver Desk')).toBeVisible();
    await checkScreen(page, 'welcome');
  });
});

test.describe('every screen on a sandbox account', () => {
  // Each screen is walked by axe twice (light and dark): minutes when the other suites share the processor.
  test.describe.configure({ timeout: 240_000 });
  let processes: DeskProcesses;
  test.beforeAll(async () => {
    processes = await startDeskProcesses({
      timeZone: ZONE,
      sandboxArgs: ['--seed', '11', '--waivers', '300', '--api-key', API_KEY],
      deskApiKey: API_KEY,
    });
  });
  test.afterAll(async () => {
    await processes?.stop();
  });

  const todayRows = (page: Page) =>
    page.getByRole('table', { name: "Today's check-ins" }).locator('tbody tr.opens-waiver');

  test('Today, a waiver, the lookup list and the status panel', async ({ page }) => {
    await page.goto(processes.desk.url);
    await expect(todayRows(page).first()).toBeVisible();
    await checkScreen(page, 'Today');

    const name = (await todayRows(page).first().locator('.name').innerText()).split(' ')[0] ?? '';
    const box = page.getByRole('combobox', { name: 'Find a waiver' });
    await box.fill(name);
    await expect(
      page.getByRole('listbox', { name: 'Waivers found' }).getByRole('option').first(),
    ).toBeVisible();
    await checkScreen(page, 'the lookup list');
    await box.press('Escape');
    await box.fill('');

    await todayRows(page).first().click();
    await expect(page).toHaveURL(/#\/waivers\//);
    await expect(page.locator('#waiver-title')).toBeVisible();
    await checkScreen(page, 'a waiver');

    await page.getByTestId('service-health').getByRole('button').first().click();
    await expect(page.getByTestId('status-panel')).toBeVisible();
    await checkScreen(page, 'the status panel');
  });

  test('Settings, Diagnostics and a screen that does not exist', async ({ page }) => {
    await page.goto(`${processes.desk.url}/#/settings`);
    await expect(heading(page, 'Settings')).toBeVisible();
    await checkScreen(page, 'Settings');
    await page.goto(`${processes.desk.url}/#/diagnostics`);
    await expect(heading(page, 'Diagnostics')).toBeVisible();
    await checkScreen(page, 'Diagnostics');
    await page.goto(`${processes.desk.url}/#/no-such-screen`);
    await expect(heading(page, 'There is no such screen')).toBeVisible();
    await checkScreen(page, 'not found');
  });

  test('Send, each of its tabs', async ({ page }) => {
    await page.goto(`${processes.desk.url}/#/send`);
    await expect(heading(page, 'Send a waiver')).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'How to send it' }).getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    for (let index = 0; index < (await tabs.count()); index += 1) {
      await tabs.nth(index).click();
      await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await checkScreen(page, `Send, tab ${await tabs.nth(index).innerText()}`);
    }
  });

  test('Manage, each of its screens', async ({ page }) => {
    // Seven screens, each checked twice by axe.
    test.setTimeout(360_000);
    await page.goto(`${processes.desk.url}/#/manage/templates`);
    await expect(heading(page, 'Manage the account')).toBeVisible();
    await expect(page.getByTestId('template-card').first()).toBeVisible();
    await checkScreen(page, 'Manage templates');
    await page.getByTestId('template-card').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/#\/manage\/templates\/.+/);
    await expect(page.locator('p.loading[aria-busy="true"]')).toHaveCount(0);
    await checkScreen(page, 'Manage, one template');
    for (const screen of ['groups', 'keys', 'dynamic', 'webhooks', 'account']) {
      await page.goto(`${processes.desk.url}/#/manage/${screen}`);
      await expect(heading(page, 'Manage the account')).toBeVisible();
      await expect(page.locator('p.loading[aria-busy="true"]')).toHaveCount(0);
      await checkScreen(page, `Manage ${screen}`);
    }
  });

  test('the keyboard reaches the lookup box, the screens and the first check-in, visibly', async ({
    page,
  }) => {
    await page.goto(processes.desk.url);
    await expect(todayRows(page).first()).toBeVisible();
    const reached = new Set<string>();
    for (let step = 0; step < 60 && reached.size < 3; step += 1) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        const style = getComputedStyle(element);
        const kind =
          element.getAttribute('role') === 'combobox'
            ? 'lookup'
            : element.closest('nav') && element.tagName === 'A'
              ? 'nav'
              : element.matches('tbody tr.opens-waiver')
                ? 'row'
                : 'other';
        return { kind, outline: style.outlineStyle, outlineWidth: style.outlineWidth };
      });
      if (!focus || focus.kind === 'other') continue;
      expect(focus.outline, `the focused ${focus.kind} shows an outline`).not.toBe('none');
      expect(focus.outlineWidth).not.toBe('0px');
      reached.add(focus.kind);
    }
    expect([...reached].sort()).toEqual(['lookup', 'nav', 'row']);
  });

  /** Tabs until the focused element matches `selector`; it must show an outline there. */
  async function tabTo(page: Page, what: string, selector: string): Promise<void> {
    await expect
      .poll(
        async () => {
          await page.keyboard.press('Tab');
          return page.evaluate((wanted) => {
            const element = document.activeElement;
            if (!element?.matches(wanted)) return 'elsewhere';
            const style = getComputedStyle(element);
            return style.outlineStyle !== 'none' && style.outlineWidth !== '0px'
              ? 'there, visibly'
              : 'no outline';
          }, selector);
        },
        { message: `Tab reaches ${what} with a visible focus`, intervals: [0], timeout: 20_000 },
      )
      .toBe('there, visibly');
  }

  test('from the keyboard alone: find a customer, open the waiver, then text a waiver link', async ({
    page,
  }) => {
    const smsBefore = await fetch(`${processes.sandbox?.url}/__control/sms`).then(
      async (response) => ((await response.json()) as { messages: unknown[] }).messages.length,
    );
    await page.goto(processes.desk.url);
    await expect(todayRows(page).first()).toBeVisible();
    const name = (await todayRows(page).first().locator('.name').innerText()).trim();

    await page.keyboard.press('/');
    await page.keyboard.type(name, { delay: 20 });
    const list = page.getByRole('listbox', { name: 'Waivers found' });
    const firstMatch = list.getByRole('option').first();
    await expect(firstMatch).toBeVisible();
    // The list answers the whole name (not a part typed earlier) before a row is highlighted in it.
    await expect(list).toHaveAttribute('aria-busy', 'false');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/waivers\//);
    await expect(page.locator('#waiver-title')).toBeVisible();

    await tabTo(page, 'the Send a waiver link', 'nav a[href="#/send"]');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/send$/);
    await expect(page.getByRole('combobox', { name: 'Waiver to sign' })).toBeVisible();

    await tabTo(page, 'the mobile number box', 'input[name="phone"]');
    await page.keyboard.type('720 555 0142');
    await page.keyboard.press('Enter');
    await expect(page.getByText(/Send a waiver link for/)).toContainText('(720) 555-0142');
    // The confirmation takes the focus: Enter sends.
    await expect(page.getByRole('button', { name: 'Send text', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByTestId('sms-result')).toContainText('Text sent');
    await expect
      .poll(async () => {
        const log = (await fetch(`${processes.sandbox?.url}/__control/sms`).then((response) =>
          response.json(),
        )) as { messages: { number: number }[] };
        return log.messages.slice(smsBefore).map((message) => message.number);
      })
      .toEqual([17205550142]);
  });

  test('from the keyboard alone: reach Manage, publish a key, and read it back', async ({ page }) => {
    await page.goto(processes.desk.url);
    await expect(todayRows(page).first()).toBeVisible();
    await tabTo(page, 'the Manage link', 'nav a[href="#/manage"]');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/manage/);
    await tabTo(page, 'the published keys tab', 'a[href="#/manage/keys"]');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/manage\/keys$/);
    await tabTo(page, 'the label of a new key', 'form[aria-label="New published key"] input[type="text"]');
    await page.keyboard.type('Front desk kiosk');
    await page.keyboard.press('Enter');

    await expect(page.getByTestId('key-created')).toContainText('Key “Front desk kiosk” created');
    await expect
      .poll(async () => {
        const response = await fetch(`${processes.sandbox?.url}/v4/keys/published`, {
          headers: { authorization: `Bearer ${API_KEY}`, accept: 'application/json' },
        });
        const body = (await response.json()) as { published_keys: { keys: { label: string }[] } };
        return body.published_keys.keys.map((key) => key.label);
      })
      .toContain('Front desk kiosk');
  });
});
