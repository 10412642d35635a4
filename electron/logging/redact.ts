/**
 * The redaction step every log line passes, and the diagnostics report with it.
 *
 * Logs leave the desk (a person mails them to support), so nothing in them may
 * identify a customer or unlock the account: the secrets registered at run time
 * (the API key, the browser host's token) go first, then whatever is shaped like
 * a credential header, an email address, a date of birth or a phone number.
 * Names cannot be recognised by shape: they are kept out by never logging a
 * waiver, a check-in or a service message body at all (`errorForLog`).
 */
import { secretSpellings } from './secret-spellings.ts';

export const REDACTED = {
  secret: '[secret]',
  credential: '[hidden]',
  email: '[email]',
  date: '[date]',
  phone: '[phone]',
} as const;

/** What a secret's bytes become inside a file ('*'). */
const SCRUBBED_BYTE = 0x2a;

/**
 * Header names whose value is a credential, as they appear in a dumped request or
 * an error. A value starting with `[` is already a redaction mark: redacting twice
 * changes nothing.
 */
const CREDENTIAL_HEADER =
  /\b(authorization|proxy-authorization|sw-api-key|x-waiver-desk-token|cookie|set-cookie)(["']?\s*[:=]\s*["']?)(?:(?:bearer|basic|token)\s+)?[^\s"',;}[\]]+/gi;
/** A word without which neither pattern above can match (case aside): the cheap test before them. */
const CREDENTIAL_WORD = /authorization|api-key|token|cookie|bearer/i;
/** A bearer credential wherever it stands. */
const BEARER = /\bbearer\s+[A-Za-z0-9\-._~+/]+=*/gi;
/** Addresses, also as a query string or form body carries them (`%40`). */
const EMAIL = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/**
 * A calendar date with no time of day after it, the shape of a date of birth:
 * 2011-03-14, 2011/03/14, 03/14/2011, 14.03.2011. A timestamp (date and time) is
 * when something happened at the desk and stays.
 */
const DATE_ONLY = [
  /\b(?:1[89]\d\d|20\d\d)[-/](?:0?[1-9]|1[0-2])[-/](?:0?[1-9]|[12]\d|3[01])\b(?![T\s]?\d{1,2}:\d\d)/g,
  /\b(?:0?[1-9]|[12]\d|3[01])[./-](?:0?[1-9]|[12]\d|3[01])[./-](?:1[89]\d\d|20\d\d)\b(?![T\s]?\d{1,2}:\d\d)/g,
];
/**
 * Digit runs with the separators phone numbers are written with. Only runs of 10
 * to 15 digits count (a North American number with its area code, up to E.164),
 * so ports, durations, counts and dates are left alone; a colon after the run
 * marks a time of day, and a run glued to a word, a dot or a dash is part of an
 * identifier (a UUID's last group, a version), not a number.
 */
const PHONE_CANDIDATE = /(?<![\w@%.-])\+?\(?\d(?:[\s().-]{0,2}\d){6,18}(?![\w:])/g;
const PHONE_DIGITS = { min: 10, max: 15 };

function redactPhones(text: string): string {
  return text.replace(PHONE_CANDIDATE, (run) => {
    const digits = run.replace(/\D/g, '').length;
    return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max ? REDACTED.phone : run;
  });
}

/** Whatever is shaped like a credential: a credential header's value, a bearer token. */
export function redactCredentialShapes(text: string): string {
  return text
    .replace(CREDENTIAL_HEADER, `$1$2${REDACTED.credential}`)
    .replace(BEARER, `Bearer ${REDACTED.credential}`);
}

/** Everything shaped like personal data or a credential, whatever secrets are known. */
export function redactShapes(text: string): string {
  let clean = redactCredentialShapes(text);
  clean = clean.replace(EMAIL, REDACTED.email);
  for (const pattern of DATE_ONLY) clean = clean.replace(pattern, REDACTED.date);
  return redactPhones(clean);
}

/** A pattern matching any of `sources`, longest first (so a secret containing another is replaced whole). */
function patternOf(sources: readonly string[], flags: string): RegExp | null {
  const sorted = [...new Set(sources)].sort((a, b) => b.length - a.length);
  return sorted.length === 0 ? null : new RegExp(sorted.join('|'), flags);
}

/** Only text holding one of these can hold an escaped spelling of a secret. */
const ESCAPE_CHARACTER = /[%\\+]/;

interface SecretPatterns {
  anyCase: RegExp | null;
  escaped: RegExp | null;
  exact: RegExp | null;
  /**
   * The same spellings as bytes (each byte one character), for files: one pattern
   * per kind, since one pattern of them all is several times slower on a large file.
   */
  bytes: RegExp[];
  /** The shortest spelling: shorter text cannot hold one. */
  shortest: number;
}

/**
 * The secrets of this run and the redaction that scrubs them. Every non-empty
 * secret counts, whatever its length, in every spelling it can travel in
 * (`secret-spellings.ts`).
 */
export class Redactor {
  readonly #secrets = new Set<string>();
  readonly #mark: string;
  #patterns: SecretPatterns | null = null;

  constructor(options: { mark?: string } = {}) {
    this.#mark = options.mark ?? REDACTED.secret;
  }

  /** A value that must never be written, in any of its spellings. */
  addSecret(value: string | null | undefined): void {
    const secret = value?.trim();
    if (!secret || this.#secrets.has(secret)) return;
    this.#secrets.add(secret);
    this.#patterns = null;
  }

  /** The secrets registered so far (for a worker thread, whose module has a redactor of its own). */
  secrets(): string[] {
    return [...this.#secrets];
  }

  /** For a log line or a report: the secrets, every credential and everything shaped like personal data. */
  redact(text: string): string {
    return redactShapes(this.redactSecrets(text));
  }

  /**
   * For what the page is shown: the secrets and every credential, the same as a
   * log line, but a customer's email, phone or date of birth stays (the desk exists
   * to show them).
   */
  redactCredentials(text: string): string {
    const clean = this.redactSecrets(text);
    // Most of what the page is shown (names, ids, dates) holds no credential word: looked for cheaply first.
    return CREDENTIAL_WORD.test(clean) ? redactCredentialShapes(clean) : clean;
  }

  #compiled(): SecretPatterns {
    if (this.#patterns) return this.#patterns;
    const text = [...this.#secrets].map((secret) => secretSpellings(secret, 'text'));
    const bytes = [...this.#secrets].map((secret) => secretSpellings(secret, 'bytes'));
    this.#patterns = {
      anyCase: patternOf(
        text.flatMap((spellings) => spellings.anyCase),
        'gi',
      ),
      escaped: patternOf(
        text.map((spellings) => spellings.escaped),
        'gi',
      ),
      exact: patternOf(
        text.flatMap((spellings) => spellings.exact),
        'g',
      ),
      bytes: [
        patternOf(
          bytes.map((spellings) => spellings.escaped),
          'gi',
        ),
        patternOf(
          bytes.flatMap((spellings) => spellings.anyCase),
          'gi',
        ),
        patternOf(
          bytes.flatMap((spellings) => spellings.exact),
          'g',
        ),
      ].filter((pattern) => pattern !== null),
      shortest: Math.min(...text.map((spellings) => spellings.shortest)),
    };
    return this.#patterns;
  }

  /** The bytes with every secret in them overwritten in place: a file keeps its length (and offsets). */
  scrubBytes(bytes: Uint8Array): Uint8Array {
    const { bytes: patterns, shortest } = this.#compiled();
    if (patterns.length === 0 || bytes.byteLength < shortest) return bytes;
    const source = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    // latin1 maps each byte to one character and back, so a match's index is its byte offset.
    const text = source.toString('latin1');
    let copy: Buffer | null = null;
    for (const pattern of patterns) {
      pattern.lastIndex = 0;
      for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
        copy ??= Buffer.from(source);
        copy.fill(SCRUBBED_BYTE, match.index, match.index + match[0].length);
      }
    }
    return copy ?? bytes;
  }

  /** `text` with every spelling of every secret replaced by the mark; the same string when none was in it. */
  redactSecrets(text: string): string {
    const { anyCase, escaped, exact, shortest } = this.#compiled();
    if (text.length < shortest) return text;
    let clean = text;
    if (escaped && ESCAPE_CHARACTER.test(clean)) clean = clean.replace(escaped, this.#mark);
    if (anyCase) clean = clean.replace(anyCase, this.#mark);
    if (exact) clean = clean.replace(exact, this.#mark);
    return clean;
  }
}
