/**
 * Names both transports agree on. Kept free of zod so the sandboxed preload
 * bundles nothing but these strings.
 */

/**
 * Electron: the preload asks main for its page's port on this channel, and main
 * hands the port over on it. Every call, cancellation, answer and event then
 * travels on the port (`envelope.ts`); nothing else is asked on this channel.
 */
export const CALL_PORT_CHANNEL = 'waiver-desk:call-port';

/** The name under which the preload exposes the bridge on `window`. */
export const BRIDGE_GLOBAL = 'waiverDesk';

/** Browser host: the meta tag carrying the per-launch token, and the header a file request carries it in. */
export const BROWSER_TOKEN_META = 'waiver-desk-token';
export const BROWSER_TOKEN_HEADER = 'x-waiver-desk-token';

/**
 * Browser host: the page's one channel, a WebSocket carrying the calls and the
 * events in the envelope Electron's call port carries. A browser cannot put
 * headers on a WebSocket, so the token travels as a second subprotocol
 * (`token.<token>`), and the page id (one per load, so a newer call supersedes
 * only that page's older one) in the query.
 */
export const BROWSER_CALLS_PATH = '/calls';
export const BROWSER_CALLS_PROTOCOL = 'waiver-desk.calls';
export const BROWSER_CALLS_TOKEN_PREFIX = 'token.';
export const BROWSER_CALLS_PAGE_PARAM = 'page';
/**
 * Calls one page socket may hold open at once: more is not a page of ours, and the
 * host closes the socket. The page sends at most half as many, so the calls it
 * cancelled, which the host counts until their work has stopped, never push it over.
 */
export const BROWSER_CALLS_AT_ONCE = 64;

/** The Electron renderer's origin (a privileged custom scheme, never file://). */
export const APP_SCHEME = 'app';
export const APP_HOST = 'waiver-desk';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
