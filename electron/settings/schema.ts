/**
 * The settings file's schema, shared by electron-store (Electron) and conf (the
 * browser host) so both hosts read and write the same file in the one data
 * directory. The file is written readable by its owner only.
 */
import type { Schema } from 'conf';
import { type AuthScheme, SERVICE_DEFAULTS } from '../../shared/ipc/account.ts';

export type { AuthScheme } from '../../shared/ipc/account.ts';

/** A secret encrypted by the OS keychain (safeStorage), Base64, with the backend that encrypted it. */
export interface StoredSecret {
  cipher: string;
  /** A different backend later cannot decrypt it: the person is asked to reconnect. */
  backend: string;
}

export interface DeskSettings {
  /** Which account the desk opens: nothing chosen yet (first run, on the demo), the demo, or the configured one. */
  accountChoice: 'none' | 'demo' | 'configured';
  /** The configured account; kept when the demo is chosen, so switching back is one step. */
  baseUrl: string;
  statusUrl: string;
  authScheme: AuthScheme;
  /** Keychain-encrypted secrets by name ('apiKey', later the cache's data key). Never plain text. */
  secrets: {
    apiKey?: StoredSecret;
    cacheKey?: StoredSecret;
    sharedDatabasePassword?: StoredSecret;
    sharedKey?: StoredSecret;
  };
  /** Linux without a keyring: the person accepted storing secrets under `basic_text` after being told why. */
  unprotectedStorageAccepted: boolean;
  /** IANA zone; empty means the system zone. */
  timeZone: string;
  requestTimeoutMs: number;
  searchTimeoutMs: number;
  statusPollMinutes: number;
  todayRefreshMinutes: number;
  /** `{waiverId}` marks where the waiver's id goes. */
  consoleLinkTemplate: string;
  /** Where the signing pages live (`https://waiver.<service host>`): auto-tag links start with it. */
  signingHost: string;
  /** Waivers signed longer ago than this leave the desk's copy. */
  retentionDays: number;
  /** This desk drains the account's webhook queue (a queue has one consumer: one desk per account). */
  consumeWebhookQueue: boolean;
  /** Desks of one account share a copy here (a postgres:// address, password apart); empty: this desk alone. */
  sharedDatabaseUrl: string;
  /** A manager chose this desk to sync the account for every desk while it is up. */
  preferSharedSync: boolean;
  /** Names this desk to the other desks of a shared copy; made on first use. */
  deskId: string;
  /** The desktop app opens when someone logs in to this computer (a front-desk PC). Electron only. */
  startAtLogin: boolean;
  /** The desktop app fills the screen with no menu; staff leave it from Settings or its shortcut. Electron only. */
  kioskMode: boolean;
}

export const SETTINGS_DEFAULTS: DeskSettings = {
  accountChoice: 'none',
  baseUrl: '',
  statusUrl: '',
  authScheme: 'bearer',
  secrets: {},
  unprotectedStorageAccepted: false,
  timeZone: '',
  requestTimeoutMs: 15_000,
  searchTimeoutMs: 60_000,
  statusPollMinutes: 2,
  todayRefreshMinutes: 5,
  consoleLinkTemplate: SERVICE_DEFAULTS.consoleLinkTemplate,
  signingHost: SERVICE_DEFAULTS.signingHost,
  retentionDays: 365,
  consumeWebhookQueue: false,
  sharedDatabaseUrl: '',
  preferSharedSync: false,
  deskId: '',
  startAtLogin: false,
  kioskMode: false,
};

const httpUrlOrEmpty = { type: 'string', anyOf: [{ const: '' }, { format: 'uri', pattern: '^https?://' }] };

export const SETTINGS_SCHEMA: Schema<DeskSettings> = {
  accountChoice: { type: 'string', enum: ['none', 'demo', 'configured'] },
  baseUrl: httpUrlOrEmpty,
  statusUrl: httpUrlOrEmpty,
  authScheme: { type: 'string', enum: ['bearer', 'legacy'] },
  secrets: {
    type: 'object',
    additionalProperties: {
      type: 'object',
      properties: { cipher: { type: 'string' }, backend: { type: 'string' } },
      required: ['cipher', 'backend'],
    },
  },
  unprotectedStorageAccepted: { type: 'boolean' },
  timeZone: { type: 'string' },
  requestTimeoutMs: { type: 'integer', minimum: 1_000, maximum: 300_000 },
  searchTimeoutMs: { type: 'integer', minimum: 1_000, maximum: 600_000 },
  statusPollMinutes: { type: 'integer', minimum: 1, maximum: 5 },
  todayRefreshMinutes: { type: 'integer', minimum: 1, maximum: 60 },
  consoleLinkTemplate: { type: 'string' },
  signingHost: { type: 'string', format: 'uri', pattern: '^https?://' },
  retentionDays: { type: 'integer', minimum: 7, maximum: 3650 },
  consumeWebhookQueue: { type: 'boolean' },
  sharedDatabaseUrl: { type: 'string', anyOf: [{ const: '' }, { pattern: '^postgres(ql)?://' }] },
  preferSharedSync: { type: 'boolean' },
  deskId: { type: 'string' },
  startAtLogin: { type: 'boolean' },
  kioskMode: { type: 'boolean' },
};

/** What either host's store offers; electron-store and conf both satisfy it. */
export interface SettingsStore {
  get<K extends keyof DeskSettings>(key: K): DeskSettings[K];
  set<K extends keyof DeskSettings>(key: K, value: DeskSettings[K]): void;
}

export const SETTINGS_FILE_NAME = 'settings';

/** The settings file is readable by its owner only: it names the account and holds keychain ciphertext. */
export const SETTINGS_FILE_MODE = 0o600;
