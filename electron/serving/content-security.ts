/**
 * The renderer's Content Security Policy, one definition for both hosts: scripts and
 * styles only from the app itself, no inline script, no eval, no framing, and
 * network access only back to the host that served the page (the browser host's
 * contract calls, events and files); the Electron renderer talks over IPC and needs none.
 * Images: the app's own, and signed photos and PDFs as `blob:` URLs (the browser
 * transport fetches `/files/…` with the desk token and shows the bytes through a
 * blob; in Electron `app://waiver-desk/files/…` is 'self'). No `data:`: nothing needs it.
 * Workers: the PDF viewer's pdf.js worker, a file of the app's own build.
 *
 * `renderer/index.html` repeats this policy in its meta tag (minus frame-ancestors,
 * which a meta tag cannot carry); change both together.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-frame-options': 'DENY',
};
