/**
 * The browser host has no keychain: a secret it must keep (written on connect)
 * lives in a file in the data directory that only its owner can read. A file
 * with wider permissions is refused and reported, never used; the page shows a
 * standing warning that the key is not keychain-protected.
 */
import { chmodSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PRIVATE_DIR_MODE } from '../files/owner-only.ts';
import {
  type SecretName,
  type SecretRead,
  SecretStorageError,
  type SecretStore,
  type StoreProtection,
} from './secret-store.ts';

const FILE_MODE = 0o600;
/** The folder of the key files in the data directory. */
export const SECRETS_FOLDER = 'secrets';

const isMissing = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';

export class OwnerFileSecretStore implements SecretStore {
  readonly holder = 'owner-file' as const;
  readonly #dir: string;

  constructor(dataDir: string) {
    this.#dir = path.join(dataDir, SECRETS_FOLDER);
  }

  /** Where a secret's file is (for tests and the sign-out check). */
  pathOf(name: SecretName): string {
    return path.join(this.#dir, name);
  }

  async protection(): Promise<StoreProtection> {
    return { protected: false, backend: 'a file only your user can read', needsAcceptance: false };
  }

  async save(name: SecretName, value: string): Promise<void> {
    try {
      mkdirSync(this.#dir, { recursive: true, mode: PRIVATE_DIR_MODE });
      const file = this.pathOf(name);
      // Remove first: `mode` applies only to a file the write creates.
      rmSync(file, { force: true });
      writeFileSync(file, value, { encoding: 'utf8', mode: FILE_MODE, flag: 'wx' });
      if (process.platform !== 'win32') chmodSync(file, FILE_MODE);
    } catch (error) {
      throw new SecretStorageError('file_unwritable', 'the key file could not be written', { cause: error });
    }
  }

  async read(name: SecretName): Promise<SecretRead> {
    const file = this.pathOf(name);
    try {
      const mode = statSync(file).mode & 0o777;
      if (process.platform !== 'win32' && (mode & 0o077) !== 0) {
        return { state: 'exposed', mode: `0${mode.toString(8)}` };
      }
      const value = readFileSync(file, 'utf8');
      return value ? { state: 'present', value } : { state: 'undecryptable' };
    } catch (error) {
      if (isMissing(error)) return { state: 'absent' };
      return { state: 'undecryptable' };
    }
  }

  async remove(name: SecretName): Promise<void> {
    rmSync(this.pathOf(name), { force: true });
  }
}
