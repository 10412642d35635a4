/**
 * No record can break a screen, in a real browser over the real sandbox: its
 * `loose` shapes (dates with an offset or without a zone, booleans as text, a
 * single flag as one object, a guardian without relationship or date of birth,
 * extra fields) and its `odd-records` fault on every check-in page and search
 * result page (the first record of each without `dateSigned`, or without
 * `createdOn` and its auto-tag). Today, the lookup list and the waiver page
 * show them with the desk's "not given", never the router's error page.
 */
import type { Page } from '@playwright/test';
import { LAST_NAMES } from '@waiver-desk/sandbox/testing';
import type { WaiverMatch } from '../../shared/ipc/lookup.ts';
import { type DeskProcesses, startDeskProcesses } from '../support/desk-processes.ts';
import { connectDesk } from '../support/desk-socket-client.ts';
import { middayZone } from '../support/midday-zone.ts';
import { expect, test } from './page-per-worker.ts';

const API_KEY = 'k-e2e-odd-records';

async function addFault(sandboxUrl: string, route: string): Promise<void> {
  const response = await fetch(`${sandboxUrl}/__control/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ route, kind: 'odd-records' }),
  });
  if (!response.ok) throw new Error(`the sandbox refused the fault: ${response.status}`);
}

/** What nobody at the desk should ever see. */
async function expectNoErrorPage(page: Page): Promise<void> {
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  await expect(page.getByText(/could not be shown/)).toHaveCount(0);
  await expect(page.getByText(/Invalid Date|NaN/)).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Find a waiver' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Screens' })).toBeVisible();
}

test.describe('odd and loose records through the browser host', () => {
  test.describe.configure({ mode: 'serial' });
  const { zone } = middayZone();
  let processes: DeskProcesses;

  test.beforeAll(async () => {
    processes = await startDeskProcesses({
      timeZone: zone,
      // A small account in a short rate window: the desk's copy is complete in seconds.
      sandboxArgs: [
        '--seed',
        '13',
        '--api-key',
        API_KEY,
        '--waivers',
        '600',
        '--rate-window-ms',
        '2000',
        '--shapes',
        'loose',
      ],
      deskApiKey: API_KEY,
      beforeDesk: async (sandboxUrl) => {
        await addFault(sandboxUrl, '/v4/checkins');
        await addFault(sandboxUrl, '/v4/search');
      },
    });
  });

  test.afterAll(async () => {
    await processes?.stop();
  });

  async function openDesk(page: Page, hash = '') {
    await page.goto(`${processes.desk.url}/${hash}`);
    await expect(page.getByTestId('sync-indicator')).toContainText('Copy current as of', { timeout: 60_000 });
  }

  /** A waiver in the desk's copy that came without a signing time (the first of a search page), asked of the desk itself. */
  async function waiverWithoutSigningTime(): Promise<WaiverMatch> {
    // On a page socket of the test's own, with the token the desk's page carries.
    const desk = await connectDesk(processes.desk.url);
    try {
      for (const lastName of LAST_NAMES) {
        const answer = await desk.call<{ matches: WaiverMatch[] }>('lookupWaivers', {
          text: lastName,
          limit: 50,
        });
        if (!answer.ok)
          throw new Error(`The desk did not look up "${lastName}": ${JSON.stringify(answer.error)}`);
        const found = answer.value.matches.find(
          (match) => match.createdOn === '' && match.name.trim() !== '',
        );
        if (found) return found;
      }
    } finally {
      desk.close();
    }
    throw new Error(
      'No waiver without a signing time in the desk copy: the odd-records fault did not reach it.',
    );
  }

  test('Today shows the check-ins that came without a signing time, with "not given"', async ({ page }) => {
    await openDesk(page, '#/today');
    const table = page.getByRole('table', { name: "Today's check-ins" });
    await expect(table).toBeVisible();
    await expect(table.locator('td.waiver[title="Signing time not given"]').first()).toBeVisible();
    await expect(table.locator('td.waiver[title^="Signed "]').first()).toBeVisible();
    await expectNoErrorPage(page);
  });

  test('the lookup list and the waiver page show a waiver that came without a signing time', async ({
    page,
  }) => {
    await openDesk(page, '#/today');
    const odd = await waiverWithoutSigningTime();
    const box = page.getByRole('combobox', { name: 'Find a waiver' });
    await box.click();
    await page.keyboard.type(odd.name, { delay: 30 });
    const option = page.locator(`[role="option"][data-waiver-id="${odd.waiverId}"]`).first();
    await expect(option).toBeVisible();
    await expect(option.locator('.lookup-date')).toHaveText('not given');
    await expectNoErrorPage(page);

    // The list answers the whole name (not a part typed earlier) before a row of it is clicked.
    await expect(page.getByRole('listbox', { name: 'Waivers found' })).toHaveAttribute('aria-busy', 'false');
    await option.click();
    await expect(page).toHaveURL(new RegExp(`#/waivers/${odd.waiverId}$`));
    await expect(page.getByTestId('verdict')).toBeVisible();
    await expect(page.getByTestId('fact-signed')).toContainText('not given');
    await expectNoErrorPage(page);
  });

  /** A waiver signed by a guardian for minors, from the sandbox's own API (in `loose`, booleans are text). */
  async function waiverWithGuardian(): Promise<string> {
    const sandboxUrl = processes.sandbox?.url ?? '';
    const get = async (path: string) => {
      const response = await fetch(`${sandboxUrl}${path}`, {
        headers: { authorization: `Bearer ${API_KEY}` },
      });
      return (await response.json()) as Record<string, unknown>;
    };
    const { waivers } = (await get('/v4/waivers?limit=100')) as {
      waivers: { waiverId: string; isMinor: unknown }[];
    };
    for (const summary of waivers.filter((waiver) => String(waiver.isMinor) === 'true')) {
      const { waiver } = (await get(`/v4/waivers/${summary.waiverId}`)) as { waiver: { guardian: unknown } };
      if (waiver.guardian) return summary.waiverId;
    }
    throw new Error('The sandbox sample has no waiver with a guardian.');
  }

  test('the waiver page shows a loose guardian without relationship or date of birth', async ({ page }) => {
    const waiverId = await waiverWithGuardian();
    await openDesk(page, `#/waivers/${waiverId}`);
    const guardian = page.getByTestId('guardian');
    await expect(guardian).toBeVisible();
    await expect(guardian).toContainText('No date of birth given');
    await expect(guardian).toContainText('not said');
    await expectNoErrorPage(page);
    expect(processes.logLines().filter((line) => line.includes('could not be shown'))).toEqual([]);
  });
});
