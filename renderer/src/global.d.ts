import type { DeskBridge } from '../../shared/ipc/contract.ts';

declare global {
  interface Window {
    /** Set by the Electron preload; absent when the browser host served the page. */
    waiverDesk?: DeskBridge;
  }
}
