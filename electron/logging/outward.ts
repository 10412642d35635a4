/**
 * The one redaction of everything that leaves the main process for the page:
 * contract answers (both hosts' dispatcher), events (the event hub both hosts
 * and the notifications read), and files (both hosts' file routes). A service,
 * or anything between, may echo what it was sent into any text it answers with
 * (an error message, a template's title, a status notice, a PDF): the API key,
 * the secret store's values and anything shaped like a credential (`Bearer …`,
 * `sw-api-key: …`) are taken out here, with the log's own redaction
 * (`electron/logging/redact.ts`), whichever message carried them.
 *
 * Personal data stays: the page exists to show it. Logs and reports take that
 * out too (`redactForLog`).
 */
import { redactForPage, scrubSecretBytes } from './desk-log.ts';
import { mapTexts } from './texts.ts';

/**
 * `value` with every string in it (object keys too) redacted; a new value where
 * something changed, the same one otherwise. Plain data only, as the contract
 * carries it: anything else (bytes, a date) passes as it is.
 */
export function outward<T>(value: T): T {
  return mapTexts(value, redactForPage, { keys: true });
}

/** A file's bytes for the page, every secret in them overwritten (the length kept, so offsets stay). */
export function outwardBytes(bytes: Uint8Array): Uint8Array {
  return scrubSecretBytes(bytes);
}
