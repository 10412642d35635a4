/**
 * Every screen in Spanish, through the browser host on a real sandbox: with the desk's
 * Language set to Español, a person walks Today, the lookup (a search with results and one
 * with none), a waiver page with a minor, their guardian, flags and the template's own
 * answers, each scan panel (good to go, needs a look, refused, not found, already in),
 * Send a waiver (a text sent), the service status panel, Checked in here, every Manage
 * screen with the check-in trail, Settings, Diagnostics, and on a fresh desk the welcome
 * screen with its connect form. On each, no message of the English catalog that Spanish words
 * differently is left on screen, and no message id (test/e2e/english-left.ts). What each
 * screen still shows in English is gathered over the whole walk and listed at its end.
 */
import type { Locator, Page } from '@playwright/test';
import { middayZone } from '../support/midday-zone.ts';
import { scan } from '../support/scanner-burst.ts';
import { focusNothing, sandboxControl } from './desk-page.ts';
import { deskForSuite } from './desk-suite.ts';
import { catalogOf, englishFinder, messagePattern, wordsOutsideCatalogs } from './english-left.ts';
import { expect, test } from './page-per-worker.ts';

const API_KEY = 'k-e2e-spanish-walk';
const spanish = catalogOf('es');
const finder = englishFinder('es');

/** A Spanish message as a whole text on screen (an argument matches any text), to find what it names. */
function es(id: string): RegExp {
  const text = spanish[id];
  const pattern = text === undefined ? null : messagePattern(text);
  if (!pattern) throw new Error(`no Spanish message ${id} to find a text by`);
  return pattern;
}

/**
 * Words still in English on a screen for now, with why, by where they are written
 * (`module export.path`, as the walk names them): the words of shared/ and of the main
 * process that are not in the catalogs yet (README, Languages). The lead empties the
 * list once those words are in the catalogs; what the walk finds of them is listed in
 * its output all the same.
 */
const NOT_YET_IN_CATALOGS: Readonly<Record<string, string>> = {};

const HEART = { displayText: 'Any heart condition?', reason: 'Answered yes' };
const adult = (firstName: string, lastName: string, more: object = {}) => ({
  firstName,
  lastName,
  middleName: '',
  dob: '1985-04-02',
  isMinor: false,
  minorExpired: false,
  tags: [],
  flags: [],
  ...more,
});

/** One adult who passes. */
const PASSING = { autoTag: 'WS-1001', name: 'Eva Pasamonte', participants: [adult('Eva', 'Pasamonte')] };
/** A guardian's waiver for a minor and an adult with a flagged answer, and a flag of the waiver's own. */
const FAMILY = {
  autoTag: 'WS-1002',
  name: 'Nico Familiar',
  participants: [
    adult('Nico', 'Familiar', { flags: [HEART] }),
    adult('Tomi', 'Familiar', { dob: '2015-06-07', isMinor: true }),
  ],
  guardian: { firstName: 'Nico', lastName: 'Familiar', relationship: 'Father' },
  waiverFlags: [{ displayText: 'Late session?', reason: 'Answered yes' }],
};
/** An adult whose tag bans them: the desk refuses. */
const BANNED = {
  autoTag: 'WS-1003',
  name: 'Bruno Vetado',
  participants: [adult('Bruno', 'Vetado', { tags: ['Banned'] })],
};
const UNKNOWN_TAG = 'WS-4040';

async function sign(sandboxUrl: string): Promise<void> {
  for (const { autoTag, participants, ...rest } of [PASSING, FAMILY, BANNED]) {
    const { guardian = null, waiverFlags = [] } = rest as Partial<typeof FAMILY>;
    await sandboxControl(sandboxUrl, '/signings', 'POST', {
      autoTag,
      participants,
      guardian,
      tags: [],
      waiverFlags,
    });
  }
}

test.use({ viewport: { width: 1280, height: 900 } });

/** What each screen showed in English, by screen; checked once the walk is done. */
type Leftovers = Record<string, string[]>;

async function look(page: Page, screen: string, leftovers: Leftovers): Promise<void> {
  const { english, ids, outside, sentences } = await (await finder)(page);
  const where = (entry: string) => entry.slice(0, entry.indexOf(': '));
  const shown = (entry: string) => entry.slice(entry.indexOf(': ') + 2);
  const waiting = outside.filter((entry) =>
    Object.keys(NOT_YET_IN_CATALOGS).some((source) => `${where(entry)}.`.startsWith(`${source}.`)),
  );
  // A text one of those sources explains ("Status page", a check's name) is theirs, whatever English message it also matches.
  const explained = new Set(waiting.map(shown));
  const found = [
    ...english.filter((entry) => !explained.has(shown(entry))),
    ...ids.map((id) => `a message id: ${id}`),
    ...outside.filter((entry) => !waiting.includes(entry)),
  ];
  if (found.length > 0) leftovers[screen] = [...new Set([...(leftovers[screen] ?? []), ...found])];
  // Listed, not failed: words waiting for the catalogs, and other English-looking texts (the service's own data among them).
  for (const entry of waiting)
    test.info().annotations.push({ type: `not yet in the catalogs, ${screen}`, description: entry });
  for (const text of sentences)
    test.info().annotations.push({ type: `reads as English, ${screen}`, description: text });
  if (waiting.length + sentences.length > 0)
    console.info(
      `${screen}:\n${[...waiting, ...sentences.map((text) => `(reads as English) ${text}`)].map((line) => `  ${line}`).join('\n')}`,
    );
}

/** Waits until no Spanish "loading" message is on screen: the screen has what it will show. */
async function settled(page: Page): Promise<void> {
  const loading = Object.entries(spanish)
    .filter(([id]) => /\.loading\w*$/.test(id))
    .map(([, text]) => text);
  await expect
    .poll(async () => {
      const shown = await page.locator('main').innerText();
      return loading.filter((text) => shown.includes(text));
    })
    .toEqual([]);
}

const navigation = (page: Page): Locator => page.getByRole('navigation', { name: es('shell.nav.label') });

test.describe('every screen in Spanish', () => {
  test.describe.configure({ mode: 'serial' });
  const desk = deskForSuite({
    timeZone: middayZone().zone,
    sandboxArgs: ['--seed', '32', '--api-key', API_KEY, '--waivers', '300', '--rate-window-ms', '2000'],
    deskApiKey: API_KEY,
    settings: { language: 'es' },
    beforeDesk: sign,
  });
  const leftovers: Leftovers = {};

  async function scanTag(page: Page, tag: string): Promise<void> {
    await focusNothing(page);
    await scan(page, tag);
  }

  test('the counter’s screens: Today, lookup, waiver page, scan panels, send, status, Checked in here', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.goto(`${desk.url}/#/today`);
    await expect(page.getByTestId('sync-indicator')).toContainText(es('sync.line.currentAsOf'), {
      timeout: 120_000,
    });
    await expect(page.getByRole('heading', { name: spanish['today.screen.title'] })).toBeVisible();
    await expect(page.locator('td.time time').first()).toBeVisible();
    await look(page, 'Today', leftovers);

    // The lookup: a name that finds, and one that finds nothing.
    const box = page.getByRole('combobox', { name: spanish['lookup.box.label'] });
    await box.fill('Familiar');
    const found = page.getByRole('listbox', { name: spanish['lookup.popup.listLabel'] }).getByRole('option');
    await expect(found.filter({ hasText: FAMILY.name })).toBeVisible();
    await look(page, 'lookup, found', leftovers);
    await box.fill('Zzyqxwv');
    await expect(page.getByTestId('lookup-empty')).toBeVisible();
    await look(page, 'lookup, none found', leftovers);

    // The waiver page: a minor, their guardian, flags and the template's own answers.
    await box.fill('Familiar');
    await found.filter({ hasText: FAMILY.name }).first().click();
    await expect(page).toHaveURL(/#\/waivers\//);
    await expect(page.getByTestId('verdict')).toHaveAttribute('data-tone', 'attention');
    await expect(page.getByTestId('guardian')).toBeVisible();
    await expect(page.getByTestId('participant')).toHaveCount(2);
    await expect(page.locator('dl.answers').first()).toBeVisible();
    await look(page, 'waiver page', leftovers);

    // The scan panels.
    await scanTag(page, PASSING.autoTag);
    const panel = page.getByTestId('check-in');
    await expect(panel).toHaveAttribute('data-scanned', PASSING.autoTag);
    await expect(page.getByTestId('verdict')).toHaveAttribute('data-tone', 'ok');
    await look(page, 'scan, good to go', leftovers);
    await page.getByTestId('check-in-button').click();
    await expect(page.getByTestId('check-in-done')).toBeVisible();
    await look(page, 'scan, checked in', leftovers);

    await scanTag(page, FAMILY.autoTag);
    await expect(panel).toHaveAttribute('data-scanned', FAMILY.autoTag);
    await expect(page.getByTestId('verdict')).toHaveAttribute('data-tone', 'attention');
    await look(page, 'scan, needs a look', leftovers);

    await scanTag(page, BANNED.autoTag);
    await expect(panel).toHaveAttribute('data-scanned', BANNED.autoTag);
    await expect(page.getByTestId('verdict')).toHaveAttribute('data-tone', 'stop');
    await look(page, 'scan, refused', leftovers);

    await scanTag(page, UNKNOWN_TAG);
    await expect(page.getByTestId('scan-notice')).toHaveText(es('scanner.noWaiverWithTag'));
    await look(page, 'scan, not found', leftovers);

    await scanTag(page, PASSING.autoTag);
    await expect(panel).toHaveAttribute('data-scanned', PASSING.autoTag);
    await expect(panel.getByTestId('person-verdict').first()).toContainText(
      spanish['verdict.label.alreadyIn'] ?? '',
    );
    await look(page, 'scan, already in', leftovers);

    // Send a waiver: a text sent.
    await navigation(page).getByRole('link', { name: spanish['shell.nav.send'] }).click();
    await expect(page.getByRole('heading', { name: spanish['send.screen.title'], level: 1 })).toBeVisible();
    await settled(page);
    await look(page, 'Send a waiver', leftovers);
    await page.getByRole('textbox', { name: spanish['send.sms.phoneLabel'] }).fill('+1 (720) 555-0188');
    await page.getByRole('button', { name: spanish['send.sms.sendButton'] }).click();
    await page.getByRole('button', { name: spanish['send.sms.confirm.send'], exact: true }).click();
    await expect(page.getByTestId('sms-result').getByTestId('sms-status')).toBeVisible();
    await look(page, 'Send a waiver, text sent', leftovers);

    // The service status panel.
    await page.getByTestId('service-health').getByRole('button').click();
    const statusPanel = page.getByRole('dialog', { name: spanish['status.panel.title'] });
    await expect(statusPanel.getByTestId('status-summary')).toBeVisible();
    await expect.poll(() => statusPanel.getByTestId('status-component').count()).toBeGreaterThan(0);
    await look(page, 'status panel', leftovers);
    await page.keyboard.press('Escape');

    // Checked in here: the check-in made above.
    await navigation(page).getByRole('link', { name: spanish['shell.nav.admissions'] }).click();
    await expect(page).toHaveURL(/#\/admissions$/);
    await expect(page.getByRole('main').getByText(PASSING.name)).toBeVisible();
    await look(page, 'Checked in here', leftovers);
  });

  test('the manager’s screens: Manage with the check-in trail, Settings, Diagnostics', async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto(`${desk.url}/#/manage/templates`);
    await expect(page.getByTestId('template-card').first()).toBeVisible({ timeout: 60_000 });
    await look(page, 'Manage, templates', leftovers);
    const manageTools = [
      ['groups', 'manage.layout.tools.groups'],
      ['keys', 'manage.layout.tools.keys'],
      ['dynamic', 'manage.layout.tools.dynamic'],
      ['webhooks', 'manage.layout.tools.webhooks'],
      ['account', 'manage.layout.tools.account'],
    ] as const;
    for (const [tool, id] of manageTools) {
      await page.getByRole('link', { name: spanish[id], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#/manage/${tool}$`));
      await settled(page);
      await look(page, `Manage, ${tool}`, leftovers);
    }
    await page.getByRole('link', { name: spanish['manage.layout.tools.trail'], exact: true }).click();
    await expect(page.getByTestId('trail-row').first()).toBeVisible();
    await look(page, 'Manage, check-in trail', leftovers);

    await navigation(page).getByRole('link', { name: spanish['shell.nav.settings'] }).click();
    await expect(page.getByRole('heading', { name: spanish['settings.heading'], level: 1 })).toBeVisible();
    await settled(page);
    await look(page, 'Settings', leftovers);

    await navigation(page).getByRole('link', { name: spanish['shell.nav.diagnostics'] }).click();
    await expect(page.getByRole('heading', { name: spanish['diagnostics.title'], level: 1 })).toBeVisible();
    // The doctor's checks, as they answer.
    await expect(
      page.getByRole('list', { name: spanish['diagnostics.checks.label'] }).getByRole('listitem'),
    ).not.toHaveCount(0, { timeout: 30_000 });
    await settled(page);
    await look(page, 'Diagnostics', leftovers);
  });

  test.describe('a fresh desk', () => {
    const fresh = deskForSuite({ firstRun: true, settings: { language: 'es' } });

    test('the welcome screen, and its connect form refusing empty fields', async ({ page }) => {
      await page.goto(fresh.url);
      await expect(page.getByRole('heading', { name: spanish['welcome.title'] })).toBeVisible();
      await look(page, 'welcome', leftovers);
      const form = page.getByRole('form', { name: spanish['account.connect.formLabel'] });
      await form.getByRole('button', { name: spanish['account.connect.submit'], exact: true }).click();
      await expect(
        form.getByRole('textbox', { name: spanish['account.connect.apiKey.label'] }),
      ).toHaveAttribute('aria-invalid', 'true');
      await look(page, 'welcome, connect refused', leftovers);
    });
  });

  test('names as waiting only words still outside the catalogs', async () => {
    // Once a source's words are messages, its entry goes: it would let them back in unseen.
    const sources = (await wordsOutsideCatalogs()).map(({ where }) => `${where}.`);
    for (const waiting of Object.keys(NOT_YET_IN_CATALOGS))
      expect(
        sources.some((source) => source.startsWith(`${waiting}.`)),
        waiting,
      ).toBe(true);
  });

  test('leaves no English message and no message id on any screen walked', () => {
    expect(leftovers).toEqual({});
  });
});
