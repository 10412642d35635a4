/** The keychain store over a stand-in of Electron's asynchronous safeStorage. */
import { describe, expect, it } from 'vitest';
import { describeForDesk } from '../../electron/ipc/desk-failure.ts';
import { KeychainSecretStore } from '../../electron/secrets/keychain-store.ts';
import type { SecretBox } from '../../electron/secrets/secret-box.ts';
import { UnprotectedStorageError } from '../../electron/secrets/secret-store.ts';
import { memorySettings } from '../../electron/settings/memory-store.ts';
import { worded } from '../support/worded.ts';

interface FakeBox extends SecretBox {
  backendName: string;
  available: boolean;
  failDecrypt: boolean;
  rotate: boolean;
  encrypted: number;
}

/** Encrypts by XOR with a per-backend byte, so another backend really cannot read it. */
function fakeBox(backendName = 'gnome_libsecret'): FakeBox {
  const box: FakeBox = {
    backendName,
    available: true,
    failDecrypt: false,
    rotate: false,
    encrypted: 0,
    backend: () => box.backendName,
    isAvailable: async () => box.available,
    encrypt: async (plain) => {
      box.encrypted += 1;
      const salt = box.backendName.length;
      return Buffer.from([...Buffer.from(plain)].map((byte) => byte ^ salt));
    },
    decrypt: async (cipher) => {
      if (box.failDecrypt) throw new Error('Error while decrypting the ciphertext provided to safeStorage');
      const salt = box.backendName.length;
      return {
        plain: Buffer.from([...cipher].map((byte) => byte ^ salt)).toString(),
        shouldReEncrypt: box.rotate,
      };
    },
  };
  return box;
}

describe('secrets in the OS keychain', () => {
  it('stores only ciphertext with its backend and reads the key back', async () => {
    const settings = memorySettings();
    const store = new KeychainSecretStore(settings, fakeBox());
    await store.save('apiKey', 'live-key-1234');
    const stored = settings.values.secrets.apiKey;
    expect(stored?.backend).toBe('gnome_libsecret');
    expect(Buffer.from(stored?.cipher ?? '', 'base64').toString()).not.toContain('live-key');
    expect(JSON.stringify(settings.values)).not.toContain('live-key-1234');
    await expect(store.read('apiKey')).resolves.toEqual({ state: 'present', value: 'live-key-1234' });
    await expect(store.protection()).resolves.toMatchObject({ protected: true, needsAcceptance: false });
  });

  it('refuses basic_text until the person accepts unprotected storage, naming --password-store', async () => {
    const settings = memorySettings();
    const store = new KeychainSecretStore(settings, fakeBox('basic_text'));
    await expect(store.protection()).resolves.toMatchObject({ protected: false, needsAcceptance: true });
    const refused = store.save('apiKey', 'live-key-1234');
    await expect(refused).rejects.toBeInstanceOf(UnprotectedStorageError);
    // The page's words for the refusal name the fix.
    const error = (await refused.catch((caught: unknown) => caught)) as UnprotectedStorageError;
    expect(worded(describeForDesk(error)).message).toMatch(/--password-store/);
    expect(settings.values.secrets.apiKey).toBeUndefined();

    await store.save('apiKey', 'live-key-1234', { acceptUnprotected: true });
    expect(settings.values.unprotectedStorageAccepted).toBe(true);
    await expect(store.read('apiKey')).resolves.toEqual({ state: 'present', value: 'live-key-1234' });
    await expect(store.protection()).resolves.toMatchObject({ protected: false, needsAcceptance: false });
  });

  it('a changed backend leads to "connect again", never to garbage', async () => {
    const settings = memorySettings();
    const box = fakeBox('kwallet5');
    const store = new KeychainSecretStore(settings, box);
    await store.save('apiKey', 'live-key-1234');
    box.backendName = 'gnome_libsecret';
    await expect(store.read('apiKey')).resolves.toEqual({
      state: 'backend-changed',
      storedBackend: 'kwallet5',
      currentBackend: 'gnome_libsecret',
    });
  });

  it('ciphertext that no longer decrypts is reported, not thrown', async () => {
    const box = fakeBox();
    const store = new KeychainSecretStore(memorySettings(), box);
    await store.save('apiKey', 'live-key-1234');
    box.failDecrypt = true;
    await expect(store.read('apiKey')).resolves.toEqual({ state: 'undecryptable' });
  });

  it('with async encryption unavailable nothing is saved and a stored key reads as undecryptable', async () => {
    const settings = memorySettings();
    const box = fakeBox();
    const store = new KeychainSecretStore(settings, box);
    await store.save('apiKey', 'live-key-1234');
    box.available = false;
    await expect(store.save('apiKey', 'other-key-9999')).rejects.toMatchObject({ code: 'storage_failed' });
    await expect(store.read('apiKey')).resolves.toEqual({ state: 'undecryptable' });
    await expect(store.protection()).resolves.toMatchObject({ protected: false });
  });

  it('re-encrypts quietly when the keychain rotated its key, and removes on sign-out', async () => {
    const settings = memorySettings();
    const box = fakeBox();
    const store = new KeychainSecretStore(settings, box);
    await store.save('apiKey', 'live-key-1234');
    box.rotate = true;
    await expect(store.read('apiKey')).resolves.toEqual({ state: 'present', value: 'live-key-1234' });
    expect(box.encrypted).toBe(2);
    await store.remove('apiKey');
    expect(settings.values.secrets).toEqual({});
    await expect(store.read('apiKey')).resolves.toEqual({ state: 'absent' });
  });
});
