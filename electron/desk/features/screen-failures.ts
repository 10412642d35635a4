/**
 * The page's problems in the desk's one log: screens it could not show (so a
 * record that breaks a screen can be found by its id), and its own errors and
 * warnings (an error nothing caught, a promise nobody handled, what it wrote to
 * its console), each with the screen it came from. The page's message is cut to
 * what names no value: quoted text (an engine quotes the value it could not read)
 * and long digit runs (a phone, a date) are left out, and the line passes the
 * log's redaction like every other. A page that keeps failing must not flood the
 * log: a few lines a minute for both together, the rest counted in the next line.
 */
import type { DeskHandlers } from '../../../shared/ipc/contract.ts';
import { messageWithoutValues } from '../../../shared/ipc/screen-failure.ts';
import { deskLog } from '../../logging/desk-log.ts';
import type { DeskServices } from '../desk-services.ts';

const LINES_PER_MINUTE = 20;
const MINUTE_MS = 60_000;

/** So many lines a minute; what is left over is counted and said in the next line that goes out. */
function lineBudget(now: () => number) {
  let windowStart = Number.NEGATIVE_INFINITY;
  let lines = 0;
  let unlogged = 0;
  return {
    /** The words to append to the line about the ones not logged before it; null when this one is only counted. */
    take(): string | null {
      const at = now();
      if (at - windowStart >= MINUTE_MS) {
        windowStart = at;
        lines = 0;
      }
      if (lines >= LINES_PER_MINUTE) {
        unlogged++;
        return null;
      }
      lines++;
      const earlier = unlogged > 0 ? `; ${unlogged} more earlier, not logged` : '';
      unlogged = 0;
      return earlier;
    },
  };
}

const PROBLEM_KINDS = {
  uncaught: 'an error nothing caught',
  rejection: 'a promise nobody handled',
  console: 'the console',
} as const;

export function screenFailureHandlers(
  desk: Pick<DeskServices, 'now'>,
): Pick<DeskHandlers, 'reportScreenFailure' | 'logPageProblems'> {
  const budget = lineBudget(() => desk.now().getTime());
  return {
    reportScreenFailure: async ({ screen, recordId, errorName, message }) => {
      const earlier = budget.take();
      if (earlier === null) return { logged: false };
      const record = recordId === undefined ? '' : ` (record ${recordId})`;
      deskLog.error(
        `The ${screen} screen could not be shown${record}: ${errorName} ${messageWithoutValues(message)}${earlier}`,
      );
      return { logged: true };
    },
    logPageProblems: async ({ problems }) => {
      let logged = 0;
      for (const { level, kind, screen, errorName, message } of problems) {
        const earlier = budget.take();
        if (earlier === null) continue;
        logged++;
        deskLog[level](
          `the page (${screen} screen), ${PROBLEM_KINDS[kind]}: ${errorName} ${messageWithoutValues(message)}${earlier}`,
        );
      }
      return { logged };
    },
  };
}
