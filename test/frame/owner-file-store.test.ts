/** The browser host's key file: owner-only, refused when wider. */
import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
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

  it('removes the file on sign-out', async () => {
    const store = new OwnerFileSecretStore(dir);
    await store.save('apiKey', 'live-key-1234');
    await store.remove('apiKey');
    await expect(store.read('apiKey')).resolves.toEqual({ state: 'absent' });
  });
});
