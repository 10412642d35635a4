/**
 * Secrets kept in memory only, for a runtime that must persist nothing: tests
 * and one-off checks. Nothing survives the process.
 */
import type { SecretName, SecretRead, SecretStore, StoreProtection } from './secret-store.ts';

export class MemorySecretStore implements SecretStore {
  readonly holder = 'owner-file' as const;
  readonly #values = new Map<SecretName, string>();

  async protection(): Promise<StoreProtection> {
    return { protected: false, backend: 'memory', needsAcceptance: false };
  }

  async save(name: SecretName, value: string): Promise<void> {
    this.#values.set(name, value);
  }

  async read(name: SecretName): Promise<SecretRead> {
    const value = this.#values.get(name);
    return value === undefined ? { state: 'absent' } : { state: 'present', value };
  }

  async remove(name: SecretName): Promise<void> {
    this.#values.delete(name);
  }
}
