/**
 * The cache's files on disk: the database, its -wal and -shm, and copies a recovery
 * moved aside. Kept apart from the database code so the main thread can delete them
 * (sign-out) without loading SQLite.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** A damaged database is renamed to `<file><suffix><timestamp>`. */
export const DAMAGED_SUFFIX = '.damaged-';

/**
 * Deletes the database at `path` with its -wal and -shm files and every copy moved
 * aside by a recovery (they hold the same kind of data). Nothing else in the directory.
 */
export function removeCacheFiles(path: string): void {
  const dir = dirname(path);
  const name = basename(path);
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir)) {
    const isDatabase = entry === name || entry === `${name}-wal` || entry === `${name}-shm`;
    if (isDatabase || entry.startsWith(name + DAMAGED_SUFFIX)) rmSync(join(dir, entry), { force: true });
  }
}
