/**
 * Settings kept in memory with the real schema's defaults, for a runtime that must
 * persist nothing (tests, one-off checks).
 */
import { type DeskSettings, SETTINGS_DEFAULTS, type SettingsStore } from './schema.ts';

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
