/**
 * Faults through the browser host, each as the person at the desk meets it and
 * as the copy on disk holds it: the desk killed mid-sync and started again, the
 * service down at start, a 429 storm from another desk, bursts of 5xx, answers
 * that are not JSON or cut off, a search that takes 30 s, and the status page
 * down. In every case the desk keeps answering (a contract call within a bound),
 * shows the true state, keeps what its copy holds, sends nothing into a window
 * it knows is used up, and recovers by itself once the fault goes. Each fault
 * prints one line: `fault <name>: effect <…>, recovered in <ms> ms`.
 *
 * One sandbox process (behind a counting proxy) and one data directory serve the
 * whole file; the tests run in order because each starts from the copy the one
 * before left.
 */
import type { Page } from '@playwright/test';
import type { WaiverSummary } from '../../shared/domain/waiver.ts';
import type { LookupResult } from '../../shared/ipc/lookup.ts';
import { type DeskRig, startDeskRig } from '../faults/desk-rig.ts';
import { reportFault } from '../faults/fault-table.ts';
import type { TimedRequest } from '../support/counting-proxy.ts';
import { middayZone } from '../support/midday-zone.ts';
import { expect, test } from './page-per-worker.ts';

const API_KEY = 'k-e2e-faults';
const WAIVERS = 3_000;
/** Short sandbox windows: a storm's refusals last seconds, not minutes. */
const RATE_WINDOW_MS = 4_000;
/** A contract call the page makes answers within this, whatever the service does. */
const CALL_BOUND_MS = 1_000;
/** The killed desk had stored at least this much of the copy. */
const KILL_AFTER = 800;
const PAGE_SIZE = 100;

test.describe.configure({ mode: 'serial' });

const { zone } = middayZone();
let rig: DeskRig;
/** A waiver whose signer's plain name the lookup box finds. */
let known: WaiverSummary;

const syncLine = (page: Page) => page.getByTestId('sync-indicator');
const connectivity = (page: Page) => page.getByTestId('connectivity');
const lookupBox = (page: Page) => page.getByRole('combobox', { name: 'Find a waiver' });
const fullName = (waiver: WaiverSummary) => `${waiver.firstName} ${waiver.lastName}`;

async function sandboxGet<T>(path: string): Promise<T> {
  const response = await fetch(`${rig.sandboxUrl}${path}`, {
    headers: { authorization: `Bearer ${API_KEY}`, accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`sandbox ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** Waivers the service holds that have been signed by now (every one lies in the retention window). */
async function signedSoFar(): Promise<number> {
  const answer = await sandboxGet<{ search: { count: number } }>('/v4/search?fromDts=2000-01-01');
  return answer.search.count;
}

/** "Copying waivers 1,200 / 3,000 · …" → 1200; null while the line says something else. */
async function copyingDone(page: Page): Promise<number | null> {
  const text =
    (await syncLine(page)
      .textContent()
      .catch(() => null)) ?? '';
  const match = /Copying waivers ([\d,]+) \/ [\d,]+/.exec(text);
  return match ? Number(match[1]?.replaceAll(',', '')) : null;
}

/** The desk keeps answering: a lookup from the copy and the app's state, each within the bound. */
async function expectResponsive(): Promise<number> {
  const lookup = await rig.call<LookupResult>('lookupWaivers', { text: known.lastName });
  const info = await rig.call('getAppInfo');
  expect(lookup.result.ok, JSON.stringify(lookup.result)).toBe(true);
  expect(lookup.result.ok && lookup.result.value.matches.length).toBeGreaterThan(0);
  expect(info.result.ok).toBe(true);
  const slowest = Math.max(lookup.ms, info.ms);
  expect(slowest).toBeLessThan(CALL_BOUND_MS);
  return slowest;
}

/** Types a name into the lookup box and waits for the waiver from the desk's copy. */
async function findInCopy(page: Page, waiver: WaiverSummary): Promise<void> {
  await lookupBox(page).click();
  await lookupBox(page).fill(fullName(waiver));
  await expect(page.locator(`[role="option"][data-waiver-id="${waiver.waiverId}"]`).first()).toBeVisible();
  await page.keyboard.press('Escape');
}

const isResultPage = (request: TimedRequest) => /^\/v4\/search\/[^/]+\/results$/.test(request.path);
/** `GET /v4/search` spends the search budget; everything else under /v4 the account's. */
const budgetOf = (request: TimedRequest) => (request.path === '/v4/search' ? 'search' : 'account');

test.beforeAll(async () => {
  rig = await startDeskRig({
    apiKey: API_KEY,
    timeZone: zone,
    sandboxArgs: ['--seed', '23', '--waivers', String(WAIVERS), '--rate-window-ms', String(RATE_WINDOW_MS)],
    settings: { statusPollMinutes: 1 },
  });
  const newest = await sandboxGet<{ waivers: WaiverSummary[] }>('/v4/waivers?limit=100');
  const plain = (text: string) => /^[A-Za-z]{3,}$/.test(text);
  const found = newest.waivers.find((waiver) => plain(waiver.firstName) && plain(waiver.lastName));
  if (!found) throw new Error('the sandbox has no waiver with a plain name');
  known = found;
});

test.afterAll(async () => {
  await rig?.stop();
});

test.afterEach(async () => {
  await rig.clearFaults();
});

test('the desk killed mid-sync: a new desk on the same copy continues it and loses nothing', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // Result pages slowed down, so the kill lands in the middle of the copy.
  const slow = await rig.addFault({ route: '/v4/search', kind: 'latency', ms: 600 });
  await rig.startDesk();
  await page.goto(`${rig.deskUrl()}/#/today`);
  await expect.poll(() => copyingDone(page), { timeout: 60_000 }).toBeGreaterThanOrEqual(KILL_AFTER);
  await rig.killDesk();
  const storedAtKill = rig.storedWaivers();
  const pagesBeforeKill = rig.apiRequests().filter(isResultPage).length;
  expect(storedAtKill).toBeGreaterThanOrEqual(KILL_AFTER);
  expect(storedAtKill).toBeLessThan(WAIVERS);

  const signedAtRestart = await signedSoFar();
  const restartAt = Date.now();
  await rig.startDesk();
  await page.goto(`${rig.deskUrl()}/#/today`);
  // It continues from what was stored (less at most the one batch under way at the kill), never from zero.
  await expect
    // A minute: the new desk starts cold beside the other suites on two cores.
    .poll(() => copyingDone(page), { timeout: 60_000 })
    .toBeGreaterThanOrEqual(storedAtKill - 4 * PAGE_SIZE);
  const resumedMs = Date.now() - restartAt;
  await rig.removeFault(slow);
  await expect(syncLine(page)).toContainText('Copy current as of', { timeout: 60_000 });

  const stored = rig.storedWaivers();
  expect(stored).toBeGreaterThanOrEqual(signedAtRestart);
  expect(stored).toBeLessThanOrEqual(await signedSoFar());
  // Only what was not stored yet was fetched again: not the whole account.
  const pagesAfterRestart = rig.apiRequests(restartAt).filter(isResultPage).length;
  const allPages = Math.ceil(signedAtRestart / PAGE_SIZE);
  expect(pagesAfterRestart).toBeLessThanOrEqual(allPages - Math.floor(storedAtKill / PAGE_SIZE) + 8);
  await findInCopy(page, known);
  await expectResponsive();
  reportFault(
    'desk-killed-mid-sync',
    `${storedAtKill} of ${signedAtRestart} waivers stored at the SIGKILL, all kept; the new desk continued (${pagesAfterRestart} result pages fetched after the restart, ${pagesBeforeKill} before) to ${stored}`,
    resumedMs,
  );
});

test('the service down at start: offline shown, lookups from the copy, back by itself', async ({ page }) => {
  test.setTimeout(90_000);
  await rig.stopDesk();
  const storedBefore = rig.storedWaivers();
  const down = await rig.addFault({ route: '*', kind: 'reset' });
  await rig.startDesk();
  await page.goto(`${rig.deskUrl()}/#/today`);
  await expect(connectivity(page)).toContainText("can't be reached", { timeout: 30_000 });
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(syncLine(page)).toContainText(/Offline — copy from .*; resumes by itself/);
  await findInCopy(page, known);
  const slowest = await expectResponsive();
  expect(rig.storedWaivers()).toBe(storedBefore);

  await rig.removeFault(down);
  const upAt = Date.now();
  await expect(connectivity(page)).toContainText('Waiver service online', { timeout: 60_000 });
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  await expect(syncLine(page)).toContainText('Copy current as of', { timeout: 30_000 });
  await expect(syncLine(page)).not.toContainText('Offline');
  const recoveredMs = Date.now() - upAt;
  expect(rig.storedWaivers()).toBeGreaterThanOrEqual(storedBefore);
  reportFault(
    'service-down-at-start',
    `"can't be reached" and "Offline — copy from …" shown, lookups from the copy within ${slowest} ms, ${storedBefore} stored kept`,
    recoveredMs,
  );
});

test('a 429 storm from another desk: the wait and when it ends are shown, nothing is sent into it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${rig.deskUrl()}/#/today`);
  await expect(syncLine(page)).toContainText('Copy current as of', { timeout: 30_000 });
  const storedBefore = rig.storedWaivers();
  const stormAt = Date.now();
  // Another desk spends the whole budget in each of three windows running: longer than a
  // person's call waits for the budget (5 s), however the windows fall.
  await rig.addFault({ route: '/v4', kind: 'rate-limit-storm', times: 3 });
  await page.goto(`${rig.deskUrl()}/#/manage/account`);
  const settings = page.getByTestId('console-settings');
  await expect(settings).toContainText("The account's request budget is used up", { timeout: 20_000 });
  await expect(settings.locator('.countdown')).toHaveText(/frees in \d+:\d\d/);
  await expect(page.getByTestId('budget-account')).toContainText(/the next may go in \d+ s \(\d\d:\d\d/);
  const slowest = await expectResponsive();

  // Once the storm has passed the screen fills in by itself.
  await expect.poll(async () => (await rig.faults()).length, { timeout: 30_000 }).toBe(0);
  await expect(settings).toContainText('Every waiver expires on', { timeout: 30_000 });
  const shownAt = Date.now();
  const refusals = rig.apiRequests(stormAt).filter((request) => request.status === 429);
  expect(refusals.length).toBeGreaterThan(0);
  for (const refusal of refusals) {
    const answeredAt = refusal.answeredAt ?? refusal.at;
    const freesAt = answeredAt + Number(refusal.retryAfter) * 1_000;
    // What was already on its way when the refusal came back is not the desk's choice; anything later is.
    const intoTheWindow = rig
      .apiRequests(answeredAt + 100)
      .filter((request) => budgetOf(request) === budgetOf(refusal) && request.at < freesAt - 50);
    expect(intoTheWindow, `sent into the window a 429 closed until ${freesAt}`).toEqual([]);
  }
  const lastFrees = Math.max(
    ...refusals.map((refusal) => (refusal.answeredAt ?? refusal.at) + Number(refusal.retryAfter) * 1_000),
  );
  expect(rig.storedWaivers()).toBe(storedBefore);
  reportFault(
    '429-storm',
    `${refusals.length} refusals; the screen said the budget was used up with a countdown, the budget line when it frees; no request into a refused window; lookups within ${slowest} ms`,
    shownAt - lastFrees,
  );
});

test('bursts of 5xx: a short one is absorbed by retries, a longer one shown as failing until it ends', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${rig.deskUrl()}/#/today`);
  const rows = page.getByRole('table', { name: "Today's check-ins" }).locator('tbody tr');
  await expect(rows.first()).toBeVisible({ timeout: 20_000 });
  const refresh = page.getByRole('button', { name: 'Refresh', exact: true });

  // Three 503s in a row: the desk's own retries get through them.
  const shortAt = Date.now();
  await rig.addFault({ route: '/v4/checkins', kind: 'status', status: 503, times: 3 });
  await refresh.click();
  // The three are spent before the refresh ends; the button alone may not have changed yet when looked at.
  await expect.poll(() => rig.faults(), { timeout: 30_000 }).toEqual([]);
  await expect(refresh).toHaveText('Refresh', { timeout: 20_000 });
  const shortMs = Date.now() - shortAt;
  await expect(page.getByTestId('stale-notice')).toHaveCount(0);
  expect(rig.apiRequests(shortAt).filter((request) => request.status === 503).length).toBe(3);
  await expect(connectivity(page)).toContainText('Waiver service online');

  // Every answer a 503 until the fault goes: failing is shown, the copy keeps answering.
  const burst = await rig.addFault({ route: '*', kind: 'status', status: 503 });
  await refresh.click();
  await expect(connectivity(page)).toContainText('not answering this desk', { timeout: 30_000 });
  await expect(rows.first()).toBeVisible();
  await findInCopy(page, known);
  const slowest = await expectResponsive();
  await rig.removeFault(burst);
  const endedAt = Date.now();
  await expect(connectivity(page)).toContainText('Waiver service online', { timeout: 60_000 });
  reportFault(
    '5xx-burst',
    `3 × 503 absorbed by retries (the refresh took ${shortMs} ms); a sustained burst showed "not answering this desk" while lookups answered within ${slowest} ms`,
    Date.now() - endedAt,
  );
});

test('answers that are not JSON or cut off: said plainly, the copy keeps answering, back by itself', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${rig.deskUrl()}/#/today`);
  const rows = page.getByRole('table', { name: "Today's check-ins" }).locator('tbody tr');
  await expect(rows.first()).toBeVisible({ timeout: 20_000 });
  const templates = await context.newPage();
  await templates.goto(`${rig.deskUrl()}/#/manage/templates`);
  await expect(templates.getByRole('main')).not.toContainText('Loading', { timeout: 20_000 });

  const malformed = await rig.addFault({ route: '/v4/checkins', kind: 'malformed-json' });
  const truncated = await rig.addFault({ route: '/v4/templates', kind: 'truncated' });
  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect(page.getByTestId('stale-notice')).toContainText(
    'answered in a form the desk does not understand',
    { timeout: 20_000 },
  );
  await templates.reload();
  await expect(templates.getByRole('alert')).toBeVisible({ timeout: 30_000 });
  const cutOffWords = (await templates.getByRole('alert').textContent()) ?? '';
  await expect(connectivity(page)).toContainText('not answering this desk');
  await findInCopy(page, known);
  const slowest = await expectResponsive();

  await rig.removeFault(malformed);
  await rig.removeFault(truncated);
  const fixedAt = Date.now();
  await expect(page.getByTestId('stale-notice')).toHaveCount(0, { timeout: 60_000 });
  await expect(templates.getByRole('alert')).toHaveCount(0, { timeout: 60_000 });
  await expect(connectivity(page)).toContainText('Waiver service online');
  reportFault(
    'malformed-and-truncated-json',
    `Today kept its rows and said "answered in a form the desk does not understand"; a cut-off answer said "${cutOffWords.slice(0, 80)}"; "not answering this desk" in the header; lookups within ${slowest} ms`,
    Date.now() - fixedAt,
  );
});

test('a search that takes 30 s says why it waits; the copy keeps answering meanwhile', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${rig.deskUrl()}/#/today`);
  const slow = await rig.addFault({ route: '/v4/search', method: 'GET', kind: 'latency', ms: 30_000 });
  const nobody = 'Quillfeather';
  await lookupBox(page).click();
  await lookupBox(page).fill(nobody);
  await expect(page.getByTestId('lookup-empty')).toBeVisible();
  const askedAt = Date.now();
  await page.getByTestId('lookup-search-service').click();
  const searching = page.getByTestId('lookup-searching');
  await expect(searching).toContainText('Searching the service');
  await expect(searching).toContainText('looks through every waiver of the account');

  // Meanwhile, another window of the desk looks someone up in the copy, and the contract answers.
  const other = await context.newPage();
  await other.goto(`${rig.deskUrl()}/#/today`);
  await findInCopy(other, known);
  const slowest = await expectResponsive();
  await expect(searching).toBeVisible();
  await rig.removeFault(slow);

  await expect(page.getByTestId('lookup-service-empty')).toBeVisible({ timeout: 60_000 });
  const tookMs = Date.now() - askedAt;
  expect(tookMs).toBeGreaterThanOrEqual(29_000);
  reportFault(
    'search-30s',
    `"Searching the service… it looks through every waiver of the account" shown for ${Math.round(tookMs / 1_000)} s; lookups in another window and calls within ${slowest} ms meanwhile; recovered = the answer shown after the 30 s delay ended`,
    tookMs - 30_000,
  );
});

test('the status page down: status unknown with the last reading kept, back by itself', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`${rig.deskUrl()}/#/today`);
  const indicator = page.getByTestId('service-health');
  await expect(indicator).toHaveAttribute('data-verdict', 'operational', { timeout: 30_000 });
  const down = await rig.addFault({ route: '/status', kind: 'status', status: 503 });
  await indicator.locator('button.svc-indicator').click();
  await expect(indicator).toHaveAttribute('data-verdict', 'unknown', { timeout: 30_000 });
  await expect(page.getByTestId('service-health-headline')).toHaveText('Service status unknown');
  await expect(page.getByTestId('service-health-when')).toHaveText(/^Last reading \d{1,2}:\d\d/);
  await expect(page.getByTestId('status-summary')).toContainText('The status page is not answering');
  // The waiver service itself is fine and the desk says so.
  await expect(connectivity(page)).toContainText('Waiver service online');
  const slowest = await expectResponsive();
  await page.keyboard.press('Escape');

  await rig.removeFault(down);
  const upAt = Date.now();
  await expect(indicator).toHaveAttribute('data-verdict', 'operational', { timeout: 60_000 });
  reportFault(
    'status-page-down',
    `"Service status unknown", last reading kept with its time, the waiver service still shown online; lookups within ${slowest} ms`,
    Date.now() - upAt,
  );
});
