/**
 * Makes sure Playwright has a Chromium to drive: the system's where there is one
 * (CI and this machine: its headless shell for most tests, its full browser for the
 * few that need desktop notifications; see playwright.config.ts), otherwise
 * Playwright's own, downloaded once (its `chromium` brings both).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { systemChromium, systemHeadlessShell } from '../test/e2e/browser.ts';

const fullBrowser = systemChromium();
const headlessShell = systemHeadlessShell();

if (fullBrowser) {
  console.log(
    headlessShell
      ? `Using the system Chromium at ${fullBrowser} and its headless shell at ${headlessShell}.`
      : `Using the system Chromium at ${fullBrowser} for every test (no headless shell here: Debian's chromium-headless-shell would take a quarter of Chromium's time off the end-to-end tests).`,
  );
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
