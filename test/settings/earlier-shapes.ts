/**
 * One `settings.json` of every shape an earlier desk wrote, by the commit that
 * changed `electron/settings/schema.ts` (git history), each as that desk left it
 * for a person who connected an account and changed a few settings: every
 * setting of its day, the key's keychain ciphertext where it then lived.
 */

/** What every earlier file below holds for the connected account, and where the current desk must find it. */
export const ACCOUNT = {
  baseUrl: 'https://api.waivers.example',
  statusUrl: 'https://status.waivers.example',
  apiKey: { cipher: 'ZW5jOmstZWFybGllci1zaGFwZS05MTI3', backend: 'gnome_libsecret' },
  timeZone: 'America/Denver',
  requestTimeoutMs: 20_000,
} as const;

const CONSOLE = 'https://www.smartwaiver.com/m/console/?waiverId={waiverId}';
const SIGNING = 'https://waiver.smartwaiver.com';

/** ef9426c: the first desk (electron-store and conf over one JSON schema). */
const firstDesk = {
  baseUrl: ACCOUNT.baseUrl,
  statusUrl: ACCOUNT.statusUrl,
  authScheme: 'legacy',
  apiKeyCipher: ACCOUNT.apiKey.cipher,
  apiKeyBackend: ACCOUNT.apiKey.backend,
  timeZone: ACCOUNT.timeZone,
  requestTimeoutMs: ACCOUNT.requestTimeoutMs,
  searchTimeoutMs: 60_000,
};

/** 78ea8db: secrets by name, the account as a choice, the status and Today intervals, the console link. */
const secretsByName = {
  accountChoice: 'configured',
  baseUrl: ACCOUNT.baseUrl,
  statusUrl: ACCOUNT.statusUrl,
  authScheme: 'legacy',
  secrets: { apiKey: ACCOUNT.apiKey },
  unprotectedStorageAccepted: false,
  timeZone: ACCOUNT.timeZone,
  requestTimeoutMs: ACCOUNT.requestTimeoutMs,
  searchTimeoutMs: 60_000,
  statusPollMinutes: 3,
  todayRefreshMinutes: 5,
  consoleLinkTemplate: CONSOLE,
};

/** df92f47: the signing host, the retention window, the webhook queue. */
const signingAndRetention = {
  ...secretsByName,
  signingHost: SIGNING,
  retentionDays: 90,
  consumeWebhookQueue: false,
};

/** 198bc46: this computer (start at login, kiosk mode). */
const thisComputer = { ...signingAndRetention, startAtLogin: true, kioskMode: false };

/** b219ad7: the counter (names, scanner, sounds, the manager's lock). */
const theCounter = {
  ...thisComputer,
  accountName: 'Riverside Jump',
  deskName: 'Door 2',
  deskId: '5b0c6f43-7d1e-4c52-9a7f-0e8b5d2c1a90',
  deskTags: ['Member'],
  scanGapMs: 50,
  scanPrefix: '',
  scanSuffix: '',
  scanSounds: true,
  scanVolume: 40,
  managerLock: false,
  managerPinTries: { failures: 0, lockedUntilMs: 0 },
};

/** 31a989d: desks sharing a copy in PostgreSQL. */
const sharedCopy = { ...theCounter, sharedDatabaseUrl: '', preferSharedSync: false };

/** aa3c842: how often the desk looks for new signings. */
const newSignings = { ...sharedCopy, newWaiverCheckSeconds: 45 };

/** 8938d04 (and 1b6c150, 5795252, which changed no value): the manager's PIN among the secrets. */
const managerPin = {
  ...newSignings,
  managerLock: true,
  secrets: {
    apiKey: ACCOUNT.apiKey,
    managerPin: { cipher: 'ZW5jOnNjcnlwdC1oYXNo', backend: 'gnome_libsecret' },
  },
};

export const EARLIER_SHAPES: readonly { commit: string; what: string; file: Record<string, unknown> }[] = [
  { commit: 'ef9426c', what: 'the first desk', file: firstDesk },
  { commit: '78ea8db', what: 'secrets by name and the account as a choice', file: secretsByName },
  { commit: 'df92f47', what: 'signing host and retention', file: signingAndRetention },
  { commit: '198bc46', what: 'this computer', file: thisComputer },
  { commit: 'b219ad7', what: 'the counter', file: theCounter },
  { commit: '31a989d', what: 'a shared copy', file: sharedCopy },
  { commit: 'aa3c842', what: 'the new-signing interval', file: newSignings },
  { commit: '8938d04', what: "the manager's PIN", file: managerPin },
];
