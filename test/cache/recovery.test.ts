import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CACHE_FILE_NAME } from '../../electron/cache/types.ts';
import { openTestStore, signedBy, tempDir } from './support.ts';

const NOW = Date.parse('2025-06-14T15:20:00.123Z');
const SUFFIX = '.damaged-2025-06-14T15-20-00-123Z';

function usable(store: ReturnType<typeof openTestStore>['store']) {
  store.putWaivers([signedBy('Siobhán', "O'Brien", '2025-06-01T12:00:00Z')]);
  return store.lookup('obrien').map((row) => row.name);
}

describe('a damaged cache file', () => {
  it('that is not SQLite is moved aside with a timestamp and replaced by a fresh, usable store', () => {
    const dir = tempDir();
    const garbage = randomBytes(64 * 1024);
    writeFileSync(join(dir, DEFAULT_CACHE_FILE_NAME), garbage);

    const { store, recovered } = openTestStore({ dir, now: () => NOW });

    const movedTo = join(dir, DEFAULT_CACHE_FILE_NAME + SUFFIX);
    expect(recovered).toEqual({ movedTo, reason: 'not-a-database', detail: expect.any(String) });
    expect(readFileSync(movedTo).equals(garbage)).toBe(true);
    expect(store.counts().waivers).toBe(0);
    expect(usable(store)).toEqual(["Siobhán O'Brien"]);
  });

  it('whose pages are corrupt is moved aside too, and a second recovery the same millisecond does not overwrite the first', () => {
    const dir = tempDir();
    const first = openTestStore({ dir }).store;
    first.putWaivers(
      Array.from({ length: 300 }, (_, i) => signedBy(`Person${i}`, 'Smith', '2025-06-01T12:00:00Z')),
    );
    first.close();
    // Keep the header page, trash the b-tree pages behind it.
    const fd = openSync(first.path, 'r+');
    writeSync(fd, randomBytes(48 * 1024), 0, 48 * 1024, 4096);
    closeSync(fd);

    const { store, recovered } = openTestStore({ dir, now: () => NOW });
    expect(recovered?.reason).toMatch(/^(corrupt|integrity-check-failed)$/);
    expect(recovered?.movedTo).toBe(join(dir, DEFAULT_CACHE_FILE_NAME + SUFFIX));
    expect(usable(store)).toEqual(["Siobhán O'Brien"]);
    store.close();

    writeFileSync(store.path, 'not a database either, and long enough to have a header...........');
    const again = openTestStore({ dir, now: () => NOW });
    expect(again.recovered?.movedTo).toBe(`${join(dir, DEFAULT_CACHE_FILE_NAME + SUFFIX)}-1`);
    expect(existsSync(join(dir, DEFAULT_CACHE_FILE_NAME + SUFFIX))).toBe(true);
  });

  it('written under another data key is set aside rather than read as garbage', () => {
    const dir = tempDir();
    const first = openTestStore({ dir }).store;
    first.putWaivers([signedBy('Ann', 'Smith', '2025-06-01T12:00:00Z')]);
    first.close();

    const { store, recovered } = openTestStore({ dir, dataKey: Buffer.alloc(32, 1), now: () => NOW });
    expect(recovered?.reason).toBe('wrong-key');
    expect(store.counts().waivers).toBe(0);
    expect(readdirSync(dir).filter((name) => name.includes('.damaged-'))).toEqual([
      DEFAULT_CACHE_FILE_NAME + SUFFIX,
    ]);
  });
});
