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

export const REDACTED = {
  secret: '[secret]',
  credential: '[hidden]',
  email: '[email]',
  date: '[date]',
  phone: '[phone]',
} as const;

/** What a secret's bytes become inside a file ('*'). */
const SCRUBBED_BYTE = 0x2a;

/** Shorter values would blank out ordinary words; no key or token of the desk is that short. */
export const MIN_SECRET_LENGTH = 6;

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

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

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

/** The secrets of this run and the redaction that scrubs them. */
export class Redactor {
  readonly #secrets = new Set<string>();
  #pattern: RegExp | null = null;

  /** A value that must never be written: also scrubbed URL-encoded, as it would stand in a query. */
  addSecret(value: string | null | undefined): void {
    const secret = value?.trim();
    if (!secret || secret.length < MIN_SECRET_LENGTH) return;
    const before = this.#secrets.size;
    this.#secrets.add(secret);
    this.#secrets.add(encodeURIComponent(secret));
    if (this.#secrets.size !== before) this.#pattern = null;
  }

  /** For a log line or a report: the secrets, every credential and everything shaped like personal data. */
  redact(text: string): string {
    return redactShapes(this.#redactSecrets(text));
  }

  /**
   * For what the page is shown: the secrets and every credential, the same as a
   * log line, but a customer's email, phone or date of birth stays (the desk exists
   * to show them).
   */
  redactCredentials(text: string): string {
    // Most of what the page is shown (names, ids, dates) holds neither: looked for cheaply first.
    const clean = this.#holdsSecret(text) ? this.#redactSecrets(text) : text;
    return CREDENTIAL_WORD.test(clean) ? redactCredentialShapes(clean) : clean;
  }

  #holdsSecret(text: string): boolean {
    if (text.length < MIN_SECRET_LENGTH) return false;
    for (const secret of this.#secrets) if (text.includes(secret)) return true;
    return false;
  }

  /** The bytes with every secret in them overwritten in place: a file keeps its length (and offsets). */
  scrubBytes(bytes: Uint8Array): Uint8Array {
    let copy: Buffer | null = null;
    for (const secret of this.#secrets) {
      const needle = Buffer.from(secret, 'utf8');
      const source: Buffer = copy ?? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      let at = source.indexOf(needle);
      if (at < 0) continue;
      copy ??= Buffer.from(source);
      for (; at >= 0; at = copy.indexOf(needle, at + needle.length))
        copy.fill(SCRUBBED_BYTE, at, at + needle.length);
    }
    return copy ?? bytes;
  }

  #redactSecrets(text: string): string {
    if (this.#secrets.size === 0) return text;
    // Longest first, so a secret containing another is replaced whole.
    this.#pattern ??= new RegExp(
      [...this.#secrets]
        .sort((a, b) => b.length - a.length)
        .map(escapeForPattern)
        .join('|'),
      'g',
    );
    return text.replace(this.#pattern, REDACTED.secret);
  }
}
