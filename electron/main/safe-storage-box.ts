/**
 * The OS keychain in Electron: safeStorage's asynchronous API (the synchronous
 * calls are deprecated in Electron 45 and removed in 46).
 */
import { safeStorage } from 'electron';
import type { SecretBox } from '../secrets/secret-box.ts';

function currentBackend(): string {
  // Only Linux has a choice of backends; elsewhere the platform keychain is the backend.
  if (process.platform === 'linux') return safeStorage.getSelectedStorageBackend();
  return process.platform === 'darwin' ? 'keychain' : 'dpapi';
}

export function createSafeStorageBox(): SecretBox {
  return {
    backend: currentBackend,
    isAvailable: () => safeStorage.isAsyncEncryptionAvailable(),
    encrypt: (plain) => safeStorage.encryptStringAsync(plain),
    decrypt: async (cipher) => {
      const { result, shouldReEncrypt } = await safeStorage.decryptStringAsync(cipher);
      return { plain: result, shouldReEncrypt };
    },
  };
}
