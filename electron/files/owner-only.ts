/**
 * Every file and folder the desk writes is readable by its owner only: the data
 * directory, settings.json, the secrets, the logs and the account copies (the
 * database with its -wal and -shm, and copies a recovery moved aside). They are
 * created that way, and what an older version or another program left wider is
 * narrowed at start. Windows has no POSIX modes; its per-user profile folders
 * are already private, so nothing is done there.
 */
import { chmodSync, closeSync, type Dirent, lstatSync, mkdirSync, openSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { WriteFailure } from '../../shared/ipc/events.ts';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

const POSIX = process.platform !== 'win32';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/**
 * Why a file or folder cannot be written, from the error an fs call (or a library
 * over one) threw, looking through its causes, named as such: the file system is
 * read-only (EROFS), this user may not write there (EACCES, EPERM), a folder on
 * the way is missing (ENOENT where something was being made), the disk is full
 * (ENOSPC) or this user's share of it is used up (EDQUOT). Null for any other
 * failure. These pass once the computer's owner changes what surrounds the
 * desk, so the desk waits and tries again.
 */
export type { WriteFailure };

/** The same, as two kinds: the folder refuses writes, or the disk has no room. */
export type WriteRefusal = 'unwritable' | 'full';

const FAILURE_OF_CODE: Readonly<Record<string, WriteFailure>> = {
  EROFS: 'read-only',
  EACCES: 'no-permission',
  EPERM: 'no-permission',
  ENOSPC: 'disk-full',
  EDQUOT: 'quota',
};

/** Calls that make something: ENOENT from one of them is a folder missing on the way, not a file to read. */
const MAKING = new Set(['mkdir', 'open', 'rename', 'copyfile', 'symlink', 'link', 'mkdtemp']);

const failureOfOne = (error: NodeJS.ErrnoException): WriteFailure | null => {
  const code = error.code ?? '';
  if (code === 'ENOENT') return MAKING.has(error.syscall ?? '') ? 'missing-folder' : null;
  return FAILURE_OF_CODE[code] ?? null;
};

/** The file-system error behind `error` that refused a write, looking through its causes. */
function refusingError(error: unknown): NodeJS.ErrnoException | null {
  for (let current = error, depth = 0; current instanceof Error && depth < 8; depth++) {
    if (
      typeof (current as NodeJS.ErrnoException).code === 'string' &&
      failureOfOne(current as NodeJS.ErrnoException)
    )
      return current as NodeJS.ErrnoException;
    current = current.cause;
  }
  return null;
}

export function writeFailureOf(error: unknown): WriteFailure | null {
  const refusing = refusingError(error);
  return refusing ? failureOfOne(refusing) : null;
}

export function writeRefusalOf(error: unknown): WriteRefusal | null {
  const failure = writeFailureOf(error);
  if (failure === null) return null;
  return failure === 'disk-full' || failure === 'quota' ? 'full' : 'unwritable';
}

/** The folder the file system refused to write in, when the error names it: so the person can be told which. */
export function refusedFolderOf(error: unknown): string | null {
  const refusing = refusingError(error);
  if (!refusing?.path) return null;
  return refusing.syscall === 'mkdir' ? refusing.path : path.dirname(refusing.path);
}

/**
 * From now on, whatever this process creates (SQLite's files, a log, a settings
 * file's temporary copy, Electron's own files) is owner-only, whichever library
 * creates it. Called once by each entry point, before anything is written.
 */
export function createOwnerOnlyFromNowOn(): void {
  if (POSIX) process.umask(0o077);
}

/**
 * Makes `dir` and its missing parents, one at a time: `mkdirSync(…, {recursive})`
 * answers ENOENT on a read-only disk, hiding why; made one by one, the folder that
 * cannot be made says EROFS, EACCES or whatever stands in the way.
 */
function makeFolders(dir: string): void {
  try {
    mkdirSync(dir, { mode: PRIVATE_DIR_MODE });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return;
    const parent = path.dirname(dir);
    if (code !== 'ENOENT' || parent === dir) throw error;
    makeFolders(parent);
    try {
      mkdirSync(dir, { mode: PRIVATE_DIR_MODE });
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code !== 'EEXIST') throw again;
    }
  }
}

/** A folder (and its missing parents) owner-only; an existing one is narrowed. */
export function ensurePrivateDir(dir: string): void {
  makeFolders(path.resolve(dir));
  narrowToOwner(dir);
}

/**
 * A file or folder that others may read or write is narrowed to its owner; a
 * missing one is left alone, and so is one this user may not change (a
 * read-only disk): the desk still starts, and narrows it at a later start.
 */
export function narrowToOwner(target: string): void {
  if (!POSIX) return;
  try {
    const stat = lstatSync(target);
    if (stat.isSymbolicLink() || (stat.mode & 0o077) === 0) return;
    chmodSync(target, stat.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE);
  } catch (error) {
    if (!isMissing(error) && writeRefusalOf(error) === null) throw error;
  }
}

/** Creates `file` empty and owner-only if it is missing, and narrows it if it is wider. */
export function ensurePrivateFile(file: string): void {
  if (POSIX) closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
  narrowToOwner(file);
}

/**
 * Narrows everything under `root` (and `root` itself): folders to 0700, files
 * to 0600. Links are not followed. `leave` names files whose mode another part
 * of the desk judges (a key file others could read is refused, not quietly
 * made private: it may have been read already).
 */
export function narrowTreeToOwner(root: string, leave: (file: string) => boolean = () => false): void {
  if (!POSIX) return;
  narrowToOwner(root);
  let entries: Dirent[];
  try {
    entries = readdirSync(root, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return;
    throw error;
  }
  for (const entry of entries) {
    const target = path.join(root, entry.name);
    if (entry.isDirectory()) narrowTreeToOwner(target, leave);
    else if (entry.isFile() && !leave(target)) narrowToOwner(target);
  }
}
