/**
 * Encryption at rest. The caller's 32-byte data key (kept in the OS keychain) is the
 * root; HKDF-SHA256 derives one subkey per purpose so the same key never serves two
 * algorithms: AES-256-GCM sealing of record bodies, HMAC-SHA256 keyed hashes of
 * emails and phones (exact-match lookup without storing them), and a check value
 * that tells, on open, whether the database was written under this key.
 *
 * A sealed value is `version (1) | nonce (12) | ciphertext | tag (16)`. The nonce is
 * fresh and random per seal; the record's id (and the version byte) are bound as
 * additional data, so a body copied onto another record does not open.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  createSecretKey,
  hkdfSync,
  type KeyObject,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { InvalidDataKeyError, UnsealError } from './errors.ts';

export const DATA_KEY_BYTES = 32;
const FORMAT_VERSION = 1;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 1 + NONCE_BYTES;
/** 128 bits of an HMAC are plenty to tell emails apart and keep the index small. */
const KEYED_HASH_BYTES = 16;
const HKDF_SALT = Buffer.from('waiver-desk/cache/v1');
const KEY_CHECK_MESSAGE = 'waiver-desk cache key check';

export interface CacheKeys {
  // KeyObjects, not Buffers: the key is imported once, not on every call (5x faster HMACs).
  /** AES-256-GCM key for record bodies, check-ins and files. */
  readonly sealKey: KeyObject;
  /** HMAC key for the keyed hashes of emails and phones. */
  readonly indexKey: KeyObject;
  /** Stored once per database; a mismatch on open means another key wrote it. */
  readonly keyCheck: Buffer;
}

function subkey(dataKey: Uint8Array, purpose: string): KeyObject {
  return createSecretKey(
    Buffer.from(hkdfSync('sha256', dataKey, HKDF_SALT, `waiver-desk/cache/${purpose}`, 32)),
  );
}

export function deriveCacheKeys(dataKey: Uint8Array): CacheKeys {
  if (dataKey.byteLength !== DATA_KEY_BYTES) throw new InvalidDataKeyError(dataKey.byteLength);
  const checkKey = subkey(dataKey, 'key-check');
  return {
    sealKey: subkey(dataKey, 'seal'),
    indexKey: subkey(dataKey, 'index'),
    keyCheck: createHmac('sha256', checkKey).update(KEY_CHECK_MESSAGE).digest().subarray(0, KEYED_HASH_BYTES),
  };
}

export function keyChecksMatch(stored: Uint8Array, keys: CacheKeys): boolean {
  return stored.byteLength === keys.keyCheck.byteLength && timingSafeEqual(stored, keys.keyCheck);
}

function additionalData(recordId: string): Buffer {
  return Buffer.from(`${FORMAT_VERSION}\u0000${recordId}`);
}

/** Seals `plaintext` for the record `recordId` (e.g. 'waiver:<id>'). */
export function seal(keys: CacheKeys, recordId: string, plaintext: Uint8Array): Buffer {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keys.sealKey, nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(additionalData(recordId));
  const head = Buffer.allocUnsafe(HEADER_BYTES);
  head[0] = FORMAT_VERSION;
  nonce.copy(head, 1);
  const body = cipher.update(plaintext);
  const tail = cipher.final();
  return Buffer.concat([head, body, tail, cipher.getAuthTag()]);
}

/**
 * What tells one sealing from every other: its nonce, random each time. Equal marks
 * mean the same sealed bytes, so what was read from them once still holds.
 */
export function sealMark(sealed: Uint8Array): string {
  return Buffer.from(sealed.buffer, sealed.byteOffset, Math.min(sealed.byteLength, HEADER_BYTES)).toString(
    'base64',
  );
}

/** Opens a value sealed for `recordId`; throws {@link UnsealError} if it does not authenticate. */
export function unseal(keys: CacheKeys, recordId: string, sealed: Uint8Array): Buffer {
  const bytes = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
  if (bytes.length < HEADER_BYTES + TAG_BYTES || bytes[0] !== FORMAT_VERSION) throw new UnsealError(recordId);
  try {
    const decipher = createDecipheriv('aes-256-gcm', keys.sealKey, bytes.subarray(1, HEADER_BYTES), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(additionalData(recordId));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const body = decipher.update(bytes.subarray(HEADER_BYTES, bytes.length - TAG_BYTES));
    return Buffer.concat([body, decipher.final()]);
  } catch (error) {
    throw new UnsealError(recordId, error);
  }
}

export type KeyedHashKind = 'email' | 'phone';

/** The keyed hash an email or phone is stored and looked up by; the value itself is never stored. */
export function keyedHash(keys: CacheKeys, kind: KeyedHashKind, normalized: string): Buffer {
  return createHmac('sha256', keys.indexKey)
    .update(`${kind}\u0000${normalized}`)
    .digest()
    .subarray(0, KEYED_HASH_BYTES);
}
