/**
 * What the main process does about an error nothing caught and a promise nobody
 * handled: every one is logged (redacted, as every line), and the desk keeps
 * serving, since one failed callback rarely leaves the rest unusable. Errors that
 * come in a burst mean the process is in a state it cannot serve from: then it
 * restarts itself, once, and says so when it is back (a mark in the data folder).
 * A burst soon after such a restart is not met with another (a loop helps
 * nobody): the desk serves what it can and the log says why.
 *
 * An unhandled rejection never restarts the desk: it leaves no state half-changed.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** This many errors nothing caught within the window are a burst. */
export const BURST = { errors: 3, withinMs: 60_000 } as const;
/** No second restart within this long of the last. */
export const NO_RESTART_AGAIN_MS = 30 * 60_000;
/** How long after a restart the desk says it restarted itself. */
export const SAY_RESTARTED_WITHIN_MS = 10 * 60_000;

export const RESTART_MARK = 'restarted-after-errors.json';

export type FaultVerdict = 'keep-serving' | 'restart' | 'keep-serving-restarted-lately';

export function createFaultJudge(options: { now: () => number; lastRestartMs: number | null }) {
  let errors: number[] = [];
  let lastRestartMs = options.lastRestartMs;
  return {
    /** An error nothing caught, at the clock's now: what to do about it. */
    uncaught(): FaultVerdict {
      const now = options.now();
      errors = [...errors.filter((at) => now - at < BURST.withinMs), now];
      if (errors.length < BURST.errors) return 'keep-serving';
      if (lastRestartMs !== null && now - lastRestartMs < NO_RESTART_AGAIN_MS)
        return 'keep-serving-restarted-lately';
      lastRestartMs = now;
      errors = [];
      return 'restart';
    },
  };
}

/** Notes in the data folder that the desk restarts itself now, for the start that follows. */
export function markRestart(dataDir: string, nowMs: number): void {
  writeFileSync(path.join(dataDir, RESTART_MARK), JSON.stringify({ restartedAtMs: nowMs }), { mode: 0o600 });
}

/** When the desk last restarted itself, from the mark (which is then removed); null when it did not. */
export function takeRestartMark(dataDir: string): number | null {
  const file = path.join(dataDir, RESTART_MARK);
  try {
    const { restartedAtMs } = JSON.parse(readFileSync(file, 'utf8')) as { restartedAtMs?: unknown };
    return typeof restartedAtMs === 'number' ? restartedAtMs : null;
  } catch {
    return null;
  } finally {
    rmSync(file, { force: true });
  }
}
