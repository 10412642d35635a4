/**
 * How the desk's log files are kept, the same for Electron's main logger and
 * electron-log's plain-Node one: rotated by size into a few numbered files,
 * readable by their owner only, every message passing the redaction once more
 * on its way to a file or the console.
 */
import { chmodSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { LogFile, LogMessage, NodeLogger } from 'electron-log';
import { ensurePrivateDir, narrowToOwner } from '../files/owner-only.ts';
import { type LogLevel, type LogSink, redactForLog } from './desk-log.ts';

/** One file grows to this before it is rotated. */
export const LOG_FILE_BYTES = 1024 * 1024;
/** Rotated files kept beside the current one (`main.1.log` … `main.3.log`). */
export const ROTATED_FILES = 3;

export interface LogFileOptions {
  /** The folder of the files, created readable by its owner only. */
  dir: string;
  /** The current file's name, e.g. `browser-host.log`. */
  fileName: string;
  /** Problems also go to stderr (a host started from a terminal); false: files only. */
  console: boolean;
  maxBytes?: number;
  keep?: number;
}

/** `main.log` → `main.2.log`. */
export function rotatedName(file: string, index: number): string {
  const { dir, name, ext } = path.parse(file);
  return path.join(dir, `${name}.${index}${ext}`);
}

/** Shifts `name.1.log` … up by one, dropping the oldest, and makes the current file `name.1.log`. */
export function rotateLogFile(file: string, keep: number): void {
  rmSync(rotatedName(file, keep), { force: true });
  for (let index = keep - 1; index >= 1; index--) {
    try {
      renameSync(rotatedName(file, index), rotatedName(file, index + 1));
    } catch {
      // That one was never written.
    }
  }
  renameSync(file, rotatedName(file, 1));
}

/** Whatever electron-log writes (its own notices included) is redacted again: strings only, objects as their text. */
function redactMessage(message: LogMessage): LogMessage {
  return {
    ...message,
    data: message.data.map((item: unknown) =>
      redactForLog(typeof item === 'string' ? item : item instanceof Error ? item.message : String(item)),
    ),
  };
}

const writers: Record<LogLevel, (logger: NodeLogger, line: string) => void> = {
  error: (logger, line) => logger.error(line),
  warn: (logger, line) => logger.warn(line),
  info: (logger, line) => logger.info(line),
};

/** Points `logger` at the desk's files and returns the sink that writes to it. */
export function configureLogFiles(logger: NodeLogger, options: LogFileOptions): LogSink {
  const keep = options.keep ?? ROTATED_FILES;
  ensurePrivateDir(options.dir);
  const filePath = path.join(options.dir, options.fileName);
  // An older file (or one another program wrote) is narrowed before the first line goes in.
  narrowToOwner(filePath);
  const file = logger.transports.file;
  file.level = 'info';
  file.maxSize = options.maxBytes ?? LOG_FILE_BYTES;
  file.format = '[{y}-{m}-{d} {h}:{i}:{s}.{ms}] [{level}] {text}';
  file.resolvePathFn = () => filePath;
  file.writeOptions = { flag: 'a', mode: 0o600, encoding: 'utf8' };
  file.archiveLogFn = (current: LogFile) => {
    rotateLogFile(current.path, keep);
    // The mode above applies to files created from now on; an older file is narrowed too.
    chmodSync(rotatedName(current.path, 1), 0o600);
  };
  logger.transports.console.level = options.console ? 'warn' : false;
  // In development Electron's logger mirrors lines to every window: the page has no business with them.
  const transports = logger.transports as Record<string, { level: unknown } | undefined>;
  for (const name of ['ipc', 'remote']) {
    const transport = transports[name];
    if (transport) transport.level = false;
  }
  logger.hooks.push(redactMessage);
  return (level, line) => writers[level](logger, line);
}
