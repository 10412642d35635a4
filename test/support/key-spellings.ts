/**
 * Every spelling in which the probe of issue 28 saw a key travel, as a function
 * of the key: what an echoing service writes and what a test looks for in
 * whatever crossed to the page, a file or a log.
 */
export const KEY_SPELLINGS: Readonly<Record<string, (key: string) => string>> = {
  'as it is': (key) => key,
  'upper case': (key) => key.toUpperCase(),
  'percent-encoded': (key) => encodeURIComponent(key),
  'percent-encoded, lower case': (key) =>
    encodeURIComponent(key).replace(/%[0-9A-F]{2}/g, (hex) => hex.toLowerCase()),
  'every byte percent-encoded': (key) =>
    [...Buffer.from(key)].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
  'every byte percent-encoded, lower case': (key) =>
    [...Buffer.from(key)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''),
  base64: (key) => Buffer.from(key).toString('base64'),
  base64url: (key) => Buffer.from(key).toString('base64url'),
  hex: (key) => Buffer.from(key).toString('hex'),
  'hex, upper case': (key) => Buffer.from(key).toString('hex').toUpperCase(),
  'UTF-16LE': (key) => Buffer.from(key, 'utf16le').toString('latin1'),
  'UTF-16BE': (key) => Buffer.from(key, 'utf16le').swap16().toString('latin1'),
  'UTF-16BE hex, as a PDF string': (key) =>
    Buffer.from(key, 'utf16le').swap16().toString('hex').toUpperCase(),
  'JSON-escaped': (key) => JSON.stringify(key).slice(1, -1),
  'JSON-escaped with slashes': (key) => JSON.stringify(key).slice(1, -1).replaceAll('/', '\\/'),
  'JSON-escaped, every character': (key) =>
    [...key].map((char) => `\\u${(char.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`).join(''),
};

/** The spellings `text` carries of `key` (base64 without its padding, which a cut leaves off). */
export function spellingsIn(text: string, key: string): string[] {
  return Object.entries(KEY_SPELLINGS)
    .filter(([, spell]) => text.includes(spell(key).replace(/=+$/, '')))
    .map(([name]) => name);
}
