/**
 * Cold start of the browser host as a person meets it: from spawning the host's CLI
 * on the demo account (fresh data folder, demo already chosen, so no welcome screen)
 * to the first check-in row visible in headless Chromium, and from the page's
 * navigation to that row. The renderer is built first when `dist/renderer` is missing,
 * as `npm run start:browser` would.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { openSettingsFile } from '../../electron/settings/settings-file.ts';
import { CHROMIUM_ARGS, systemChromium } from '../e2e/browser.ts';
import { spawnCli } from '../support/spawn-cli.ts';
import { type Measures, summarise } from './stats.ts';

const RUNS = 3;
const ROW = 'table tbody tr.opens-waiver';
const RENDERER_INDEX = path.resolve(import.meta.dirname, '../../dist/renderer/index.html');

interface ColdStart {
  spawnToRowMs: number;
  navigationToRowMs: number;
}

async function oneColdStart(): Promise<ColdStart> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-bench-cold-'));
  openSettingsFile(dataDir).set('accountChoice', 'demo');
  const executablePath = systemChromium();
  const browser = await chromium.launch({
    args: CHROMIUM_ARGS,
    ...(executablePath ? { executablePath } : {}),
  });
  try {
    const spawned = performance.now();
    const desk = await spawnCli('electron/browser-host/cli.ts', ['--port', '0'], {
      WAIVER_DESK_BASE_URL: '',
      WAIVER_DESK_STATUS_URL: '',
      WAIVER_DESK_API_KEY: '',
      WAIVER_DESK_DATA_DIR: dataDir,
    });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
      const navigated = performance.now();
      await page.goto(desk.url);
      await page.locator(ROW).first().waitFor({ state: 'visible', timeout: 60_000 });
      const shown = performance.now();
      return { spawnToRowMs: shown - spawned, navigationToRowMs: shown - navigated };
    } finally {
      await desk.stop();
    }
  } finally {
    await browser.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchColdStart(): Promise<Measures> {
  if (!existsSync(RENDERER_INDEX)) await build({ configFile: 'renderer/vite.config.ts', logLevel: 'warn' });
  const runs: ColdStart[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await oneColdStart());
  return {
    runs: RUNS,
    spawnToTodayRowMedianMs: summarise(runs.map((run) => run.spawnToRowMs)).median,
    navigationToTodayRowMedianMs: summarise(runs.map((run) => run.navigationToRowMs)).median,
  };
}
