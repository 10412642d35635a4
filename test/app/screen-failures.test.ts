/**
 * A screen the page could not show reaches the desk's log: the screen, the
 * record's id and the error's kind, never a value the message quoted; a page
 * failing over and over writes a few lines a minute, not thousands. The
 * contract takes only a known screen, a service id and bounded text.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screenFailureHandlers } from '../../electron/desk/features/screen-failures.ts';
import { installLogSink } from '../../electron/logging/desk-log.ts';
import { pageProblemsSchema } from '../../shared/ipc/page-problems.ts';
import { messageWithoutValues, screenFailureSchema } from '../../shared/ipc/screen-failure.ts';

const context = { signal: new AbortController().signal };

function captureLog(): { lines: string[]; stop: () => void } {
  const lines: string[] = [];
  const stop = installLogSink((_level, line) => lines.push(line));
  return { lines, stop };
}

let restore: (() => void) | undefined;
afterEach(() => restore?.());

describe('a screen failure in the log', () => {
  it('names the screen, the record and the error, and leaves quoted values and digits out', async () => {
    const log = captureLog();
    restore = log.stop;
    const handlers = screenFailureHandlers({ now: () => new Date('2031-05-06T09:00:00Z') });
    const answer = await handlers.reportScreenFailure(
      screenFailureSchema.parse({
        screen: 'waiver',
        recordId: 'W-123abc',
        errorName: 'RangeError',
        message: `Invalid time value "Ann Secret" at 5035550100 (reading 'map')`,
      }),
      context,
    );
    expect(answer).toEqual({ logged: true });
    expect(log.lines).toHaveLength(1);
    const [line] = log.lines;
    expect(line).toContain(
      'The waiver screen could not be shown (record W-123abc): RangeError Invalid time value',
    );
    expect(line).toContain("(reading 'map')");
    expect(line).not.toMatch(/Ann|Secret|5035550100/);
  });

  it('writes at most twenty lines a minute and counts the rest in the next line', async () => {
    const log = captureLog();
    restore = log.stop;
    let now = Date.parse('2031-05-06T09:00:00Z');
    const handlers = screenFailureHandlers({ now: () => new Date(now) });
    const report = screenFailureSchema.parse({
      screen: 'today',
      errorName: 'TypeError',
      message: 'x is undefined',
    });
    const answers = [];
    for (let index = 0; index < 25; index++)
      answers.push(await handlers.reportScreenFailure(report, context));
    expect(answers.filter((answer) => answer.logged)).toHaveLength(20);
    expect(log.lines).toHaveLength(20);
    now += 60_000;
    await handlers.reportScreenFailure(report, context);
    expect(log.lines).toHaveLength(21);
    expect(log.lines[20]).toContain('5 more earlier, not logged');
  });
});

describe("the page's own errors and warnings in the log", () => {
  it('are logged at their level with their screen and kind, values left out, within the same budget', async () => {
    const lines: { level: string; line: string }[] = [];
    restore = installLogSink((level, line) => lines.push({ level, line }));
    const handlers = screenFailureHandlers({ now: () => new Date('2031-05-06T09:00:00Z') });
    const answer = await handlers.logPageProblems(
      pageProblemsSchema.parse({
        problems: [
          {
            level: 'error',
            kind: 'uncaught',
            screen: 'waiver',
            errorName: 'TypeError',
            message: `x of "Ann Secret"`,
          },
          {
            level: 'warn',
            kind: 'console',
            screen: 'today',
            errorName: 'ConsoleWarning',
            message: 'slow 5035550100',
          },
        ],
      }),
      context,
    );
    expect(answer).toEqual({ logged: 2 });
    expect(lines).toEqual([
      { level: 'error', line: 'the page (waiver screen), an error nothing caught: TypeError x of "…"' },
      { level: 'warn', line: 'the page (today screen), the console: ConsoleWarning slow #' },
    ]);
    const many = pageProblemsSchema.parse({
      problems: Array.from({ length: 20 }, () => ({
        level: 'error',
        kind: 'rejection',
        screen: 'today',
        errorName: 'Error',
        message: 'again',
      })),
    });
    expect(await handlers.logPageProblems(many, context)).toEqual({ logged: 18 });
  });

  it('the contract takes a known level, kind and screen, at most twenty at once', () => {
    const one = { level: 'warn', kind: 'console', screen: 'today', errorName: 'X', message: 'x' };
    expect(pageProblemsSchema.safeParse({ problems: [one] }).success).toBe(true);
    expect(pageProblemsSchema.safeParse({ problems: [{ ...one, level: 'info' }] }).success).toBe(false);
    expect(pageProblemsSchema.safeParse({ problems: [{ ...one, screen: 'kitchen' }] }).success).toBe(false);
    expect(pageProblemsSchema.safeParse({ problems: Array(21).fill(one) }).success).toBe(false);
    expect(pageProblemsSchema.safeParse({ problems: [] }).success).toBe(false);
  });
});

describe('what the contract takes', () => {
  it('refuses an unknown screen, a record id that is not a service id, extra fields and long text', () => {
    const good = { screen: 'today', errorName: 'TypeError', message: 'x' };
    expect(screenFailureSchema.safeParse(good).success).toBe(true);
    expect(screenFailureSchema.safeParse({ ...good, screen: 'kitchen' }).success).toBe(false);
    expect(screenFailureSchema.safeParse({ ...good, recordId: 'Ann Smith' }).success).toBe(false);
    expect(screenFailureSchema.safeParse({ ...good, name: 'Ann' }).success).toBe(false);
    expect(screenFailureSchema.safeParse({ ...good, message: 'x'.repeat(501) }).success).toBe(false);
    // An error name that is no name is logged as a plain Error rather than as written.
    expect(screenFailureSchema.parse({ ...good, errorName: 'Ann <script>' }).errorName).toBe('Error');
  });

  it('cuts quoted values and digit runs, keeping the code names engines quote', () => {
    expect(messageWithoutValues(`Unexpected token 'A', "Ann" is not valid JSON`)).toBe(
      `Unexpected token '…', "…" is not valid JSON`,
    );
    expect(messageWithoutValues("Cannot find 'Ann' (reading 'Ann Smith')")).toBe(
      "Cannot find '…' (reading '…')",
    );
    expect(messageWithoutValues('born 1984-02-03')).toBe('born #-02-03');
    expect(messageWithoutValues("Cannot read properties of null (reading 'firstName')")).toBe(
      "Cannot read properties of null (reading 'firstName')",
    );
  });
});
