/**
 * Already in, across desks, with the waiver service gone: two desks (browser hosts
 * of their own) share one copy in a throwaway PostgreSQL and one sandbox. A pair is
 * checked in at Desk 1; the waiver service then stops answering (the sandbox's
 * fault injection); Desk 2's scan of their tag says "Already in at …, Desk 1" for
 * each of them, as its own verdict with its own sound, before anything is admitted
 * again, and its lookup list and waiver page say the same. Desk 2's admission of
 * them again is the re-entry, recorded with how they stood.
 */
import type { Page } from '@playwright/test';
import { type DeskProcesses, startDeskProcesses } from '../support/desk-processes.ts';
import { middayZone } from '../support/midday-zone.ts';
import { scan } from '../support/scanner-burst.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../support/throwaway-postgres.ts';
import { focusNothing, heardCues, listenForCues, sandboxControl } from './desk-page.ts';
import { expect, test } from './page-per-worker.ts';

const API_KEY = 'k-e2e-already-in';
const PASSWORD = 'already-in-database-password';
const TAG = 'AI-5001';
const PAIR = [
  { firstName: 'Ada', lastName: 'Twicey' },
  { firstName: 'Bo', lastName: 'Twicey' },
];

async function signPair(sandboxUrl: string): Promise<void> {
  await sandboxControl(sandboxUrl, '/signings', 'POST', {
    autoTag: TAG,
    participants: PAIR.map((person) => ({
      middleName: '',
      dob: '1984-03-02',
      isMinor: false,
      minorExpired: false,
      tags: [],
      flags: [],
      ...person,
    })),
    guardian: null,
    tags: [],
    waiverFlags: [],
  });
}

const nameOf = (person: (typeof PAIR)[number]) => `${person.firstName} ${person.lastName}`;

test.use({ viewport: { width: 1280, height: 900 } });

test.describe('already in, at a second desk, with the waiver service stopped', () => {
  test.describe.configure({ mode: 'serial' });
  let postgres: ThrowawayPostgres;
  let deskOne: DeskProcesses;
  let deskTwo: DeskProcesses;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    postgres = await startThrowawayPostgres();
    const { database, user } = await postgres.createDatabase(PASSWORD);
    const address = new URL(postgres.address(database, user));
    address.password = PASSWORD;
    const shared = { WAIVER_DESK_SHARED_DATABASE_URL: address.href };
    const { zone } = middayZone();
    const sandboxArgs = [
      '--seed',
      '31',
      '--api-key',
      API_KEY,
      '--waivers',
      '200',
      '--rate-window-ms',
      '2000',
    ];
    deskOne = await startDeskProcesses({
      timeZone: zone,
      sandboxArgs,
      deskApiKey: API_KEY,
      settings: { deskName: 'Desk 1' },
      env: shared,
      beforeDesk: signPair,
    });
    const sandboxUrl = deskOne.sandbox!.url;
    deskTwo = await startDeskProcesses({
      timeZone: zone,
      service: { sandboxUrl, baseUrl: sandboxUrl, apiKey: API_KEY },
      settings: { deskName: 'Desk 2' },
      env: shared,
    });
  });

  test.afterAll(async () => {
    await deskTwo?.stop();
    await deskOne?.stop();
    await postgres?.stop();
  });

  async function openDesk(page: Page, desk: DeskProcesses) {
    await page.goto(`${desk.desk.url}/#/today`);
    await expect(page.getByTestId('sync-indicator')).toContainText('Copy current as of', {
      timeout: 120_000,
    });
  }

  test('a pair checked in at Desk 1 reads “Already in” at Desk 2, with its own sound, before anything is admitted again', async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const one = await browser.newPage();
    const two = await browser.newPage();
    await listenForCues(two);
    await openDesk(one, deskOne);
    await openDesk(two, deskTwo);

    // Desk 2 has the pair from the shared copy, both good to go.
    const panelTwo = two.getByTestId('check-in');
    await expect(async () => {
      await focusNothing(two);
      await scan(two, TAG);
      await expect(panelTwo).toHaveAttribute('data-scanned', TAG, { timeout: 2_000 });
    }).toPass({ timeout: 120_000 });
    for (const person of PAIR) {
      await expect(
        panelTwo
          .getByTestId('check-in-person')
          .filter({ hasText: nameOf(person) })
          .getByTestId('person-verdict'),
      ).toHaveText('Good to go');
    }

    // Desk 1 checks them in.
    await focusNothing(one);
    await scan(one, TAG);
    await expect(one.getByTestId('check-in')).toHaveAttribute('data-scanned', TAG);
    await one.getByTestId('check-in-button').click();
    await expect(one.getByTestId('check-in-done')).toContainText('Ada Twicey and Bo Twicey');

    // The waiver service stops answering.
    await sandboxControl(deskOne.sandbox!.url, '/faults', 'POST', { route: '*', kind: 'reset' });
    try {
      // Desk 2's scan says so for each of them, from its own copy, once Desk 1's admission has reached it.
      await two.goto(`${deskTwo.desk.url}/#/today`);
      await expect(async () => {
        await focusNothing(two);
        await scan(two, TAG);
        await expect(panelTwo).toHaveAttribute('data-scanned', TAG, { timeout: 2_000 });
        await expect(
          panelTwo.getByTestId('check-in-person').first().getByTestId('person-verdict'),
        ).toHaveText('Needs a look: Already in', { timeout: 2_000 });
      }).toPass({ timeout: 90_000 });
      for (const person of PAIR) {
        const row = panelTwo.getByTestId('check-in-person').filter({ hasText: nameOf(person) });
        await expect(row.getByTestId('person-verdict')).toHaveText('Needs a look: Already in');
        await expect(row).toContainText(/Already in at \d{1,2}:\d{2}\s?[AP]M, Desk 1/);
        await expect(panelTwo.getByRole('checkbox', { name: nameOf(person) })).not.toBeChecked();
      }
      await expect(two.getByTestId('check-in-button')).toBeDisabled();
      await expect.poll(() => heardCues(two)).toContain('already');
      expect((await heardCues(two)).at(-1)).toBe('already');
      // The waiver page's people say the same.
      for (const card of await two.getByTestId('participant').all()) {
        await expect(card.getByTestId('person-verdict')).toHaveText('Needs a look: Already in');
      }
      await two.screenshot({ path: 'test-results/already-in-second-desk.png' });

      // The lookup list too.
      const box = two.getByRole('combobox', { name: 'Find a waiver' });
      await box.fill('Ada Twicey');
      const option = two
        .getByRole('option')
        .filter({ has: two.locator('.lookup-name', { hasText: 'Ada Twicey' }) });
      await expect(option.first().getByTestId('person-verdict')).toHaveText('Needs a look: Already in');
      await box.fill('');

      // Ticked on her own, Ada goes in again at Desk 2, recorded as already in.
      await focusNothing(two);
      await scan(two, TAG);
      await expect(panelTwo).toHaveAttribute('data-scanned', TAG);
      await panelTwo.getByRole('checkbox', { name: 'Ada Twicey' }).check();
      await two.getByTestId('check-in-button').click();
      await expect(two.getByTestId('check-in-done')).toContainText('Ada Twicey');
      await two.goto(`${deskTwo.desk.url}/#/admissions`);
      const rows = two.getByTestId('admission-row').filter({ hasText: 'Ada Twicey' });
      await expect(rows.filter({ hasText: 'Needs a look: Already in' })).toHaveCount(1);
    } finally {
      await sandboxControl(deskOne.sandbox!.url, '/faults', 'DELETE');
    }
  });
});
