/**
 * Main's errors nothing caught and promises nobody handled: logged, the desk kept
 * serving, or restarted once after a burst (`electron/recovery/main-faults.ts`).
 */
import { app } from 'electron';
import { deskLog, errorForLog } from '../logging/desk-log.ts';
import { createFaultJudge, markRestart } from '../recovery/main-faults.ts';

export function handleMainFaults(dataDir: string, lastRestartMs: number | null): void {
  const judge = createFaultJudge({ now: Date.now, lastRestartMs });
  process.on('uncaughtException', (error) => {
    deskLog.error(`main: an error nothing caught: ${errorForLog(error)}`);
    const verdict = judge.uncaught();
    if (verdict === 'keep-serving-restarted-lately') {
      deskLog.error(
        'main: errors keep coming, but the desk restarted itself lately: it carries on as it can',
      );
    } else if (verdict === 'restart') {
      deskLog.error('main: errors keep coming: the desk restarts itself');
      try {
        markRestart(dataDir, Date.now());
      } catch {
        // The notice after the restart is lost; the restart is still better than a desk that cannot serve.
      }
      app.relaunch();
      app.quit();
    }
  });
  process.on('unhandledRejection', (reason) => {
    deskLog.error(`main: a promise nobody handled: ${errorForLog(reason)}`);
  });
}
