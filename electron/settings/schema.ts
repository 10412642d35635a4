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
  /** Keychain-encrypted secrets by name (the API key, the copy's data key, the manager PIN's hash). Never plain text. */
  secrets: { apiKey?: StoredSecret; cacheKey?: StoredSecret; managerPin?: StoredSecret };
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
  /** The desktop app opens when someone logs in to this computer (a front-desk PC). Electron only. */
  startAtLogin: boolean;
  /** The desktop app fills the screen with no menu; staff leave it from Settings or its shortcut. Electron only. */
  kioskMode: boolean;
  // --- The counter: how the account and this desk are named, scans, sounds, the manager's lock ---
  /** What staff see the configured account called; empty means its service's host. */
  accountName: string;
  /** What this desk is called on the admissions it records ("Front desk", "Door 2"). */
  deskName: string;
  /** This desk's own id on its admissions; made once, on first use. */
  deskId: string;
  /** Tags of the account a manager marked "show at the desk" (beside VIP, ban and medical, always shown). */
  deskTags: string[];
  /** The longest pause between two keys of a barcode scanner's burst. */
  scanGapMs: number;
  /** Characters the scanner is set up to send before and after each code (left out of the code). */
  scanPrefix: string;
  scanSuffix: string;
  /** The pass, attention and miss sounds of a scan, and their volume (0 to 100). */
  scanSounds: boolean;
  scanVolume: number;
  /** Manage and Settings ask for the manager's PIN (kept hashed in the secret store). */
  managerLock: boolean;
  /** Wrong PINs in a row, and until when (epoch ms) no PIN is tried after too many. */
  managerPinTries: { failures: number; lockedUntilMs: number };
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
  startAtLogin: false,
  kioskMode: false,
  accountName: '',
  deskName: 'Front desk',
  deskId: '',
  deskTags: [],
  scanGapMs: 50,
  scanPrefix: '',
  scanSuffix: '',
  scanSounds: true,
  scanVolume: 60,
  managerLock: false,
  managerPinTries: { failures: 0, lockedUntilMs: 0 },
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
  startAtLogin: { type: 'boolean' },
  kioskMode: { type: 'boolean' },
  accountName: { type: 'string', maxLength: 80 },
  deskName: { type: 'string', maxLength: 60 },
  deskId: { type: 'string', maxLength: 64 },
  deskTags: { type: 'array', items: { type: 'string', maxLength: 64 }, maxItems: 50 },
  scanGapMs: { type: 'integer', minimum: 10, maximum: 200 },
  scanPrefix: { type: 'string', maxLength: 8 },
  scanSuffix: { type: 'string', maxLength: 8 },
  scanSounds: { type: 'boolean' },
  scanVolume: { type: 'integer', minimum: 0, maximum: 100 },
  managerLock: { type: 'boolean' },
  managerPinTries: {
    type: 'object',
    properties: { failures: { type: 'integer', minimum: 0 }, lockedUntilMs: { type: 'number', minimum: 0 } },
    required: ['failures', 'lockedUntilMs'],
  },
};

/** What either host's store offers; electron-store and conf both satisfy it. */
export interface SettingsStore {
  get<K extends keyof DeskSettings>(key: K): DeskSettings[K];
  set<K extends keyof DeskSettings>(key: K, value: DeskSettings[K]): void;
}

export const SETTINGS_FILE_NAME = 'settings';

/** The settings file is readable by its owner only: it names the account and holds keychain ciphertext. */
export const SETTINGS_FILE_MODE = 0o600;
