/**
 * Secrets locked by the OS keychain (Electron's asynchronous safeStorage),
 * persisted as ciphertext in the settings file together with the backend that
 * encrypted them: a later session on another backend cannot decrypt them and says so.
 */
import type { SettingsStore } from '../settings/schema.ts';
import { type SecretBox, UNPROTECTED_BACKENDS } from './secret-box.ts';
import {
  type SaveOptions,
  type SecretName,
  type SecretRead,
  SecretStorageError,
  type SecretStore,
  type StoreProtection,
  UnprotectedStorageError,
} from './secret-store.ts';

export class KeychainSecretStore implements SecretStore {
  readonly holder = 'keychain' as const;
  readonly #settings: SettingsStore;
  readonly #box: SecretBox;

  constructor(settings: SettingsStore, box: SecretBox) {
    this.#settings = settings;
    this.#box = box;
  }

  async protection(): Promise<StoreProtection> {
    const backend = this.#box.backend();
    const available = await this.#box.isAvailable();
    const weak = UNPROTECTED_BACKENDS.has(backend);
    return {
      protected: available && !weak,
      backend: weak ? 'no keyring (basic_text)' : `the ${backend} keychain`,
      needsAcceptance: available && weak && !this.#settings.get('unprotectedStorageAccepted'),
    };
  }

  async save(name: SecretName, value: string, options: SaveOptions = {}): Promise<void> {
    if (!(await this.#box.isAvailable())) {
      throw new SecretStorageError('no_keychain', 'the keychain is not available');
    }
    const backend = this.#box.backend();
    if (UNPROTECTED_BACKENDS.has(backend)) {
      if (!options.acceptUnprotected && !this.#settings.get('unprotectedStorageAccepted')) {
        throw new UnprotectedStorageError();
      }
      this.#settings.set('unprotectedStorageAccepted', true);
    }
    let cipher: Buffer;
    try {
      cipher = await this.#box.encrypt(value);
    } catch (error) {
      throw new SecretStorageError('keychain_refused', 'the keychain refused to encrypt the secret', {
        cause: error,
      });
    }
    this.#settings.set('secrets', {
      ...this.#settings.get('secrets'),
      [name]: { cipher: cipher.toString('base64'), backend },
    });
  }

  async read(name: SecretName): Promise<SecretRead> {
    const stored = this.#settings.get('secrets')[name];
    if (!stored?.cipher) return { state: 'absent' };
    const currentBackend = this.#box.backend();
    if (stored.backend !== currentBackend) {
      return { state: 'backend-changed', storedBackend: stored.backend, currentBackend };
    }
    if (!(await this.#box.isAvailable())) return { state: 'undecryptable' };
    try {
      const { plain, shouldReEncrypt } = await this.#box.decrypt(Buffer.from(stored.cipher, 'base64'));
      if (plain === '') return { state: 'undecryptable' };
      // The keychain rotated its key: store the value under the new one, quietly.
      if (shouldReEncrypt) await this.save(name, plain, { acceptUnprotected: true }).catch(() => {});
      return { state: 'present', value: plain };
    } catch {
      return { state: 'undecryptable' };
    }
  }

  async remove(name: SecretName): Promise<void> {
    const { [name]: _removed, ...rest } = this.#settings.get('secrets');
    this.#settings.set('secrets', rest);
  }
}
