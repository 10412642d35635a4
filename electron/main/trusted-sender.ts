/**
 * Only the app's own top-level page may call the contract: not an iframe, not a
 * page the window was somehow navigated to. Pure, so it is tested without Electron.
 */
import { APP_HOST, APP_SCHEME } from '../../shared/ipc/channels.ts';

export interface SenderFrameLike {
  url: string;
  /** True for the window's main frame. */
  isMainFrame: boolean;
}

/** WHATWG URL gives custom schemes an opaque origin ('null'), so scheme and host are compared instead. */
export function isAppUrl(rawUrl: string): boolean {
  try {
    const url = new URL(rawUrl);
    return url.protocol === `${APP_SCHEME}:` && url.host === APP_HOST;
  } catch {
    return false;
  }
}

export function isTrustedSender(frame: SenderFrameLike | null): boolean {
  if (!frame?.isMainFrame) return false;
  return isAppUrl(frame.url);
}
