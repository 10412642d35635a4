/**
 * What every part of the desk's accounts works from: the settings, the secret
 * store, what the environment fixes and the data directory. Prepared once at
 * start, before anything reads a secret.
 */
import { registerLogSecret } from '../logging/desk-log.ts';
import { type SecretStore, withSecretsRedacted } from '../secrets/secret-store.ts';
import { settleDeskName } from '../settings/desk-name.ts';
import type { SettingsStore } from '../settings/schema.ts';
import type { SettingsRepair } from '../settings/settings-file.ts';
import { sweepDemoCopies } from './copy-folders.ts';
import type { EnvOverrides } from './env.ts';

export interface AccountSetup {
  settings: SettingsStore;
  secrets: SecretStore;
  env: EnvOverrides;
  /** The desk's data directory; without one the desk keeps no copy of the account. */
  dataDir?: string;
  /** The cache worker's entry when running from a bundle. */
  cacheWorkerEntry?: URL;
  /** What the settings file held that could not be used at start, for the notice on screen. */
  settingsRepair?: SettingsRepair | null;
  /** Links found where the desk's own files belong and removed at start (relative to `dataDir`), for the notice on screen. */
  linksRemoved?: string[];
}

/**
 * The setup as the desk uses it: the key from the environment and every value the
 * store holds are secrets of the log from the start; the demo copies a killed desk
 * left are gone; the desk has its computer's name until someone names it.
 */
export function prepareAccountSetup(setup: AccountSetup): AccountSetup {
  registerLogSecret(setup.env.apiKey);
  if (setup.dataDir) sweepDemoCopies(setup.dataDir);
  settleDeskName(setup.settings);
  return { ...setup, secrets: withSecretsRedacted(setup.secrets) };
}
