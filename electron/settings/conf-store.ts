/** The browser host's settings: plain `conf`, same schema and file name as electron-store. */
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
export function openConfSettings(dataDir: string): SettingsStore {
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
