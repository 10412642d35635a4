/**
 * The browser host's key file: owner-only, refused when wider; read only from a
 * regular file, never through a link, never waiting on a pipe, never whole when
 * it is far larger than a key (issue 28, problems 7 and 8).
 */
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OwnerFileSecretStore } from '../../electron/secrets/owner-file-store.ts';

const posix = process.platform !== 'win32';

describe('secrets in an owner-only file', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-secrets-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it.runIf(posix)('writes the key with mode 0600 in a 0700 folder and reads it back', async () => {
    const store = new OwnerFileSecretStore(dir);
    await store.save('apiKey', 'live-key-1234');
    expect(statSync(store.pathOf('apiKey')).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(store.pathOf('apiKey'))).mode & 0o777).toBe(0o700);
    await expect(store.read('apiKey')).resolves.toEqual({ state: 'present', value: 'live-key-1234' });
  });

  it.runIf(posix)('refuses a key file others can read, and reports its mode', async () => {
    const store = new OwnerFileSecretStore(dir);
    await store.save('apiKey', 'live-key-1234');
    chmodSync(store.pathOf('apiKey'), 0o644);
    await expect(store.read('apiKey')).resolves.toEqual({ state: 'exposed', mode: '0644' });
    // Connecting again rewrites it privately.
    await store.save('apiKey', 'live-key-1234');
    await expect(store.read('apiKey')).resolves.toEqual({ state: 'present', value: 'live-key-1234' });
  });

  it.runIf(posix)('refuses a FIFO at the key file at once, where a plain read waited for good', async () => {
    const store = new OwnerFileSecretStore(dir);
    mkdirSync(path.join(dir, 'secrets'), { mode: 0o700 });
    execFileSync('mkfifo', ['-m', '600', store.pathOf('apiKey')]);
    await expect(store.read('apiKey')).resolves.toEqual({ state: 'not-a-file', found: 'not-a-file' });
    // Connecting again puts a key file in its place.
    await store.save('apiKey', 'live-key-1234');
    await expect(store.read('apiKey')).resolves.toEqual({ state: 'present', value: 'live-key-1234' });
  });

  it.runIf(posix)(
    'never reads a key file through a link, and connecting again replaces the link, not its target',
    async () => {
      const store = new OwnerFileSecretStore(dir);
      const elsewhere = path.join(dir, 'elsewhere');
      writeFileSync(elsewhere, 'someone-elses-key', { mode: 0o600 });
      mkdirSync(path.join(dir, 'secrets'), { mode: 0o700 });
      symlinkSync(elsewhere, store.pathOf('apiKey'));
      await expect(store.read('apiKey')).resolves.toEqual({ state: 'not-a-file', found: 'link' });
      await store.save('apiKey', 'live-key-1234');
      await expect(store.read('apiKey')).resolves.toEqual({ state: 'present', value: 'live-key-1234' });
      expect(readFileSync(elsewhere, 'utf8')).toBe('someone-elses-key');
    },
  );

  it.runIf(posix)('does not read a file far larger than any key', async () => {
    const store = new OwnerFileSecretStore(dir);
    mkdirSync(path.join(dir, 'secrets'), { mode: 0o700 });
    writeFileSync(store.pathOf('apiKey'), Buffer.alloc(1024 * 1024, 0x61), { mode: 0o600 });
    await expect(store.read('apiKey')).resolves.toEqual({ state: 'not-a-file', found: 'too-large' });
  });

  it('removes the file on sign-out', async () => {
    const store = new OwnerFileSecretStore(dir);
    await store.save('apiKey', 'live-key-1234');
    await store.remove('apiKey');
    await expect(store.read('apiKey')).resolves.toEqual({ state: 'absent' });
  });
});
