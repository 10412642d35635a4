/**
 * `npm test`: every check, as CI runs it (`.ci/run`). First the type check, the
 * linter and the build (`scripts/build.ts` into `dist/`) side by side; then,
 * on that one build, the unit and integration tests (vitest), then the
 * end-to-end tests (Playwright). One after the other, not side by side: each
 * keeps two cores busy by itself (Chromium draws in software), so side by side
 * they took as long in all (about 630 s here) while each ran twice as slowly,
 * and a test's wait for a server or a screen ran that much closer to its
 * bound. Each stage's lines are prefixed with its name, and a table of the
 * stages' times ends the run, under the lines that named a failed test: a CI
 * log is often read from its end only, and vitest's failures scroll away under
 * Playwright's. A stage that fails fails the run; the stages after a failed
 * first step do not start.
 *
 * `npm run test:unit` and `npm run test:e2e` run the build and one of the two.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs, stripVTControlCharacters } from 'node:util';
import { TEST_BUILD_VARIABLE } from '../test/support/built-app.ts';
import { shareCompileCache } from './compile-cache.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const BUILD_DIR = path.join(ROOT, 'dist');

interface Stage {
  name: string;
  /** A Node script of the project or of a package, and its arguments. */
  script: string;
  args?: string[];
}

interface Outcome {
  name: string;
  code: number;
  ms: number;
}

/**
 * The reporters' marks of a failed test or file, first on their line: vitest's `FAIL` and
 * `×`, Playwright's `✘` (a test's own output, "3 × 503", is not one).
 */
const FAILURE_MARK = /^\s*(FAIL|✘|×)\s/;
/** Enough to name every failure of a bad run without repeating the log. */
const FAILURES_KEPT = 60;
const failureLines: string[] = [];

const bin = (file: string) => path.join(ROOT, 'node_modules', file);

const STAGES = {
  // TypeScript 7, the native compiler (the `typescript-native` alias): the same check in about
  // half the time (11 s, not 22 s, alone here). TypeScript 5.9 stays as `typescript` for the code
  // that reads sources through its API (the structure tests, the word finders) and for
  // Electronegativity's parser: TypeScript 7's package has no such API.
  typecheck: { name: 'typecheck', script: bin('typescript-native/bin/tsc'), args: ['-p', 'tsconfig.json'] },
  lint: { name: 'lint', script: bin('@biomejs/biome/bin/biome'), args: ['check', '.'] },
  build: { name: 'build', script: path.join(ROOT, 'scripts/build.ts') },
  browser: { name: 'browser', script: path.join(ROOT, 'scripts/ensure-browser.ts') },
  vitest: { name: 'vitest', script: bin('vitest/vitest.mjs'), args: ['run'] },
  playwright: { name: 'playwright', script: bin('@playwright/test/cli.js'), args: ['test'] },
} satisfies Record<string, Stage>;

/** Runs a stage, its output line by line behind its name when others run beside it. */
function run(stage: Stage, prefixed: boolean): Promise<Outcome> {
  const started = performance.now();
  const child = spawn(process.execPath, [stage.script, ...(stage.args ?? [])], {
    cwd: ROOT,
    env: { ...process.env, [TEST_BUILD_VARIABLE]: BUILD_DIR },
    stdio: ['ignore', prefixed ? 'pipe' : 'inherit', prefixed ? 'pipe' : 'inherit'],
  });
  if (prefixed) {
    const label = `[${stage.name}] `;
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      if (!stream) continue;
      createInterface({ input: stream }).on('line', (line) => {
        out.write(`${label}${line}\n`);
        const plain = stripVTControlCharacters(line);
        if (FAILURE_MARK.test(plain) && failureLines.length < FAILURES_KEPT) failureLines.push(label + plain);
      });
    }
  }
  return new Promise((resolve) => {
    child.once('error', (error) => {
      console.error(`[${stage.name}] could not start: ${error.message}`);
      resolve({ name: stage.name, code: 1, ms: performance.now() - started });
    });
    child.once('exit', (code, signal) =>
      resolve({ name: stage.name, code: code ?? (signal ? 1 : 0), ms: performance.now() - started }),
    );
  });
}

/** The stages side by side; resolves when every one has ended. */
const side = (stages: Stage[]) => Promise.all(stages.map((stage) => run(stage, stages.length > 1)));

function table(outcomes: Outcome[], totalMs: number): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
  const rows = outcomes.map(
    ({ name, code, ms }) =>
      `  ${name.padEnd(12)} ${seconds(ms).padStart(7)}  ${code === 0 ? 'passed' : 'FAILED'}`,
  );
  return [
    '',
    'stage          time  result',
    ...rows,
    `  ${'all'.padEnd(12)} ${seconds(totalMs).padStart(7)}`,
  ].join('\n');
}

shareCompileCache();
const { positionals } = parseArgs({ allowPositionals: true, strict: true });
const only = new Set(positionals);
const wanted = (name: 'unit' | 'e2e') => only.size === 0 || only.has(name);

const started = performance.now();
const outcomes: Outcome[] = [];
const first: Stage[] = [
  ...(only.size === 0 ? [STAGES.typecheck, STAGES.lint] : []),
  STAGES.build,
  ...(wanted('e2e') ? [STAGES.browser] : []),
];
outcomes.push(...(await side(first)));
if (outcomes.every((outcome) => outcome.code === 0)) {
  const tests = [...(wanted('unit') ? [STAGES.vitest] : []), ...(wanted('e2e') ? [STAGES.playwright] : [])];
  // Each test stage runs even when the one before failed: a run names every failure at once.
  for (const stage of tests) outcomes.push(await run(stage, true));
}
if (failureLines.length > 0) console.log(['', 'what failed:', ...failureLines].join('\n'));
console.log(table(outcomes, performance.now() - started));
process.exitCode = outcomes.every((outcome) => outcome.code === 0) ? 0 : 1;
