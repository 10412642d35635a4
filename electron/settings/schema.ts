/**
 * The settings file's schema, shared by electron-store (Electron) and conf (the
 * browser host) so both hosts read and write the same file format.
 */
import type { Schema } from 'conf';

export type AuthScheme = 'bearer' | 'legacy';

export interface DeskSettings {
  /** The live account; absent means the demo account. */
  baseUrl: string;
  statusUrl: string;
  authScheme: AuthScheme;
  /** The API key, encrypted by the OS keychain (safeStorage), Base64. Never plain text. */
  apiKeyCipher: string;
  /** Which safeStorage backend encrypted it; a different backend later cannot decrypt it. */
  apiKeyBackend: string;
  /** IANA zone; empty means the system zone. */
  timeZone: string;
  requestTimeoutMs: number;
  searchTimeoutMs: number;
}

export const SETTINGS_DEFAULTS: DeskSettings = {
  baseUrl: '',
  statusUrl: '',
  authScheme: 'bearer',
  apiKeyCipher: '',
  apiKeyBackend: '',
  timeZone: '',
  requestTimeoutMs: 15_000,
  searchTimeoutMs: 60_000,
};

const httpUrlOrEmpty = { type: 'string', anyOf: [{ const: '' }, { format: 'uri', pattern: '^https?://' }] };

export const SETTINGS_SCHEMA: Schema<DeskSettings> = {
  baseUrl: httpUrlOrEmpty,
  statusUrl: httpUrlOrEmpty,
  authScheme: { type: 'string', enum: ['bearer', 'legacy'] },
  apiKeyCipher: { type: 'string' },
  apiKeyBackend: { type: 'string' },
  timeZone: { type: 'string' },
  requestTimeoutMs: { type: 'integer', minimum: 1_000, maximum: 300_000 },
  searchTimeoutMs: { type: 'integer', minimum: 1_000, maximum: 600_000 },
};

/** What either host's store offers; electron-store and conf both satisfy it. */
export interface SettingsStore {
  get<K extends keyof DeskSettings>(key: K): DeskSettings[K];
  set<K extends keyof DeskSettings>(key: K, value: DeskSettings[K]): void;
}

export const SETTINGS_FILE_NAME = 'settings';
