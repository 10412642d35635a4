/** Picks the transport: the Electron preload's `window.waiverDesk`, or the browser host over HTTP. */
import type { DeskBridge } from '../../../shared/ipc/contract.ts';
import { type BrowserTransport, createBrowserTransport } from './browser-transport.ts';

export interface Transport {
  bridge: DeskBridge;
  /**
   * Whether the bridge lives in this page's own JavaScript world and can take an
   * AbortSignal. The preload's cannot: contextBridge clones arguments, and a
   * signal cannot be cloned (the call would throw), so there an abandoned call
   * is only dropped on this side, and main cancels superseded calls itself.
   */
  takesSignal: boolean;
}

let browserTransport: BrowserTransport | null = null;

/** Read on every use, so whatever sits on `window.waiverDesk` (the preload, or a test's fake) is used. */
export function deskTransport(): Transport {
  if (window.waiverDesk) return { bridge: window.waiverDesk, takesSignal: false };
  browserTransport ??= createBrowserTransport();
  return { bridge: browserTransport, takesSignal: true };
}
