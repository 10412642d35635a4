/**
 * Tests wait for what they claim (an event, a log line, a row), never for a fixed time
 * (README, "Tests wait for what they claim"). This finds every fixed wait in the tests:
 * a Playwright `waitForTimeout`, a timer awaited for a set number of milliseconds, a
 * `timers/promises` delay. A wait inside a loop that polls a condition is not one, nor is
 * a zero-millisecond turn of the event loop. The few that remain wait out something only
 * time can show (that nothing happens, a lock held for a while, a clock the test cannot
 * move); each is listed here with its reason, and README names each file. The bench is
 * not a test: it measures time.
 */
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Every file that still waits a fixed time, and why only time can show what it checks. */
const FIXED_WAITS: Readonly<Record<string, string>> = {
  'test/e2e/checkin.spec.ts':
    'a scan notice stays until the next scan or Esc: that it is still there after a while is the check (the page’s installed clock starved the sound cues under load)',
  'test/shared-copy/budget.test.ts':
    'a shared budget’s slot is free again one window after its answer: the window is counted by PostgreSQL’s clock, which a test cannot move',
  'test/app/plain-http.test.ts':
    'a desk refused a plain-http address sends nothing: that no request arrived is seen only after a while',
  'test/faults/copy-locked-at-start.test.ts':
    'another program holds the copy’s lock for a while after the desk starts: tries made meanwhile must fail',
  'test/frame/runtime-switch.test.ts':
    'closed sockets and cleared timers leave Node’s resource list a few turns of the loop later; no event says when',
};

const WAIT_PATTERNS = [
  /\bwaitForTimeout\(\s*([\d_]+)/,
  /\bsetTimeout\(\s*(?:resolve|r)\s*,\s*([\d_]+)\s*\)/,
  /\bawait (?:delay|sleep)\(\s*([\w_]+)/,
];
/** How far up a wait's loop may start for the wait to count as polling. */
const LOOP_LINES = 12;

/**
 * Whether the wait at `index` is a poll's: inside a `while` (which tests its condition each
 * turn), or a `for` with a test between its head and the wait (a retry until something
 * answers). A `for` of bare waits just waits longer.
 */
function pollsAt(lines: readonly string[], index: number): boolean {
  for (let at = index; at >= Math.max(0, index - LOOP_LINES); at -= 1) {
    const text = lines[at] ?? '';
    if (/\bwhile\s*\(/.test(text)) return true;
    if (/\bfor\s*\(/.test(text)) {
      // `for (…; alive() && …; …)`: its own test asks whether to go on.
      const test = /\bfor\s*\([^;]*;([^;]*);/.exec(text)?.[1] ?? '';
      if (test.includes('(')) return true;
      return lines.slice(at, index + 1).some((line) => /\bif\s*\(|\bawait check\b|\buntil\b/.test(line));
    }
  }
  return false;
}

interface FixedWait {
  file: string;
  line: number;
  text: string;
}

function fixedWaitsIn(file: string, source: string): FixedWait[] {
  const lines = source.split('\n');
  const usesTimersDelay = lines.some((line) => line.includes("from 'node:timers/promises'"));
  const found: FixedWait[] = [];
  lines.forEach((text, index) => {
    for (const pattern of WAIT_PATTERNS) {
      const match = pattern.exec(text);
      if (!match) continue;
      if (pattern === WAIT_PATTERNS[2] && !usesTimersDelay) continue;
      if (match[1] === '0') continue;
      if (pollsAt(lines, index)) continue;
      found.push({ file, line: index + 1, text: text.trim() });
    }
  });
  return found;
}

const TEST_FILES = globSync(['test/**/*.{ts,tsx}', 'packages/*/test/**/*.{ts,tsx}'], { cwd: ROOT }).filter(
  (file) => !file.startsWith('test/bench/') && file !== 'test/structure/fixed-waits.test.ts',
);

describe('fixed waits in the tests', () => {
  const waits = TEST_FILES.flatMap((file) => fixedWaitsIn(file, readFileSync(path.join(ROOT, file), 'utf8')));

  it('are only in the files that must wait out time, each with its reason', () => {
    const unlisted = waits.filter((wait) => !(wait.file in FIXED_WAITS));
    expect(unlisted.map((wait) => `${wait.file}:${wait.line} ${wait.text}`)).toEqual([]);
  });

  it('lists no file that no longer waits', () => {
    const waiting = new Set(waits.map((wait) => wait.file));
    expect(Object.keys(FIXED_WAITS).filter((file) => !waiting.has(file))).toEqual([]);
  });

  it('are named in README, where the rule is', () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    expect(Object.keys(FIXED_WAITS).filter((file) => !readme.includes(file))).toEqual([]);
  });

  it('finds a fixed wait where one is written, and lets a poll or a turn of the loop be', () => {
    const found = (source: string) => fixedWaitsIn('probe.ts', source).map((wait) => wait.line);
    expect(found('x();\n    await page.waitForTimeout(1_500);')).toEqual([2]);
    expect(found('    await new Promise((resolve) => setTimeout(resolve, 300));')).toEqual([1]);
    expect(
      found("import { setTimeout as delay } from 'node:timers/promises';\nawait delay(SETTLE_MS);"),
    ).toEqual([2]);
    expect(found('await delay(SETTLE_MS);')).toEqual([]);
    expect(found('const settle = () => new Promise((resolve) => setTimeout(resolve, 0));')).toEqual([]);
    expect(
      found(
        [
          'while (!condition()) {',
          '  if (Date.now() - started > timeoutMs) throw new Error("timed out");',
          '  await new Promise((resolve) => setTimeout(resolve, 10));',
          '}',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      found('for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));'),
    ).toEqual([1]);
  });
});
