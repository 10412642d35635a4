/**
 * Makes sure Playwright has a Chromium to drive: the system's where there is one
 * (CI and this machine: its headless shell, else its full browser; see
 * test/e2e/browser.ts), otherwise Playwright's own, downloaded once.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { systemChromium } from '../test/e2e/browser.ts';

if (systemChromium()) {
  console.log(`Using the system Chromium at ${systemChromium()}.`);
} else if (existsSync(chromium.executablePath())) {
  console.log("Using Playwright's Chromium.");
} else {
  console.log("No Chromium found; installing Playwright's own.");
  const result = spawnSync(
    process.execPath,
    ['node_modules/@playwright/test/cli.js', 'install', 'chromium'],
    {
      stdio: 'inherit',
    },
  );
  process.exit(result.status ?? 1);
}
