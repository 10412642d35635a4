/**
 * The room's headcount against a small capacity, through the browser host on a real
 * sandbox: the header counts everyone checked in within the visit length, turns amber
 * at 80 % and red at 90 %, and at capacity a check-in of someone who passes asks
 * first (Cancel records no one; Check in anyway does).
 */
import type { Page } from '@playwright/test';
import { type DeskProcesses, startDeskProcesses } from '../support/desk-processes.ts';
import { middayZone } from '../support/midday-zone.ts';
import { scan } from '../support/scanner-burst.ts';
import { focusNothing, sandboxControl } from './desk-page.ts';
import { expect, test } from './page-per-worker.ts';

const API_KEY = 'k-e2e-headcount';
const CAPACITY = 10;

/** A waiver of `count` adults who all pass, under `tag`. */
const group = (tag: string, lastName: string, count: number) => ({
  autoTag: tag,
  participants: Array.from({ length: count }, (_, index) => ({
    firstName: `P${index + 1}`,
    lastName,
    middleName: '',
    dob: `1980-01-${String(index + 1).padStart(2, '0')}`,
    isMinor: false,
    minorExpired: false,
    tags: [],
    flags: [],
  })),
  guardian: null,
  tags: [],
  waiverFlags: [],
});

const SIGNINGS = [
  group('HC-8001', 'Eightfold', 8),
  group('HC-8002', 'Ninth', 1),
  group('HC-8003', 'Tenth', 1),
  group('HC-8004', 'Eleventh', 1),
];

test.use({ viewport: { width: 1280, height: 900 } });

test.describe('the room’s headcount', () => {
  let processes: DeskProcesses;

  test.beforeAll(async () => {
    processes = await startDeskProcesses({
      timeZone: middayZone().zone,
      sandboxArgs: ['--seed', '33', '--api-key', API_KEY, '--waivers', '120', '--rate-window-ms', '2000'],
      deskApiKey: API_KEY,
      settings: { capacity: CAPACITY },
      beforeDesk: async (sandboxUrl) => {
        for (const signing of SIGNINGS) await sandboxControl(sandboxUrl, '/signings', 'POST', signing);
      },
    });
  });

  test.afterAll(async () => {
    await processes?.stop();
  });

  async function checkInScanned(page: Page, tag: string) {
    await focusNothing(page);
    await scan(page, tag);
    await expect(page.getByTestId('check-in')).toHaveAttribute('data-scanned', tag);
    await page.getByTestId('check-in-button').click();
  }

  test('goes amber at 80 %, red at 90 %, and asks before a check-in at capacity', async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto(`${processes.desk.url}/#/today`);
    await expect(page.getByTestId('sync-indicator')).toContainText('Copy current as of', {
      timeout: 120_000,
    });
    const headcount = page.getByTestId('headcount');
    await expect(headcount).toHaveText(`0 of ${CAPACITY} in`);
    await expect(headcount).toHaveAttribute('data-level', 'room');

    await checkInScanned(page, 'HC-8001');
    await expect(page.getByTestId('check-in-done')).toContainText('P8 Eightfold');
    await expect(headcount).toHaveText(`8 of ${CAPACITY} inBusy`);
    await expect(headcount).toHaveAttribute('data-level', 'busy');
    await expect(headcount).toHaveCSS('background-color', 'rgb(224, 161, 0)');

    await checkInScanned(page, 'HC-8002');
    await expect(page.getByTestId('check-in-done')).toContainText('P1 Ninth');
    await expect(headcount).toHaveAttribute('data-level', 'nearlyFull');
    await expect(headcount).toHaveText(`9 of ${CAPACITY} inNearly full`);
    await expect(headcount).toHaveCSS('background-color', 'rgb(164, 22, 26)');

    await checkInScanned(page, 'HC-8003');
    await expect(page.getByTestId('check-in-done')).toContainText('P1 Tenth');
    await expect(headcount).toHaveAttribute('data-level', 'full');
    await expect(headcount).toHaveText(`10 of ${CAPACITY} inFull`);

    // At capacity, someone who passes is asked about first: Cancel records no one.
    await checkInScanned(page, 'HC-8004');
    const full = page.getByTestId('check-in-full');
    await expect(full).toHaveText(/The venue is full: 10 of 10 are in\. Check in anyway\?/);
    await expect(page.getByTestId('check-in-done')).toHaveCount(0);
    await page.screenshot({ path: 'test-results/headcount-full.png' });
    await full.getByRole('button', { name: 'Cancel' }).click();
    await expect(full).toHaveCount(0);
    await expect(headcount).toHaveText(`10 of ${CAPACITY} inFull`);

    await page.getByTestId('check-in-button').click();
    await full.getByRole('button', { name: 'Check in anyway' }).click();
    await expect(page.getByTestId('check-in-done')).toContainText('P1 Eleventh');
    await expect(headcount).toHaveText(`11 of ${CAPACITY} inFull`);
  });
});
