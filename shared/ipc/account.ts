/**
 * Connecting an account and the desk's settings, as the contract carries them.
 * The same schemas check a form in the page (a message beside each field at once)
 * and the request in the main process (the authority), so the two never disagree.
 * The API key travels only inward, in `connectAccount`; nothing outward carries it.
 */
import { z } from 'zod';
import { isLoopbackHost, isPlainHttpOffThisComputer } from '../net/loopback.ts';
import type { KeyProblem } from './errors.ts';

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
    return 'Enter a web address such as https://api.example.com.';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'Enter an https:// address.';
  if (url.username || url.password) return 'Leave the user name and password out of the address.';
  if (isPlainHttpOffThisComputer(url)) {
    return 'Use the https:// address: over plain http the API key would travel unencrypted.';
  }
  if (url.search || url.hash) return 'Leave the ? and # parts out of the address.';
  return null;
}

/** A service address; `optional` lets it be left empty (no status page). */
const serviceUrlField = (optional: boolean) =>
  z
    .string()
    .trim()
    .max(2_000, 'That address is too long.')
    .superRefine((value, context) => {
      if (value === '') {
        if (!optional) context.addIssue({ code: 'custom', message: 'Enter the address.' });
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
    return 'Choose a time zone from the list, such as America/Denver.';
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

export const apiKeySchema = z
  .string()
  .trim()
  .min(1, 'Paste the API key.')
  .max(API_KEY_MAX_LENGTH, 'That is longer than any API key.')
  .regex(/^[\x21-\x7e]+$/, 'An API key has no spaces or special characters; paste it again.');

export const connectRequestSchema = z
  .object({
    apiKey: apiKeySchema,
    authScheme: authSchemeSchema,
    baseUrl: serviceUrl,
    statusUrl: optionalServiceUrl,
    /** The person read why the key cannot be locked in a keychain here and chose to store it anyway. */
    acceptUnprotectedStorage: z.boolean().default(false),
  })
  .strict();
export type ConnectRequest = z.input<typeof connectRequestSchema>;

const wholeNumber = (label: string, min: number, max: number, unit: string) =>
  z
    .number({ error: `Enter ${label} as a number.` })
    .int(`Enter ${label} as a whole number.`)
    .min(min, `${label[0]?.toUpperCase()}${label.slice(1)} must be at least ${min}${unit ? ` ${unit}` : ''}.`)
    .max(max, `${label[0]?.toUpperCase()}${label.slice(1)} must be at most ${max}${unit ? ` ${unit}` : ''}.`);

const CONSOLE_PLACEHOLDER = '{waiverId}';

const consoleLinkTemplate = z
  .string()
  .trim()
  .max(2_000, 'That link is too long.')
  .superRefine((value, context) => {
    if (!value.includes(CONSOLE_PLACEHOLDER)) {
      context.addIssue({ code: 'custom', message: `Put ${CONSOLE_PLACEHOLDER} where the waiver's id goes.` });
      return;
    }
    const sample = value.replaceAll(CONSOLE_PLACEHOLDER, 'abc123');
    let url: URL;
    try {
      url = new URL(sample);
    } catch {
      context.addIssue({
        code: 'custom',
        message: 'Enter a web address such as https://console.example.com/…',
      });
      return;
    }
    if (url.protocol !== 'https:')
      context.addIssue({ code: 'custom', message: 'The console link must be https://.' });
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
    return 'Enter a web address such as https://waiver.example.com.';
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname)))
    return 'The signing pages’ address must start with https://.';
  if (url.username || url.password) return 'Leave the user name and password out of the address.';
  if (url.search || url.hash) return 'Leave the ? and # parts out of the address.';
  return null;
}

const signingHost = z
  .string()
  .trim()
  .min(1, 'Enter the address of the signing pages.')
  .max(2_000, 'That address is too long.')
  .superRefine((value, context) => {
    const problem = signingHostProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => value.replace(/\/+$/, ''));

/** Tags as a manager lists them: each one once, whatever its case. */
export const deskTagsSchema = z
  .array(z.string().trim().min(1, 'A tag needs a name.').max(64, 'That tag is too long.'))
  .max(50, 'Mark at most 50 tags.')
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
const scanAffix = z
  .string()
  .max(8, 'A scanner’s prefix or suffix is a few characters at most.')
  .regex(/^[^\s]*$/, 'Leave spaces out: type only the characters the scanner sends.');

/** Everything Settings edits (the account's addresses and key go through `connectAccount`). */
export const deskPreferencesSchema = z
  .object({
    /** IANA zone; empty means this computer's zone. */
    timeZone,
    requestTimeoutSeconds: wholeNumber('the request timeout', 5, 300, 'seconds'),
    searchTimeoutSeconds: wholeNumber('the search timeout', 10, 600, 'seconds'),
    statusPollMinutes: wholeNumber('the status check interval', 1, 5, 'minutes'),
    todayRefreshMinutes: wholeNumber('the refresh interval', 1, 60, 'minutes'),
    /**
     * How often the desk looks for waivers signed since its last look: a new signing
     * is found within it. Each look is one of the account's five searches a minute.
     * Optional so a form that does not show it leaves it as saved.
     */
    newWaiverCheckSeconds: wholeNumber('the new waiver check interval', 20, 600, 'seconds').optional(),
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
    consumeWebhookQueue: z.boolean({ error: 'Choose whether this desk reads the queue.' }).optional(),
    /**
     * This computer (the desktop app only; the browser host keeps them for when the
     * desktop app runs): open the desk when someone logs in, and fill the screen
     * with no menu. Optional so a form that does not show them leaves them as saved.
     */
    startAtLogin: z.boolean({ error: 'Choose whether the desk starts with the computer.' }).optional(),
    kioskMode: z.boolean({ error: 'Choose whether the desk fills the screen.' }).optional(),
    // The counter's own settings; each optional so a form that does not show it leaves it as saved.
    /** What staff see the account called; empty for its service's host. */
    accountName: z.string().trim().max(80, 'Keep the name under 80 characters.').optional(),
    /** What this desk is called on the admissions it records. */
    deskName: z
      .string()
      .trim()
      .min(1, 'Give this desk a name, such as Front desk.')
      .max(60, 'Keep the name under 60 characters.')
      .optional(),
    /** Tags a manager marked "show at the desk". */
    deskTags: deskTagsSchema.optional(),
    scanGapMs: wholeNumber('the time between a scanner’s keys', 10, 200, 'milliseconds').optional(),
    scanPrefix: scanAffix.optional(),
    scanSuffix: scanAffix.optional(),
    scanSounds: z.boolean({ error: 'Choose whether scans make a sound.' }).optional(),
    scanVolume: wholeNumber('the volume', 0, 100, '').optional(),
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
   * Settings' name (else its service's host), the demo by its sandbox business's name.
   */
  name: string;
  /** The connected account's name, also while the demo is open; '' when none is connected. */
  connectedName: string;
  /** The connected account's name when Settings gives none: its service's host. */
  defaultName: string;
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
