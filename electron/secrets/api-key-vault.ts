/**
 * Where the API key lives: encrypted in the settings file, decrypted only in the
 * main process. It is never logged, sent over IPC or written to the cache.
 */
import type { SettingsStore } from '../settings/schema.ts';
import { INSECURE_BACKENDS, type SecretBox } from './secret-box.ts';

export type VaultReadResult =
  | { state: 'present'; apiKey: string }
  | { state: 'absent' }
  /** Stored under another backend (keyring changed): it cannot be decrypted here; ask for it again. */
  | { state: 'backend-changed'; storedBackend: string; currentBackend: string }
  | { state: 'undecryptable' };

export class KeychainUnavailableError extends Error {
  readonly code = 'keychain_unavailable';
  constructor(backend: string) {
    super(
      `No OS keychain is available (backend "${backend || 'none'}"), so the API key cannot be stored safely.`,
    );
    this.name = 'KeychainUnavailableError';
  }
}

export class ApiKeyVault {
  readonly #settings: SettingsStore;
  readonly #box: SecretBox | null;

  constructor(settings: SettingsStore, box: SecretBox | null) {
    this.#settings = settings;
    this.#box = box;
  }

  canStore(): boolean {
    const box = this.#box;
    return box?.isAvailable() === true && !INSECURE_BACKENDS.has(box.backend);
  }

  store(apiKey: string): void {
    const box = this.#box;
    if (!box || !this.canStore()) throw new KeychainUnavailableError(box?.backend ?? '');
    this.#settings.set('apiKeyCipher', box.encrypt(apiKey).toString('base64'));
    this.#settings.set('apiKeyBackend', box.backend);
  }

  clear(): void {
    this.#settings.set('apiKeyCipher', '');
    this.#settings.set('apiKeyBackend', '');
  }

  read(): VaultReadResult {
    const cipher = this.#settings.get('apiKeyCipher');
    if (!cipher) return { state: 'absent' };
    const box = this.#box;
    if (!box?.isAvailable()) return { state: 'undecryptable' };
    const storedBackend = this.#settings.get('apiKeyBackend');
    if (storedBackend !== box.backend) {
      return { state: 'backend-changed', storedBackend, currentBackend: box.backend };
    }
    try {
      return { state: 'present', apiKey: box.decrypt(Buffer.from(cipher, 'base64')) };
    } catch {
      return { state: 'undecryptable' };
    }
  }
}
