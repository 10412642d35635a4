/**
 * Only the app's own top-level page may call the contract: not an iframe, not a
 * page the window was somehow navigated to. Pure, so it is tested without Electron.
 */
import { APP_ORIGIN } from '../../shared/ipc/channels.ts';

export interface SenderFrameLike {
  url: string;
  /** True for the window's main frame. */
  isMainFrame: boolean;
}

export function isTrustedSender(frame: SenderFrameLike | null): boolean {
  if (!frame?.isMainFrame) return false;
  try {
    return new URL(frame.url).origin === APP_ORIGIN;
  } catch {
    return false;
  }
}
