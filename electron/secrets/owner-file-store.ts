/**
 * The browser host has no keychain: a secret it must keep (written on connect)
 * lives in a file in the data directory that only its owner can read. A file
 * with wider permissions is refused and reported, never used; the page shows a
 * standing warning that the key is not keychain-protected.
 */
import { chmodSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readOwnFile } from '../files/own-file.ts';
import { ensurePrivateDir } from '../files/owner-only.ts';
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
/** No secret the desk keeps comes near this: a larger file is not one of its key files. */
export const MAX_SECRET_FILE_BYTES = 64 * 1024;

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
      ensurePrivateDir(this.#dir);
      const file = this.pathOf(name);
      // Remove first (a link or a pipe at the name goes, not what it points at): `mode` applies only to a file the write creates.
      rmSync(file, { force: true });
      writeFileSync(file, value, { encoding: 'utf8', mode: FILE_MODE, flag: 'wx' });
      if (process.platform !== 'win32') chmodSync(file, FILE_MODE);
    } catch (error) {
      throw new SecretStorageError('file_unwritable', 'the key file could not be written', { cause: error });
    }
  }

  /**
   * Read only from a regular file, opened without following a link and without
   * waiting on a pipe, and only up to a size no key reaches: a link, a pipe or a
   * huge file at the name is refused, never followed, waited on or read whole.
   */
  async read(name: SecretName): Promise<SecretRead> {
    const file = this.pathOf(name);
    try {
      const read = readOwnFile(file, MAX_SECRET_FILE_BYTES);
      if (read.state === 'absent') return { state: 'absent' };
      if (read.state === 'refused') return { state: 'not-a-file', found: read.found };
      const mode = read.mode & 0o777;
      if (process.platform !== 'win32' && (mode & 0o077) !== 0) {
        return { state: 'exposed', mode: `0${mode.toString(8)}` };
      }
      const value = read.bytes.toString('utf8');
      return value ? { state: 'present', value } : { state: 'undecryptable' };
    } catch {
      return { state: 'undecryptable' };
    }
  }

  async remove(name: SecretName): Promise<void> {
    rmSync(this.pathOf(name), { force: true });
  }
}
