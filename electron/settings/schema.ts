/**
 * The settings file's schema: both hosts read and write the same file in the one
 * data directory (`settings-file.ts`). The file is written readable by its owner only.
 * Each setting is declared once, in the contract's settings registry
 * (`shared/ipc/settings-registry.ts`): its rule, default and scope come from there.
 */
import type { DeskSettings } from '../../shared/ipc/settings-registry.ts';

export type { AuthScheme, StoredSecret } from '../../shared/ipc/setting-rules.ts';
export {
  type DeskSettings,
  SECRET_NAMES,
  SETTINGS_DEFAULTS,
  SETTINGS_FIELDS,
} from '../../shared/ipc/settings-registry.ts';

/** What the settings file offers (and the in-memory stand-in of runtimes that persist nothing). */
export interface SettingsStore {
  get<K extends keyof DeskSettings>(key: K): DeskSettings[K];
  set<K extends keyof DeskSettings>(key: K, value: DeskSettings[K]): void;
}

export const SETTINGS_FILE_NAME = 'settings';

/** The settings file is readable by its owner only: it names the account and holds keychain ciphertext. */
export const SETTINGS_FILE_MODE = 0o600;
