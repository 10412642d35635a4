/**
 * What the person at the counter feels, in headless Chromium over the browser
 * host and a sandbox of 100 000 waivers (about 10 000 check-ins today), with the
 * desk's copy complete and Today on screen:
 * - a keystroke in the lookup box to the painted list: the clock starts at the
 *   input event of the key that completes the query and stops at the frame after
 *   the list shows the answer to that query (not busy) with the expected waiver;
 * - a scanner's Enter (the burst of an auto-tag, then Enter) to the painted
 *   waiver page with its verdict, each lookup also asking who is already in (a family
 *   of six was checked in first);
 * - the same for that family of six, each painted as already in;
 * - the DOM nodes of the whole page on Today.
 * Both clocks run in the page (performance.now(), then two animation frames after
 * a MutationObserver sees the result, so the frame that shows it has painted).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { build } from 'vite';
import { CHROMIUM_ARGS, systemChromium } from '../e2e/browser.ts';
import { zoneAtLocalHour } from '../support/midday-zone.ts';
import { scan } from '../support/scanner-burst.ts';
import { spawnCli } from '../support/spawn-cli.ts';
import { type Measures, summarise } from './stats.ts';

const WAIVERS = 100_000;
/** The desk's local hour: late, so the day's completed hours hold most of its check-ins (over 5 000). */
const BUSY_DAY_HOUR = 22;
const KEYSTROKES = 60;
const SCANS = 40;
/** A family on one waiver, checked in once, then scanned again: every person reads already in. */
const FAMILY_SIZE = 6;
const FAMILY_TAG = 'BENCH-FAMILY-6';
const FAMILY_SCANS = 20;
const API_KEY = 'bench-key';
const RENDERER_INDEX = path.resolve(import.meta.dirname, '../../dist/renderer/index.html');
/** How long the desk may take to copy 100 000 waivers on a busy machine. */
const COPY_TIMEOUT_MS = 20 * 60_000;

interface Sample {
  waiverId: string;
  name: string;
  autoTag: string;
}

async function sandboxGet<T>(baseUrl: string, pathAndQuery: string, member: string): Promise<T> {
  const response = await fetch(`${baseUrl}${pathAndQuery}`, {
    headers: { authorization: `Bearer ${API_KEY}` },
  });
  if (!response.ok) throw new Error(`sandbox ${pathAndQuery}: ${response.status}`);
  return ((await response.json()) as Record<string, T>)[member] as T;
}

/** Waivers with plain names to type, and ones whose auto-tag no other waiver has, to scan. */
async function readSamples(baseUrl: string): Promise<{ typed: Sample[]; scanned: Sample[] }> {
  const newest = await sandboxGet<
    { waiverId: string; firstName: string; middleName?: string; lastName: string; autoTag?: string }[]
  >(baseUrl, '/v4/waivers?limit=100', 'waivers');
  const plain = (text: string) => /^[A-Za-z]{3,}$/.test(text);
  const seen = new Set<string>();
  const typed: Sample[] = [];
  for (const waiver of newest) {
    const name = `${waiver.firstName} ${waiver.lastName}`;
    // Typed as a person says it: first and last name (a middle name would be one more word to type).
    if (!plain(waiver.firstName) || !plain(waiver.lastName) || waiver.middleName || seen.has(name)) continue;
    seen.add(name);
    typed.push({ waiverId: waiver.waiverId, name, autoTag: waiver.autoTag ?? '' });
  }
  const scanned: Sample[] = [];
  for (const waiver of newest.filter((each) => /^[A-Za-z0-9-]{4,}$/.test(each.autoTag ?? ''))) {
    if (scanned.length >= 5) break;
    const tag = waiver.autoTag ?? '';
    const withTag = await sandboxGet<unknown[]>(
      baseUrl,
      `/v4/waivers?limit=100&tag=${encodeURIComponent(tag)}`,
      'waivers',
    );
    if (withTag.length === 1) scanned.push({ waiverId: waiver.waiverId, name: '', autoTag: tag });
  }
  if (typed.length < 10 || scanned.length === 0)
    throw new Error('The sandbox sample has too few names or tags.');
  return { typed, scanned };
}

/** A family of six adults on one waiver, signed before the desk copies the account. */
async function signFamily(baseUrl: string): Promise<Sample> {
  const response = await fetch(`${baseUrl}/__control/signings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      autoTag: FAMILY_TAG,
      participants: Array.from({ length: FAMILY_SIZE }, (_, index) => ({
        firstName: `Kin${String.fromCharCode(65 + index)}`,
        middleName: '',
        lastName: 'Benchfamily',
        dob: `1980-02-0${index + 1}`,
        isMinor: false,
        minorExpired: false,
        tags: [],
        flags: [],
      })),
      guardian: null,
      tags: [],
      waiverFlags: [],
    }),
  });
  if (response.status !== 201) throw new Error(`the family was not signed: ${response.status}`);
  const { waiverId } = (await response.json()) as { waiverId: string };
  return { waiverId, name: '', autoTag: FAMILY_TAG };
}

/** The family checked in at the desk, as a person would: scanned, then the one press. */
async function checkInFamily(page: Page, family: Sample): Promise<void> {
  await showToday(page);
  await scan(page, family.autoTag);
  await page
    .getByTestId('check-in-button')
    .filter({ hasText: `Check in ${FAMILY_SIZE} people` })
    .click();
  await page.getByTestId('check-in-done').waitFor({ state: 'visible', timeout: 15_000 });
}

/** The clock of one measurement, started in the page before the key that it times is sent. */
interface Measuring {
  timed: Promise<number>;
}

const timed = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as Measuring).timed);

const lookupBox = (page: Page) => page.getByRole('combobox', { name: 'Find a waiver' });

/** Until the list under the box shows the answer to what is in the box. */
async function listSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const list = document.querySelector('[role="listbox"]');
    const looking = document.querySelector('.lookup-popup [aria-busy="true"]');
    return (list === null || list.getAttribute('aria-busy') === 'false') && looking === null;
  });
}

/**
 * One keystroke: the query less its last character is in the box; the last one is
 * typed and timed until the list shows the answer to the whole query (it is not
 * busy) with the expected name among its rows. A name many waivers share is
 * listed as any of them: the name is what is looked for.
 */
async function keystrokeToPaint(page: Page, sample: Sample): Promise<number> {
  const box = lookupBox(page);
  await box.fill(sample.name.slice(0, -1));
  await listSettled(page);
  await page.evaluate((name) => {
    (window as unknown as Measuring).timed = new Promise<number>((resolve, reject) => {
      const box = document.querySelector('[data-testid="lookup-input"]');
      if (!box) return reject(new Error('no lookup box'));
      let started: number | null = null;
      // The answer to the new text is on its way from the input on: the list says so (aria-busy) until it is shown.
      let answered = document.querySelector('[role="listbox"]') === null;
      const check = () => {
        if (started === null) return;
        const list = document.querySelector('[role="listbox"]');
        if (list?.getAttribute('aria-busy') === 'true') answered = true;
        if (!answered || list?.getAttribute('aria-busy') !== 'false') return;
        // Listed with a middle name where the waiver has one: "Charlotte Lynn Allen" for "Charlotte Allen".
        const [first = '', last = ''] = [name.split(' ')[0], name.split(' ').at(-1)];
        const listed = [...list.querySelectorAll('.lookup-name')].some((each) => {
          const shown = each.textContent ?? '';
          return shown.startsWith(`${first} `) && shown.endsWith(` ${last}`);
        });
        if (!listed) return;
        observer.disconnect();
        const from = started;
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - from)));
      };
      const observer = new MutationObserver(check);
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
      box.addEventListener(
        'input',
        () => {
          started = performance.now();
        },
        { capture: true, once: true },
      );
      setTimeout(() => reject(new Error(`${name} was not listed within 15 s`)), 15_000);
    });
  }, sample.name);
  await page.keyboard.type(sample.name.slice(-1));
  return timed(page);
}

async function showToday(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.location.hash = '#/today';
  });
  await page.getByTestId('today-summary').waitFor({ state: 'visible', timeout: 60_000 });
  await page.getByRole('table', { name: "Today's check-ins" }).locator('tbody tr').first().waitFor();
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });
}

/**
 * One scan from Today: the auto-tag's keys, then Enter, timed from the Enter to the
 * painted waiver page with its verdict (and, with `alreadyIn`, that many people of
 * its check-in saying they are already in).
 */
async function scanToPaint(page: Page, sample: Sample, alreadyIn = 0): Promise<number> {
  await showToday(page);
  await page.evaluate(
    ({ waiverId, alreadyIn }) => {
      (window as unknown as Measuring).timed = new Promise<number>((resolve, reject) => {
        let started: number | null = null;
        const onKey = (event: KeyboardEvent) => {
          if (event.key === 'Enter') started = performance.now();
        };
        window.addEventListener('keydown', onKey, { capture: true });
        const check = () => {
          if (started === null || !window.location.hash.endsWith(`/waivers/${waiverId}`)) return;
          if (!document.querySelector('[data-testid="verdict"]')) return;
          const saidIn = [...document.querySelectorAll('[data-testid="check-in-person"]')].filter((row) =>
            row.textContent?.includes('Already in at'),
          ).length;
          if (saidIn < alreadyIn) return;
          observer.disconnect();
          window.removeEventListener('keydown', onKey, { capture: true });
          const from = started;
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - from)));
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
        setTimeout(
          () => reject(new Error(`the waiver page of ${waiverId} did not show within 15 s`)),
          15_000,
        );
      });
    },
    { waiverId: sample.waiverId, alreadyIn },
  );
  await scan(page, sample.autoTag);
  return timed(page);
}

export interface UiDesk {
  page: Page;
  samples: { typed: Sample[]; scanned: Sample[]; family: Sample };
  close(): Promise<void>;
}

/**
 * A sandbox of 100 000 waivers and a browser host on it, in their own processes,
 * and Chromium on Today once the desk's copy is complete. The desk spends the
 * account's real budget (100 requests a minute): copying 100 000 waivers takes
 * it about twelve minutes, as it would take a real desk.
 */
export async function startUiDesk(waivers = WAIVERS): Promise<UiDesk> {
  if (!existsSync(RENDERER_INDEX)) await build({ configFile: 'renderer/vite.config.ts', logLevel: 'warn' });
  const { zone } = zoneAtLocalHour(BUSY_DAY_HOUR);
  const sandbox = await spawnCli(
    'packages/sandbox/src/cli.ts',
    ['--port', '0', '--seed', '21', '--waivers', String(waivers), '--time-zone', zone, '--api-key', API_KEY],
    {},
    180_000,
  );
  const family = await signFamily(sandbox.url);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-bench-ui-'));
  const executablePath = systemChromium();
  const browser = await chromium.launch({
    args: CHROMIUM_ARGS,
    ...(executablePath ? { executablePath } : {}),
  });
  const close = async () => {
    await browser.close();
    await sandbox.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const desk = await spawnCli('electron/browser-host/cli.ts', ['--port', '0'], {
      WAIVER_DESK_BASE_URL: sandbox.url,
      WAIVER_DESK_STATUS_URL: `${sandbox.url}/status`,
      WAIVER_DESK_API_KEY: API_KEY,
      WAIVER_DESK_DATA_DIR: dataDir,
      WAIVER_DESK_TIME_ZONE: zone,
    });
    const samples = { ...(await readSamples(sandbox.url)), family };
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${desk.url}/#/today`);
    await page
      .getByTestId('sync-indicator')
      .filter({ hasText: 'Copy current as of' })
      .waitFor({ state: 'visible', timeout: COPY_TIMEOUT_MS });
    return {
      page,
      samples,
      close: async () => {
        await desk.stop();
        await close();
      },
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The numbers of one desk on Today: its DOM, keystrokes to the painted list, scans to the painted waiver page. */
export async function measureUi(
  { page, samples }: UiDesk,
  counts = { keystrokes: KEYSTROKES, scans: SCANS, familyScans: FAMILY_SCANS },
): Promise<Measures> {
  await showToday(page);
  const summary = (await page.getByTestId('today-summary').textContent()) ?? '';
  // "10,470 in today, 1,204 minors"
  const todayCheckins = Number(/([\d,]+) in today/.exec(summary)?.[1]?.replaceAll(',', '') ?? 0);
  const todayDomNodes = await page.evaluate(() => document.getElementsByTagName('*').length);

  await lookupBox(page).click();
  const keystrokes: number[] = [];
  for (let index = 0; index < counts.keystrokes; index += 1) {
    keystrokes.push(await keystrokeToPaint(page, samples.typed[index % samples.typed.length] as Sample));
  }
  await lookupBox(page).fill('');
  await page.keyboard.press('Escape');

  // From here every lookup also finds who is already in among the day's admissions.
  await checkInFamily(page, samples.family);
  const scans: number[] = [];
  for (let index = 0; index < counts.scans; index += 1) {
    scans.push(await scanToPaint(page, samples.scanned[index % samples.scanned.length] as Sample));
  }
  const familyScans: number[] = [];
  for (let index = 0; index < counts.familyScans; index += 1) {
    familyScans.push(await scanToPaint(page, samples.family, FAMILY_SIZE));
  }
  const keystroke = summarise(keystrokes);
  const scanned = summarise(scans);
  const family = summarise(familyScans);
  return {
    todayCheckins,
    todayDomNodes,
    keystrokeSamples: keystrokes.length,
    keystrokeToPaintMedianMs: keystroke.median,
    keystrokeToPaintP95Ms: keystroke.p95,
    keystrokeToPaintMaxMs: keystroke.max,
    scanSamples: scans.length,
    scanEnterToWaiverPageMedianMs: scanned.median,
    scanEnterToWaiverPageP95Ms: scanned.p95,
    scanEnterToWaiverPageMaxMs: scanned.max,
    familyScanSamples: familyScans.length,
    familyOfSixAlreadyInScanMedianMs: family.median,
    familyOfSixAlreadyInScanP95Ms: family.p95,
    familyOfSixAlreadyInScanMaxMs: family.max,
  };
}

export async function benchUi(): Promise<Measures> {
  const desk = await startUiDesk();
  try {
    return { waivers: WAIVERS, ...(await measureUi(desk)) };
  } finally {
    await desk.close();
  }
}
