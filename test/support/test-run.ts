/**
 * What the test files of one vitest run share, made the first time a file asks
 * for it and never again that run: the app's build, a PostgreSQL server.
 *
 * The run's global setup (`test/support/global-setup.ts`) makes a folder and
 * provides it; the first file to ask for a thing takes its lock (a `mkdir`,
 * atomic across the run's worker processes), makes it and writes what it
 * made as JSON; every other file waits for that file and reads it. Nothing is
 * made for a run whose files do not ask (a focused run of one test pays only
 * for what that test needs). Outside a vitest run (the bench, a script) each
 * process makes its own.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of this vitest run's shared things (see test-run.ts). */
    testRunDir: string;
  }
}

/** The current vitest run's folder, or null outside one. */
export async function testRunDir(): Promise<string | null> {
  if (!process.env.VITEST) return null;
  const { inject } = await import('vitest');
  return inject('testRunDir') ?? null;
}

type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

const madeInThisProcess = new Map<string, Promise<unknown>>();
const POLL_MS = 100;

async function waitForOutcome<T>(file: string, name: string, timeoutMs: number): Promise<T> {
  const until = Date.now() + timeoutMs;
  while (!existsSync(file)) {
    if (Date.now() > until)
      throw new Error(`gave up after ${timeoutMs} ms waiting for another test file to make ${name}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const outcome = JSON.parse(readFileSync(file, 'utf8')) as Outcome<T>;
  if (!outcome.ok) throw new Error(`${name} could not be made for this run: ${outcome.message}`);
  return outcome.value;
}

/**
 * `make(folder)` once per vitest run (once per process outside one), its JSON
 * result shared by every file that asks for `name`. `folder` is an empty folder
 * of its own that lasts as long as the run.
 */
export function oncePerRun<T>(
  name: string,
  make: (folder: string) => Promise<T>,
  timeoutMs = 300_000,
): Promise<T> {
  let made = madeInThisProcess.get(name) as Promise<T> | undefined;
  if (!made) {
    made = makeOrWait(name, make, timeoutMs);
    madeInThisProcess.set(name, made);
  }
  return made;
}

async function makeOrWait<T>(
  name: string,
  make: (folder: string) => Promise<T>,
  timeoutMs: number,
): Promise<T> {
  const runDir = await testRunDir();
  if (!runDir) return make(mkdtempSync(path.join(tmpdir(), `waiver-desk-${name}-`)));
  const outcomeFile = path.join(runDir, `${name}.json`);
  try {
    mkdirSync(path.join(runDir, `${name}.lock`));
  } catch {
    return waitForOutcome<T>(outcomeFile, name, timeoutMs);
  }
  const folder = path.join(runDir, name);
  mkdirSync(folder);
  let outcome: Outcome<T>;
  try {
    outcome = { ok: true, value: await make(folder) };
  } catch (error) {
    outcome = { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  // Written whole, then renamed: a waiting file never reads half of it.
  writeFileSync(`${outcomeFile}.partial`, JSON.stringify(outcome));
  renameSync(`${outcomeFile}.partial`, outcomeFile);
  if (!outcome.ok) throw new Error(`${name} could not be made for this run: ${outcome.message}`);
  return outcome.value;
}

/** What `name` made this run, if it was made (for the run's teardown). */
export function madeThisRun<T>(runDir: string, name: string): T | null {
  const file = path.join(runDir, `${name}.json`);
  if (!existsSync(file)) return null;
  const outcome = JSON.parse(readFileSync(file, 'utf8')) as Outcome<T>;
  return outcome.ok ? outcome.value : null;
}
