/**
 * The desk in Spanish, through the browser host: choosing Español in Settings turns the
 * shell, Today and Settings into Spanish at once, without a reload, with no message of
 * the English catalog left on them and no raw message id, and their times written as
 * Spanish writes them. (Every screen's walk waits until every screen's words are in the
 * catalogs; README, Languages.)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { type DeskProcesses, startDeskProcesses } from '../support/desk-processes.ts';
import { middayZone } from '../support/midday-zone.ts';

const LOCALES = path.resolve(import.meta.dirname, '../../renderer/locales');
const catalogOf = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(LOCALES, `${language}.json`), 'utf8'));
const english = catalogOf('en');
const spanish = catalogOf('es');

/**
 * The English messages Spanish words differently, as patterns of a whole text on screen:
 * an argument matches any text; plurals and selects are left to the catalogs' own test.
 */
const englishLeft = Object.entries(english)
  .filter(([id, text]) => spanish[id] !== text && !/\{\w+,/.test(text))
  .map(([id, text]) => {
    const literal = text.replace(/'([{}])'/g, '$1').trim();
    const pattern = literal
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+');
    return { id, pattern: new RegExp(`^${pattern}$`) };
  })
  .filter(({ pattern }) => pattern.source !== '^$');

/** Every text the page shows or says: each element's own text, and its labels, titles and placeholders. */
function textsOnScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest('script, style, [hidden]')) continue;
      let own = '';
      for (const node of element.childNodes) if (node.nodeType === Node.TEXT_NODE) own += node.textContent;
      if (own.trim()) texts.push(own.trim());
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value?.trim()) texts.push(value.trim());
      }
    }
    return texts;
  });
}

async function expectNoEnglish(page: Page): Promise<void> {
  const texts = await textsOnScreen(page);
  const left = texts.flatMap((text) =>
    englishLeft.filter(({ pattern }) => pattern.test(text)).map(({ id }) => `${id}: ${text}`),
  );
  expect(left).toEqual([]);
  const ids = new Set(Object.keys(english));
  expect(texts.filter((text) => ids.has(text))).toEqual([]);
}

test.describe('the desk in Spanish', () => {
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
});
