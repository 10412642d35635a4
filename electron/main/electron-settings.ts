/** Electron's settings: electron-store over the same schema the browser host uses with conf. */
import Store from 'electron-store';
import {
  type DeskSettings,
  SETTINGS_DEFAULTS,
  SETTINGS_FILE_NAME,
  SETTINGS_SCHEMA,
  type SettingsStore,
} from '../settings/schema.ts';

export function openElectronSettings(dataDir: string | undefined): SettingsStore {
  return new Store<DeskSettings>({
    name: SETTINGS_FILE_NAME,
    schema: SETTINGS_SCHEMA,
    defaults: SETTINGS_DEFAULTS,
    ...(dataDir ? { cwd: dataDir } : {}),
  });
}
