/**
 * The rules of the settings' values, with the words of what is wrong with one:
 * the settings registry (`settings-registry.ts`) declares each setting with them,
 * and the contract's forms (`account.ts`) check with the same, in the page and in
 * the main process alike.
 */
import { z } from 'zod';
import { isLoopbackHost } from '../net/loopback.ts';
import { addressWords, type NumberLabel, settingsFieldWords } from './words.ts';

/** The real service's public addresses (its SDKs' defaults); every one is editable in Settings. */
export const SERVICE_DEFAULTS = {
  baseUrl: 'https://api.smartwaiver.com',
  statusUrl: 'https://status.smartwaiver.com',
  /** The spec does not show the console link's path: this is a starting point, checked with Settings' test link. */
  consoleLinkTemplate: 'https://www.smartwaiver.com/m/console/?waiverId={waiverId}',
  /** Host of the signing pages, for auto-tag links (`https://waiver.<service host>/auto/?…`). */
  signingHost: 'https://waiver.smartwaiver.com',
} as const;

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

export const timeZoneField = z
  .string()
  .trim()
  .max(64)
  .superRefine((value, context) => {
    const problem = timeZoneProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/** The longest account name kept. */
export const ACCOUNT_NAME_MAX = 80;
/** The longest name of whoever is at the desk: a first name or a nickname, as a badge reads. */
export const WORKER_NAME_MAX = 40;

type Unit = keyof typeof settingsFieldWords.units | null;

export const wholeNumber = (setting: NumberLabel, min: number, max: number, unit: Unit) => {
  const label = settingsFieldWords.numberLabel(setting);
  const words = settingsFieldWords.number;
  const amount = (count: number) => words.amount(count, unit ? settingsFieldWords.units[unit] : null);
  return z
    .number({ error: words.notNumber(label) })
    .int(words.notWhole(label))
    .min(min, words.atLeast(label, amount(min)))
    .max(max, words.atMost(label, amount(max)));
};

export const CONSOLE_PLACEHOLDER = '{waiverId}';

export const consoleLinkTemplate = z
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

export const signingHost = z
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
export const scanAffix = z
  .string()
  .max(8, settingsFieldWords.scanAffixTooLong)
  .regex(/^[^\s]*$/, settingsFieldWords.scanAffixSpaces);

/** Fills the console link template for one waiver. */
export function consoleLink(template: string, waiverId: string): string {
  return template.replaceAll(CONSOLE_PLACEHOLDER, encodeURIComponent(waiverId));
}

// --- The rules of the values the settings file keeps: looser than a form's (no words, no trimming), so a file an earlier desk wrote still reads ---

const isHttpUrl = (value: string): boolean => {
  try {
    return /^https?:$/.test(new URL(value).protocol) && /^https?:\/\//.test(value);
  } catch {
    return false;
  }
};
/** An http(s) address as the file keeps it. */
export const storedHttpUrl = z.string().refine(isHttpUrl);
export const storedHttpUrlOrEmpty = z.union([z.literal(''), storedHttpUrl]);
/** A whole number between two bounds, as the file keeps it. */
export const storedWhole = (min: number, max: number) => z.number().int().min(min).max(max);
/** A secret encrypted by the OS keychain (safeStorage), Base64, with the backend that encrypted it. */
export const storedSecret = z.object({
  cipher: z.string(),
  /** A different backend later cannot decrypt it: the person is asked to reconnect. */
  backend: z.string(),
});
export type StoredSecret = z.infer<typeof storedSecret>;

/** A language as the Language setting keeps it: a language tag (`es`, `fr-CA`), or '' for the system's. */
export const languageTagSchema = z
  .string({ error: settingsFieldWords.chooseLanguage })
  .max(35, settingsFieldWords.chooseLanguage)
  .regex(/^(?:[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)?$/, settingsFieldWords.chooseLanguage);
