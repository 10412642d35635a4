/**
 * How soon the desk tells the truth, end to end: headless Chromium on the browser
 * host, each clock started when the world changes and stopped when the page shows
 * it (the DOM, as the person at the counter sees it), over a sandbox in its own
 * process:
 * - the waiver service going silent (a relay cut as a pulled cable cuts: nothing
 *   crosses, nothing closes) to the header saying it cannot be reached, on a quiet
 *   desk whose copy is complete (target 15 s);
 * - a status page scenario change (through the sandbox's control) to the
 *   indicator showing the new state (target 60 s); each change is made as soon as
 *   the previous one showed, just after a look at the page: the worst point of
 *   the desk's schedule;
 * - a check-in pressed at one desk to the row on another desk's open Today, two
 *   desks sharing a copy in a throwaway PostgreSQL (target 5 s).
 * The desk's cadences that set these are written out with them.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { build } from 'vite';
import { REACH_TIMING } from '../../electron/runtime/account-session.ts';
import { GLANCE_EVERY_MS } from '../../electron/services/status-monitor/monitor.ts';
import { PING_TIMEOUT_MS } from '../../electron/services/waiver-api/client.ts';
import { CHROMIUM_ARGS, systemChromium } from '../e2e/browser.ts';
import { type CutProxy, startCutProxy } from '../support/cut-proxy.ts';
import { type DeskProcesses, startDeskProcesses } from '../support/desk-processes.ts';
import { middayZone } from '../support/midday-zone.ts';
import { plainName, plainWaivers } from '../support/plain-waivers.ts';
import { startSandboxProcess } from '../support/sandbox-process.ts';
import type { RunningCli } from '../support/spawn-cli.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../support/throwaway-postgres.ts';
import { type Measures, summarise } from './stats.ts';

const API_KEY = 'bench-truth-key';
const PASSWORD = 'bench-truth-password';
const RENDERER_INDEX = path.resolve(import.meta.dirname, '../../dist/renderer/index.html');
const SILENCES = 3;
const STATUS_CHANGES = 4;
const ADMISSIONS = 5;
/** Longer than any target: a figure past it is a miss, reported as measured up to here. */
const GIVE_UP_MS = 120_000;

const seconds = (ms: number) => Math.round(ms / 10) / 100;

/** Milliseconds from `change` to the moment `shown` resolves. */
async function clock(change: () => Promise<void> | void, shown: () => Promise<void>): Promise<number> {
  await change();
  const started = performance.now();
  await shown();
  return performance.now() - started;
}

async function setScenario(sandboxUrl: string, scenario: string): Promise<void> {
  const response = await fetch(`${sandboxUrl}/__control/status/scenario`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ scenario }),
  });
  if (!response.ok) throw new Error(`the sandbox refused the scenario ${scenario}: ${response.status}`);
}

async function openToday(browser: Browser, desk: DeskProcesses): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${desk.desk.url}/#/today`);
  await page.getByRole('table', { name: "Today's check-ins" }).waitFor({ timeout: GIVE_UP_MS });
  return page;
}

/** The status page changes, and the silence: one desk alone, its waiver service behind a relay. */
async function measureAlone(
  browser: Browser,
  sandbox: RunningCli,
  relay: CutProxy,
  zone: string,
): Promise<{ status: number[]; silence: number[] }> {
  const desk = await startDeskProcesses({
    timeZone: zone,
    service: { sandboxUrl: sandbox.url, baseUrl: `http://127.0.0.1:${relay.port}`, apiKey: API_KEY },
  });
  try {
    const page = await openToday(browser, desk);
    const connectivity = page.getByTestId('connectivity');
    const health = page.getByTestId('service-health');
    const quiet = () =>
      page.locator('[data-testid="sync-indicator"][data-phase="idle"]').waitFor({ timeout: GIVE_UP_MS });
    await page
      .locator('[data-testid="service-health"][data-page="operational"]')
      .waitFor({ timeout: GIVE_UP_MS });
    const status: number[] = [];
    for (let index = 0; index < STATUS_CHANGES; index++) {
      const [scenario, state] = index % 2 === 0 ? ['incident', 'degraded'] : ['operational', 'operational'];
      status.push(
        await clock(
          () => setScenario(sandbox.url, scenario),
          () => health.and(page.locator(`[data-page="${state}"]`)).waitFor({ timeout: GIVE_UP_MS }),
        ),
      );
    }
    const silence: number[] = [];
    for (let index = 0; index < SILENCES; index++) {
      await quiet();
      await connectivity.filter({ hasText: 'Waiver service online since' }).waitFor({ timeout: GIVE_UP_MS });
      silence.push(
        await clock(
          () => relay.cut(),
          () =>
            connectivity
              .filter({ hasText: "Waiver service can't be reached" })
              .waitFor({ timeout: GIVE_UP_MS }),
        ),
      );
      relay.mend();
    }
    return { status, silence };
  } finally {
    await desk.stop();
  }
}

/** Check-ins at Door 1 to the rows on Door 2's open Today, two desks sharing a copy. */
async function measureTwoDesks(
  browser: Browser,
  sandbox: RunningCli,
  server: ThrowawayPostgres,
  zone: string,
): Promise<number[]> {
  const { database, user } = await server.createDatabase(PASSWORD);
  const address = new URL(server.address(database, user));
  address.password = PASSWORD;
  const shared = {
    timeZone: zone,
    service: { sandboxUrl: sandbox.url, baseUrl: sandbox.url, apiKey: API_KEY },
    env: { WAIVER_DESK_SHARED_DATABASE_URL: address.toString() },
  };
  const waivers = (await plainWaivers(sandbox.url, API_KEY)).slice(0, ADMISSIONS);
  const deskA = await startDeskProcesses({
    ...shared,
    settings: { deskName: 'Door 1', deskNameChosen: true, preferSharedSync: true },
  });
  const deskB = await startDeskProcesses({
    ...shared,
    settings: { deskName: 'Door 2', deskNameChosen: true },
  });
  try {
    const pageB = await openToday(browser, deskB);
    await pageB
      .getByTestId('sync-indicator')
      .filter({ hasText: 'Copy current as of' })
      .waitFor({ timeout: GIVE_UP_MS });
    const pageA = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const samples: number[] = [];
    for (const waiver of waivers) {
      await pageA.goto(`${deskA.desk.url}/#/waivers/${waiver.waiverId}`);
      const press = pageA.getByTestId('check-in-button');
      await press.waitFor({ timeout: GIVE_UP_MS });
      const row = pageB
        .locator('[data-testid="today-row"][data-admitted="elsewhere"]')
        .filter({ hasText: plainName(waiver) });
      samples.push(
        await clock(
          () => press.click(),
          () => row.first().waitFor({ timeout: GIVE_UP_MS }),
        ),
      );
    }
    return samples;
  } finally {
    await deskA.stop();
    await deskB.stop();
  }
}

export async function benchTruth(): Promise<Measures> {
  if (!existsSync(RENDERER_INDEX)) await build({ configFile: 'renderer/vite.config.ts', logLevel: 'warn' });
  const { zone } = middayZone();
  const server = await startThrowawayPostgres();
  // Short rate windows: each desk copies the account in seconds, then goes quiet.
  const sandbox = await startSandboxProcess({
    zone,
    seed: 41,
    waivers: 300,
    apiKey: API_KEY,
    rateWindowMs: 2_000,
  });
  const relay = await startCutProxy(Number(new URL(sandbox.url).port));
  const executablePath = systemChromium();
  const browser = await chromium.launch({
    args: CHROMIUM_ARGS,
    ...(executablePath ? { executablePath } : {}),
  });
  try {
    const { status, silence } = await measureAlone(browser, sandbox, relay, zone);
    const admissions = await measureTwoDesks(browser, sandbox, server, zone);
    const of = (samples: number[]) => summarise(samples.map(seconds));
    const silenceSummary = of(silence);
    const statusSummary = of(status);
    const admissionSummary = of(admissions);
    return {
      serviceSilenceToHeaderMedianSeconds: silenceSummary.median,
      serviceSilenceToHeaderMaxSeconds: silenceSummary.max,
      serviceSilenceSamples: silenceSummary.count,
      statusChangeToIndicatorMedianSeconds: statusSummary.median,
      statusChangeToIndicatorMaxSeconds: statusSummary.max,
      statusChangeSamples: statusSummary.count,
      admissionToOtherDeskMedianSeconds: admissionSummary.median,
      admissionToOtherDeskMaxSeconds: admissionSummary.max,
      admissionSamples: admissionSummary.count,
      // The cadences behind the figures (account-session.ts, status-monitor/monitor.ts).
      heartbeatAfterSilenceSeconds: REACH_TIMING.heartbeatMs / 1_000,
      pingTimeoutSeconds: PING_TIMEOUT_MS / 1_000,
      statusGlanceEverySeconds: GLANCE_EVERY_MS / 1_000,
    };
  } finally {
    await browser.close();
    await relay.close();
    await sandbox.stop();
    await server.stop();
  }
}
