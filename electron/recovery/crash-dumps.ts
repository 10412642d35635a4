/**
 * The crash dumps Electron's crash reporter writes (uploading off), kept in the
 * data folder's `crashes/` (Crashpad's own folders below it: `pending`,
 * `completed`, `reports`…), readable by their owner only, and rotated: the
 * newest few, none older than a month. Support gets a summary of each
 * (`minidump.ts`) in the support report; the dumps themselves stay on this
 * computer, since they hold raw memory that cannot be redacted.
 */
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { narrowTreeToOwner } from '../files/owner-only.ts';
import { describeMinidump, summarizeMinidump } from './minidump.ts';

export const CRASH_DUMPS_FOLDER = 'crashes';
/** Dumps kept, newest first. */
export const KEPT_DUMPS = 10;
/** None older than this is kept. */
export const KEPT_DUMP_DAYS = 30;
/** A dump larger than this is summarised from its name and size alone. */
const MAX_READ_BYTES = 64 * 1024 * 1024;

export interface CrashDump {
  file: string;
  bytes: number;
  modifiedMs: number;
}

export function crashDumpsDir(dataDir: string): string {
  return path.join(dataDir, CRASH_DUMPS_FOLDER);
}

/** Every dump under `dir`, newest first; none when it does not exist. */
export function listCrashDumps(dir: string): CrashDump[] {
  let names: string[];
  try {
    names = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  const dumps: CrashDump[] = [];
  for (const name of names) {
    if (!name.endsWith('.dmp')) continue;
    const file = path.join(dir, name);
    try {
      const stats = statSync(file);
      if (stats.isFile()) dumps.push({ file, bytes: stats.size, modifiedMs: stats.mtimeMs });
    } catch {
      // Gone between the listing and the look: nothing to keep.
    }
  }
  return dumps.sort((a, b) => b.modifiedMs - a.modifiedMs);
}

/**
 * Narrows the folder to its owner (the crash handler is a process of its own,
 * and an older desk may have left wider files) and deletes all but the newest
 * `KEPT_DUMPS` dumps and any older than `KEPT_DUMP_DAYS`. Returns what it removed.
 */
export function tidyCrashDumps(dir: string, nowMs: number): CrashDump[] {
  narrowTreeToOwner(dir);
  const oldest = nowMs - KEPT_DUMP_DAYS * 24 * 60 * 60_000;
  const removed = listCrashDumps(dir).filter(
    (dump, index) => index >= KEPT_DUMPS || dump.modifiedMs < oldest,
  );
  for (const dump of removed) rmSync(dump.file, { force: true });
  return removed;
}

/** One line per dump, for the support report: when, how large, and what its minidump says. */
export function describeCrashDump(dump: CrashDump): string {
  let summary = 'too large to read here';
  if (dump.bytes <= MAX_READ_BYTES) {
    try {
      summary = describeMinidump(summarizeMinidump(readFileSync(dump.file)));
    } catch {
      summary = 'could not be read';
    }
  }
  return `${new Date(dump.modifiedMs).toISOString()}  ${path.basename(dump.file)}  ${dump.bytes} bytes: ${summary}`;
}
