/**
 * Two desks of one account sharing a copy in a throwaway PostgreSQL, each a browser
 * host of its own in front of one sandbox, as two counters of a venue run them:
 * - a check-in at desk A ("Door 1", named in Settings) appears on desk B's open
 *   Today within 5 s, without a reload, saying which desk checked the person in;
 * - desk B's "Checked in here" is desk B's own (it goes by its computer's name,
 *   never having been named) and does not list it; "All desks" does, naming Door 1;
 * - desk B follows, and its header says what Door 1 last heard from the service
 *   beside its own view (it pings the service itself), never "Checking…" for ever.
 */
import { hostname } from 'node:os';
import type { BrowserContext, Page } from '@playwright/test';
import type { SignedWaiver } from '../../shared/domain/waiver.ts';
import { type DeskProcesses, startDeskProcesses } from '../support/desk-processes.ts';
import { middayZone } from '../support/midday-zone.ts';
import { plainName, plainWaivers } from '../support/plain-waivers.ts';
import { startSandboxProcess } from '../support/sandbox-process.ts';
import type { RunningCli } from '../support/spawn-cli.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../support/throwaway-postgres.ts';
import { blockingViolations } from './axe.ts';
import { expect, test } from './page-per-worker.ts';

const API_KEY = 'k-e2e-several-desks';
const PASSWORD = 'e2e-desks-database-password';
/** The counter's target: another desk's check-in on this desk's open Today. */
const ARRIVES_WITHIN_MS = 5_000;

test.describe
  .serial('Two desks sharing a copy', () => {
    const { zone } = middayZone();
    let server: ThrowawayPostgres;
    let sandbox: RunningCli;
    let deskA: DeskProcesses;
    let deskB: DeskProcesses;
    let waiver: SignedWaiver;
    let contextA: BrowserContext;
    let contextB: BrowserContext;
    let pageA: Page;
    let pageB: Page;

    test.beforeAll(async ({ browser }) => {
      test.setTimeout(240_000);
      server = await startThrowawayPostgres();
      const { database, user } = await server.createDatabase(PASSWORD);
      const address = new URL(server.address(database, user));
      address.password = PASSWORD;
      sandbox = await startSandboxProcess({ zone, seed: 31, waivers: 300, apiKey: API_KEY });
      waiver = (await plainWaivers(sandbox.url, API_KEY))[0]!;
      const shared = {
        timeZone: zone,
        service: { sandboxUrl: sandbox.url, baseUrl: sandbox.url, apiKey: API_KEY },
        env: { WAIVER_DESK_SHARED_DATABASE_URL: address.toString() },
      };
      // Door 1 was named in Settings and syncs for both; desk B was never named.
      deskA = await startDeskProcesses({
        ...shared,
        settings: { deskName: 'Door 1', deskNameChosen: true, preferSharedSync: true },
      });
      deskB = await startDeskProcesses(shared);
      // A context each (axe runs its checks across a page's frames only in a context of its own).
      contextA = await browser.newContext({ viewport: { width: 1200, height: 860 } });
      contextB = await browser.newContext({ viewport: { width: 1200, height: 860 } });
      pageA = await contextA.newPage();
      pageB = await contextB.newPage();
    });

    test.afterAll(async () => {
      await contextA?.close();
      await contextB?.close();
      await deskA?.stop();
      await deskB?.stop();
      await sandbox?.stop();
      await server?.stop();
    });

    test('a check-in at one desk is on the other desk’s open Today within 5 s, naming its desk', async () => {
      test.setTimeout(180_000);
      const name = plainName(waiver);
      await pageB.goto(`${deskB.desk.url}/#/today`);
      const todayB = pageB.getByRole('table', { name: "Today's check-ins" });
      await expect(todayB).toBeVisible({ timeout: 60_000 });
      // The desks' own check-ins (the service may have checked the person in today too).
      const rowB = todayB
        .getByTestId('today-row')
        .and(pageB.locator('[data-admitted]'))
        .filter({ hasText: name });
      await expect(rowB).toHaveCount(0);
      // Desk B follows the copy Door 1 keeps: it has the account from PostgreSQL.
      await expect(pageB.getByTestId('sync-indicator')).toContainText('Copy current as of', {
        timeout: 90_000,
      });

      await pageA.goto(`${deskA.desk.url}/#/waivers/${waiver.waiverId}`);
      const checkIn = pageA.getByTestId('check-in-button');
      await expect(checkIn).toBeEnabled({ timeout: 60_000 });
      const pressedAt = Date.now();
      await checkIn.click();
      await expect(pageA.getByTestId('check-in-done')).toContainText(name);

      // Desk B's Today, open all along, shows the person without a reload or a press.
      await expect(rowB).toHaveCount(1, { timeout: ARRIVES_WITHIN_MS });
      const arrivedMs = Date.now() - pressedAt;
      expect(arrivedMs, 'ms from the press at Door 1 to the row on desk B').toBeLessThanOrEqual(
        ARRIVES_WITHIN_MS,
      );
      await expect(rowB).toHaveAttribute('data-admitted', 'elsewhere');
      await expect(rowB.locator('.badge-admitted')).toHaveText('Checked in at Door 1');
      await pageB.screenshot({ path: 'test-results/several-desks-today-b.png' });
    });

    test('desk B’s Checked in here is its own, under its computer’s name; All desks lists Door 1’s', async () => {
      test.setTimeout(120_000);
      const name = plainName(waiver);
      await pageB
        .getByRole('navigation', { name: 'Screens' })
        .getByRole('link', { name: 'Checked in here' })
        .click();
      const thisDesk = pageB.getByRole('radio', { name: /^This desk/ });
      await expect(thisDesk).toBeChecked();
      // Never named in Settings, desk B goes by its computer's name.
      const computer = hostname().split('.')[0]!.slice(0, 60);
      await expect(thisDesk).toHaveAccessibleName(`This desk (${computer})`);
      await expect(pageB.getByTestId('admissions-empty')).toBeVisible();
      await expect(pageB.getByTestId('admission-row').filter({ hasText: name })).toHaveCount(0);

      await pageB.getByRole('radio', { name: 'All desks' }).click();
      const row = pageB.getByTestId('admission-row').filter({ hasText: name });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Door 1');
      await expect(pageB.getByTestId('admissions-subtitle')).toContainText('every desk');
      // The choice, the list and the header (its prompt to name the account, the leader's word) block no one.
      expect(await blockingViolations(pageB), 'Checked in here, All desks, on a following desk').toEqual([]);
      await pageB.screenshot({ path: 'test-results/several-desks-all-desks-b.png' });
    });

    test('desk B’s header says what Door 1 last heard from the service, beside its own view', async () => {
      const connectivity = pageB.getByTestId('connectivity');
      // Its own view: it pings the service itself, so it is not "checking" for as long as it follows.
      await expect(connectivity).toContainText('Waiver service online since', { timeout: 15_000 });
      await expect(pageB.getByTestId('leader-contact')).toContainText(
        'Door 1, syncing for all desks, heard from it at',
        { timeout: 15_000 },
      );
      // Door 1 syncs for both: its own header carries no word of another leader.
      await pageA.goto(`${deskA.desk.url}/#/today`);
      await expect(pageA.getByTestId('connectivity')).toContainText('Waiver service online since', {
        timeout: 15_000,
      });
      await expect(pageA.getByTestId('leader-contact')).toHaveCount(0);
    });
  });
