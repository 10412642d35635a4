/**
 * Finding a waiver through the browser host on a sandbox: the lookup box, the
 * scanner, the waiver's detail with its signed PDF, and lookups from the desk's
 * copy while the service is down. What the desk should find is read straight
 * from the sandbox's own API, independently of the desk.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { waiverVerdict } from '../../shared/desk/verdict.ts';
import type { SignedWaiver, WaiverSummary } from '../../shared/domain/waiver.ts';
import { type DeskProcesses, startDeskProcesses } from '../support/desk-processes.ts';
import { middayZone } from '../support/midday-zone.ts';
import { scan } from '../support/scanner-burst.ts';
import { expect, test } from './page-per-worker.ts';

const API_KEY = 'k-e2e-lookup';
const MISSING_TAG = 'ZZ-404404';

interface SandboxSample {
  /** A waiver whose signer's name is found by typing it. */
  byName: WaiverSummary;
  /** Two waivers with auto-tags no other waiver has: one typed into the box, one scanned. */
  typedTag: WaiverSummary;
  scannedTag: WaiverSummary;
  /** An auto-tag on several waivers (a returning family's wristband), with those waivers. */
  sharedTag: { tag: string; waivers: WaiverSummary[] };
  /** A waiver with minors signed for by a guardian, and a photo, in full. */
  withGuardian: SignedWaiver;
}

async function sandboxGet<T>(baseUrl: string, path: string, member: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { authorization: `Bearer ${API_KEY}`, accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`sandbox ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as Record<string, T>)[member] as T;
}

const plainName = (text: string) => /^[A-Za-z]{3,}$/.test(text);

async function readSample(baseUrl: string): Promise<SandboxSample> {
  const newest = await sandboxGet<WaiverSummary[]>(baseUrl, '/v4/waivers?limit=100', 'waivers');
  const byName = newest.find((waiver) => plainName(waiver.firstName) && plainName(waiver.lastName));
  const unique: WaiverSummary[] = [];
  let sharedTag: SandboxSample['sharedTag'] | undefined;
  for (const waiver of newest.filter((each) => /^[A-Za-z0-9-]{4,}$/.test(each.autoTag))) {
    if (unique.length >= 2 && sharedTag) break;
    const withTag = await sandboxGet<WaiverSummary[]>(
      baseUrl,
      `/v4/waivers?limit=100&tag=${encodeURIComponent(waiver.autoTag)}`,
      'waivers',
    );
    if (withTag.length === 1) unique.push(waiver);
    else sharedTag ??= { tag: waiver.autoTag, waivers: withTag };
  }
  let withGuardian: SignedWaiver | undefined;
  for (const summary of newest.filter((waiver) => waiver.isMinor)) {
    const waiver = await sandboxGet<SignedWaiver>(baseUrl, `/v4/waivers/${summary.waiverId}`, 'waiver');
    if (waiver.guardian && waiver.participants.length > 1 && waiver.photos > 0) {
      withGuardian = waiver;
      break;
    }
  }
  const [typedTag, scannedTag] = unique;
  if (!byName || !typedTag || !scannedTag || !sharedTag || !withGuardian) {
    throw new Error(
      'The sandbox sample lacks a plain name, two auto-tags, a shared one or a waiver with a guardian.',
    );
  }
  return { byName, typedTag, scannedTag, sharedTag, withGuardian };
}

/** Age today in the desk's zone, worked out here on its own terms. */
function ageToday(dob: string, timeZone: string): number {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(new Date())
    .slice(0, 10);
  const years = Number(today.slice(0, 4)) - Number(dob.slice(0, 4));
  return today.slice(5) < dob.slice(5, 10) ? years - 1 : years;
}

/** Counts sounds the page starts: every oscillator started, through the real WebAudio API. */
async function countSounds(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counter = window as unknown as { tonesStarted: number };
    counter.tonesStarted = 0;
    const create = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      const oscillator = create.call(this);
      const start = oscillator.start.bind(oscillator);
      oscillator.start = (when?: number) => {
        counter.tonesStarted += 1;
        start(when);
      };
      return oscillator;
    };
  });
}

const tonesStarted = (page: Page) =>
  page.evaluate(() => (window as unknown as { tonesStarted: number }).tonesStarted);

/** Takes the focus out of every field, as when staff last clicked nothing in particular. */
const focusNothing = (page: Page) =>
  page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

test.describe('Finding a waiver through the browser host', () => {
  // The last test stops the sandbox; the others need it.
  test.describe.configure({ mode: 'serial' });
  const { zone } = middayZone();
  let processes: DeskProcesses;
  let sample: SandboxSample;

  test.beforeAll(async () => {
    processes = await startDeskProcesses({
      timeZone: zone,
      // A small account in a short rate window: the desk's copy is complete in seconds.
      sandboxArgs: ['--seed', '11', '--api-key', API_KEY, '--waivers', '600', '--rate-window-ms', '2000'],
      deskApiKey: API_KEY,
    });
    sample = await readSample(processes.sandbox!.url);
  });

  test.afterAll(async () => {
    await processes?.stop();
  });

  /** Opens the desk and waits until its copy of the account is complete. */
  async function openDesk(page: Page, hash = '') {
    await page.goto(`${processes.desk.url}/${hash}`);
    await expect(page.getByTestId('sync-indicator')).toContainText('Copy current as of', { timeout: 30_000 });
  }

  const lookupBox = (page: Page) => page.getByRole('combobox', { name: 'Find a waiver' });

  test('finds a waiver by name as it is typed, and opens it from the keyboard', async ({ page }) => {
    await openDesk(page);
    const box = lookupBox(page);
    await focusNothing(page);
    await page.keyboard.press('Control+K');
    await expect(box).toBeFocused();
    // Typed at a person's pace: every key asks the desk's copy.
    await page.keyboard.type(fullName(sample.byName), { delay: 70 });
    const wanted = page.locator(`[role="option"][data-waiver-id="${sample.byName.waiverId}"]`).first();
    await expect(wanted).toBeVisible();
    await expect(wanted).toContainText(fullName(sample.byName));
    await expect(wanted).toContainText(sample.byName.title);
    await expect(box).toHaveAttribute('aria-expanded', 'true');

    // The list answers the whole name (not a part typed earlier) before its rows are counted.
    await expect(page.getByRole('listbox', { name: 'Waivers found' })).toHaveAttribute('aria-busy', 'false');
    const options = page.getByRole('listbox', { name: 'Waivers found' }).getByRole('option');
    const index = await options.evaluateAll(
      (rows, id) => rows.findIndex((row) => row.getAttribute('data-waiver-id') === id),
      sample.byName.waiverId,
    );
    for (let step = 0; step <= index; step++) await page.keyboard.press('ArrowDown');
    await expect(options.nth(index)).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute(
      'aria-activedescendant',
      (await options.nth(index).getAttribute('id')) ?? '',
    );
    await page.screenshot({ path: 'test-results/lookup-name.png' });

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`#/waivers/${sample.byName.waiverId}$`));
    await expect(page.getByTestId('verdict')).toBeVisible();
    await expect(box).toHaveValue('');

    // Esc clears the box and closes its list.
    await page.keyboard.press('/');
    await expect(box).toBeFocused();
    await page.keyboard.type(sample.byName.lastName, { delay: 70 });
    await expect(page.getByRole('listbox', { name: 'Waivers found' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(box).toHaveValue('');
    await expect(page.getByRole('listbox', { name: 'Waivers found' })).toHaveCount(0);
  });

  test('finds a waiver by the auto-tag typed into the box', async ({ page }) => {
    await openDesk(page);
    const box = lookupBox(page);
    await box.click();
    await page.keyboard.type(sample.typedTag.autoTag, { delay: 70 });
    const option = page.locator(`[role="option"][data-waiver-id="${sample.typedTag.waiverId}"]`);
    await expect(option).toBeVisible();
    await expect(option.locator('.lookup-match')).toHaveText('tag');
    await page.screenshot({ path: 'test-results/lookup-tag.png' });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`#/waivers/${sample.typedTag.waiverId}$`));
    await expect(page.getByTestId('fact-auto-tag')).toContainText(sample.typedTag.autoTag);
  });

  test('a scanner burst anywhere opens the waiver, and one into the box leaves nothing behind', async ({
    page,
  }) => {
    await openDesk(page, '#/today');
    await focusNothing(page);
    await scan(page, sample.scannedTag.autoTag);
    await expect(page).toHaveURL(new RegExp(`#/waivers/${sample.scannedTag.waiverId}$`));
    await expect(page.getByTestId('fact-auto-tag')).toContainText(sample.scannedTag.autoTag);
    await expect(lookupBox(page)).toHaveValue('');
    await page.screenshot({ path: 'test-results/lookup-scan.png' });

    // Scanned while the cursor is in the lookup box: the burst is taken back out of it.
    await page.goto(`${processes.desk.url}/#/today`);
    await lookupBox(page).click();
    await scan(page, sample.typedTag.autoTag);
    await expect(page).toHaveURL(new RegExp(`#/waivers/${sample.typedTag.waiverId}$`));
    await expect(lookupBox(page)).toHaveValue('');

    // A tag on several waivers: the newest one still valid opens at once, the others a key away.
    await focusNothing(page);
    await scan(page, sample.sharedTag.tag);
    const { waivers } = sample.sharedTag;
    const newestValid = waivers
      .filter((waiver) => !waiver.expired)
      .sort((a, b) => Date.parse(b.createdOn) - Date.parse(a.createdOn))[0];
    if (newestValid) {
      await expect(page).toHaveURL(new RegExp(`#/waivers/${newestValid.waiverId}$`));
      await expect(page.getByTestId('same-tag')).toContainText(String(waivers.length - 1));
    } else {
      const listed = page
        .getByRole('list', { name: `Waivers with tag ${sample.sharedTag.tag}` })
        .getByRole('link');
      await expect(listed).toHaveCount(waivers.length);
    }
    await page.screenshot({ path: 'test-results/lookup-scan-several.png' });
  });

  test('a scanned tag no waiver has is said plainly and heard', async ({ page }) => {
    await countSounds(page);
    await openDesk(page, '#/today');
    await focusNothing(page);
    expect(await tonesStarted(page)).toBe(0);
    await scan(page, MISSING_TAG);
    const said = page.getByRole('alert');
    await expect(said).toContainText(`No waiver with tag ${MISSING_TAG}`);
    await expect.poll(() => tonesStarted(page)).toBeGreaterThan(0);
    // The scan's own screen, in place of Today.
    await expect(page).toHaveURL(/#\/scan$/);
    await expect(page.getByRole('heading', { level: 1, name: `Scanned ${MISSING_TAG}` })).toBeVisible();
    await page.screenshot({ path: 'test-results/lookup-miss.png' });
  });

  test('shows a waiver with minors and their guardian: verdict first, ages today, details covered', async ({
    page,
  }) => {
    const waiver = sample.withGuardian;
    const guardian = waiver.guardian!;
    await openDesk(page, `#/waivers/${waiver.waiverId}`);
    const verdict = page.getByTestId('verdict');
    // The desk's own rule, applied here to the sandbox's record: the page must say the same.
    await expect(verdict).toHaveAttribute('data-tone', waiverVerdict(waiver).tone);
    // Each minor needs a look by default, signed for by the guardian, said beside them.
    const guardianName = [guardian.firstName, guardian.middleName, guardian.lastName]
      .filter(Boolean)
      .join(' ');
    await expect(page.getByTestId('check-in')).toContainText(guardianName);

    const people = page.getByTestId('participant');
    await expect(people).toHaveCount(waiver.participants.length);
    for (const [index, person] of waiver.participants.entries()) {
      const card = people.nth(index);
      await expect(card).toContainText(person.firstName);
      if (person.dob && !person.dob.startsWith('1800-01-01')) {
        const years = ageToday(person.dob, zone);
        await expect(card.getByTestId('person-age')).toContainText(
          `${years} year${years === 1 ? '' : 's'} old`,
        );
      }
      if (person.isMinor && !person.minorExpired)
        await expect(card.getByTestId('person-verdict')).toContainText('Minor');
    }
    const guardianCard = page.getByTestId('guardian');
    await expect(guardianCard.getByRole('heading')).toHaveText(guardianName);
    if (guardian.relationship) await expect(guardianCard).toContainText(guardian.relationship);

    // The email is covered until someone presses Show for the contact section.
    if (waiver.email) {
      await expect(page.getByText(waiver.email)).toHaveCount(0);
      await page.getByRole('button', { name: 'Show contact' }).click();
      await expect(page.getByText(waiver.email)).toBeVisible();
      await page.getByRole('button', { name: 'Hide contact' }).click();
      await expect(page.getByText(waiver.email)).toHaveCount(0);
    }
    await expect(page.getByTestId('fact-source')).toHaveText(/desk's copy/);
    if (waiver.photos > 0) {
      await expect(page.getByTestId('waiver-photo').first()).toHaveJSProperty('complete', true);
      expect(
        await page
          .getByTestId('waiver-photo')
          .first()
          .evaluate((image: HTMLImageElement) => image.naturalWidth),
      ).toBeGreaterThan(0);
    }
    await page.screenshot({ path: 'test-results/lookup-detail.png', fullPage: true });
  });

  test('opens the signed PDF in the app, page 1 drawn, and saves it under a sensible name', async ({
    page,
  }) => {
    const waiver = sample.withGuardian;
    await openDesk(page, `#/waivers/${waiver.waiverId}`);
    await page.getByRole('button', { name: 'Open signed PDF' }).click();
    const viewer = page.getByTestId('pdf-viewer');
    await expect(viewer).toBeVisible();
    const canvas = viewer.getByTestId('pdf-canvas');
    await expect(canvas).toHaveAttribute('data-page', '1', { timeout: 20_000 });
    const size = await canvas.evaluate((element: HTMLCanvasElement) => ({
      w: element.width,
      h: element.height,
    }));
    expect(size.w).toBeGreaterThan(100);
    expect(size.h).toBeGreaterThan(100);
    await expect(viewer.getByTestId('pdf-page-status')).toHaveText(/^Page 1 of \d+$/);
    await page.screenshot({ path: 'test-results/lookup-pdf.png' });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      viewer.getByRole('button', { name: 'Save' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(
        `^waiver-${waiver.lastName.toLowerCase().replace(/[^a-z]+/g, '-')}.*-${waiver.waiverId}\\.pdf$`,
      ),
    );
    const saved = readFileSync(await download.path());
    expect(saved.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Print: every page drawn to an image in a container only print shows, then the print dialog.
    await page.evaluate(() => {
      const counter = window as unknown as { printed: number };
      counter.printed = 0;
      window.print = () => {
        counter.printed += 1;
      };
    });
    await viewer.getByRole('button', { name: 'Print' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    const printed = page.locator('body > .pdf-print img');
    const pageCount = Number(
      /of (\d+)/.exec((await viewer.getByTestId('pdf-page-status').textContent()) ?? '')?.[1],
    );
    await expect(printed).toHaveCount(pageCount);
    await expect(printed.first()).toHaveAttribute('src', /^blob:/);
    await page.emulateMedia({ media: 'print' });
    await expect(printed.first()).toBeVisible();
    await expect(page.locator('#root')).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await expect(page.locator('.pdf-print')).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
  });

  test('looks up from the desk copy while the service is down, and the header says offline', async ({
    page,
  }) => {
    await openDesk(page, '#/today');
    await processes.sandbox!.stop();
    // Any call to the service now fails; the desk notices and says so.
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await expect(page.getByTestId('connectivity')).toContainText("can't be reached", { timeout: 30_000 });
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(page.getByTestId('sync-indicator')).toContainText(
      /Offline — copy from .*; resumes by itself/,
    );

    const box = lookupBox(page);
    await box.click();
    await page.keyboard.type(fullName(sample.byName), { delay: 70 });
    const wanted = page.locator(`[role="option"][data-waiver-id="${sample.byName.waiverId}"]`).first();
    await expect(wanted).toBeVisible();
    await page.screenshot({ path: 'test-results/lookup-offline.png' });
    await page.keyboard.press('Escape');
    await page.goto(`${processes.desk.url}/#/waivers/${sample.byName.waiverId}`);
    await expect(page.getByTestId('fact-source')).toHaveText(/desk's copy/);
  });
});
