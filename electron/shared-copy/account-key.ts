/**
 * The account data key of the shared copy: 32 random bytes that seal every
 * record in PostgreSQL (through the same subkeys and formats as the desk's own
 * copy). PostgreSQL holds it only wrapped (AES-256-GCM) under a key derived
 * from the account's API key with HKDF-SHA256, so whoever administers the
 * database but has no API key reads no personal data.
 *
 * The first desk to connect makes the key. A desk keeps the unwrapped key in
 * its own secret store, next to the API key; when the API key changes, the
 * first desk that has both the new API key and the kept data key re-wraps it,
 * and from then on only the new API key opens it.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { SharedDatabaseProblem } from '../../shared/ipc/shared-database.ts';
import { DATA_KEY_BYTES, deriveCacheKeys, keyChecksMatch } from '../cache/seal.ts';

const WRAP_VERSION = 1;
const WRAP_INFO = 'waiver-desk/shared/account-key-wrap/v1';
const WRAP_AAD = Buffer.from('waiver-desk shared account key v1');
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** Where a desk keeps the unwrapped key between sessions (its secret store). */
export interface KeptKey {
  read(): Promise<Uint8Array | null>;
  save(key: Uint8Array): Promise<void>;
}

export interface AccountKey {
  dataKey: Buffer;
  /** Identifies this shared copy; a desk's feed cursors belong to one copy. */
  copyId: string;
  /** What happened on open, for the desk's log. */
  outcome: 'created' | 'unwrapped' | 'rewrapped';
}

/** The shared copy is locked under an API key this desk does not have. */
export class SharedKeyError extends Error {
  readonly code = 'shared_key';
  readonly problem: SharedDatabaseProblem = { kind: 'account-key' };
  constructor() {
    super(
      'The shared database is locked with a different API key (another account’s, or this account’s before its key was changed). Connect this desk with the key the other desks use.',
    );
    this.name = 'SharedKeyError';
  }
}

function wrapKeyOf(apiKey: string, salt: Uint8Array): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(apiKey, 'utf8'), salt, WRAP_INFO, 32));
}

export function wrapDataKey(apiKey: string, salt: Uint8Array, dataKey: Uint8Array): Buffer {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', wrapKeyOf(apiKey, salt), nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(WRAP_AAD);
  const body = Buffer.concat([cipher.update(dataKey), cipher.final()]);
  return Buffer.concat([Buffer.from([WRAP_VERSION]), nonce, body, cipher.getAuthTag()]);
}

/** The data key, or null when `apiKey` is not the one it was wrapped with. */
export function unwrapDataKey(apiKey: string, salt: Uint8Array, wrapped: Uint8Array): Buffer | null {
  const bytes = Buffer.from(wrapped);
  if (bytes.length !== 1 + NONCE_BYTES + DATA_KEY_BYTES + TAG_BYTES || bytes[0] !== WRAP_VERSION) return null;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      wrapKeyOf(apiKey, salt),
      bytes.subarray(1, 1 + NONCE_BYTES),
      {
        authTagLength: TAG_BYTES,
      },
    );
    decipher.setAAD(WRAP_AAD);
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(bytes.subarray(1 + NONCE_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]);
  } catch {
    return null;
  }
}

interface MetaRow {
  copy_id: string;
  wrap_salt: Buffer;
  wrapped_key: Buffer;
  key_check: Buffer;
}

const readMeta = async (client: pg.ClientBase): Promise<MetaRow | null> =>
  (await client.query<MetaRow>('SELECT copy_id, wrap_salt, wrapped_key, key_check FROM copy_meta')).rows[0] ??
  null;

/** Opens (or, on a new database, makes) the account data key with this desk's API key. */
export async function openAccountKey(
  client: pg.ClientBase,
  apiKey: string,
  kept: KeptKey,
): Promise<AccountKey> {
  let meta = await readMeta(client);
  if (!meta) {
    const dataKey = randomBytes(DATA_KEY_BYTES);
    const salt = randomBytes(16);
    // Two desks may start on an empty database at once: the first insert wins, the other reads it.
    const inserted = await client.query(
      `INSERT INTO copy_meta (copy_id, wrap_salt, wrapped_key, key_check) VALUES ($1, $2, $3, $4)
       ON CONFLICT (one) DO NOTHING`,
      [randomUUID(), salt, wrapDataKey(apiKey, salt, dataKey), deriveCacheKeys(dataKey).keyCheck],
    );
    if (inserted.rowCount === 1) {
      await kept.save(dataKey);
      return { dataKey, copyId: (await readMeta(client))?.copy_id ?? '', outcome: 'created' };
    }
    meta = await readMeta(client);
    if (!meta) throw new Error('the shared copy’s key row vanished while it was read');
  }
  const unwrapped = unwrapDataKey(apiKey, meta.wrap_salt, meta.wrapped_key);
  if (unwrapped && keyChecksMatch(meta.key_check, deriveCacheKeys(unwrapped))) {
    await kept.save(unwrapped);
    return { dataKey: unwrapped, copyId: meta.copy_id, outcome: 'unwrapped' };
  }
  // The API key changed: a desk that kept this copy's data key wraps it anew under the new one.
  const keptKey = await kept.read();
  if (
    keptKey &&
    keptKey.byteLength === DATA_KEY_BYTES &&
    keyChecksMatch(meta.key_check, deriveCacheKeys(keptKey))
  ) {
    await rewrap(client, apiKey, keptKey);
    return { dataKey: Buffer.from(keptKey), copyId: meta.copy_id, outcome: 'rewrapped' };
  }
  throw new SharedKeyError();
}

/** Wraps the data key under `apiKey` with a fresh salt; the old wrapping is gone. */
export async function rewrap(client: pg.ClientBase, apiKey: string, dataKey: Uint8Array): Promise<void> {
  const salt = randomBytes(16);
  await client.query('UPDATE copy_meta SET wrap_salt = $1, wrapped_key = $2, wrapped_at = now()', [
    salt,
    wrapDataKey(apiKey, salt, dataKey),
  ]);
}
