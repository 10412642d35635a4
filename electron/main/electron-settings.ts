/**
 * Electron's settings: electron-store over the same schema, file name, folder and
 * owner-only file mode the browser host uses with conf, so both read one file.
 */
import Store from 'electron-store';
import { ensurePrivateDir } from '../files/owner-only.ts';
import {
  type DeskSettings,
  SETTINGS_DEFAULTS,
  SETTINGS_FILE_MODE,
  SETTINGS_FILE_NAME,
  SETTINGS_SCHEMA,
  type SettingsStore,
} from '../settings/schema.ts';

/** `dataDir` is the desk's one data directory (`resolveDataDir`), the same the browser host uses. */
export function openElectronSettings(dataDir: string): SettingsStore {
  ensurePrivateDir(dataDir);
  return new Store<DeskSettings>({
    name: SETTINGS_FILE_NAME,
    schema: SETTINGS_SCHEMA,
    defaults: SETTINGS_DEFAULTS,
    cwd: dataDir,
    configFileMode: SETTINGS_FILE_MODE,
  });
}
