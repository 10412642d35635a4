/**
 * The settings file's schema: both hosts read and write the same file in the one
 * data directory (`settings-file.ts`). The file is written readable by its owner only.
 */
import { z } from 'zod';
import { type AuthScheme, languageTagSchema, SERVICE_DEFAULTS } from '../../shared/ipc/account.ts';
import {
  PRINTING_DEFAULTS,
  type PrintingSettings,
  printingSettingsSchema,
} from '../../shared/printing/printing.ts';

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
  /** Keychain-encrypted secrets by name (the API key, the copy's data key, the shared database's, the manager PIN's hash). Never plain text. */
  secrets: {
    apiKey?: StoredSecret;
    cacheKey?: StoredSecret;
    sharedDatabasePassword?: StoredSecret;
    sharedKey?: StoredSecret;
    managerPin?: StoredSecret;
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
  /** How often the desk asks the service for waivers signed since its last look (one search each). */
  newWaiverCheckSeconds: number;
  /** This desk drains the account's webhook queue (a queue has one consumer: one desk per account). */
  consumeWebhookQueue: boolean;
  /** Desks of one account share a copy here (a postgres:// address, password apart); empty: this desk alone. */
  sharedDatabaseUrl: string;
  /** A manager chose this desk to sync the account for every desk while it is up. */
  preferSharedSync: boolean;
  /** This desk's own id: on its admissions, and to the other desks of a shared copy; made on first use. */
  deskId: string;
  /** The desktop app opens when someone logs in to this computer (a front-desk PC). Electron only. */
  startAtLogin: boolean;
  /** The desktop app fills the screen with no menu; staff leave it from Settings or its shortcut. Electron only. */
  kioskMode: boolean;
  /** The language the desk speaks on this computer (a language tag, `es`); empty: the system's. */
  language: string;
  // --- The counter: how the account and this desk are named, scans, sounds, the manager's lock ---
  /** What staff see the configured account called; empty means its service's host. */
  accountName: string;
  /** What this desk is called on the admissions it records ("Door 2"): its computer's name until someone names it (`desk-name.ts`). */
  deskName: string;
  /** Someone named this desk in Settings: its name no longer follows the computer's. */
  deskNameChosen: boolean;
  /** Tags of the account a manager marked "show at the desk" (beside VIP, ban and medical, always shown). */
  deskTags: string[];
  /** Minors signed for (by a guardian, or with an adult on their waiver) pass instead of asking for a look. */
  minorsPass: boolean;
  /** Someone already in (admitted within the visit length) may come back in after a look; otherwise a stop. */
  reEntry: boolean;
  /** How many people the venue holds at once (the header's headcount against it); 0: no capacity. */
  capacity: number;
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
  // --- Updates: where this desk looks for them, and what a manager chose (`electron/updates/`) ---
  /** The generic feed's address (https, or http on this computer); empty: this desk looks for no updates. */
  updateUrl: string;
  /** The feed's channel (electron-builder's channel files: `latest.yml`, `beta.yml`). */
  updateChannel: 'latest' | 'beta';
  /** The only version this desk takes (held back, or moved to it); empty: the newest. */
  updatePinnedVersion: string;
  /** No update installs before this (epoch ms); 0: none deferred. */
  updateDeferredUntilMs: number;
  /** Wristbands and labels: the printers, when they print, and the manager's rules for a band. */
  printing: PrintingSettings;
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
  newWaiverCheckSeconds: 60,
  consumeWebhookQueue: false,
  sharedDatabaseUrl: '',
  preferSharedSync: false,
  deskId: '',
  startAtLogin: false,
  kioskMode: false,
  language: '',
  accountName: '',
  // Given the computer's name at the first run (`desk-name.ts`).
  deskName: '',
  deskNameChosen: false,
  deskTags: [],
  minorsPass: false,
  reEntry: true,
  capacity: 0,
  scanGapMs: 50,
  scanPrefix: '',
  scanSuffix: '',
  scanSounds: true,
  scanVolume: 60,
  managerLock: false,
  managerPinTries: { failures: 0, lockedUntilMs: 0 },
  updateUrl: '',
  updateChannel: 'latest',
  updatePinnedVersion: '',
  updateDeferredUntilMs: 0,
  printing: PRINTING_DEFAULTS,
};

const isHttpUrl = (value: string): boolean => {
  try {
    return /^https?:$/.test(new URL(value).protocol) && /^https?:\/\//.test(value);
  } catch {
    return false;
  }
};
const httpUrl = z.string().refine(isHttpUrl);
const httpUrlOrEmpty = z.union([z.literal(''), httpUrl]);
const whole = (min: number, max: number) => z.number().int().min(min).max(max);
const storedSecret = z.object({ cipher: z.string(), backend: z.string() });

/**
 * Each setting's rule, checked one by one: a file with one bad value loses that
 * value only (`settings-file.ts`). Each secret is checked on its own too, so a
 * damaged data key never costs the API key.
 */
export const SETTINGS_FIELDS: { [K in keyof DeskSettings]: z.ZodType<DeskSettings[K]> } = {
  accountChoice: z.enum(['none', 'demo', 'configured']),
  baseUrl: httpUrlOrEmpty,
  statusUrl: httpUrlOrEmpty,
  authScheme: z.enum(['bearer', 'legacy']),
  secrets: z.object({
    apiKey: storedSecret.optional(),
    cacheKey: storedSecret.optional(),
    sharedDatabasePassword: storedSecret.optional(),
    sharedKey: storedSecret.optional(),
    managerPin: storedSecret.optional(),
  }),
  unprotectedStorageAccepted: z.boolean(),
  timeZone: z.string(),
  requestTimeoutMs: whole(1_000, 300_000),
  searchTimeoutMs: whole(1_000, 600_000),
  statusPollMinutes: whole(1, 5),
  todayRefreshMinutes: whole(1, 60),
  consoleLinkTemplate: z.string(),
  signingHost: httpUrl,
  retentionDays: whole(7, 3_650),
  newWaiverCheckSeconds: whole(20, 600),
  consumeWebhookQueue: z.boolean(),
  sharedDatabaseUrl: z.union([z.literal(''), z.string().regex(/^postgres(ql)?:\/\//)]),
  preferSharedSync: z.boolean(),
  deskId: z.string().max(64),
  startAtLogin: z.boolean(),
  kioskMode: z.boolean(),
  language: languageTagSchema,
  accountName: z.string().max(80),
  deskName: z.string().max(60),
  deskNameChosen: z.boolean(),
  deskTags: z.array(z.string().max(64)).max(50),
  minorsPass: z.boolean(),
  reEntry: z.boolean(),
  capacity: whole(0, 100_000),
  scanGapMs: whole(10, 200),
  scanPrefix: z.string().max(8),
  scanSuffix: z.string().max(8),
  scanSounds: z.boolean(),
  scanVolume: whole(0, 100),
  managerLock: z.boolean(),
  managerPinTries: z.object({ failures: z.number().int().min(0), lockedUntilMs: z.number().min(0) }),
  updateUrl: httpUrlOrEmpty,
  updateChannel: z.enum(['latest', 'beta']),
  updatePinnedVersion: z.string().max(64),
  updateDeferredUntilMs: z.number().min(0),
  printing: printingSettingsSchema,
};

export const SECRET_NAMES = [
  'apiKey',
  'cacheKey',
  'sharedDatabasePassword',
  'sharedKey',
  'managerPin',
] as const;

/** What the settings file offers (and the in-memory stand-in of runtimes that persist nothing). */
export interface SettingsStore {
  get<K extends keyof DeskSettings>(key: K): DeskSettings[K];
  set<K extends keyof DeskSettings>(key: K, value: DeskSettings[K]): void;
}

export const SETTINGS_FILE_NAME = 'settings';

/** The settings file is readable by its owner only: it names the account and holds keychain ciphertext. */
export const SETTINGS_FILE_MODE = 0o600;
