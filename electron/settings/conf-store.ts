/** The browser host's settings: plain `conf`, same schema and file name as electron-store. */
import Conf from 'conf';
import {
  type DeskSettings,
  SETTINGS_DEFAULTS,
  SETTINGS_FILE_NAME,
  SETTINGS_SCHEMA,
  type SettingsStore,
} from './schema.ts';

export function openConfSettings(dataDir: string | undefined): SettingsStore {
  return new Conf<DeskSettings>({
    projectName: 'waiver-desk',
    configName: SETTINGS_FILE_NAME,
    schema: SETTINGS_SCHEMA,
    defaults: SETTINGS_DEFAULTS,
    ...(dataDir ? { cwd: dataDir } : {}),
  });
}
