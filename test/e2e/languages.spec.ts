/**
 * The desk in Spanish, through the browser host: choosing Español in Settings turns the
 * shell, Today and Settings into Spanish at once, without a reload, with no message of
 * the English catalog left on them and no raw message id, and their times written as
 * Spanish writes them. (Every screen's walk is test/e2e/spanish-walk.spec.ts.)
 */
import type { Page } from '@playwright/test';
import { type DeskProcesses, startDeskProcesses } from '../support/desk-processes.ts';
import { middayZone } from '../support/midday-zone.ts';
import { englishFinder } from './english-left.ts';
import { expect, test } from './page-per-worker.ts';

const finder = englishFinder('es');

async function expectNoEnglish(page: Page): Promise<void> {
  const { english, ids, outside } = await (await finder)(page);
  expect({ english, ids, outside }).toEqual({ english: [], ids: [], outside: [] });
}

test.describe('the desk in Spanish', () => {
  test.describe.configure({ mode: 'serial' });
  let processes: DeskProcesses;

  test.beforeAll(async () => {
    processes = await startDeskProcesses({ timeZone: middayZone().zone });
  });

  test.afterAll(async () => {
    await processes?.stop();
  });

  test('turns the shell, Today and Settings into Spanish when Español is chosen, times as Spanish writes them', async ({
    page,
  }) => {
    await page.goto(processes.desk.url);
    const times = page.locator('td.time time');
    await expect(times.first()).toHaveText(/^\d{2}:\d{2}\s?[AP]M$/);
    await page.getByRole('link', { name: 'Settings' }).click();
    await page
      .getByRole('combobox', { name: 'Language on this computer' })
      .selectOption({ label: 'Español' });

    await expect(page.getByRole('heading', { name: 'Configuración', level: 1 })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Idioma en esta computadora' })).toHaveValue('es');
    await expect(page.locator('html')).toHaveAttribute('lang', /^es/);
    await expectNoEnglish(page);

    await page.getByRole('link', { name: 'Hoy' }).click();
    await expect(page.getByRole('heading', { name: 'Entradas de hoy' })).toBeVisible();
    await expect(page.getByTestId('today-summary')).toContainText(/\d+ hoy, \d+ menor/);
    // Spanish on a US computer writes "03:05 p.m."; the zone stays the desk's.
    await expect(times.first()).toHaveText(/^\d{2}:\d{2}\s?[ap]\.\s?m\.$/);
    await expect(page.getByTestId('connectivity')).toContainText('Servicio de exenciones en línea desde las');
    await expectNoEnglish(page);

    // The choice is this computer's: a fresh page starts in it.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Entradas de hoy' })).toBeVisible();
  });

  test('a window that has never shown the desk draws its first screen in the chosen language, not English first', async ({
    page,
  }) => {
    // A new browser profile: nothing remembered of the last language shown. The setting
    // (Español, from the test above) is the desk's.
    await page.addInitScript(() => {
      const seen = window as unknown as { firstWords: string[] };
      seen.firstWords = [];
      new MutationObserver(() => {
        const words = document.getElementById('root')?.innerText.trim() ?? '';
        if (words !== '' && words !== seen.firstWords.at(-1) && seen.firstWords.length < 50)
          seen.firstWords.push(words);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto(processes.desk.url);
    await expect(page.getByRole('heading', { name: 'Entradas de hoy' })).toBeVisible();
    const firstWords = await page.evaluate(() => (window as unknown as { firstWords: string[] }).firstWords);
    // "Opening the desk…" (unless the desk's news came before the first frame) and then Today,
    // each in Spanish from the first frame drawn.
    expect(firstWords[0]).toMatch(/Abriendo el mostrador…|Cuenta de demostración/);
    for (const words of firstWords) {
      expect(words).not.toContain('Opening the desk');
      expect(words).not.toContain('Demo account');
      expect(words).not.toContain('Today');
    }
    expect(firstWords.some((words) => words.includes('Hoy'))).toBe(true);
  });
});
