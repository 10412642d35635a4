/**
 * Encrypts the API key at rest. In Electron this is `safeStorage` (OS keychain);
 * the browser host has no keychain and never persists a key.
 */
export interface SecretBox {
  /** Name of the backend (e.g. 'gnome_libsecret', 'kwallet5', 'keychain', 'dpapi'). */
  readonly backend: string;
  /** False when the OS offers no real keychain: a key is then not stored at all. */
  isAvailable(): boolean;
  encrypt(plain: string): Buffer;
  decrypt(cipher: Buffer): string;
}

/**
 * On Linux without a keyring Electron falls back to `basic_text`, a hard-coded
 * password: that is obfuscation, not encryption, so it counts as no keychain.
 */
export const INSECURE_BACKENDS: ReadonlySet<string> = new Set(['basic_text', 'unknown', '']);
