/** An in-memory settings store with the real schema's defaults, for tests of code that reads settings. */
import { type DeskSettings, SETTINGS_DEFAULTS, type SettingsStore } from '../../electron/settings/schema.ts';

export function memorySettings(
  initial: Partial<DeskSettings> = {},
): SettingsStore & { values: DeskSettings } {
  const values: DeskSettings = { ...SETTINGS_DEFAULTS, ...initial };
  return {
    values,
    get: (key) => values[key],
    set: (key, value) => {
      values[key] = value;
    },
  };
}
