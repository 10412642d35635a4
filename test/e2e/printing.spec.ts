/**
 * Wristbands as a venue sets them up and a desk prints them, through the browser
 * host on a real sandbox and a stand-in network printer on 127.0.0.1 (recording
 * every byte it receives): Settings says the browser cannot use this computer's
 * printers, a test print reaches the printer, the band rule is saved; a customer
 * scanned in and checked in shows their band, and "Print wristband" sends the
 * printer ZPL that carries their name and the colour's text.
 */
import type { Page } from '@playwright/test';
import { personName } from '../../shared/desk/verdict.ts';
import type { SignedWaiver } from '../../shared/domain/waiver.ts';
import { type DeskProcesses, startDeskProcesses } from '../support/desk-processes.ts';
import { middayZone } from '../support/midday-zone.ts';
import { passingTaggedWaiver } from '../support/sandbox-sample.ts';
import { scan } from '../support/scanner-burst.ts';
import { type StandinPrinter, startStandinPrinter, zplFields } from '../support/standin-printer.ts';
import { blockingViolations } from './axe.ts';
import { expect, test } from './page-per-worker.ts';

const API_KEY = 'k-e2e-printing';

test.use({ viewport: { width: 1280, height: 900 } });

test.describe('wristbands at the desk', () => {
  test.describe.configure({ mode: 'serial' });
  let processes: DeskProcesses;
  let printer: StandinPrinter;
  let waiver: SignedWaiver;

  test.beforeAll(async () => {
    printer = await startStandinPrinter();
    processes = await startDeskProcesses({
      timeZone: middayZone().zone,
      sandboxArgs: ['--seed', '33', '--api-key', API_KEY, '--waivers', '300', '--rate-window-ms', '2000'],
      deskApiKey: API_KEY,
    });
    waiver = await passingTaggedWaiver(processes.sandbox!.url, API_KEY);
  });

  test.afterAll(async () => {
    await processes?.stop();
    await printer?.close();
  });

  async function openDesk(page: Page, hash: string) {
    await page.goto(`${processes.desk.url}/${hash}`);
    await expect(page.getByTestId('sync-indicator')).toContainText('Copy current as of', { timeout: 60_000 });
  }

  test('a manager sets up a network wristband printer, test-prints on it and saves a band', async ({
    page,
  }) => {
    await openDesk(page, '#/settings');
    const section = page.getByRole('form', { name: 'Wristbands and labels' });
    await expect(page.getByTestId('printing-in-browser')).toContainText(
      'This desk runs in a browser, where this computer’s printers cannot be used',
    );
    const wristband = section.getByTestId('printer-wristband');
    const kind = wristband.getByRole('combobox', { name: 'Printer' });
    await expect(kind.getByRole('option', { name: 'A printer of this computer' })).toBeDisabled();
    await kind.selectOption('zpl');
    await wristband.getByRole('textbox', { name: 'Address' }).fill('printer:9100');
    await expect(wristband.getByRole('textbox', { name: 'Address' })).toHaveAccessibleErrorMessage(
      /Put the port in its own box, not after the address\.$/,
    );
    await wristband.getByRole('textbox', { name: 'Address' }).fill(printer.host);
    await wristband.getByRole('textbox', { name: 'Port' }).fill(String(printer.port));

    const testJob = printer.nextJob();
    await wristband.getByRole('button', { name: 'Test print' }).click();
    await expect(wristband.getByTestId('test-print-wristband')).toHaveText(
      'Sent to the printer: check that it printed.',
    );
    expect(zplFields(await testJob)).toContain('Test print');

    const everyoneElse = section.getByTestId('band-otherwise');
    await everyoneElse.getByRole('combobox', { name: 'Colour' }).selectOption('green');
    await everyoneElse.getByRole('textbox', { name: 'Text on the band' }).fill('Jump pass');
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved. The next check-in prints with these.')).toBeVisible();
    expect(await blockingViolations(page), 'Settings with its printers').toEqual([]);
    await section.screenshot({ path: 'test-results/printing-settings.png' });
  });

  test('a customer scanned and checked in gets a wristband printed as ZPL with their name and colour', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await openDesk(page, '#/today');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await scan(page, waiver.autoTag);
    await expect(page).toHaveURL(new RegExp(`#/waivers/${waiver.waiverId}$`));
    await expect(page.getByTestId('check-in-button')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('check-in-done')).toBeVisible();
    const first = personName(waiver.participants[0]!);
    const bands = page.getByTestId('admission-bands');
    await expect(bands).toContainText(`${first}: Green band, Jump pass, until`);

    const job = printer.nextJob();
    await page.getByRole('button', { name: /^Print (\d+ )?wristbands?$/ }).click();
    await expect(page.getByTestId('print-wristband').getByRole('status')).toHaveText(
      /^Printed (a|\d+) wristbands?\.$/,
    );
    const fields = zplFields(await job);
    expect(fields).toContain(first);
    expect(fields).toContain('GREEN');
    expect(fields).toContain('Jump pass');
    expect(await blockingViolations(page), 'the check-in with its wristbands').toEqual([]);
    await page.screenshot({ path: 'test-results/printing-wristband.png', fullPage: true });
  });
});
