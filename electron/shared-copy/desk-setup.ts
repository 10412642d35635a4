/**
 * What a desk needs to join its account's shared copy, read from where the desk
 * keeps things: the address from the environment (managed desks) or Settings,
 * the password from the secret store (or the address an administrator set),
 * the desk's own id (made once), and the account data key it keeps between
 * sessions. No address: the desk works alone, exactly as without this feature.
 */
import { randomUUID } from 'node:crypto';
import type { SecretStore } from '../secrets/secret-store.ts';
import { computerDeskName } from '../settings/desk-name.ts';
import type { SettingsStore } from '../settings/schema.ts';
import type { KeptKey } from './account-key.ts';
import { DatabaseAddressError, readDatabaseAddress } from './address.ts';
import type { SharedCopySetup } from './shared-sync.ts';

export type SharedSetupOutcome = { setup: SharedCopySetup } | { problem: string } | null;

export interface SharedSetupSources {
  envUrl: string | undefined;
  settings: SettingsStore;
  secrets: SecretStore;
  apiKey: string;
}

function keptKeyIn(secrets: SecretStore, settings: SettingsStore): KeptKey {
  return {
    async read() {
      const stored = await secrets.read('sharedKey');
      return stored.state === 'present' ? Buffer.from(stored.value, 'base64') : null;
    },
    async save(key) {
      const stored = await secrets.read('sharedKey');
      const encoded = Buffer.from(key).toString('base64');
      if (stored.state === 'present' && stored.value === encoded) return;
      try {
        await secrets.save('sharedKey', encoded, {
          acceptUnprotected: settings.get('unprotectedStorageAccepted'),
        });
      } catch {
        // Kept only to re-wrap after an API key change: a desk that cannot keep it still joins.
      }
    },
  };
}

/** This desk's id among the desks of a shared copy; made and kept on first use. */
export function deskIdOf(settings: SettingsStore): string {
  const kept = settings.get('deskId');
  if (kept) return kept;
  const made = randomUUID();
  settings.set('deskId', made);
  return made;
}

export async function sharedSetupFor(sources: SharedSetupSources): Promise<SharedSetupOutcome> {
  const { settings, secrets } = sources;
  const raw = sources.envUrl ?? settings.get('sharedDatabaseUrl');
  if (!raw) return null;
  let address: ReturnType<typeof readDatabaseAddress>;
  try {
    address = readDatabaseAddress(raw);
  } catch (error) {
    if (error instanceof DatabaseAddressError) return { problem: error.message };
    throw error;
  }
  const stored = await secrets.read('sharedDatabasePassword');
  return {
    setup: {
      address,
      password: address.inlinePassword ?? (stored.state === 'present' ? stored.value : ''),
      apiKey: sources.apiKey,
      deskId: deskIdOf(settings),
      // The desk's own name (its computer's until someone names it), as its admissions carry it.
      label: settings.get('deskName') || computerDeskName(),
      prefersLead: settings.get('preferSharedSync'),
      keptKey: keptKeyIn(secrets, settings),
    },
  };
}
