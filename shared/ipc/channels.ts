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

/** Browser host: the token header, the path prefix of contract calls, and the meta tag carrying the token. */
export const BROWSER_TOKEN_HEADER = 'x-waiver-desk-token';
/** Names the page (one per load) so a newer call supersedes only that page's older one. */
export const BROWSER_PAGE_HEADER = 'x-waiver-desk-page';
export const BROWSER_RPC_PREFIX = '/rpc/';
export const BROWSER_TOKEN_META = 'waiver-desk-token';

/**
 * Browser host: the same calls over one WebSocket per page, which answers a call
 * in a fraction of a fetch's round trip (no request set-up per call; closer to
 * Electron's IPC). A browser cannot put headers on a WebSocket, so the token
 * travels as a second subprotocol (`token.<token>`) and the page id in the query.
 */
export const BROWSER_CALLS_PATH = '/calls';
export const BROWSER_CALLS_PROTOCOL = 'waiver-desk.calls';
export const BROWSER_CALLS_TOKEN_PREFIX = 'token.';
export const BROWSER_CALLS_PAGE_PARAM = 'page';

/** The Electron renderer's origin (a privileged custom scheme, never file://). */
export const APP_SCHEME = 'app';
export const APP_HOST = 'waiver-desk';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/** Browser host: the event stream (server-sent events read with fetch, so the token travels as a header). */
export const BROWSER_EVENTS_PATH = '/events';
