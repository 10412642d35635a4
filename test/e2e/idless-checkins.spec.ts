/**
 * A real-shaped day whose check-ins come without ids, in a real browser over the
 * real sandbox: its `loose` shapes send no `checkinId` at all (the notes: "a
 * check-in without checkinId is still identified by its waiver, position and
 * time"). Each of them is a row of Today, a family on one waiver (several people
 * at different positions, a minor among them) included, and the summary counts
 * them all. With the `odd-records` fault, the records that lose their waiver too
 * (nothing says who checked in) are counted in Today's footnote: the rows and the
 * footnote together account for every check-in the sandbox holds for today.
 *
 * Before check-ins were keyed by waiver, position and time (shared/domain/checkin-key.ts),
 * every one without an id was stored under id 0, each overwriting the last.
 */
import type { Page } from '@playwright/test';
import type { CheckIn } from '../../shared/domain/waiver.ts';
import { readInstant } from '../../shared/time/instant.ts';
import { middayZone } from '../support/midday-zone.ts';
import { fetchCheckins, todaySoFar } from '../support/sandbox-checkins.ts';
import { deskForSuite } from './desk-suite.ts';
import { expect, test } from './page-per-worker.ts';

const API_KEY = 'k-e2e-idless-checkins';
/** A template families sign (family, guardian-only and adults' waivers). */
const FAMILY_TEMPLATE = '5f3c2a1b9d8e7';
const GUARDIAN_POSITION = -1;
const HOUR_MS = 3_600_000;

const { zone, offsetHours } = middayZone();

/** A small account in short rate windows, answering as `loose`: no check-in carries its id. */
const SANDBOX_ARGS = [
  '--seed',
  '23',
  '--api-key',
  API_KEY,
  '--waivers',
  '300',
  '--rate-window-ms',
  '2000',
  '--shapes',
  'loose',
];

/** A check-in as the sandbox sent it (in `loose`, `isMinor` is 0 or 1). */
type SentCheckin = Omit<CheckIn, 'isMinor'> & { isMinor: unknown };

/** What a row of Today shows of a check-in: when, who, a minor, a guardian. */
interface Seen {
  atMs: number;
  name: string;
  isMinor: boolean;
  isGuardian: boolean;
}

const sortKey = (seen: Seen): string =>
  `${seen.atMs}|${seen.name}|${seen.isMinor ? 'minor' : ''}|${seen.isGuardian ? 'guardian' : ''}`;

function seenOf(checkin: SentCheckin): Seen {
  return {
    atMs: readInstant(checkin.date)?.getTime() ?? Number.NaN,
    name: `${checkin.firstName} ${checkin.lastName}`.trim(),
    // `loose` writes 0/1, the other shapes true/false.
    isMinor: checkin.isMinor === true || checkin.isMinor === 1,
    isGuardian: checkin.position === GUARDIAN_POSITION,
  };
}

/** Today's check-ins as the sandbox holds them, read with the key over its own API. */
async function sandboxDay(sandboxUrl: string, now: Date): Promise<SentCheckin[]> {
  return (await fetchCheckins(sandboxUrl, API_KEY, todaySoFar(now, offsetHours))) as SentCheckin[];
}

/**
 * A family signs earlier in the last completed hour (its check-ins fall in an hour
 * the service reports) until one comes with several people on the waiver and a
 * minor among them; what the generator puts on a waiver is drawn at random.
 */
async function signFamily(sandboxUrl: string): Promise<string> {
  const signedAt = new Date(Date.now() - (Date.now() % HOUR_MS) - 50 * 60_000).toISOString();
  for (let attempt = 0; attempt < 30; attempt++) {
    const response = await fetch(`${sandboxUrl}/__control/signings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ templateId: FAMILY_TEMPLATE, signedAt }),
    });
    if (!response.ok) throw new Error(`the sandbox refused the signing: ${response.status}`);
    const { waiverId } = (await response.json()) as { waiverId: string };
    const family = (await sandboxDay(sandboxUrl, new Date())).filter(
      (checkin) => checkin.waiverId === waiverId,
    );
    const positions = new Set(family.map((checkin) => checkin.position));
    if (positions.size >= 3 && family.some((checkin) => seenOf(checkin).isMinor)) return waiverId;
  }
  throw new Error('No family with several people and a minor signed in 30 attempts.');
}

async function addOddRecords(sandboxUrl: string): Promise<void> {
  const response = await fetch(`${sandboxUrl}/__control/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ route: '/v4/checkins', kind: 'odd-records' }),
  });
  if (!response.ok) throw new Error(`the sandbox refused the fault: ${response.status}`);
}

/** Every row of Today's table as it reads on screen (a short day: all rows are in the page). */
async function rowsOnScreen(page: Page): Promise<Seen[]> {
  const rows = page.getByRole('table', { name: "Today's check-ins" }).getByTestId('today-row');
  const read = await rows.evaluateAll((elements) =>
    elements.map((row) => ({
      at: row.querySelector('td.time time')?.getAttribute('datetime') ?? '',
      name: row.querySelector('td.name')?.textContent ?? '',
      isMinor: row.querySelector('.badge-minor') !== null,
      isGuardian: row.querySelector('.badge-guardian') !== null,
    })),
  );
  return read.map(({ at, ...rest }) => ({ ...rest, atMs: readInstant(at)?.getTime() ?? Number.NaN }));
}

const sortedKeys = (seen: readonly Seen[]): string[] => seen.map(sortKey).sort();

/**
 * Opens Today and reads the sandbox's day for the same window: when an hour
 * completes while the page loads, Refresh brings both to the same hours.
 */
async function openTodayBeside(page: Page, deskUrl: string, sandboxUrl: string): Promise<SentCheckin[]> {
  const loadedAt = new Date();
  await page.goto(`${deskUrl}/#/today`);
  await expect(page.getByRole('table', { name: "Today's check-ins" })).toBeVisible();
  await expect(page.getByTestId('today-summary')).toBeVisible();
  if (new Date().getUTCHours() === loadedAt.getUTCHours()) return sandboxDay(sandboxUrl, loadedAt);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  return sandboxDay(sandboxUrl, new Date());
}

test.describe('a day whose check-ins come without ids', () => {
  let familyWaiverId = '';
  const desk = deskForSuite({
    timeZone: zone,
    sandboxArgs: SANDBOX_ARGS,
    deskApiKey: API_KEY,
    beforeDesk: async (sandboxUrl) => {
      familyWaiverId = await signFamily(sandboxUrl);
    },
  });

  test('shows every check-in the sandbox holds for today, a family with its minor among them', async ({
    page,
  }) => {
    const day = await openTodayBeside(page, desk.url, desk.sandboxUrl);
    // The day as the service sent it: no check-in has an id, and one waiver has several.
    expect(day.length).toBeGreaterThan(3);
    expect(day.filter((checkin) => 'checkinId' in checkin)).toEqual([]);
    const family = day.filter((checkin) => checkin.waiverId === familyWaiverId).map(seenOf);
    expect(family.length).toBeGreaterThanOrEqual(3);

    const expected = day.map(seenOf);
    const minors = expected.filter((checkin) => checkin.isMinor).length;
    await expect(page.getByTestId('today-summary')).toContainText(
      `${expected.length} in today, ${minors} minor`,
    );
    await expect.poll(async () => sortedKeys(await rowsOnScreen(page))).toEqual(sortedKeys(expected));
    const shown = (await rowsOnScreen(page)).map(sortKey);
    for (const person of family) expect(shown).toContain(sortKey(person));
    const minor = family.find((person) => person.isMinor);
    await expect(
      page
        .getByTestId('today-row')
        .filter({ hasText: minor?.name ?? '' })
        .locator('.badge-minor')
        .first(),
    ).toHaveText('Minor');
    // Nothing was left out: every check-in had a waiver to know it by.
    await expect(page.getByTestId('today-left-out')).toHaveCount(0);
  });
});

test.describe('a day whose check-ins come without ids, some with nothing identifying them', () => {
  const desk = deskForSuite({
    timeZone: zone,
    sandboxArgs: SANDBOX_ARGS,
    deskApiKey: API_KEY,
    beforeDesk: async (sandboxUrl) => {
      await signFamily(sandboxUrl);
      await addOddRecords(sandboxUrl);
    },
  });

  test('lists every check-in it can tell apart and counts the rest in the footnote', async ({ page }) => {
    // Read through the fault too: it strips fields from copies, it never drops a record.
    const day = await openTodayBeside(page, desk.url, desk.sandboxUrl);
    expect(day.length).toBeGreaterThan(3);
    await expect(page.getByTestId('today-left-out')).toBeVisible();
    const shown = await rowsOnScreen(page);
    const leftOut = day.length - shown.length;
    expect(leftOut).toBeGreaterThan(0);
    await expect(page.getByTestId('today-left-out')).toContainText(
      `${leftOut} ${leftOut === 1 ? 'check-in' : 'check-ins'} the service sent today`,
    );
    await expect(page.getByTestId('today-left-out')).toContainText('not listed');

    // Each row is a distinct check-in of the sandbox's day (the time and names survive the fault).
    const unmatched = day.map(seenOf).map(sortKey);
    for (const row of shown) {
      const at = unmatched.indexOf(sortKey(row));
      expect(at, `a row the sandbox does not hold: ${row.name}`).toBeGreaterThanOrEqual(0);
      unmatched.splice(at, 1);
    }
    const minors = shown.filter((row) => row.isMinor).length;
    await expect(page.getByTestId('today-summary')).toContainText(
      `${shown.length} in today, ${minors} minor`,
    );
  });
});
