/**
 * The log of the desk's plain-Node processes (the browser host, the doctor):
 * electron-log's Node logger writing to `<data dir>/logs/`, the folder Electron's
 * own log would be in for the same data directory on Linux, so one place holds
 * every log of a desk.
 */
import path from 'node:path';
import nodeLog from 'electron-log/node';
import { deskLog, errorForLog, installLogSink } from './desk-log.ts';
import { configureLogFiles } from './log-files.ts';

export const LOGS_FOLDER = 'logs';

export interface NodeLoggingOptions {
  dataDir: string;
  /** Names the process's file: `<name>.log`. */
  name: 'browser-host' | 'doctor' | 'sync-service';
  /** Problems also go to stderr. */
  console: boolean;
}

export interface RunningLog {
  /** The current file; null when the folder could not be made (lines then go to stderr only). */
  file: string | null;
  /** Lines go back to stderr only. */
  stop(): void;
}

export function logsDir(dataDir: string): string {
  return path.join(dataDir, LOGS_FOLDER);
}

export function startNodeLogging(options: NodeLoggingOptions): RunningLog {
  const dir = logsDir(options.dataDir);
  const fileName = `${options.name}.log`;
  // A logger of its own, so nothing else configuring electron-log's default one changes ours.
  const logger = nodeLog.create({ logId: `waiver-desk-${options.name}` });
  try {
    const stop = installLogSink(configureLogFiles(logger, { dir, fileName, console: options.console }));
    return { file: path.join(dir, fileName), stop };
  } catch (error) {
    // A desk whose data folder cannot take a log still works; its problems go to stderr.
    deskLog.warn(`no log files: ${dir} could not be made (${errorForLog(error)})`);
    return { file: null, stop: () => {} };
  }
}
