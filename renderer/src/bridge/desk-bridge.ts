/** Picks the transport: the Electron preload's `window.waiverDesk`, or the browser host over HTTP. */
import type { DeskBridge } from '../../../shared/ipc/contract.ts';
import { readDeskEvent } from '../../../shared/ipc/events.ts';
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

/**
 * The preload's bridge with every event checked against its schema before a
 * listener gets it: the preload carries no schemas (it checks names only), and
 * the browser transport checks the same way in its event stream.
 */
const checked = new WeakMap<DeskBridge, DeskBridge>();
function withCheckedEvents(bridge: DeskBridge): DeskBridge {
  let wrapped = checked.get(bridge);
  if (!wrapped) {
    wrapped = {
      ...bridge,
      subscribe: (listener) =>
        bridge.subscribe((event) => {
          const valid = readDeskEvent(event);
          if (valid) listener(valid);
        }),
    };
    checked.set(bridge, wrapped);
  }
  return wrapped;
}

/** Read on every use, so whatever sits on `window.waiverDesk` (the preload, or a test's fake) is used. */
export function deskTransport(): Transport {
  if (window.waiverDesk) return { bridge: withCheckedEvents(window.waiverDesk), takesSignal: false };
  browserTransport ??= createBrowserTransport({ callSocket: true });
  return { bridge: browserTransport, takesSignal: true };
}
