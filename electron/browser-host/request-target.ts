/**
 * The path a request asks for, read without trusting it: any web page in the same
 * browser can make the browser send us a request (an image tag is enough), so a
 * target the URL parser rejects, with broken percent-encoding, absurdly long, or
 * naming another host must be refused as a bad request, never thrown.
 */

/** Longer than any path of ours; the whole request head is capped separately (16 KB). */
export const MAX_TARGET_LENGTH = 2048;

const BASE = 'http://127.0.0.1';

export type RequestTarget = { ok: true; pathname: string } | { ok: false; status: 400 | 414; reason: string };

const refused = (reason: string): RequestTarget => ({ ok: false, status: 400, reason });

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** The normalised, still percent-encoded pathname of an origin-form target (`/path?query`). */
export function readRequestTarget(raw: string | undefined): RequestTarget {
  if (!raw) return refused('The request names no address.');
  if (raw.length > MAX_TARGET_LENGTH) {
    return { ok: false, status: 414, reason: 'The requested address is too long.' };
  }
  // Only origin-form: not `http://…` (absolute-form), not `//host/…` or `/\host` (another authority).
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) {
    return refused('The requested address is not a path of this desk.');
  }
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return refused('The requested address cannot be read.');
  }
  if (url.origin !== BASE) return refused('The requested address is not a path of this desk.');
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return refused('The requested address has broken percent-encoding.');
  }
  if (hasControlCharacter(decoded)) return refused('The requested address holds control characters.');
  return { ok: true, pathname: url.pathname };
}
