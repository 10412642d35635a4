/**
 * Running the desk for a year, through the browser host on a sandbox over HTTP:
 * the page's own errors land in the desk's log file with their screen; "Save a
 * support report" downloads one file with the doctor's checks and the logs, and
 * none of the account's key, the page token, or any customer's name, email,
 * phone or tag; and when the copy's worker dies, the desk comes back on the same
 * screen with a notice and finds waivers again.
 *
 * The host runs in this process (as `npm run start:browser` runs it) so the test
 * can end the copy's worker thread the way a crash would: Node announces every
 * worker thread it starts on the `worker_threads` diagnostics channel. The
 * sandbox runs here too, so every customer of the account can be scanned for.
 */
import diagnosticsChannel from 'node:diagnostics_channel';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import type { Page } from '@playwright/test';
import { type SandboxHandle, startSandbox } from '@waiver-desk/sandbox/testing';
import { type LaunchedHost, launchBrowserHost } from '../../electron/browser-host/launch.ts';
import { detailsIn, everyCustomerDetail } from '../support/account-personal-data.ts';
import { assertCleanLogs, type ForbiddenValue, readPageToken } from '../support/desk-log-scan.ts';
import { middayZone } from '../support/midday-zone.ts';
import { expect, test } from './page-per-worker.ts';

const KEY = 'k-e2e-operations-7Wd3';

test.describe('running the desk for a year (browser host)', () => {
  let sandbox: SandboxHandle;
  let desk: LaunchedHost;
  let dataDir: string;
  let forbidden: ForbiddenValue[];
  const workers: Worker[] = [];
  const onWorker = (message: unknown) => workers.push((message as { worker: Worker }).worker);

  test.beforeAll(async () => {
    const zone = middayZone().zone;
    sandbox = await startSandbox({ seed: 11, waivers: 300, timeZone: zone, apiKeys: [KEY] });
    dataDir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-e2e-operations-'));
    diagnosticsChannel.subscribe('worker_threads', onWorker);
    desk = await launchBrowserHost({
      dataDir,
      env: { baseUrl: sandbox.baseUrl, statusUrl: sandbox.statusUrl, apiKey: KEY, timeZone: zone },
      port: 0,
      console: false,
    });
    forbidden = [
      { kind: 'an API key', value: KEY },
      { kind: 'the page token', value: await readPageToken(desk.host.url.replace(/\/$/, '')) },
      ...everyCustomerDetail(sandbox.dataset),
    ];
  });

  test.afterAll(async () => {
    diagnosticsChannel.unsubscribe('worker_threads', onWorker);
    await desk?.stop();
    await sandbox?.close();
    try {
      assertCleanLogs(dataDir, forbidden);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  const logText = () => readFileSync(path.join(dataDir, 'logs', 'browser-host.log'), 'utf8');

  async function openDesk(page: Page, hash = '') {
    await page.goto(`${desk.host.url}${hash}`);
    await expect(page.getByTestId('sync-indicator')).toContainText('Copy current as of', { timeout: 60_000 });
  }

  test("a page error reaches the desk's log file, with the screen it came from", async ({ page }) => {
    await openDesk(page, '#/today');
    await page.evaluate(() => {
      setTimeout(() => {
        throw new TypeError('the e2e page fault');
      });
    });
    await expect
      .poll(logText)
      .toContain('the page (today screen), an error nothing caught: TypeError the e2e page fault');
  });

  test("Save a support report downloads the doctor's checks and the logs, and no key or customer", async ({
    page,
  }) => {
    await openDesk(page, '#/diagnostics');
    // The doctor's seven, and the desk's own data folder.
    await expect(page.getByRole('list', { name: 'Checks' }).getByRole('listitem')).toHaveCount(8, {
      timeout: 30_000,
    });
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save a support report' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^waiver-desk-support-.+\.txt$/);
    await expect(page.getByText(`The report is saved as ${download.suggestedFilename()}`)).toBeVisible();
    const text = readFileSync(await download.path(), 'utf8');
    expect(text).toContain(`Waiver Desk doctor: account at ${sandbox.baseUrl}`);
    expect(text).toContain('API key accepted');
    expect(text).toContain('Data folder writable');
    expect(text).toContain('--- browser-host.log ---');
    expect(text).toContain('browser host started on 127.0.0.1');
    expect(text).toMatch(/holds: \d+ waivers/);
    expect(detailsIn(text, forbidden)).toEqual([]);
  });

  test('the copy’s worker dies: the desk stays on its screen, says so, and finds waivers again', async ({
    page,
  }) => {
    const waiver = sandbox.dataset.waivers.find(
      (one) => /^[A-Za-z]{3,}$/.test(one.firstName) && /^[A-Za-z]{3,}$/.test(one.lastName),
    );
    if (!waiver) throw new Error('the sandbox has no waiver with a plain name');
    await openDesk(page, `#/waivers/${waiver.waiverId}`);
    await expect(page.getByTestId('verdict')).toBeVisible();
    expect(workers.length).toBeGreaterThan(0);
    await workers.at(-1)?.terminate();

    const notice = page.getByTestId('recovery-notice');
    await expect(notice).toContainText('The desk’s copy of the account stopped at');
    await expect(notice).toContainText('and was started again');
    await expect(page).toHaveURL(new RegExp(`#/waivers/${waiver.waiverId}$`));
    await expect(page.getByTestId('verdict')).toBeVisible();
    // The copy answers again: the lookup box finds the customer.
    await page
      .getByRole('combobox', { name: 'Find a waiver' })
      .fill(`${waiver.firstName} ${waiver.lastName}`);
    await expect(page.locator(`[role="option"][data-waiver-id="${waiver.waiverId}"]`).first()).toBeVisible();
    await expect.poll(logText).toMatch(/the copy's worker started again/);
    // The list is closed, as a person closes it, before reaching the notice it may cover.
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('lookup-popup')).toBeHidden();

    // Seen: it goes, and stays gone after a reload.
    await notice.getByRole('button', { name: 'Got it' }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('verdict')).toBeVisible();
    await expect(page.getByTestId('recovery-notice')).toHaveCount(0);
  });
});
