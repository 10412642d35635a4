/**
 * The log of Electron's main process: electron-log's main logger, writing to
 * `app.getPath('logs')` (with `userData` set to the desk's data directory, its
 * `logs` folder on Linux and Windows, `~/Library/Logs/Waiver Desk` on macOS).
 * Nothing is wired to the page: the renderer has no log channel of its own.
 */
import path from 'node:path';
import { app } from 'electron';
import mainLog from 'electron-log/main';
import { installLogSink } from './desk-log.ts';
import { configureLogFiles } from './log-files.ts';
import type { RunningLog } from './node-logging.ts';

export const MAIN_LOG_FILE = 'main.log';

/** Call once `userData` points at the data directory, before anything logs. */
export function startElectronLogging(): RunningLog {
  // Electron's default for the platform, worked out from userData as it is set now.
  app.setAppLogsPath();
  const dir = app.getPath('logs');
  const stop = installLogSink(configureLogFiles(mainLog, { dir, fileName: MAIN_LOG_FILE, console: true }));
  return { file: path.join(dir, MAIN_LOG_FILE), stop };
}
