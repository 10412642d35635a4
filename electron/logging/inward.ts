/**
 * What the desk keeps of a service's answer carries none of its secrets. A
 * service (or anything between) can echo the API key into any text it answers
 * with: a name, an auto-tag, a template's title. Those texts are stored (names
 * folded into the copy's lookup index, in clear) and shared, so every spelling
 * of every secret is taken out of an answer as it is read, before anything keeps
 * it. Long base64 texts (a PDF, a photo) are left as they are: cutting a mark
 * into them would spoil the file, which is sealed where it is kept and scrubbed
 * byte by byte wherever it is served.
 */
import { scrubSecretsFromText } from './desk-log.ts';
import { mapTexts } from './texts.ts';

/** Shorter than this, a base64-looking text is a word or an id, and is scrubbed like any text. */
const ENCODED_FILE_MIN = 256;
const BASE64_TEXT = /^[A-Za-z0-9+/_-]+={0,2}$/;

const isEncodedFile = (text: string) => text.length >= ENCODED_FILE_MIN && BASE64_TEXT.test(text);

/** `value` (parsed JSON) with every secret taken out of its texts; the same value where nothing changed. */
export function inward<T>(value: T): T {
  return mapTexts(value, (text) => (isEncodedFile(text) ? text : scrubSecretsFromText(text)), {
    keys: false,
  });
}
