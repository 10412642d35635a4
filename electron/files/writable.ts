/**
 * Whether a folder of the desk can be written now, and if not, why, named as
 * the file system said it (read-only, not this user's to write, a folder on the
 * way missing, the disk full, this user's share used up): the folder is made if
 * it is missing, and a small file is written, flushed and removed in it.
 * Diagnostics asks it of the data folder and the copies folder; a copy that
 * cannot be opened asks it of its own folder, to say why.
 */
import { closeSync, fsyncSync, openSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import {
  ensurePrivateDir,
  PRIVATE_FILE_MODE,
  refusedFolderOf,
  type WriteFailure,
  writeFailureOf,
} from './owner-only.ts';

export interface WriteProblem {
  failure: WriteFailure;
  /** The folder that refused (the one asked about, or a folder on the way to it). */
  folder: string;
}

/** Null when `dir` takes a write now; otherwise what refused it. Other failures are thrown. */
export function probeWritable(dir: string): WriteProblem | null {
  const probe = path.join(dir, `.write-check-${process.pid}`);
  try {
    ensurePrivateDir(dir);
    const fd = openSync(probe, 'w', PRIVATE_FILE_MODE);
    try {
      writeSync(fd, 'waiver desk write check\n');
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    rmSync(probe, { force: true });
    return null;
  } catch (error) {
    try {
      rmSync(probe, { force: true });
    } catch {
      // Nothing was written where nothing can be removed.
    }
    const failure = writeFailureOf(error);
    if (!failure) throw error;
    return { failure, folder: refusedFolderOf(error) ?? dir };
  }
}
