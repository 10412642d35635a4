/**
 * The app as `npm run build` makes it (scripts/build.ts), built once per test
 * run for every test of the build: `npm test` builds `dist/` once and names it
 * in `WAIVER_DESK_TEST_BUILD` for the whole run (vitest and Playwright alike);
 * a vitest run without it builds into a folder of its own the first time a
 * file asks, so what a test reads is always the sources as they are, never an
 * older `dist/`.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { BUILD_REPORT, type BuildReport } from '../../scripts/build.ts';
import { oncePerRun } from './test-run.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface BuiltApp {
  /** Holds `renderer/`, `electron/` and the build report. */
  dir: string;
  rendererDir: string;
  electronDir: string;
  report: BuildReport;
}

/** The variable `npm test` sets to the folder it has just built. */
export const TEST_BUILD_VARIABLE = 'WAIVER_DESK_TEST_BUILD';

async function buildInto(folder: string): Promise<string> {
  // The build as `npm run build` runs it: not under the test runner's NODE_ENV=test,
  // which would build React's development code.
  const env = { ...process.env };
  delete env.NODE_ENV;
  await promisify(execFile)(process.execPath, [path.join(ROOT, 'scripts/build.ts'), '--out', folder], {
    cwd: ROOT,
    env,
    maxBuffer: 16 * 1024 * 1024,
  });
  return folder;
}

export async function builtApp(): Promise<BuiltApp> {
  const dir = process.env[TEST_BUILD_VARIABLE] || (await oncePerRun('app-build', buildInto));
  return {
    dir,
    rendererDir: path.join(dir, 'renderer'),
    electronDir: path.join(dir, 'electron'),
    report: JSON.parse(readFileSync(path.join(dir, BUILD_REPORT), 'utf8')) as BuildReport,
  };
}
