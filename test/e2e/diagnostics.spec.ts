/**
 * The Diagnostics screen through the browser host: the doctor's checks against the
 * account open on the desk (a sandbox over HTTP), and the report copied for support
 * without the key or the page token in it.
 */

import { readPageToken } from '../support/desk-log-scan.ts';
import { type DeskProcesses, startDeskProcesses } from '../support/desk-processes.ts';
import { middayZone } from '../support/midday-zone.ts';
import { expect, test } from './page-per-worker.ts';

const API_KEY = 'k-e2e-diagnostics';

test.describe('Diagnostics', () => {
  let processes: DeskProcesses;

  test.beforeAll(async () => {
    processes = await startDeskProcesses({
      timeZone: middayZone().zone,
      sandboxArgs: ['--seed', '9', '--api-key', API_KEY],
      deskApiKey: API_KEY,
    });
  });

  test.afterAll(async () => {
    await processes?.stop();
  });

  test('shows each check of the open account and copies a report without secrets', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(processes.desk.url);
    await page
      .getByRole('navigation', { name: 'Screens' })
      .getByRole('link', { name: 'Diagnostics' })
      .click();
    await expect(page).toHaveURL(/#\/diagnostics$/);
    const checks = page.getByRole('list', { name: 'Checks' });
    // The doctor's seven, and the desk's own data folder.
    await expect(checks.getByRole('listitem')).toHaveCount(8, { timeout: 30_000 });
    await expect(checks.getByRole('listitem').filter({ hasText: 'Data folder writable' })).toContainText(
      'takes writes',
    );
    const apiKey = checks.getByRole('listitem').filter({ hasText: 'API key accepted' });
    await expect(apiKey).toContainText('Fine');
    await expect(apiKey).toContainText(/accepted: the account has \d+ waiver templates?/);
    await expect(checks.getByRole('listitem').first()).toContainText(`account at ${processes.sandbox!.url}`);

    const token = await readPageToken(processes.desk.url);
    const screenText = (await page.locator('main').textContent()) ?? '';
    expect(screenText).not.toContain(API_KEY);
    expect(screenText).not.toContain(token);
    expect(screenText).not.toMatch(/WAIVER_DESK_/);

    await page.getByRole('button', { name: 'Copy report' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`Waiver Desk doctor: account at ${processes.sandbox!.url}`);
    expect(copied).toContain('API key accepted');
    expect(copied).not.toContain(API_KEY);
    expect(copied).not.toContain(token);
  });
});
