import { defineConfig } from '@playwright/test';
import { shareCompileCache } from './scripts/compile-cache.ts';
import { CHROMIUM_ARGS, systemChromium } from './test/e2e/browser.ts';

const executablePath = systemChromium();
shareCompileCache();

/**
 * A spec that spends most of its 35 s waiting on real time (a status page read again within the
 * minute, a service gone silent): it starts first, so its waiting overlaps the rest. In file-name
 * order it started last and ran alone for its last half minute, one core idle (329 s, 24 idle
 * processor-seconds; first: 322 s, 15). Starting all five specs that wait half a minute or more
 * first was worse (364 s): three workers waiting at once left both cores idle.
 */
const LONG_WAITS = ['**/truth-signals.spec.ts'];

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  // Files run three at a time, each in its own worker with its own desk and sandbox processes;
  // the tests of one file run in order, as they always have. Three, not two, on two cores: since
  // each worker hands one page from test to test (test/e2e/page-per-worker.ts), two workers left
  // a sixth of the processors idle while tests waited on desks and sandboxes (368 s; three, 352 s).
  fullyParallel: false,
  workers: 3,
  // Two minutes a test: the suite shares two cores with vitest, and a desk's first copy takes its time.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    headless: true,
    // A trace records the screen as it goes, a third of the suite's processor time: on demand only
    // (WAIVER_DESK_TRACE=1 keeps one of each failed test).
    trace: process.env.WAIVER_DESK_TRACE ? 'retain-on-failure' : 'off',
    // The page honours reduced motion (no pulsing while the copy fills), so Chromium draws no
    // frames while nothing changes.
    reducedMotion: 'reduce',
    launchOptions: { args: CHROMIUM_ARGS, ...(executablePath ? { executablePath } : {}) },
  },
  // Playwright queues the files project by project, each project's in file-name order.
  projects: [
    { name: 'long waits', testMatch: LONG_WAITS },
    { name: 'desk', testIgnore: LONG_WAITS },
  ],
});
