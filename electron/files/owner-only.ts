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

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

const POSIX = process.platform !== 'win32';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/**
 * Why a file or folder cannot be written, from the error an fs call (or a library
 * over one) threw, looking through its causes: the folder refuses this user
 * (EACCES, EPERM), the file system is read-only (EROFS), or the disk is full
 * (ENOSPC, EDQUOT). Null for any other failure. These pass once the computer's
 * owner changes what surrounds the desk, so the desk waits and tries again.
 */
export type WriteRefusal = 'unwritable' | 'full';

const REFUSAL_OF_CODE: Readonly<Record<string, WriteRefusal>> = {
  EACCES: 'unwritable',
  EPERM: 'unwritable',
  EROFS: 'unwritable',
  ENOSPC: 'full',
  EDQUOT: 'full',
};

/** The file-system error behind `error` that refused a write, looking through its causes. */
function refusingError(error: unknown): NodeJS.ErrnoException | null {
  for (let current = error, depth = 0; current instanceof Error && depth < 8; depth++) {
    const code = (current as NodeJS.ErrnoException).code;
    if (typeof code === 'string' && REFUSAL_OF_CODE[code]) return current as NodeJS.ErrnoException;
    current = current.cause;
  }
  return null;
}

export function writeRefusalOf(error: unknown): WriteRefusal | null {
  const refusing = refusingError(error);
  return refusing ? (REFUSAL_OF_CODE[refusing.code ?? ''] ?? null) : null;
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

/** A folder (and its missing parents) owner-only; an existing one is narrowed. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
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
