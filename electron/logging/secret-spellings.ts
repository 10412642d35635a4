/**
 * Every spelling in which a secret can travel, as regular-expression sources,
 * so that redaction recognises it however a service, a proxy or a file wrote it
 * down: as it is; with any of its characters percent-encoded (`%2F` or `%2f`,
 * one byte or all of them, `+` for a space) or JSON-escaped (`\/`, `\u006b`);
 * in hex; in UTF-16, little- or big-endian (the bytes, and their hex as a PDF
 * writes a text string); in base64 or base64url, alone or inside a longer base64
 * text at any of the three byte alignments.
 *
 * The spellings come in three sets: literal ones whose letters may come in
 * either case (the key itself, hex, UTF-16), those whose case is data (base64),
 * and the escaped ones (percent or JSON, whose hex digits a writer may put in
 * upper or lower case), looked for only in text that holds an escape.
 */

export interface SecretSpellings {
  /** Sources matched whatever the case of their letters: literal spellings. */
  anyCase: string[];
  /**
   * The secret with any of its characters escaped (percent or JSON), matched
   * whatever the case: only text holding an escape character can hold it.
   */
  escaped: string;
  /** Sources matched exactly. */
  exact: string[];
  /** The fewest characters any spelling takes: shorter text cannot hold one. */
  shortest: number;
}

/** Base64 pieces shorter than this are left out: too short to stand for the secret, long enough to match by chance. */
const MIN_BASE64_PIECE = 4;

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const hex2 = (byte: number) => byte.toString(16).padStart(2, '0');

/** The JSON escapes of one character other than `\uXXXX`. */
const JSON_ESCAPES: Readonly<Record<string, string>> = {
  '"': '\\"',
  '\\': '\\\\',
  '/': '\\/',
  '\b': '\\b',
  '\f': '\\f',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
};

/** The ways one character of the secret may be written, as alternatives of a pattern. */
function charForms(char: string): string {
  const bytes = Buffer.from(char, 'utf8');
  const forms = [escapeForPattern(char), [...bytes].map((byte) => `%${hex2(byte)}`).join('')];
  if (char === ' ') forms.push('\\+');
  const escaped = JSON_ESCAPES[char];
  if (escaped) forms.push(escapeForPattern(escaped));
  // A character outside the first plane is two escapes, one per UTF-16 unit.
  const units = Array.from({ length: char.length }, (_, unit) => char.charCodeAt(unit));
  forms.push(units.map((unit) => `\\\\u${unit.toString(16).padStart(4, '0')}`).join(''));
  return `(?:${forms.join('|')})`;
}

/**
 * The characters of the base64 of `bytes`, when they stand `shift` bytes into a
 * longer stream, that depend on `bytes` alone: whatever comes before or after,
 * a base64 text carrying them at that alignment holds these characters.
 */
function base64Piece(bytes: Buffer, shift: number, alphabet: 'base64' | 'base64url'): string {
  const text = Buffer.concat([Buffer.alloc(shift), bytes])
    .toString(alphabet)
    .replace(/=+$/, '');
  const first = Math.ceil((shift * 8) / 6);
  const end = Math.floor(((shift + bytes.length) * 8) / 6);
  return end > first ? text.slice(first, end) : '';
}

function utf16be(text: string): Buffer {
  return Buffer.from(text, 'utf16le').swap16();
}

/**
 * The spellings of `secret` in text (`'text'`), or in a file's bytes read one
 * character per byte (`'bytes'`), where a character beyond ASCII stands as its
 * UTF-8 bytes.
 */
export function secretSpellings(secret: string, as: 'text' | 'bytes' = 'text'): SecretSpellings {
  const bytes = Buffer.from(secret, 'utf8');
  const chars = as === 'text' ? [...secret] : [...bytes.toString('latin1')];
  const literal = [
    bytes.toString('hex'),
    Buffer.from(secret, 'utf16le').toString('hex'),
    utf16be(secret).toString('hex'),
    // UTF-16 bytes read one character per byte: every character beside a NUL.
    Buffer.from(secret, 'utf16le').toString('latin1'),
    utf16be(secret).toString('latin1'),
  ];
  const pieces = new Set<string>();
  for (const alphabet of ['base64', 'base64url'] as const) {
    for (const shift of [0, 1, 2]) {
      const piece = base64Piece(bytes, shift, alphabet);
      if (piece.length >= MIN_BASE64_PIECE) pieces.add(piece);
    }
  }
  return {
    anyCase: [...new Set([as === 'text' ? secret : bytes.toString('latin1'), ...literal])].map(
      escapeForPattern,
    ),
    escaped: chars.map(charForms).join(''),
    exact: [...pieces].map(escapeForPattern),
    shortest: Math.min(chars.length, ...[...pieces].map((piece) => piece.length)),
  };
}
