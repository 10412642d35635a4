/**
 * The OS keychain as Electron's asynchronous safeStorage API offers it (the
 * synchronous calls are deprecated in Electron 45 and removed in 46). An
 * interface, so the keychain store is tested with a stand-in.
 */
export interface SecretBox {
  /** Name of the backend (e.g. 'gnome_libsecret', 'kwallet6', 'basic_text', 'keychain', 'dpapi'). */
  backend(): string;
  isAvailable(): Promise<boolean>;
  encrypt(plain: string): Promise<Buffer>;
  /** `shouldReEncrypt`: the keychain rotated its key; store the value again. */
  decrypt(cipher: Buffer): Promise<{ plain: string; shouldReEncrypt: boolean }>;
}

/**
 * On Linux without a keyring Electron falls back to `basic_text`, a hard-coded
 * password: obfuscation, not encryption. It is refused unless the person accepts it.
 */
export const UNPROTECTED_BACKENDS: ReadonlySet<string> = new Set(['basic_text', 'unknown', '']);
