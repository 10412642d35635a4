/**
 * The desk's one data directory (settings, later the cache), resolved the same
 * way by Electron, the browser host and the doctor: `WAIVER_DESK_DATA_DIR` when
 * set, otherwise the folder Electron itself would use as `userData` for this
 * app, computed here without Electron so plain-Node processes find it too.
 */
import { type Dirent, lstatSync, readdirSync, unlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensurePrivateDir, narrowTreeToOwner, writeRefusalOf } from '../files/owner-only.ts';
import { deskLog } from '../logging/desk-log.ts';
import { LOGS_FOLDER } from '../logging/node-logging.ts';
import { SECRETS_FOLDER } from '../secrets/owner-file-store.ts';
import { SETTINGS_FILE_NAME } from '../settings/schema.ts';
import { COPIES_FOLDER } from './copy-folders.ts';
import { DESK_LOCK_FILE } from './desk-lock.ts';

/** Electron names the userData folder after the product name. */
export const APP_FOLDER_NAME = 'Waiver Desk';

export interface DataDirInputs {
  dataDirOverride?: string;
  platform?: NodeJS.Platform;
  env?: NodeJS.ProcessEnv;
  homeDir?: string;
}

/** Where Electron's `app.getPath('appData')` points on each platform. */
function appDataDir(platform: NodeJS.Platform, env: NodeJS.ProcessEnv, home: string): string {
  if (platform === 'win32') return env.APPDATA || path.win32.join(home, 'AppData', 'Roaming');
  if (platform === 'darwin') return path.posix.join(home, 'Library', 'Application Support');
  return env.XDG_CONFIG_HOME || path.posix.join(home, '.config');
}

export function resolveDataDir(inputs: DataDirInputs = {}): string {
  if (inputs.dataDirOverride) return path.resolve(inputs.dataDirOverride);
  const platform = inputs.platform ?? process.platform;
  const env = inputs.env ?? process.env;
  const join = platform === 'win32' ? path.win32.join : path.posix.join;
  return join(appDataDir(platform, env, inputs.homeDir ?? os.homedir()), APP_FOLDER_NAME);
}

/** What of the data directory is the desk's own; Electron keeps its own files beside them (its lock is a link). */
function isDeskEntry(name: string): boolean {
  return (
    [COPIES_FOLDER, LOGS_FOLDER, SECRETS_FOLDER, DESK_LOCK_FILE].includes(name) ||
    name.startsWith(`${SETTINGS_FILE_NAME}.`)
  );
}

/** Folders this deep in the desk's own are not its own: the walk stops there. */
const DEEPEST = 6;

/** Removes every symbolic link at or under `target` (never following one); returns what was removed. */
function removeLinksUnder(target: string, depth: number): string[] {
  let entry: ReturnType<typeof lstatSync>;
  try {
    entry = lstatSync(target);
  } catch {
    return [];
  }
  if (entry.isSymbolicLink()) {
    unlinkSync(target);
    return [target];
  }
  if (!entry.isDirectory() || depth >= DEEPEST) return [];
  let children: Dirent[];
  try {
    children = readdirSync(target, { withFileTypes: true });
  } catch {
    return [];
  }
  return children.flatMap((child) => removeLinksUnder(path.join(target, child.name), depth + 1));
}

/**
 * Links where the desk's own files and folders belong (`copies/`, `logs/`,
 * `secrets/`, a key file, the settings) would send the copy, the log or a key
 * elsewhere, where nobody narrows them: each is removed (what it pointed at is
 * left alone) and the desk makes its own in its place. Returns the removed
 * links, relative to the data directory, for the notice on screen.
 */
export function removeDeskLinks(dataDir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dataDir).filter(isDeskEntry);
  } catch {
    return [];
  }
  const removed = names
    .flatMap((name) => removeLinksUnder(path.join(dataDir, name), 0))
    .map((link) => path.relative(dataDir, link));
  if (removed.length > 0)
    deskLog.warn(`links in the data folder were removed rather than followed: ${removed.join(', ')}`);
  return removed;
}

export interface PreparedDataDir {
  /** Links found where the desk's own files belong, removed (relative to the data directory). */
  linksRemoved: string[];
}

/**
 * The data directory as the desk starts on it: no link where its own files
 * belong, owner-only, and everything in it that an older version or another
 * program left readable by others narrowed. A key file others could read is
 * left as it is: the secret store refuses it (it may have been read already)
 * until the person connects again.
 */
export function prepareDataDir(dataDir: string): PreparedDataDir {
  const linksRemoved = removeDeskLinks(dataDir);
  try {
    ensurePrivateDir(dataDir);
  } catch (error) {
    // A folder that cannot be made now: the desk starts without it, says why, and uses it once it can.
    if (writeRefusalOf(error)) return { linksRemoved };
    throw error;
  }
  const secrets = path.join(dataDir, SECRETS_FOLDER) + path.sep;
  narrowTreeToOwner(dataDir, (file) => file.startsWith(secrets));
  return { linksRemoved };
}
