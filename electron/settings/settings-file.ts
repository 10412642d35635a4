/**
 * The desk's settings file, `settings.json` in the data directory, the same for
 * Electron, the browser host and the doctor: conf over the settings schema,
 * written atomically and readable by its owner only. (electron-store, conf with
 * Electron's defaults, is not used: it imports the electron package, which
 * cannot load where the Electron binary is missing, the browser host's case.)
 */
import Conf from 'conf';
import { ensurePrivateDir } from '../files/owner-only.ts';
import {
  type DeskSettings,
  SETTINGS_DEFAULTS,
  SETTINGS_FILE_MODE,
  SETTINGS_FILE_NAME,
  SETTINGS_SCHEMA,
  type SettingsStore,
} from './schema.ts';

/** `dataDir` is the desk's one data directory (`resolveDataDir`), the same Electron uses. */
export function openSettingsFile(dataDir: string): SettingsStore {
  ensurePrivateDir(dataDir);
  return new Conf<DeskSettings>({
    projectName: 'waiver-desk',
    configName: SETTINGS_FILE_NAME,
    schema: SETTINGS_SCHEMA,
    defaults: SETTINGS_DEFAULTS,
    cwd: dataDir,
    configFileMode: SETTINGS_FILE_MODE,
  });
}
