/**
 * Hostile input through the browser host: a waiver whose fields hold markup,
 * script, right-to-left marks, emoji, control characters and a 10,000-character
 * word, signed through the sandbox's control endpoint, and a status page whose
 * notices say the same. On every screen that shows them (the lookup list, the
 * waiver's detail, Today's rows, the PDF viewer's title and the saved file's
 * name, the status panel's notices, the desktop notification and the new-waiver
 * toast) they are shown as text: no element is made from them, no script runs
 * (`window.__pwned` stays undefined), and the page never scrolls sideways at
 * 1280 px wide.
 */
import type { Page } from '@playwright/test';
import { type DeskRig, startDeskRig } from '../faults/desk-rig.ts';
import { type HostileStatusPage, startHostileStatusPage } from '../faults/hostile-status-proxy.ts';
import { middayZone } from '../support/midday-zone.ts';
import { shownAlerts, spyOnNotifications } from './notification-spy.ts';
import { expect, test } from './page-per-worker.ts';

const API_KEY = 'k-e2e-hostile';

const MARKUP = '<img src=x onerror="window.__pwned=1">';
const SCRIPT = '<script>window.__pwned=2</script>';
const SVG = '"><svg onload="window.__pwned=3">';
const RTL = '\u202Egnp.exe\u202C שלום עולם';
const EMOJI = '🧗‍♀️👨‍👩‍👧🏳️‍🌈';
const CONTROL = 'a\u0000b\u0007c\u001b[31md\u0008e\tf\ng';
const LONG = 'W'.repeat(10_000);
/** The one plain word of the waiver, typed into the lookup box. */
const SURNAME = 'Xylander';

const HOSTILE_FIELDS = {
  firstName: `${MARKUP}${EMOJI}${LONG}`,
  middleName: RTL,
  lastName: `${SURNAME}${SCRIPT}`,
  title: `${SVG} Climbing ${EMOJI}`,
  email: `${SVG}@example.com`,
  addressLineOne: LONG,
  addressCity: RTL,
  emergencyContactName: CONTROL,
  insuranceCarrier: `${MARKUP}${SCRIPT}`,
};

test.use({ viewport: { width: 1280, height: 900 } });
test.describe.configure({ mode: 'serial' });

const { zone } = middayZone();
let rig: DeskRig;
let statusPage: HostileStatusPage;
let waiverId: string;

/** Nothing was made from the text: no image, no handler attribute, no script of it, nothing ran; no sideways scroll. */
async function expectInert(page: Page, where: string): Promise<void> {
  const found = await page.evaluate(() => ({
    pwned: (window as unknown as { __pwned?: unknown }).__pwned ?? null,
    images: document.querySelectorAll('img[src="x"]').length,
    handlerAttributes: [...document.querySelectorAll('*')].filter((element) =>
      [...element.attributes].some((attribute) => attribute.name.toLowerCase().startsWith('on')),
    ).length,
    scripts: [...document.scripts].filter((script) => script.textContent?.includes('__pwned')).length,
    sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
  }));
  expect(found, where).toEqual({ pwned: null, images: 0, handlerAttributes: 0, scripts: 0, sideways: 0 });
}

/** The text is on screen as written, markup and all. */
async function expectLiteral(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
}

test.beforeAll(async () => {
  rig = await startDeskRig({
    apiKey: API_KEY,
    timeZone: zone,
    sandboxArgs: ['--seed', '29', '--waivers', '300', '--rate-window-ms', '2000'],
    settings: { statusPollMinutes: 1, consumeWebhookQueue: true },
    statusUrl: async (sandboxUrl) => {
      statusPage = await startHostileStatusPage(
        `${sandboxUrl}/status`,
        (original) => `${MARKUP} ${original} ${SCRIPT} ${RTL} ${EMOJI} ${LONG}`,
      );
      return statusPage.url;
    },
  });
  // Signed earlier this hour's predecessor, so its check-in is in an hour Today already reports.
  const hourStart = Math.floor(Date.now() / 3_600_000) * 3_600_000;
  waiverId = await rig.sign({
    fields: HOSTILE_FIELDS,
    signedAt: new Date(hourStart - 20 * 60_000).toISOString(),
  });
  await rig.startDesk();
});

test.afterAll(async () => {
  await rig?.stop();
  await statusPage?.close();
});

test('a hostile waiver is text in the lookup list, its detail, Today and the PDF viewer', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto(`${rig.deskUrl()}/#/today`);
  // The desk's first copy, beside the other suites on two cores.
  await expect(page.getByTestId('sync-indicator')).toContainText('Copy current as of', { timeout: 90_000 });

  // Today: its check-in row, from the service.
  const table = page.getByRole('table', { name: "Today's check-ins" });
  const row = table.locator('tbody tr', { hasText: SURNAME });
  await expect(row.first()).toBeVisible({ timeout: 20_000 });
  await expect(row.first()).toContainText(MARKUP);
  await expect(row.first()).toContainText(SCRIPT);
  await expectInert(page, 'Today');

  // The lookup list.
  const box = page.getByRole('combobox', { name: 'Find a waiver' });
  await box.click();
  await page.keyboard.type(SURNAME, { delay: 40 });
  const option = page.locator(`[role="option"][data-waiver-id="${waiverId}"]`).first();
  await expect(option).toBeVisible();
  // The list answers the whole name (not a part typed earlier) before a row of it is clicked.
  await expect(page.getByRole('listbox', { name: 'Waivers found' })).toHaveAttribute('aria-busy', 'false');
  await expect(option).toContainText(MARKUP);
  await expect(option).toContainText(`${SURNAME}${SCRIPT}`);
  await expectInert(page, 'lookup list');
  await page.screenshot({ path: 'test-results/hostile-lookup.png' });

  // The detail, contact details shown too.
  await option.click();
  await expect(page).toHaveURL(new RegExp(`#/waivers/${waiverId}$`));
  await expect(page.getByTestId('verdict')).toBeVisible();
  await expectLiteral(page, `${SURNAME}${SCRIPT}`);
  await expectLiteral(page, SVG);
  const show = page.getByRole('button', { name: 'Show contact' });
  if (await show.isVisible()) await show.click();
  await expectLiteral(page, `${SVG}@example.com`);
  await expect(page.getByTestId('waiver-screen')).toContainText(LONG);
  await expect(page.getByTestId('waiver-screen')).toContainText('שלום עולם');
  await expect(page.getByTestId('waiver-screen')).toContainText(EMOJI);
  await expectInert(page, 'waiver detail');
  await page.screenshot({ path: 'test-results/hostile-detail.png', fullPage: true });

  // The PDF viewer's title, and the name the file is saved under.
  await page.getByRole('button', { name: 'Open signed PDF' }).click();
  const viewer = page.getByTestId('pdf-viewer');
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('heading')).toContainText(`${SURNAME}${SCRIPT}`);
  await expect(viewer.getByTestId('pdf-canvas')).toHaveAttribute('data-page', '1', { timeout: 20_000 });
  await expectInert(page, 'PDF viewer');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    viewer.getByRole('button', { name: 'Save' }).click(),
  ]);
  const fileName = download.suggestedFilename();
  expect(fileName).toMatch(/^[a-z0-9-]+\.pdf$/i);
  expect(fileName.length).toBeLessThanOrEqual(160);
  expect(fileName).toContain(waiverId);
  expect(fileName).toContain(SURNAME.toLowerCase());
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expectInert(page, 'after the PDF viewer');
});

test('hostile status notices and a hostile new waiver are text in the panel, the notification and the toast', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['notifications'], { origin: rig.deskUrl() });
  await spyOnNotifications(page);
  await rig.statusScenario('operational');
  await page.goto(`${rig.deskUrl()}/#/today`);
  const indicator = page.getByTestId('service-health');
  await expect(indicator).toHaveAttribute('data-verdict', 'operational', { timeout: 30_000 });
  // A walk-in signs now: the desk reads the account's queue and announces the waiver.
  const walkIn = await rig.sign({
    fields: { firstName: `${MARKUP}${EMOJI}`, lastName: `Walkin${SCRIPT}`, title: SVG },
  });

  await rig.statusScenario('incident');
  await indicator.locator('button.svc-indicator').click();
  const panel = page.getByRole('dialog', { name: 'Service status' });
  await expect(panel).toBeVisible();
  await expect(indicator).toHaveAttribute('data-verdict', /page-reports-problem|degraded/, {
    timeout: 30_000,
  });
  const notice = panel.getByTestId('status-notice').first();
  await expect(notice).toContainText(MARKUP);
  await expect(notice).toContainText(SCRIPT);
  await expectInert(page, 'status panel');
  await page.screenshot({ path: 'test-results/hostile-status.png' });

  const alerts = () => shownAlerts(page);
  await expect.poll(async () => (await alerts()).length, { timeout: 20_000 }).toBeGreaterThan(0);
  const [alert] = await alerts();
  expect(alert?.body).toContain(MARKUP);
  expect((alert?.title.length ?? 0) + (alert?.body?.length ?? 0)).toBeLessThanOrEqual(800);
  await page.keyboard.press('Escape');

  const toast = page.getByTestId('arrival-toast').filter({ hasText: 'Walkin' });
  await expect(toast).toBeVisible({ timeout: 45_000 });
  await expect(toast).toContainText(MARKUP);
  await expect(toast).toContainText(`Walkin${SCRIPT}`);
  await expect(toast.getByRole('link')).toHaveAttribute('href', new RegExp(`${walkIn}$`));
  await expectInert(page, 'new-waiver toast');
});
