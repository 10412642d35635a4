/**
 * The data directory holds the settings, the key file of the browser host and
 * the cache: readable by its owner only. Created that way, and tightened if it
 * exists with wider permissions (it is the app's own folder).
 */
import { chmodSync, mkdirSync, statSync } from 'node:fs';

export const PRIVATE_DIR_MODE = 0o700;

export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  // Windows has no POSIX modes; its per-user profile folders are already private.
  if (process.platform === 'win32') return;
  if ((statSync(dir).mode & 0o077) !== 0) chmodSync(dir, PRIVATE_DIR_MODE);
}
