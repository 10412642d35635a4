/**
 * Reading a file of the desk's own (a key file, the settings) without trusting
 * what stands at its name: it is opened without following a link (O_NOFOLLOW)
 * and without waiting on a pipe or a device (O_NONBLOCK), read only when it is a
 * regular file, and only up to a size no such file reaches. Anything else comes
 * back as what was found there, for the caller to refuse, never to hang on.
 */
import { closeSync, constants, fstatSync, lstatSync, openSync, readSync } from 'node:fs';

export type OwnFileRead =
  | { state: 'read'; bytes: Buffer; mode: number }
  | { state: 'absent' }
  /** Something else stands at the name: a link, a pipe, a folder, a device, or a file far too large. */
  | { state: 'refused'; found: ForeignFile };

export type ForeignFile = 'link' | 'not-a-file' | 'too-large';

/** O_NOFOLLOW where the platform has it (not on Windows, where links are checked by lstat instead). */
const NO_FOLLOW = constants.O_NOFOLLOW ?? 0;
const NO_WAIT = constants.O_NONBLOCK ?? 0;

export function readOwnFile(file: string, maxBytes: number): OwnFileRead {
  let fd: number;
  try {
    if (NO_FOLLOW === 0 && lstatSync(file).isSymbolicLink()) return { state: 'refused', found: 'link' };
    fd = openSync(file, constants.O_RDONLY | NO_FOLLOW | NO_WAIT);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { state: 'absent' };
    // ELOOP: the name is a link, which O_NOFOLLOW refuses to open through.
    if (code === 'ELOOP' || code === 'EMLINK') return { state: 'refused', found: 'link' };
    if (code === 'EISDIR' || code === 'ENXIO') return { state: 'refused', found: 'not-a-file' };
    throw error;
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) return { state: 'refused', found: 'not-a-file' };
    if (stat.size > maxBytes) return { state: 'refused', found: 'too-large' };
    const bytes = Buffer.alloc(stat.size);
    let read = 0;
    while (read < stat.size) {
      const got = readSync(fd, bytes, read, stat.size - read, read);
      if (got === 0) break;
      read += got;
    }
    return { state: 'read', bytes: bytes.subarray(0, read), mode: stat.mode };
  } finally {
    closeSync(fd);
  }
}
