/**
 * The service search finds what the service holds, and offline is named as
 * offline: in Chromium against the real sandbox over HTTP. Waivers are signed
 * with auto-tags of every shape the spec allows (letters only, lower case, the
 * full 64 characters) after the desk's copy is current and long before its next
 * look, so only the service has them: a scan misses in the copy, and "Search the
 * service for this tag" opens the waiver. Then the service stops: the service
 * search says the service cannot be reached (never the search limit), and the
 * signed PDF opened while it was up opens again from the desk's copy.
 */
import type { Page } from '@playwright/test';
import { middayZone } from '../support/midday-zone.ts';
import { scan } from '../support/scanner-burst.ts';
import { deskForSuite, type SuiteDesk } from './desk-suite.ts';
import { expect, test } from './page-per-worker.ts';

const API_KEY = 'k-e2e-service-search';
/** Letters only (the seen case), lower case, and the longest the spec allows. */
const TAGS = ['NEW-UX-C', 'new-ux-lowercase', `Q${'-ABCDEFGHI'.repeat(6)}-XY`] as const;

const sandboxArgs = ['--seed', '29', '--api-key', API_KEY, '--waivers', '300', '--rate-window-ms', '2000'];

async function signWithTag(desk: SuiteDesk, autoTag: string): Promise<string> {
  const response = await fetch(`${desk.sandboxUrl}/__control/signings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ autoTag }),
  });
  if (response.status !== 201) throw new Error(`signing failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { waiverId: string }).waiverId;
}

async function openCurrentDesk(desk: SuiteDesk, page: Page, hash = '#/today'): Promise<void> {
  await page.goto(`${desk.url}/${hash}`);
  await expect(page.getByTestId('sync-indicator')).toContainText('Copy current as of', { timeout: 60_000 });
}

async function scanFromNowhere(page: Page, tag: string): Promise<void> {
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });
  await scan(page, tag);
}

test.describe('the service search', () => {
  const desk = deskForSuite({
    timeZone: middayZone().zone,
    sandboxArgs,
    deskApiKey: API_KEY,
    // The longest interval: after its first look the desk does not look again during this test.
    settings: { newWaiverCheckSeconds: 600 },
  });

  test('a scan the copy misses opens the waiver through the service, for a tag of every shape', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    expect(TAGS[2]).toHaveLength(64);
    await openCurrentDesk(desk, page);
    for (const tag of TAGS) {
      const waiverId = await signWithTag(desk, tag);
      await scanFromNowhere(page, tag);
      await expect(page.getByTestId('scan-notice')).toHaveText(`No waiver with tag ${tag}`);
      const search = page.getByRole('button', { name: 'Search the service for this tag' });
      // The account has five searches a minute: a press waits for them when they are used up.
      await expect(search).toBeEnabled({ timeout: 70_000 });
      await search.click();
      await expect(page).toHaveURL(new RegExp(`#/waivers/${waiverId}$`), { timeout: 30_000 });
      await expect(page.getByTestId('fact-auto-tag')).toContainText(tag);
      await expect(page.getByTestId('scan-notice-service-none')).toHaveCount(0);
    }
  });
});

test.describe('a desk that cannot reach the service', () => {
  const desk = deskForSuite({
    timeZone: middayZone().zone,
    sandboxArgs,
    deskApiKey: API_KEY,
    // The shortest interval: offline, the desk keeps looking for new signings, and fails each time.
    settings: { newWaiverCheckSeconds: 20 },
  });

  test('offline, the service search says the service cannot be reached, and a PDF opened earlier opens', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const waiverId = await signWithTag(desk, 'PDF-KEPT');
    await openCurrentDesk(desk, page, `#/waivers/${waiverId}`);
    await page.getByRole('button', { name: 'Open signed PDF' }).click();
    const viewer = page.getByTestId('pdf-viewer');
    await expect(viewer.getByTestId('pdf-canvas')).toHaveAttribute('data-page', '1', { timeout: 20_000 });

    await desk.processes.sandbox?.stop();
    await page.goto(`${desk.url}/#/today`);
    await expect(page.getByTestId('sync-indicator')).toContainText('Offline', { timeout: 90_000 });

    const box = page.getByRole('combobox', { name: 'Find a waiver' });
    await box.click();
    await page.keyboard.type('Zyxwvut', { delay: 30 });
    // The copy's answer to all of it: one to a part typed earlier may still be on screen, and
    // its button would search the service for that part.
    await expect(page.getByTestId('lookup-empty')).toContainText('Zyxwvut');
    await page.getByTestId('lookup-search-service').click();
    const popup = page.getByTestId('lookup-popup');
    await expect(popup).toContainText('The waiver service cannot be reached from this desk', {
      timeout: 30_000,
    });
    await expect(popup).not.toContainText('searches a minute');
    await expect(popup).not.toContainText('searched again in');
    await page.keyboard.press('Escape');

    await page.goto(`${desk.url}/#/waivers/${waiverId}`);
    await page.getByRole('button', { name: 'Open signed PDF' }).click();
    await expect(viewer.getByTestId('pdf-canvas')).toHaveAttribute('data-page', '1', { timeout: 20_000 });
    await expect(viewer.getByTestId('pdf-page-status')).toHaveText(/^Page 1 of \d+$/);
  });
});
