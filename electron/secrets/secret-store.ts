/**
 * Where the desk keeps its secrets (the API key; later the cache's data key):
 * only in the main process, never in a log, the cache or the page. Electron
 * uses the OS keychain; the browser host, which has none, a file only its owner
 * can read. Reading never yields garbage: a secret that cannot be trusted comes
 * back as a state the desk turns into "connect again".
 */
import type { KeyProblem } from '../../shared/ipc/errors.ts';
/** The secrets by name, as the settings registry declares them (the manager's PIN is kept as its slow hash, never the PIN). */
import type { SecretName } from '../../shared/ipc/settings-registry.ts';
import { registerLogSecret } from '../logging/desk-log.ts';

export type { SecretName };

export type SecretHolder = 'keychain' | 'owner-file';

export type SecretRead =
  | { state: 'present'; value: string }
  | { state: 'absent' }
  /** Stored under another keychain backend: it cannot be decrypted here. */
  | { state: 'backend-changed'; storedBackend: string; currentBackend: string }
  /** The keychain refused it, or it does not decrypt any more. */
  | { state: 'undecryptable' }
  /** A key file others can read: refused until the person connects again. */
  | { state: 'exposed'; mode: string }
  /** Not a key file at the name (a link, a pipe, a file far too large): refused, never followed or waited on. */
  | { state: 'not-a-file'; found: 'link' | 'not-a-file' | 'too-large' };

export interface StoreProtection {
  /** Whether a secret saved now is protected (keychain, or an owner-only file). */
  protected: boolean;
  /** What protects it, in words, e.g. 'the gnome_libsecret keyring'. */
  backend: string;
  /** Saving needs the person's explicit acceptance of unprotected storage. */
  needsAcceptance: boolean;
}

export interface SaveOptions {
  /** The person read why the secret would be unprotected, and accepted. */
  acceptUnprotected?: boolean;
}

export interface SecretStore {
  readonly holder: SecretHolder;
  protection(): Promise<StoreProtection>;
  save(name: SecretName, value: string, options?: SaveOptions): Promise<void>;
  read(name: SecretName): Promise<SecretRead>;
  remove(name: SecretName): Promise<void>;
}

/** Saving would leave the secret unprotected and the person has not accepted that (the page says why). */
export class UnprotectedStorageError extends Error {
  readonly code = 'unprotected_storage';
  constructor() {
    super('no keyring that protects the secret; unprotected storage not accepted');
    this.name = 'UnprotectedStorageError';
  }
}

/** Why a secret could not be stored. */
export type StorageRefusal = 'no_keychain' | 'keychain_refused' | 'file_unwritable';

/** The secret could not be stored (no keychain at all, a file that cannot be written). */
export class SecretStorageError extends Error {
  readonly code = 'storage_failed';
  readonly because: StorageRefusal;
  /** `message` is for the log; the page words `because`. */
  constructor(because: StorageRefusal, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SecretStorageError';
    this.because = because;
  }
}

/** Why a stored secret cannot be used, so the person knows to connect again. */
export function keyProblemOf(
  read: Exclude<SecretRead, { state: 'present' } | { state: 'absent' }>,
): KeyProblem {
  switch (read.state) {
    case 'backend-changed':
      return {
        kind: 'keychain_changed',
        storedBackend: read.storedBackend,
        currentBackend: read.currentBackend,
      };
    case 'undecryptable':
      return { kind: 'undecryptable' };
    case 'exposed':
      return { kind: 'exposed', mode: read.mode };
    case 'not-a-file':
      return { kind: 'not_a_file', found: read.found };
  }
}

/**
 * The store with every value it reads or saves registered as a secret: from then
 * on no log line, answer to the page or file the desk writes carries it, whatever
 * a service echoes back.
 */
export function withSecretsRedacted(store: SecretStore): SecretStore {
  return {
    holder: store.holder,
    protection: () => store.protection(),
    async save(name, value, options) {
      registerLogSecret(value);
      return store.save(name, value, options);
    },
    async read(name) {
      const read = await store.read(name);
      if (read.state === 'present') registerLogSecret(read.value);
      return read;
    },
    remove: (name) => store.remove(name),
  };
}
