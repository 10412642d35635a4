/**
 * A customer who signs while the desk is open is found at the counter: the desk
 * (browser host, its own process) follows a sandbox (its own process); once the
 * desk's copy is complete, a waiver is signed through the sandbox's control
 * endpoint, and the desk announces it, finds it by the name and by the auto-tag
 * typed into the lookup box, and opens it from a scanner burst of its auto-tag.
 * Nothing here is on screen before the signing: every step waits for the desk's
 * next look.
 */
import type { Page } from '@playwright/test';
import { type DeskProcesses, startDeskProcesses } from '../support/desk-processes.ts';
import { middayZone } from '../support/midday-zone.ts';
import { scan } from '../support/scanner-burst.ts';
import { expect, test } from './page-per-worker.ts';

const API_KEY = 'k-e2e-new-signing';
/** The setting's smallest value: the desk looks for new signings every 20 seconds. */
const CHECK_EVERY_SECONDS = 20;
/** One interval, plus the look's own time, plus room for a loaded machine. */
const FOUND_WITHIN_MS = (CHECK_EVERY_SECONDS + 15) * 1_000 + 30_000;
const SIGNER = { firstName: 'Marisol', middleName: '', lastName: 'Quenby' };
const AUTO_TAG = 'NEW-4711-E2E';

interface Signed {
  waiverId: string;
  autoTag: string;
}

async function signAtTheKiosk(sandboxUrl: string): Promise<Signed> {
  const response = await fetch(`${sandboxUrl}/__control/signings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ autoTag: AUTO_TAG, fields: SIGNER }),
  });
  if (response.status !== 201) throw new Error(`signing failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as Signed;
}

/** Records every phase the sync indicator shows from now on (each change, however brief). */
async function recordPhases(page: Page): Promise<void> {
  await page.getByTestId('sync-indicator').evaluate((indicator) => {
    const seen: string[] = [];
    (window as unknown as { syncPhases: string[] }).syncPhases = seen;
    new MutationObserver((changes) => {
      for (const change of changes) seen.push((change.target as Element).getAttribute('data-phase') ?? '');
    }).observe(indicator, { attributes: true, attributeFilter: ['data-phase'] });
  });
}

/** Looks that ran to the end since `recordPhases`: 'idle' right after 'incremental'. */
const looksSeen = (page: Page) =>
  page.evaluate(() => {
    const seen = (window as unknown as { syncPhases: string[] }).syncPhases;
    return seen.filter((phase, index) => phase === 'idle' && seen[index - 1] === 'incremental').length;
  });

test.describe('A customer who just signed', () => {
  test.describe.configure({ mode: 'serial' });
  let processes: DeskProcesses;

  test.beforeAll(async () => {
    processes = await startDeskProcesses({
      timeZone: middayZone().zone,
      sandboxArgs: ['--seed', '23', '--api-key', API_KEY, '--waivers', '500', '--rate-window-ms', '2000'],
      deskApiKey: API_KEY,
      settings: { newWaiverCheckSeconds: CHECK_EVERY_SECONDS },
    });
  });

  test.afterAll(async () => {
    await processes?.stop();
  });

  test('is announced, found by name and opened by a scan of the auto-tag', async ({ page }) => {
    test.setTimeout(FOUND_WITHIN_MS * 3);
    await page.goto(`${processes.desk.url}/#/today`);
    const indicator = page.getByTestId('sync-indicator');
    await expect(indicator).toContainText('Copy current as of', { timeout: 30_000 });
    const box = page.getByRole('combobox', { name: 'Find a waiver' });

    // Sign only after a whole look that followed the complete copy, so the next
    // look asks exactly what that one asked (a desk that answered it from the
    // earlier snapshot would never find the signing).
    await recordPhases(page);
    await expect
      .poll(() => looksSeen(page), { timeout: CHECK_EVERY_SECONDS * 1_000 + 60_000 })
      .toBeGreaterThanOrEqual(1);

    // Not there before the signing.
    await box.click();
    await page.keyboard.type(`${SIGNER.firstName} ${SIGNER.lastName}`, { delay: 40 });
    await expect(page.getByText("No waiver in the desk's copy matches")).toBeVisible();
    await page.keyboard.press('Escape');

    const signed = await signAtTheKiosk(processes.sandbox!.url);

    // The arrival toast (one, for the one waiver).
    const toasts = page.getByTestId('arrival-toast').filter({ hasText: SIGNER.lastName });
    await expect(toasts).toHaveCount(1, { timeout: FOUND_WITHIN_MS });

    // Found by the name typed into the box.
    await box.click();
    await page.keyboard.type(`${SIGNER.firstName} ${SIGNER.lastName}`, { delay: 40 });
    const option = page.locator(`[role="option"][data-waiver-id="${signed.waiverId}"]`);
    await expect(option).toBeVisible();
    await expect(option).toContainText(`${SIGNER.firstName} ${SIGNER.lastName}`);
    await page.keyboard.press('Escape');

    // Found by its auto-tag typed into the box.
    await box.click();
    await page.keyboard.type(AUTO_TAG, { delay: 40 });
    await expect(option).toBeVisible();
    await expect(option.locator('.lookup-match')).toHaveText('tag');
    await page.keyboard.press('Escape');

    // Opened by a scanner burst of its auto-tag, from anywhere on the page.
    await page.evaluate(() => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    });
    await scan(page, AUTO_TAG);
    await expect(page).toHaveURL(new RegExp(`#/waivers/${signed.waiverId}$`));
    await expect(page.getByTestId('fact-auto-tag')).toContainText(AUTO_TAG);
  });
});
