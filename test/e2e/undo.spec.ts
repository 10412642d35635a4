/**
 * Undoing a check-in at the counter, through the browser host on a real sandbox
 * (shared/desk/counter-rules.ts): within five minutes the desk that checked someone in
 * undoes it without the manager's PIN, and they stop counting (the headcount, Checked
 * in here); after five minutes the undo is refused without the PIN, a wrong one is
 * refused and counted, the right one undoes it. Five minutes are not waited for: the
 * desk's clock is moved on (test/support/clock-desk.ts). Someone marked as left by
 * mistake is taken back ("Not left") by the same rules, and counts as in again.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { type DeskProcesses, startDeskProcesses } from '../support/desk-processes.ts';
import { middayZone } from '../support/midday-zone.ts';
import { scan } from '../support/scanner-burst.ts';
import { focusNothing, sandboxControl } from './desk-page.ts';
import { expect, test } from './page-per-worker.ts';

const API_KEY = 'k-e2e-undo';
const PIN = '2468';
const CAPACITY = 10;

/** A waiver of one adult who passes, under `tag`. */
const signing = (tag: string, firstName: string) => ({
  autoTag: tag,
  participants: [
    {
      firstName,
      lastName: 'Undone',
      middleName: '',
      dob: '1984-03-07',
      isMinor: false,
      minorExpired: false,
      tags: [],
      flags: [],
    },
  ],
  guardian: null,
  tags: [],
  waiverFlags: [],
});

test.describe('undoing a check-in', () => {
  let processes: DeskProcesses;
  let clockControl = '';

  test.beforeAll(async () => {
    processes = await startDeskProcesses({
      timeZone: middayZone().zone,
      sandboxArgs: ['--seed', '37', '--api-key', API_KEY, '--waivers', '60', '--rate-window-ms', '2000'],
      deskApiKey: API_KEY,
      settings: { capacity: CAPACITY },
      deskEntry: 'test/support/clock-desk.ts',
      env: { WAIVER_DESK_TEST_MANAGER_PIN: PIN },
      beforeDesk: async (sandboxUrl) => {
        await sandboxControl(sandboxUrl, '/signings', 'POST', signing('UN-5001', 'Early'));
        await sandboxControl(sandboxUrl, '/signings', 'POST', signing('UN-5002', 'Late'));
        await sandboxControl(sandboxUrl, '/signings', 'POST', signing('UN-5003', 'Stayed'));
        await sandboxControl(sandboxUrl, '/signings', 'POST', signing('UN-5004', 'Named'));
      },
    });
    await expect
      .poll(() => /clock control at (http:\/\/127\.0\.0\.1:\d+)/.exec(processes.desk.output())?.[1] ?? '')
      .not.toBe('');
    clockControl = /clock control at (http:\/\/127\.0\.0\.1:\d+)/.exec(processes.desk.output())?.[1] ?? '';
  });

  test.afterAll(async () => {
    await processes?.stop();
  });

  async function checkIn(page: Page, tag: string, name: string) {
    await focusNothing(page);
    await scan(page, tag);
    await expect(page.getByTestId('check-in')).toHaveAttribute('data-scanned', tag);
    await page.getByTestId('check-in-button').click();
    await expect(page.getByTestId('check-in-done')).toContainText(name);
  }

  test('within five minutes the desk undoes its check-in without the PIN, and they stop counting', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.goto(`${processes.desk.url}/#/today`);
    await expect(page.getByTestId('sync-indicator')).toContainText('Copy current as of', {
      timeout: 120_000,
    });
    const headcount = page.getByTestId('headcount');
    await expect(headcount).toHaveText(`0 of ${CAPACITY} in`);

    await checkIn(page, 'UN-5001', 'Early Undone');
    await expect(headcount).toHaveText(`1 of ${CAPACITY} in`);
    await page.getByTestId('undo-check-in').click();
    await expect(page.getByTestId('undo-done')).toBeVisible();
    await expect(page.getByTestId('manager-pin-ask')).toHaveCount(0);
    await expect(headcount).toHaveText(`0 of ${CAPACITY} in`);
    // Today and Checked in here no longer count them either.
    await page.goto(`${processes.desk.url}/#/today`);
    await expect(page.getByTestId('today-row').filter({ hasText: 'Early Undone' })).toHaveCount(0);
    await page.goto(`${processes.desk.url}/#/admissions`);
    await expect(page.getByTestId('admissions-empty')).toBeVisible();
  });

  test('after five minutes the undo needs the manager’s PIN: refused without it, done with it', async ({
    page,
  }) => {
    await page.goto(`${processes.desk.url}/#/today`);
    const headcount = page.getByTestId('headcount');
    await expect(headcount).toHaveText(`0 of ${CAPACITY} in`);
    await checkIn(page, 'UN-5002', 'Late Undone');
    await expect(headcount).toHaveText(`1 of ${CAPACITY} in`);

    const moved = await fetch(`${clockControl}/ahead?minutes=6`, { method: 'POST' });
    expect(moved.status).toBe(204);
    await page.goto(`${processes.desk.url}/#/admissions`);
    const row = page.getByTestId('admission-row').filter({ hasText: 'Late Undone' });
    await row.getByTestId('undo-check-in').click();
    const ask = page.getByTestId('manager-pin-ask');
    await expect(ask).toContainText('more than 5 minutes ago');
    await ask.getByLabel('Manager PIN').fill('1111');
    await ask.getByRole('button', { name: 'Go ahead with the PIN' }).click();
    await expect(ask).toContainText('That PIN is not right: 4 tries left');
    await expect(headcount).toHaveText(`1 of ${CAPACITY} in`);
    await expect(row).toHaveCount(1);

    await ask.getByLabel('Manager PIN').fill(PIN);
    await ask.getByRole('button', { name: 'Go ahead with the PIN' }).click();
    await expect(headcount).toHaveText(`0 of ${CAPACITY} in`);
    await expect(page.getByTestId('admissions-empty')).toBeVisible();
  });

  test('someone marked as left by mistake is taken back: at once without the PIN, after five minutes with it', async ({
    page,
  }) => {
    await page.goto(`${processes.desk.url}/#/today`);
    const headcount = page.getByTestId('headcount');
    await expect(headcount).toHaveText(`0 of ${CAPACITY} in`);
    await checkIn(page, 'UN-5003', 'Stayed Undone');
    await expect(headcount).toHaveText(`1 of ${CAPACITY} in`);

    await page.goto(`${processes.desk.url}/#/admissions`);
    const row = page.getByTestId('admission-row').filter({ hasText: 'Stayed Undone' });
    await row.getByTestId('mark-left').click();
    await expect(row.getByTestId('admission-left')).toBeVisible();
    await expect(headcount).toHaveText(`0 of ${CAPACITY} in`);
    await row.getByTestId('take-back-left').click();
    await expect(page.getByTestId('manager-pin-ask')).toHaveCount(0);
    await expect(headcount).toHaveText(`1 of ${CAPACITY} in`);
    await expect(row.getByTestId('admission-left')).toHaveCount(0);
    await expect(row.getByTestId('mark-left')).toBeVisible();
    // Today agrees: in, not left.
    await page.goto(`${processes.desk.url}/#/today`);
    const todayRow = page.getByTestId('today-row').filter({ hasText: 'Stayed Undone' });
    await expect(todayRow).toHaveCount(1);
    await expect(todayRow).not.toContainText('Left at');

    // Marked again, and taken back after five minutes: the manager's PIN.
    await page.goto(`${processes.desk.url}/#/admissions`);
    await row.getByTestId('mark-left').click();
    await expect(headcount).toHaveText(`0 of ${CAPACITY} in`);
    // The desk's clock runs 6 minutes ahead since the test before: 12 is 6 minutes on from the mark.
    const moved = await fetch(`${clockControl}/ahead?minutes=12`, { method: 'POST' });
    expect(moved.status).toBe(204);
    await row.getByTestId('take-back-left').click();
    const ask = page.getByTestId('manager-pin-ask');
    await expect(ask).toContainText('marked as left more than 5 minutes ago');
    await expect(headcount).toHaveText(`0 of ${CAPACITY} in`);
    await ask.getByLabel('Manager PIN').fill(PIN);
    await ask.getByRole('button', { name: 'Go ahead with the PIN' }).click();
    await expect(headcount).toHaveText(`1 of ${CAPACITY} in`);
    await expect(row.getByTestId('admission-left')).toHaveCount(0);
  });

  test('who is at the desk, given in the header, goes with a check-in; Checked in here shows it; the trail shows, narrows by and exports it', async ({
    page,
  }) => {
    await page.goto(`${processes.desk.url}/#/today`);
    const who = page.getByTestId('worker-at-desk');
    await expect(who).toHaveText('Who’s at the desk?');
    await who.click();
    await page.getByLabel('Your name at the desk').fill('Maria');
    await page.keyboard.press('Enter');
    await expect(who).toHaveText('At the desk: Maria');
    await checkIn(page, 'UN-5004', 'Named Undone');

    // Checked in here names her beside the desk, as the trail does.
    await page.goto(`${processes.desk.url}/#/admissions`);
    const named = page.getByTestId('admission-row').filter({ hasText: 'Named Undone' });
    await expect(named.getByTestId('admission-worker')).toHaveText('Maria');
    await expect(page.getByRole('columnheader', { name: 'At the desk' })).toBeVisible();

    await page.goto(`${processes.desk.url}/#/manage/trail`);
    const gate = page.getByTestId('manager-gate');
    await gate.getByLabel('Manager PIN').fill(PIN);
    await page.keyboard.press('Enter');
    const rows = page.getByTestId('trail-row');
    await expect(rows.filter({ hasText: 'Named Undone' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'Named Undone' }).getByTestId('trail-worker')).toHaveText('Maria');
    // The marks taken back in the test before are in it, each its own entry, by no one named.
    await expect(page.locator('[data-testid="trail-row"][data-kind="leftTakenBack"]')).toHaveCount(2);
    await page.getByLabel('At the desk', { exact: true }).selectOption('Maria');
    await expect(rows).toHaveCount(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toContain('At the desk');
    expect(csv).toMatch(/Named Undone,[^\r\n]*,Maria,/);
  });
});
