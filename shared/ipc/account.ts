/**
 * Connecting an account and the desk's settings, as the contract carries them.
 * The same schemas check a form in the page (a message beside each field at once)
 * and the request in the main process (the authority), so the two never disagree.
 * The API key travels only inward, in `connectAccount`; nothing outward carries it.
 */
import { z } from 'zod';
import { isLoopbackHost, isPlainHttpOffThisComputer } from '../net/loopback.ts';
import type { KeyProblem } from './errors.ts';
import { addressWords, settingsFieldWords } from './words.ts';

/** The real service's public addresses (its SDKs' defaults); every one is editable in Settings. */
export const SERVICE_DEFAULTS = {
  baseUrl: 'https://api.smartwaiver.com',
  statusUrl: 'https://status.smartwaiver.com',
  /** The spec does not show the console link's path: this is a starting point, checked with Settings' test link. */
  consoleLinkTemplate: 'https://www.smartwaiver.com/m/console/?waiverId={waiverId}',
  /** Host of the signing pages, for auto-tag links (`https://waiver.<service host>/auto/?…`). */
  signingHost: 'https://waiver.smartwaiver.com',
} as const;

/**
 * A service address the key may be sent to: https, or plain http on this computer
 * only (the sandbox, a local proxy), so the key never travels in clear.
 */
export function serviceUrlProblem(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return addressWords.notServiceAddress;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return addressWords.notHttps;
  if (url.username || url.password) return addressWords.hasCredentials;
  if (isPlainHttpOffThisComputer(url)) {
    return addressWords.plainHttp;
  }
  if (url.search || url.hash) return addressWords.hasQueryOrHash;
  return null;
}

/** A service address; `optional` lets it be left empty (no status page). */
const serviceUrlField = (optional: boolean) =>
  z
    .string()
    .trim()
    .max(2_000, addressWords.tooLong)
    .superRefine((value, context) => {
      if (value === '') {
        if (!optional) context.addIssue({ code: 'custom', message: addressWords.empty });
        return;
      }
      const problem = serviceUrlProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .transform((value) => value.replace(/\/+$/, ''));

const serviceUrl = serviceUrlField(false);
const optionalServiceUrl = serviceUrlField(true);

export const authSchemeSchema = z.enum(['bearer', 'legacy']);
export type AuthScheme = z.infer<typeof authSchemeSchema>;

export function timeZoneProblem(zone: string): string | null {
  if (zone === '') return null;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return null;
  } catch {
    return settingsFieldWords.unknownTimeZone;
  }
}

const timeZone = z
  .string()
  .trim()
  .max(64)
  .superRefine((value, context) => {
    const problem = timeZoneProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

export const API_KEY_MAX_LENGTH = 512;
/**
 * No key the service gives is shorter: the shortest the project knows is the
 * sandbox's own example key `k-test`. A shorter one is a piece of a key pasted
 * short; and a key this short would be hidden wherever its letters stand in
 * what the desk shows and logs (every spelling of a key is redacted).
 */
export const API_KEY_MIN_LENGTH = 6;

export const apiKeySchema = z
  .string()
  .trim()
  .min(1, settingsFieldWords.apiKeyEmpty)
  .min(API_KEY_MIN_LENGTH, settingsFieldWords.apiKeyTooShort)
  .max(API_KEY_MAX_LENGTH, settingsFieldWords.apiKeyTooLong)
  .regex(/^[\x21-\x7e]+$/, settingsFieldWords.apiKeyBadCharacters);

/** The longest account name kept. */
export const ACCOUNT_NAME_MAX = 80;

/** What staff call the account (the business, a venue): asked when it is connected, never an address. */
export const accountNameSchema = z
  .string()
  .trim()
  .min(1, settingsFieldWords.accountNameEmpty)
  .max(ACCOUNT_NAME_MAX, settingsFieldWords.accountNameTooLong);

export const connectRequestSchema = z
  .object({
    /** The name staff will see in the header and Settings. */
    accountName: accountNameSchema,
    apiKey: apiKeySchema,
    authScheme: authSchemeSchema,
    baseUrl: serviceUrl,
    statusUrl: optionalServiceUrl,
    /** The person read why the key cannot be locked in a keychain here and chose to store it anyway. */
    acceptUnprotectedStorage: z.boolean().default(false),
  })
  .strict();
export type ConnectRequest = z.input<typeof connectRequestSchema>;

/** Asks what the service calls itself at this status page address, to prefill the account's name. */
export const accountNameHintRequestSchema = z.object({ statusUrl: optionalServiceUrl }).strict();

/** A name to start the connect form's account name with; null when the service tells none. */
export interface AccountNameHint {
  name: string | null;
}

type NumberSetting = keyof typeof settingsFieldWords.numberLabels;
type Unit = keyof typeof settingsFieldWords.units | null;

const wholeNumber = (setting: NumberSetting, min: number, max: number, unit: Unit) => {
  const label = settingsFieldWords.numberLabels[setting];
  const words = settingsFieldWords.number;
  const amount = (count: number) => words.amount(count, unit ? settingsFieldWords.units[unit] : '');
  return z
    .number({ error: words.notNumber(label) })
    .int(words.notWhole(label))
    .min(min, words.atLeast(label, amount(min)))
    .max(max, words.atMost(label, amount(max)));
};

const CONSOLE_PLACEHOLDER = '{waiverId}';

const consoleLinkTemplate = z
  .string()
  .trim()
  .max(2_000, settingsFieldWords.consoleLinkTooLong)
  .superRefine((value, context) => {
    if (!value.includes(CONSOLE_PLACEHOLDER)) {
      context.addIssue({
        code: 'custom',
        message: settingsFieldWords.consoleLinkNoPlaceholder(CONSOLE_PLACEHOLDER),
      });
      return;
    }
    const sample = value.replaceAll(CONSOLE_PLACEHOLDER, 'abc123');
    let url: URL;
    try {
      url = new URL(sample);
    } catch {
      context.addIssue({ code: 'custom', message: settingsFieldWords.consoleLinkNotAddress });
      return;
    }
    if (url.protocol !== 'https:')
      context.addIssue({ code: 'custom', message: settingsFieldWords.consoleLinkNotHttps });
  });

/**
 * Where customers sign (auto-tag links start with it). Customers open it on their
 * own phones, so https; plain http only on this computer, for a local sandbox.
 */
export function signingHostProblem(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return addressWords.notSigningAddress;
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname)))
    return addressWords.signingNotHttps;
  if (url.username || url.password) return addressWords.hasCredentials;
  if (url.search || url.hash) return addressWords.hasQueryOrHash;
  return null;
}

const signingHost = z
  .string()
  .trim()
  .min(1, addressWords.signingEmpty)
  .max(2_000, addressWords.tooLong)
  .superRefine((value, context) => {
    const problem = signingHostProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => value.replace(/\/+$/, ''));

/** Tags as a manager lists them: each one once, whatever its case. */
export const deskTagsSchema = z
  .array(z.string().trim().min(1, settingsFieldWords.tagEmpty).max(64, settingsFieldWords.tagTooLong))
  .max(50, settingsFieldWords.tooManyTags(50))
  .transform((tags) => {
    const seen = new Set<string>();
    return tags.filter((tag) => {
      const key = tag.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });

/** What a scanner sends around each code: a few visible characters, or nothing. */
/** A language as the Language setting keeps it: a language tag (`es`, `fr-CA`), or '' for the system's. */
export const languageTagSchema = z
  .string({ error: settingsFieldWords.chooseLanguage })
  .max(35, settingsFieldWords.chooseLanguage)
  .regex(/^(?:[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)?$/, settingsFieldWords.chooseLanguage);

const scanAffix = z
  .string()
  .max(8, settingsFieldWords.scanAffixTooLong)
  .regex(/^[^\s]*$/, settingsFieldWords.scanAffixSpaces);

/** Everything Settings edits (the account's addresses and key go through `connectAccount`). */
export const deskPreferencesSchema = z
  .object({
    /** IANA zone; empty means this computer's zone. */
    timeZone,
    requestTimeoutSeconds: wholeNumber('requestTimeoutSeconds', 5, 300, 'seconds'),
    searchTimeoutSeconds: wholeNumber('searchTimeoutSeconds', 10, 600, 'seconds'),
    statusPollMinutes: wholeNumber('statusPollMinutes', 1, 5, 'minutes'),
    todayRefreshMinutes: wholeNumber('todayRefreshMinutes', 1, 60, 'minutes'),
    /**
     * How often the desk looks for waivers signed since its last look: a new signing
     * is found within it. Each look is one of the account's five searches a minute.
     * Optional so a form that does not show it leaves it as saved.
     */
    newWaiverCheckSeconds: wholeNumber('newWaiverCheckSeconds', 20, 600, 'seconds').optional(),
    consoleLinkTemplate,
    /**
     * Start of auto-tag links: `https://waiver.<service host>` (the demo uses its own
     * sandbox instead). Optional so a form that does not show it leaves it as saved.
     */
    signingHost: signingHost.optional(),
    /**
     * This desk drains the account's webhook queue to learn of new waivers at once.
     * A queue has one consumer, so only one desk of an account should. Optional so a
     * form that does not show it leaves it as saved.
     */
    consumeWebhookQueue: z.boolean({ error: settingsFieldWords.chooseQueue }).optional(),
    /**
     * This computer (the desktop app only; the browser host keeps them for when the
     * desktop app runs): open the desk when someone logs in, and fill the screen
     * with no menu. Optional so a form that does not show them leaves them as saved.
     */
    startAtLogin: z.boolean({ error: settingsFieldWords.chooseStartAtLogin }).optional(),
    kioskMode: z.boolean({ error: settingsFieldWords.chooseKiosk }).optional(),
    /** The language the desk speaks on this computer; '' for the system's. */
    language: languageTagSchema.optional(),
    // The counter's own settings; each optional so a form that does not show it leaves it as saved.
    /** What staff see the account called; empty while it has none (the page asks for one). */
    accountName: z.string().trim().max(ACCOUNT_NAME_MAX, settingsFieldWords.accountNameTooLong).optional(),
    /** What this desk is called on the admissions it records. */
    deskName: z
      .string()
      .trim()
      .min(1, settingsFieldWords.deskNameEmpty)
      .max(60, settingsFieldWords.deskNameTooLong)
      .optional(),
    /** Tags a manager marked "show at the desk". */
    deskTags: deskTagsSchema.optional(),
    /** Minors signed for pass at the desk instead of asking for a look (venues that want it). */
    minorsPass: z.boolean({ error: settingsFieldWords.chooseMinorsPass }).optional(),
    /** Someone already in may come back during their visit after a look; otherwise it is a stop. */
    reEntry: z.boolean({ error: settingsFieldWords.chooseReEntry }).optional(),
    /** How many people the venue holds at once; 0 for no capacity. */
    capacity: wholeNumber('capacity', 0, 100_000, 'people').optional(),
    scanGapMs: wholeNumber('scanGapMs', 10, 200, 'milliseconds').optional(),
    scanPrefix: scanAffix.optional(),
    scanSuffix: scanAffix.optional(),
    scanSounds: z.boolean({ error: settingsFieldWords.chooseScanSounds }).optional(),
    scanVolume: wholeNumber('scanVolume', 0, 100, null).optional(),
  })
  .strict();
export type DeskPreferences = z.infer<typeof deskPreferencesSchema>;

export const savePreferencesSchema = deskPreferencesSchema.partial().strict();

/** Where the API key is kept; never the key itself. */
export type KeyHolder = 'keychain' | 'owner-file' | 'environment';

export interface AccountOverview {
  mode: 'demo' | 'configured';
  /** Shown until the person chose an account or the demo. */
  firstRun: boolean;
  /**
   * What staff see the open account called, never its address: the connected account by
   * the name given at connect or in Settings (else the name its status page goes by,
   * once read), the demo by its sandbox business's name; '' when none is known.
   */
  name: string;
  /** The connected account's name, also while the demo is open; '' when it has none (the page words one). */
  connectedName: string;
  /** A name to suggest for the connected account (its status page's), '' when none is known. */
  defaultName: string;
  /** The connected account was never given a name (connected before accounts were named): the page asks for one. */
  needsName: boolean;
  baseUrl: string;
  statusUrl: string;
  authScheme: AuthScheme;
  /** Null on the demo account and when no key is set. */
  key: { lastFour: string; heldIn: KeyHolder } | null;
  /** Why the account cannot be used until the key is entered again (changed keychain, unreadable key file…). */
  keyProblem: KeyProblem | null;
  /** A warning to keep in view about how the key is stored (not keychain-protected). */
  storageWarning: StorageWarning | null;
  /** Settings fixed for this computer by its administrator (the environment); shown read-only. */
  lockedSettings: string[];
}

/**
 * How the key is stored, when that needs a warning kept in view: in a file only the
 * user can read, or in a keychain with a publicly known password (no keyring).
 */
export type StorageWarning = 'owner_file' | 'unprotected';

export interface DeskSettingsView {
  preferences: DeskPreferences;
  /** The preference fields fixed for this computer, shown read-only. */
  locked: (keyof DeskPreferences)[];
  /** This computer's own zone, for "empty means this computer's zone". */
  systemTimeZone: string;
}

/** Fills the console link template for one waiver. */
export function consoleLink(template: string, waiverId: string): string {
  return template.replaceAll(CONSOLE_PLACEHOLDER, encodeURIComponent(waiverId));
}

/** Field messages of a form that failed its schema: the first message per field. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'form';
    fields[field] ??= issue.message;
  }
  return fields;
}
