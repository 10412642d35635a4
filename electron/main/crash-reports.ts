/**
 * Crash dumps of every Electron process (main, the page, the GPU and utility
 * processes), written by Electron's crash reporter with uploading off into the
 * data folder's `crashes/`, owner-only and rotated (`electron/recovery/crash-dumps.ts`).
 * A child process that goes (the GPU process, the network service) is brought
 * back by Electron itself; the desk logs it.
 */
import { app, crashReporter } from 'electron';
import { deskLog } from '../logging/desk-log.ts';
import { crashDumpsDir, describeCrashDump, listCrashDumps, tidyCrashDumps } from '../recovery/crash-dumps.ts';

/** Before the app is ready, as early as can be: the folder first, then the reporter. */
export function startCrashReporter(dataDir: string): string {
  const dir = crashDumpsDir(dataDir);
  app.setPath('crashDumps', dir);
  crashReporter.start({ uploadToServer: false, ignoreSystemCrashHandler: true, compress: true });
  app.on('child-process-gone', (_event, details) => {
    const name = details.name ?? details.serviceName ?? details.type;
    deskLog.warn(
      `a helper process of the desk (${name}) went: ${details.reason}, exit code ${details.exitCode}`,
    );
  });
  return dir;
}

/** Dumps younger than this are named in the log at start: the crash that ended the last run, most likely. */
const RECENT_DUMP_MS = 24 * 60 * 60_000;

/** Once ready: the folder narrowed and rotated, and a line for each dump of the last day. */
export function tidyCrashReports(dir: string): void {
  try {
    const now = Date.now();
    const removed = tidyCrashDumps(dir, now);
    if (removed.length > 0) deskLog.info(`${removed.length} old crash dumps removed`);
    for (const dump of listCrashDumps(dir)) {
      if (now - dump.modifiedMs < RECENT_DUMP_MS)
        deskLog.warn(`a crash dump was written: ${describeCrashDump(dump)}`);
    }
  } catch (error) {
    deskLog.warn(
      `the crash dumps could not be tidied: ${error instanceof Error ? error.name : typeof error}`,
    );
  }
}
