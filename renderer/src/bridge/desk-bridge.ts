/** Picks the transport: the Electron preload's `window.waiverDesk`, or the browser host's socket. */
import {
  type BridgeCallOptions,
  type CallOptions,
  type DeskBridge,
  methods,
} from '../../../shared/ipc/contract.ts';
import { readDeskEvent } from '../../../shared/ipc/events.ts';
import { type BrowserTransport, createBrowserTransport } from './browser-transport.ts';

let browserTransport: BrowserTransport | null = null;

/**
 * The signal in the form that crosses contextBridge: a function the preload calls
 * with its own cancel, which runs when the signal aborts. A signal itself cannot
 * cross (contextBridge copies arguments, and a signal cannot be copied).
 */
function cancelHook(signal: AbortSignal): BridgeCallOptions['onCancel'] {
  return (cancel) => {
    if (signal.aborted) cancel();
    else signal.addEventListener('abort', () => cancel(), { once: true });
  };
}

function withCancelHook(call: (request: unknown, options?: BridgeCallOptions) => unknown) {
  return (request: unknown, options?: CallOptions) =>
    options?.signal ? call(request, { onCancel: cancelHook(options.signal) }) : call(request);
}

/**
 * The preload's bridge as the page uses it: each call takes a signal (handed to
 * the preload as `onCancel`, so main cancels the call's work), and every event
 * is checked against its schema before a listener gets it (the preload carries
 * no schemas; the browser transport checks the same way on its socket).
 */
const wrappedBridges = new WeakMap<DeskBridge, DeskBridge>();
function fromPreload(bridge: DeskBridge): DeskBridge {
  let wrapped = wrappedBridges.get(bridge);
  if (!wrapped) {
    const calls = Object.fromEntries(
      methods.map((method) => [
        method,
        withCancelHook(bridge[method] as (request: unknown, options?: BridgeCallOptions) => unknown),
      ]),
    ) as Omit<DeskBridge, 'subscribe'>;
    wrapped = {
      ...calls,
      subscribe: (listener) =>
        bridge.subscribe((event) => {
          const valid = readDeskEvent(event);
          if (valid) listener(valid);
        }),
    };
    wrappedBridges.set(bridge, wrapped);
  }
  return wrapped;
}

/** Read on every use, so whatever sits on `window.waiverDesk` (the preload, or a test's fake) is used. */
export function deskTransport(): DeskBridge {
  if (window.waiverDesk) return fromPreload(window.waiverDesk);
  browserTransport ??= createBrowserTransport();
  return browserTransport;
}
