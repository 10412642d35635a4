/**
 * The page's own problems reach the desk's log with the screen they came from:
 * an error nothing caught, a promise nobody handled, and console errors and
 * warnings; values are left out before they leave, and a problem repeated in a
 * loop is told once.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchPageProblems } from '../../../renderer/src/desk/page-problems.ts';
import type { PageProblem } from '../../../shared/ipc/page-problems.ts';

let stop: () => void = () => {};
afterEach(() => {
  stop();
  window.location.hash = '';
});

function watch(): PageProblem[] {
  const sent: PageProblem[] = [];
  stop = watchPageProblems(window, async (problems) => {
    sent.push(...problems);
  });
  return sent;
}

describe("the page's problems", () => {
  it('sends an uncaught error and a console warning with their screen, values left out (quoted, digits, and those passed beside a message)', async () => {
    window.location.hash = '#/waivers/W-123abc';
    const sent = watch();
    window.dispatchEvent(
      new ErrorEvent('error', {
        error: new TypeError(`Cannot read "Ann Secret" at 5035550100`),
        message: 'x',
      }),
    );
    const quiet = vi.spyOn(console, 'log');
    console.warn('Each child in a list should have a unique "key" prop for %s', 'Ann Secret', {
      dob: '2011-03-14',
    });
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[0]).toMatchObject({
      level: 'error',
      kind: 'uncaught',
      screen: 'waiver',
      errorName: 'TypeError',
    });
    expect(sent[1]).toMatchObject({
      level: 'warn',
      kind: 'console',
      screen: 'waiver',
      errorName: 'ConsoleWarning',
    });
    expect(JSON.stringify(sent)).not.toMatch(/Ann|Secret|5035550100|W-123abc/);
    quiet.mockRestore();
  });

  it('sends a promise nobody handled, and tells a repeated problem once', async () => {
    window.location.hash = '#/today';
    const sent = watch();
    for (let time = 0; time < 5; time++) {
      const event = new Event('unhandledrejection') as Event & { reason?: unknown };
      event.reason = new RangeError('Invalid time value');
      window.dispatchEvent(event);
    }
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      kind: 'rejection',
      screen: 'today',
      errorName: 'RangeError',
      message: 'Invalid time value',
    });
  });

  it('puts the console back when it stops', () => {
    const before = console.error;
    watch();
    expect(console.error).not.toBe(before);
    stop();
    expect(console.error).toBe(before);
  });
});
