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

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * `value` with every string in it (object keys too) redacted; a new value where
 * something changed, the same one otherwise. Plain data only, as the contract
 * carries it: anything else (bytes, a date) passes as it is.
 */
export function outward<T>(value: T): T {
  if (typeof value === 'string') return redactForPage(value) as T;
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    // Copied only from the first item that changes: an answer with nothing secret is not rebuilt.
    let copy: unknown[] | null = null;
    for (let index = 0; index < value.length; index += 1) {
      const item: unknown = value[index];
      const clean = outward(item);
      if (clean !== item && copy === null) copy = value.slice(0, index);
      copy?.push(clean);
    }
    return (copy ?? value) as T;
  }
  if (!isPlainObject(value)) return value;
  let copy: Record<string, unknown> | null = null;
  const keys = Object.keys(value);
  for (let index = 0; index < keys.length; index += 1) {
    const key = keys[index] as string;
    const child = value[key];
    const cleanKey = redactForPage(key);
    const clean = outward(child);
    if (copy === null && (cleanKey !== key || clean !== child)) {
      copy = {};
      for (const earlier of keys.slice(0, index)) copy[earlier] = value[earlier];
    }
    if (copy) copy[cleanKey] = clean;
  }
  return (copy ?? value) as T;
}

/** A file's bytes for the page, every secret in them overwritten (the length kept, so offsets stay). */
export function outwardBytes(bytes: Uint8Array): Uint8Array {
  return scrubSecretBytes(bytes);
}
