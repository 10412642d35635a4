/**
 * The data keys that seal the desk's copies, kept in the secret store: the desk's
 * own (made on first use) and the shared copy's (the account's, fetched again
 * when it is gone).
 */
import { randomBytes } from 'node:crypto';
import { DATA_KEY_BYTES } from '../cache/index.ts';
import { writeRefusalOf } from '../files/owner-only.ts';
import type { SecretStore } from '../secrets/secret-store.ts';
import type { SettingsStore } from '../settings/schema.ts';

/** A throwaway key, for a copy that lives as long as the session (the demo's). */
export const throwawayDataKey = (): Uint8Array => randomBytes(DATA_KEY_BYTES);

/** The copy's data key; made and stored on first use. Null when it cannot be kept safely. */
export async function copyDataKey(secrets: SecretStore, settings: SettingsStore): Promise<Uint8Array | null> {
  const stored = await secrets.read('cacheKey');
  if (stored.state === 'present') {
    const key = Buffer.from(stored.value, 'base64');
    if (key.length === DATA_KEY_BYTES) return key;
  }
  const key = randomBytes(DATA_KEY_BYTES);
  try {
    // Same protection the API key got: the person's earlier acceptance covers it too.
    await secrets.save('cacheKey', key.toString('base64'), {
      acceptUnprotected: settings.get('unprotectedStorageAccepted'),
    });
  } catch (error) {
    // A folder that cannot be written now may be writable later: the copy is tried again then.
    if (writeRefusalOf(error)) throw error;
    return null;
  }
  // A new key cannot read an old copy: it is moved aside and rebuilt.
  return key;
}

/** The keys of every copy: the desk's, and the shared copy's, which is the account's and goes with it. */
export async function forgetCopyKeys(secrets: SecretStore): Promise<void> {
  await secrets.remove('cacheKey');
  await secrets.remove('sharedKey');
}
