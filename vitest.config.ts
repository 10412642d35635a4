import { globSync, readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { shareCompileCache } from './scripts/compile-cache.ts';
import LongestFirstSequencer from './test/support/sequencer.ts';

shareCompileCache();

/**
 * The node files that need a process of their own: those that replace modules (Electron and its
 * libraries) with `vi.mock`, found by reading them so a new one is never run in a shared worker,
 * and those that check what loading a module does, which an earlier file would already have done.
 */
const OWN_PROCESS = [
  ...globSync(['test/**/*.test.ts', 'packages/*/test/**/*.test.ts'], {
    exclude: (file) => file === 'e2e' || file === 'renderer',
  }).filter((file) => /\bvi\.(?:do)?[mM]ock\(/.test(readFileSync(file, 'utf8'))),
  'test/i18n/words-at-load.test.ts',
];

export default defineConfig({
  test: {
    // 90 s a test and a hook: the suite shares two cores with the end-to-end tests, and a file
    // that starts desks, a sandbox and PostgreSQL can be starved for half a minute. A test that
    // hangs still fails; how fast things are is the bench's to say.
    testTimeout: 90_000,
    hookTimeout: 90_000,
    // expect.poll waits up to 5 s, not 1: the suite runs beside the end-to-end tests on two cores.
    expect: { poll: { timeout: 5_000 } },
    // Most files wait on servers, clocks and child processes more than they compute: more of them
    // at once than there are cores (vitest's default is one fewer than the cores, one file at a
    // time on a 2-core machine).
    maxWorkers: 3,
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['test/**/*.test.ts', 'packages/*/test/**/*.test.ts'],
          exclude: ['test/e2e/**', 'test/renderer/**', 'node_modules/**', ...OWN_PROCESS],
          environment: 'node',
          pool: 'forks',
          // The files take turns in a few long-lived workers rather than a new process each:
          // starting a worker and loading the sources again was two thirds of a short file's
          // processor time. Each file's module is still evaluated afresh, and what a file
          // leaves in the environment is put back after it (test/support/file-environment.ts).
          isolate: false,
          // A larger young generation (32 MB a semi-space) than V8 picks by itself: these long-lived
          // workers allocate a great deal (datasets, servers, copies) and spent about a tenth of
          // their time in minor collections; with it the project used about 30 processor-seconds
          // less (319–324 → 292–296, alone here). The desks and sandboxes the tests start gained
          // nothing from it and keep V8's own.
          execArgv: ['--max-semi-space-size=32'],
          setupFiles: ['test/support/file-environment.ts'],
          // A folder for what the run's files share: one build, one PostgreSQL (test/support/test-run.ts).
          globalSetup: ['test/support/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node-own-process',
          include: OWN_PROCESS,
          environment: 'node',
          pool: 'forks',
          // A process each (see OWN_PROCESS): a shared worker keeps the modules an earlier file
          // loaded. They share nothing of the run's (no build, no PostgreSQL).
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'renderer',
          include: ['test/renderer/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // One jsdom per worker, each file still in a context of its own: making a jsdom per file
          // was a third of the renderer tests' time.
          pool: 'vmThreads',
          setupFiles: ['test/renderer/support/setup.ts'],
        },
      },
    ],
  },
});
