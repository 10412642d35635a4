/**
 * Connecting an account and the desk's settings, as the contract carries them.
 * The same schemas check a form in the page (a message beside each field at once)
 * and the request in the main process (the authority), so the two never disagree.
 * The API key travels only inward, in `connectAccount`; nothing outward carries it.
 */
import { z } from 'zod';
import { isPlainHttpOffThisComputer } from '../net/loopback.ts';
import type { KeyProblem } from './errors.ts';
import { ACCOUNT_NAME_MAX, type AuthScheme, authSchemeSchema } from './setting-rules.ts';
import type { DeskPreferences } from './settings-registry.ts';
import { addressWords, settingsFieldWords } from './words.ts';

// The rules of the settings' values and the preferences derived from the registry, where the contract's users have always found them.
export {
  ACCOUNT_NAME_MAX,
  type AuthScheme,
  authSchemeSchema,
  consoleLink,
  deskTagsSchema,
  SERVICE_DEFAULTS,
  signingHostProblem,
  timeZoneProblem,
} from './setting-rules.ts';
export {
  type DeskPreferences,
  deskPreferencesSchema,
  type PreferencesPatch,
  savePreferencesSchema,
} from './settings-registry.ts';

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

/** Field messages of a form that failed its schema: the first message per field. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'form';
    fields[field] ??= issue.message;
  }
  return fields;
}
