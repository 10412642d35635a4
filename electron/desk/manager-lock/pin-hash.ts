/**
 * The manager's PIN as it is kept: a salted scrypt hash (slow on purpose, so a copy of
 * the secret store cannot be tried against every 4-digit PIN in a blink), with its
 * parameters beside it so they can be raised later. Never the PIN itself.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const COST_LOG2 = 15;
const BLOCK_SIZE = 8;
const PARALLEL = 1;
const SALT_BYTES = 16;
const HASH_BYTES = 32;
const PREFIX = 'scrypt';

function derive(
  pin: string,
  salt: Buffer,
  costLog2: number,
  blockSize: number,
  parallel: number,
): Promise<Buffer> {
  const N = 2 ** costLog2;
  return new Promise((resolve, reject) =>
    scrypt(
      pin.normalize('NFKC'),
      salt,
      HASH_BYTES,
      // 128 · N · r bytes, with room to spare.
      { N, r: blockSize, p: parallel, maxmem: 256 * N * blockSize },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

/** `scrypt$15$8$1$<salt>$<hash>` (Base64). */
export async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(pin, salt, COST_LOG2, BLOCK_SIZE, PARALLEL);
  return [PREFIX, COST_LOG2, BLOCK_SIZE, PARALLEL, salt.toString('base64'), hash.toString('base64')].join(
    '$',
  );
}

/** Whether `pin` is the one `stored` was made from; false for anything unreadable. */
export async function pinMatches(pin: string, stored: string): Promise<boolean> {
  const [prefix, cost, block, parallel, salt, hash] = stored.split('$');
  const numbers = [cost, block, parallel].map(Number);
  if (prefix !== PREFIX || !salt || !hash || numbers.some((value) => !Number.isInteger(value) || value < 1)) {
    return false;
  }
  const [costLog2 = COST_LOG2, blockSize = BLOCK_SIZE, parallelism = PARALLEL] = numbers;
  if (costLog2 > 20) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(pin, Buffer.from(salt, 'base64'), costLog2, blockSize, parallelism);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
