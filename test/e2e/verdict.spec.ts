/**
 * The same person reads the same everywhere, and a scan leaves nothing of the
 * customer before it, through the browser host on a real sandbox. Waivers are
 * signed through the sandbox's control endpoint before the desk starts: a flagged
 * waiver of four (one flagged answer), a second one for the group check-in, a
 * waiver of one adult who passes, and a waiver of minors only signed for by their
 * guardian.
 *
 * - a scan of a tag no waiver has, after a flagged waiver's page (and, offline,
 *   after a passing one), leaves no control about the person before;
 * - the group check-in admits those who pass with one press, the flagged person
 *   only with their own tick, leaves out whoever is unticked, records each;
 * - the flagged four's words agree person by person on Today, the lookup list,
 *   the waiver page, the scan's check-in, Checked in here, its printout and its file;
 * - minors only sound and read as needing a look, until Settings lets minors pass.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { type DeskProcesses, startDeskProcesses } from '../support/desk-processes.ts';
import { middayZone } from '../support/midday-zone.ts';
import { scan } from '../support/scanner-burst.ts';
import { deskCallsOf } from './desk-calls.ts';
import { expect, test } from './page-per-worker.ts';

const API_KEY = 'k-e2e-verdict';
const HEART = { displayText: 'Any heart condition?', reason: 'Answered yes' };
const UNKNOWN_TAG = 'VZ-404404';

interface Person {
  firstName: string;
  lastName: string;
  isMinor?: boolean;
  flags?: (typeof HEART)[];
}

interface Signing {
  autoTag: string;
  participants: Person[];
  guardian: { firstName: string; lastName: string; relationship: string } | null;
}

const adults = (lastName: string, firstNames: string[]): Person[] =>
  firstNames.map((firstName, index) => ({ firstName, lastName, ...(index === 0 ? { flags: [HEART] } : {}) }));

const FLAGGED: Signing = {
  autoTag: 'VF-4001',
  participants: adults('Verdictson', ['Ana', 'Ben', 'Cleo', 'Dev']),
  guardian: null,
};
const GROUP: Signing = {
  autoTag: 'VG-4004',
  participants: adults('Groupe', ['Ida', 'Jon', 'Kai', 'Lou']),
  guardian: null,
};
const PASSING: Signing = {
  autoTag: 'VP-4002',
  participants: [{ firstName: 'Eve', lastName: 'Passmore' }],
  guardian: null,
};
const MINORS: Signing = {
  autoTag: 'VK-4003',
  participants: [
    { firstName: 'Finn', lastName: 'Kidd', isMinor: true },
    { firstName: 'Gus', lastName: 'Kidd', isMinor: true },
  ],
  guardian: { firstName: 'Hana', lastName: 'Kidd', relationship: 'Mother' },
};

const nameOf = (person: Person) => `${person.firstName} ${person.lastName}`;

async function sign(sandboxUrl: string, signing: Signing): Promise<void> {
  const response = await fetch(`${sandboxUrl}/__control/signings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      autoTag: signing.autoTag,
      // Everything said, so nothing of the generator's (a middle name, an age) is left on them.
      participants: signing.participants.map((person) => ({
        middleName: '',
        dob: person.isMinor ? '2016-05-06' : '1985-04-02',
        isMinor: false,
        minorExpired: false,
        tags: [],
        flags: [],
        ...person,
      })),
      guardian: signing.guardian,
      tags: [],
      waiverFlags: [],
    }),
  });
  if (response.status !== 201) throw new Error(`signing failed: ${response.status} ${await response.text()}`);
}

async function control(sandboxUrl: string, path: string, method: string, body?: unknown): Promise<void> {
  const response = await fetch(`${sandboxUrl}/__control${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`control ${path}: ${response.status} ${await response.text()}`);
}

/** Counts cues as the sound module announces them. */
async function listenForCues(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const heard = window as unknown as { cues: string[] };
    heard.cues = [];
    window.addEventListener('waiver-desk:cue', (event) => {
      heard.cues.push((event as CustomEvent<{ kind: string }>).detail.kind);
    });
  });
}

const cues = (page: Page) => page.evaluate(() => [...(window as unknown as { cues: string[] }).cues]);

const focusNothing = (page: Page) =>
  page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });

/** Each row's name and the words of its person's verdict. */
async function wordsByName(
  rows: Locator,
  nameOfRow: (row: Locator) => Locator,
): Promise<Map<string, string[]>> {
  const words = new Map<string, string[]>();
  for (const row of await rows.all()) {
    const name = ((await nameOfRow(row).textContent()) ?? '').trim();
    const said = ((await row.getByTestId('person-verdict').textContent()) ?? '').trim();
    words.set(name, [...(words.get(name) ?? []), said]);
  }
  return words;
}

test.use({ viewport: { width: 1280, height: 900 } });

test.describe('one verdict per person, and a scan that replaces the screen', () => {
  test.describe.configure({ mode: 'serial' });
  let processes: DeskProcesses;

  test.beforeAll(async () => {
    processes = await startDeskProcesses({
      timeZone: middayZone().zone,
      sandboxArgs: ['--seed', '27', '--api-key', API_KEY, '--waivers', '300', '--rate-window-ms', '2000'],
      deskApiKey: API_KEY,
      beforeDesk: async (sandboxUrl) => {
        for (const signing of [FLAGGED, GROUP, PASSING, MINORS]) await sign(sandboxUrl, signing);
      },
    });
  });

  test.afterAll(async () => {
    await processes?.stop();
  });

  async function openDesk(page: Page, hash = '#/today') {
    await page.goto(`${processes.desk.url}/${hash}`);
    await expect(page.getByTestId('sync-indicator')).toContainText('Copy current as of', { timeout: 90_000 });
  }

  /** After a miss: the scan's own screen, and nothing about anyone to act on. */
  async function expectOnlyTheMiss(page: Page) {
    await expect(page.getByTestId('scan-notice')).toHaveText(`No waiver with tag ${UNKNOWN_TAG}`);
    await expect(page).toHaveURL(/#\/scan$/);
    await expect(page.getByTestId('check-in')).toHaveCount(0);
    await expect(page.getByTestId('check-in-button')).toHaveCount(0);
    await expect(page.getByTestId('verdict')).toHaveCount(0);
    await expect(page.getByTestId('participant')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /check in/i })).toHaveCount(0);
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText(/Good to go|Needs a look|Verdictson|Passmore/i);
  }

  test('a miss after a person’s page leaves no control about them, online and offline', async ({ page }) => {
    test.setTimeout(180_000);
    await openDesk(page);
    await focusNothing(page);
    await scan(page, FLAGGED.autoTag);
    await expect(page.getByTestId('check-in-button')).toBeVisible();
    await expect(page.getByTestId('check-in')).toContainText('Ana Verdictson');
    await focusNothing(page);
    await scan(page, UNKNOWN_TAG);
    await expectOnlyTheMiss(page);
    await page.screenshot({ path: 'test-results/verdict-miss-online.png' });

    // Offline: the service cannot be reached, and the desk says so; lookups come from its copy.
    await control(processes.sandbox!.url, '/faults', 'POST', { route: '*', kind: 'reset' });
    try {
      await page.goto(`${processes.desk.url}/#/today`);
      await page.getByRole('button', { name: 'Refresh', exact: true }).click();
      await expect(page.getByTestId('offline-banner')).toBeVisible({ timeout: 60_000 });
      await focusNothing(page);
      await scan(page, PASSING.autoTag);
      await expect(page.getByTestId('verdict')).toHaveAttribute('data-tone', 'ok');
      await expect(page.getByTestId('verdict')).toContainText('Good to go');
      await expect(page.getByTestId('check-in-button')).toBeEnabled();
      await focusNothing(page);
      await scan(page, UNKNOWN_TAG);
      await expectOnlyTheMiss(page);
      await expect(page.getByTestId('offline-banner')).toBeVisible();
      await page.screenshot({ path: 'test-results/verdict-miss-offline.png' });
    } finally {
      await control(processes.sandbox!.url, '/faults', 'DELETE');
    }
  });

  test('a group check-in: those who pass with one press, the flagged one only ticked, one left out, each recorded', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const calls = deskCallsOf(page);
    await openDesk(page);
    await focusNothing(page);
    await scan(page, GROUP.autoTag);
    const panel = page.getByTestId('check-in');
    await expect(panel).toHaveAttribute('data-scanned', GROUP.autoTag);
    const person = (name: string) => panel.getByTestId('check-in-person').filter({ hasText: name });
    const box = (name: string) => panel.getByRole('checkbox', { name });
    await expect(person('Ida Groupe').getByTestId('person-verdict')).toHaveText(
      'Needs a look: Flagged answer',
    );
    await expect(box('Ida Groupe')).not.toBeChecked();
    for (const name of ['Jon Groupe', 'Kai Groupe', 'Lou Groupe']) {
      await expect(person(name).getByTestId('person-verdict')).toHaveText('Good to go');
      await expect(box(name)).toBeChecked();
    }
    await page.screenshot({ path: 'test-results/verdict-group-check-in.png' });
    // One press admits those who pass, never the flagged one: here with Lou left out.
    await box('Lou Groupe').uncheck();
    const button = page.getByTestId('check-in-button');
    await expect(button).toHaveText('Check in 2 people');
    const before = calls.count('checkIn');
    await button.dblclick();
    const done = page.getByTestId('check-in-done');
    await expect(done).toContainText('Jon Groupe and Kai Groupe');
    await expect(done).not.toContainText('Ida');
    await expect(done).not.toContainText('Lou');
    expect(calls.count('checkIn') - before, 'one press sends once').toBe(1);

    // Ida goes in only once ticked on her own, the confirmation that someone looked.
    await box('Jon Groupe').uncheck();
    await box('Kai Groupe').uncheck();
    await box('Ida Groupe').check();
    await expect(person('Ida Groupe')).toContainText('Looked at: goes in');
    await button.click();
    await expect(done).toContainText('Ida Groupe');

    // Recorded each with how they stood; Lou is not.
    await page.goto(`${processes.desk.url}/#/admissions`);
    const rows = page.getByTestId('admission-row');
    await expect(rows.filter({ hasText: 'Groupe' })).toHaveCount(3);
    const recorded = await wordsByName(rows.filter({ hasText: 'Groupe' }), (row) => row.locator('td').nth(1));
    expect(Object.fromEntries(recorded)).toEqual({
      'Ida Groupe': ['Needs a look: Flagged answer'],
      'Jon Groupe': ['Good to go'],
      'Kai Groupe': ['Good to go'],
    });
  });

  test('the flagged four read the same on Today, the lookup list, the waiver page, the scan, Checked in here, its printout and its file', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const expected = new Map(
      FLAGGED.participants.map((each) => [
        nameOf(each),
        each.flags ? 'Needs a look: Flagged answer' : 'Good to go',
      ]),
    );
    const names = [...expected.keys()];
    const seen: Record<string, Map<string, string[]>> = {};
    await openDesk(page);

    // The lookup list: each person found by their name.
    const lookup = new Map<string, string[]>();
    for (const name of names) {
      const box = page.getByRole('combobox', { name: 'Find a waiver' });
      await box.fill(name);
      const option = page
        .getByRole('option')
        .filter({ has: page.locator('.lookup-name', { hasText: name }) });
      await expect(option.first()).toBeVisible();
      lookup.set(name, [((await option.first().getByTestId('person-verdict').textContent()) ?? '').trim()]);
      await box.fill('');
    }
    seen.lookup = lookup;

    // The scan: its check-in, and the waiver page's people.
    await focusNothing(page);
    await scan(page, FLAGGED.autoTag);
    const panel = page.getByTestId('check-in');
    await expect(panel).toHaveAttribute('data-scanned', FLAGGED.autoTag);
    seen.scan = await wordsByName(panel.getByTestId('check-in-person'), (row) =>
      row.locator('.checkin-person-name'),
    );
    seen.waiverPage = await wordsByName(page.getByTestId('participant'), (card) =>
      card.locator('.person-name'),
    );
    await expect(page.getByTestId('verdict')).toContainText('1 needs a look, 3 good to go');

    // Everyone in: those who pass with the press, Ana ticked after a look.
    await panel.getByRole('checkbox', { name: 'Ana Verdictson' }).check();
    await page.getByTestId('check-in-button').click();
    await expect(page.getByTestId('check-in-done')).toContainText('Ana Verdictson');

    // Today: every row of theirs.
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Today' }).click();
    await page.getByRole('searchbox', { name: 'Find in today’s list' }).fill('Verdictson');
    const todayRows = page.getByTestId('today-row');
    await expect(todayRows.and(page.locator('[data-admitted="here"]'))).toHaveCount(4);
    seen.today = await wordsByName(todayRows, (row) => row.locator('.name'));

    // Checked in here, its printout and its file.
    await page.goto(`${processes.desk.url}/#/admissions`);
    const admissions = page.getByTestId('admission-row').filter({ hasText: 'Verdictson' });
    await expect(admissions).toHaveCount(4);
    seen.checkedInHere = await wordsByName(admissions, (row) => row.locator('td').nth(1));

    await page.evaluate(() => {
      window.print = () => undefined;
    });
    await page.getByRole('button', { name: 'Print' }).click();
    const printed = page.locator('body > .admissions-print');
    await expect(printed.locator('tbody tr').filter({ hasText: 'Verdictson' })).toHaveCount(4);
    const header = await printed.locator('th').allTextContents();
    const printedWords = new Map<string, string[]>();
    for (const row of await printed.locator('tbody tr').filter({ hasText: 'Verdictson' }).all()) {
      const cells = await row.locator('td').allTextContents();
      const name = cells[header.indexOf('Name')] ?? '';
      printedWords.set(name, [
        ...(printedWords.get(name) ?? []),
        cells[header.indexOf('On the waiver')] ?? '',
      ]);
    }
    seen.print = printedWords;
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const lines = readFileSync(await download.path(), 'utf8')
      .slice(1)
      .split('\r\n')
      .filter(Boolean);
    const columns = lines[0]!.split(',');
    const fileWords = new Map<string, string[]>();
    for (const line of lines.slice(1).filter((each) => each.includes('Verdictson'))) {
      // The verdict's words hold no quote; a field with a comma is quoted.
      const fields = line
        .match(/("([^"]|"")*"|[^,]*)(,|$)/g)!
        .map((field) => field.replace(/,$/, '').replace(/^"|"$/g, ''));
      const name = fields[columns.indexOf('Name')] ?? '';
      fileWords.set(name, [...(fileWords.get(name) ?? []), fields[columns.indexOf('On the waiver')] ?? '']);
    }
    seen.csv = fileWords;

    // Person by person, every surface says what the desk's verdict says.
    for (const [surface, words] of Object.entries(seen)) {
      for (const name of names) {
        const said = words.get(name) ?? [];
        expect(said.length, `${surface} lists ${name}`).toBeGreaterThan(0);
        for (const each of said) expect(each, `${surface}: ${name}`).toBe(expected.get(name));
      }
    }
  });

  test('minors only sound and read as needing a look, until Settings lets minors pass', async ({ page }) => {
    test.setTimeout(180_000);
    await listenForCues(page);
    await openDesk(page);
    await focusNothing(page);
    await scan(page, MINORS.autoTag);
    const verdict = page.getByTestId('verdict');
    await expect(verdict).toHaveAttribute('data-tone', 'attention');
    await expect.poll(() => cues(page)).toEqual(['attention']);
    const panel = page.getByTestId('check-in');
    for (const minor of MINORS.participants) {
      const row = panel.getByTestId('check-in-person').filter({ hasText: nameOf(minor) });
      await expect(row.getByTestId('person-verdict')).toHaveText('Needs a look: Minor');
      await expect(row).toContainText('A minor, signed for by Hana Kidd (Mother).');
      await expect(panel.getByRole('checkbox', { name: nameOf(minor) })).not.toBeChecked();
    }

    // A venue that checks minors some other way lets them pass.
    await page.goto(`${processes.desk.url}/#/settings`);
    const form = page.getByRole('form', { name: 'Minors', exact: true });
    await form
      .getByRole('checkbox', {
        name: 'Minors signed for by a guardian or with an adult go in with one press',
      })
      .check();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved. Every screen says how minors stand by it now.')).toBeVisible();
    await focusNothing(page);
    await scan(page, MINORS.autoTag);
    await expect(verdict).toHaveAttribute('data-tone', 'ok');
    await expect.poll(() => cues(page)).toEqual(['attention', 'pass']);
    for (const minor of MINORS.participants) {
      const row = panel.getByTestId('check-in-person').filter({ hasText: nameOf(minor) });
      await expect(row.getByTestId('person-verdict')).toHaveText('Good to go: Minor');
      await expect(panel.getByRole('checkbox', { name: nameOf(minor) })).toBeChecked();
    }
  });
});
