/** Random identifiers handed out by the sandbox (guids, link uuids, message ids, keys). */
import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** `length` lowercase letters and digits, the style of the service's link uuids. */
export function randomToken(length: number): string {
  const bytes = randomBytes(length);
  let token = '';
  // 252 = 7 * 36: bytes at or above it would bias the alphabet, so they are redrawn.
  for (let i = 0; token.length < length; i++) {
    const byte = i < bytes.length ? (bytes[i] as number) : (randomBytes(1)[0] as number);
    if (byte < 252) token += ALPHABET[byte % 36];
  }
  return token;
}

/** 32 hex characters, the shape of a search guid. */
export function randomHex32(): string {
  return randomBytes(16).toString('hex');
}
