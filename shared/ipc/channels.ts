/**
 * Names both transports agree on. Kept free of zod so the sandboxed preload
 * bundles nothing but these strings.
 */
export const ipcChannel = (method: string): string => `waiver-desk:${method}`;

/** The name under which the preload exposes the bridge on `window`. */
export const BRIDGE_GLOBAL = 'waiverDesk';

/** Browser host: the token header, the path prefix of contract calls, and the meta tag carrying the token. */
export const BROWSER_TOKEN_HEADER = 'x-waiver-desk-token';
export const BROWSER_RPC_PREFIX = '/rpc/';
export const BROWSER_TOKEN_META = 'waiver-desk-token';

/** The Electron renderer's origin (a privileged custom scheme, never file://). */
export const APP_SCHEME = 'app';
export const APP_HOST = 'waiver-desk';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
