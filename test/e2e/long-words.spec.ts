/**
 * Long words fit: the main screens at the desk's usual window size, in Spanish and in a
 * pseudo-language whose every word is 40 % longer than English's (pseudo-long.ts),
 * with no button, link, label, heading, tab or table header clipped and nothing past
 * the window's edge (clipped-text.ts). A screenshot of each screen is attached to the
 * test. The pseudo-language takes the place of the Spanish catalog's chunk in the test
 * alone; the product ships no such thing.
 */
import type { Page } from '@playwright/test';
import { personName } from '../../shared/desk/verdict.ts';
import type { SignedWaiver } from '../../shared/domain/waiver.ts';
import { middayZone } from '../support/midday-zone.ts';
import { passingTaggedWaivers } from '../support/sandbox-sample.ts';
import { scan } from '../support/scanner-burst.ts';
import { type Clip, clippedText } from './clipped-text.ts';
import { focusNothing } from './desk-page.ts';
import { deskForSuite } from './desk-suite.ts';
import { expect, test } from './page-per-worker.ts';
import { type Catalog, catalogOf, pseudoLongCatalog, serveCatalog } from './pseudo-long.ts';

const API_KEY = 'k-e2e-long-words';
const MISSING_TAG = 'ZZ-880088';

/**
 * The desk's usual window: 1280 × 820 (electron/main/main-window.ts), less the frame
 * and title bar around the page on Windows.
 */
test.use({ viewport: { width: 1264, height: 781 } });

test.describe('long words fit at the desk’s usual window size', () => {
  const desk = deskForSuite({
    // Early afternoon in the desk's zone, whenever the suite runs: Today has its rows to measure.
    timeZone: middayZone().zone,
    sandboxArgs: ['--seed', '32', '--api-key', API_KEY, '--waivers', '300'],
    deskApiKey: API_KEY,
    settings: { language: 'es', deskName: 'Mostrador de la entrada principal', deskNameChosen: true },
  });
  /** A customer for each walk, so that each checks someone in who is not in yet. */
  let customers: SignedWaiver[];

  test.beforeAll(async () => {
    customers = await passingTaggedWaivers(desk.sandboxUrl, API_KEY, 2);
  });

  /** Visits each main screen; at each, attaches a screenshot and gathers what is clipped. */
  async function walk(page: Page, waiver: SignedWaiver, words: Catalog): Promise<Record<string, Clip[]>> {
    const found: Record<string, Clip[]> = {};
    const look = async (screen: string): Promise<void> => {
      await test.step(screen, async () => {
        found[screen] = await clippedText(page);
        const shot = test.info().outputPath(`${screen}.png`);
        await page.screenshot({ path: shot, fullPage: true });
        await test.info().attach(screen, { path: shot, contentType: 'image/png' });
      });
    };

    await page.goto(`${desk.url}/#/today`);
    // The page starts in the system's language and turns to the chosen one once it reads the setting.
    await expect(page.locator('h1').first()).toHaveText(words['today.screen.title']!);
    await expect(page.locator('td.time time').first()).toBeVisible({ timeout: 60_000 });
    await look('Today, with the header');
    const indicator = page.locator('.svc-indicator');
    await indicator.click();
    await expect(page.getByTestId('status-component').first()).toBeVisible();
    await look('the service status panel');
    await indicator.click();
    await expect(page.getByTestId('status-panel')).toBeHidden();

    const lookup = page.getByTestId('lookup-input');
    await lookup.fill(waiver.participants[0]?.lastName ?? waiver.lastName);
    await expect(page.getByTestId('lookup-option').first()).toBeVisible();
    await look('the lookup with results');
    await lookup.fill('');

    await focusNothing(page);
    await scan(page, waiver.autoTag);
    await expect(page).toHaveURL(new RegExp(`#/waivers/${waiver.waiverId}$`));
    const checkIn = page.getByTestId('check-in-button');
    await expect(checkIn).toBeVisible();
    await look('the waiver page after a scan, its check-in ready');
    await checkIn.click();
    const done = page.getByTestId('check-in-done');
    await expect(done).toContainText(personName(waiver.participants[0]!));
    await look('the check-in panel, checked in');
    await checkIn.click();
    await expect(page.getByTestId('check-in').getByRole('alert')).toBeVisible();
    await look('the check-in panel asking before a second check-in');

    await page.goto(`${desk.url}/#/today`);
    await expect(page.locator('td.time time').first()).toBeVisible();
    await focusNothing(page);
    await scan(page, MISSING_TAG);
    await expect(page.getByTestId('scan-notice')).toBeVisible();
    await look('the scan panel of a tag on no waiver');

    await page.goto(`${desk.url}/#/admissions`);
    await expect(page.getByTestId('admission-row').first()).toBeVisible();
    await look('Checked in here');

    await page.goto(`${desk.url}/#/manage/templates`);
    await expect(page.getByTestId('template-card').first()).toBeVisible();
    await look('Manage, templates');
    await page.goto(`${desk.url}/#/manage/groups`);
    await expect(page.locator('#group-title')).toBeVisible();
    await look('Manage, groups');
    await page.goto(`${desk.url}/#/manage/keys`);
    await expect(page.getByTestId('service-health')).toBeVisible();
    await look('Manage, keys');
    await page.goto(`${desk.url}/#/manage/dynamic`);
    await expect(page.locator('#dynamic-title')).toBeVisible();
    await look('Manage, dynamic waivers');
    await page.goto(`${desk.url}/#/manage/webhooks`);
    await expect(page.getByTestId('webhook-current').or(page.getByTestId('webhook-none'))).toBeVisible();
    await look('Manage, webhooks');
    await page.goto(`${desk.url}/#/manage/account`);
    await expect(page.getByTestId('service-version')).toBeVisible();
    await look('Manage, the account');
    await page.goto(`${desk.url}/#/manage/trail`);
    await expect(page.getByTestId('trail-row').first().or(page.getByTestId('trail-empty'))).toBeVisible();
    await look('Manage, the trail');

    await page.goto(`${desk.url}/#/send`);
    await expect(page.locator('select.send-select').first()).not.toHaveValue('');
    const tabs = page.getByRole('tablist').getByRole('tab');
    for (let tab = 0; tab < (await tabs.count()); tab++) {
      await tabs.nth(tab).click();
      await expect(tabs.nth(tab)).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await look(`Send a waiver, tab ${tab + 1}`);
    }

    await page.goto(`${desk.url}/#/settings`);
    await expect(page.getByTestId('account-summary')).toBeVisible();
    await look('Settings');

    await page.goto(`${desk.url}/#/diagnostics`);
    await expect(page.locator('.diagnostics-check')).toHaveCount(8, { timeout: 30_000 });
    await look('Diagnostics');
    return found;
  }

  /** What is clipped, a line each: the screen, the element, its text and how it is clipped. */
  const clipped = (found: Record<string, Clip[]>): string[] =>
    Object.entries(found).flatMap(([screen, clips]) =>
      clips.map(({ element, text, how }) => `${screen}: ${element} "${text}" ${how}`),
    );

  test('in Spanish, nothing is clipped', async ({ page }) => {
    const found = await walk(page, customers[0]!, catalogOf('es'));
    await expect(page.locator('html')).toHaveAttribute('lang', /^es/);
    expect(clipped(found)).toEqual([]);
  });

  test('in words 40 % longer than English, nothing is clipped', async ({ page }) => {
    const pseudoLong = pseudoLongCatalog();
    await serveCatalog(page, 'es', pseudoLong);
    const found = await walk(page, customers[1]!, pseudoLong);
    // The screens spoke the long words: Diagnostics' title, lengthened.
    await expect(page.locator('h1').first()).toHaveText(pseudoLong['diagnostics.title']!);
    expect(clipped(found)).toEqual([]);
  });

  test('the check finds a button too narrow for its words', async ({ page }) => {
    const pseudoLong = pseudoLongCatalog();
    await serveCatalog(page, 'es', pseudoLong);
    await page.goto(`${desk.url}/#/settings`);
    await expect(page.locator('h1').first()).toHaveText(pseudoLong['settings.heading']!);
    await expect(page.getByTestId('account-summary')).toBeVisible();
    const button = page.locator('main button:visible').first();
    const text = (await button.textContent())?.trim() ?? '';
    const thisButton = expect.objectContaining({ element: expect.stringMatching(/^button/), text });
    expect(await clippedText(page)).not.toContainEqual(thisButton);
    // Made too narrow, as a fixed width in a style sheet would make it.
    await button.evaluate((element) => {
      element.style.width = '3em';
      element.style.whiteSpace = 'nowrap';
      element.style.overflow = 'hidden';
    });
    expect(await clippedText(page)).toContainEqual(thisButton);
  });
});
