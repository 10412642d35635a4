/**
 * The desk's one data directory (settings, later the cache), resolved the same
 * way by Electron, the browser host and the doctor: `WAIVER_DESK_DATA_DIR` when
 * set, otherwise the folder Electron itself would use as `userData` for this
 * app, computed here without Electron so plain-Node processes find it too.
 */
import os from 'node:os';
import path from 'node:path';
import { ensurePrivateDir, narrowTreeToOwner, writeRefusalOf } from '../files/owner-only.ts';
import { SECRETS_FOLDER } from '../secrets/owner-file-store.ts';

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

/**
 * The data directory as the desk starts on it: owner-only, and everything in it
 * that an older version or another program left readable by others narrowed.
 * A key file others could read is left as it is: the secret store refuses it
 * (it may have been read already) until the person connects again.
 */
export function prepareDataDir(dataDir: string): void {
  try {
    ensurePrivateDir(dataDir);
  } catch (error) {
    // A folder that cannot be made now: the desk starts without it, says why, and uses it once it can.
    if (writeRefusalOf(error)) return;
    throw error;
  }
  const secrets = path.join(dataDir, SECRETS_FOLDER) + path.sep;
  narrowTreeToOwner(dataDir, (file) => file.startsWith(secrets));
}
