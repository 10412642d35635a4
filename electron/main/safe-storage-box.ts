/** The API key's encryption in Electron: the OS keychain through safeStorage. */
import { safeStorage } from 'electron';
import type { SecretBox } from '../secrets/secret-box.ts';

function currentBackend(): string {
  // Only Linux has a choice of backends; elsewhere the platform keychain is the backend.
  if (process.platform === 'linux') return safeStorage.getSelectedStorageBackend();
  return process.platform === 'darwin' ? 'keychain' : 'dpapi';
}

export function createSafeStorageBox(): SecretBox {
  return {
    backend: currentBackend(),
    isAvailable: () => safeStorage.isEncryptionAvailable(),
    encrypt: (plain) => safeStorage.encryptString(plain),
    decrypt: (cipher) => safeStorage.decryptString(cipher),
  };
}
