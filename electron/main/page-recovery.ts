/**
 * The window's page, kept alive (the policy is `electron/recovery/page-recovery.ts`):
 * a renderer that is gone is loaded again on the screen it was on, with a notice
 * (`onReloading`) and a line in the log; one that stops answering is ended after
 * a grace, and so reloaded. In kiosk mode nobody could reload a dead window by hand.
 * A page that cannot load or whose preload fails says so in the log.
 */
import type { BrowserWindow } from 'electron';
import { APP_ORIGIN } from '../../shared/ipc/channels.ts';
import { deskLog } from '../logging/desk-log.ts';
import { createCrashCount, pageToReload, UNRESPONSIVE_GRACE_MS } from '../recovery/page-recovery.ts';

export function keepPageAlive(window: BrowserWindow, onReloading: () => void): void {
  const contents = window.webContents;
  const crashes = createCrashCount();
  let lastUrl: string | null = null;
  const remember = (_event: unknown, url: string) => {
    lastUrl = url;
  };
  contents.on('did-navigate', remember);
  contents.on('did-navigate-in-page', remember);

  contents.on('render-process-gone', (_event, details) => {
    // A window closing ends its page cleanly: nothing to bring back.
    if (details.reason === 'clean-exit' || window.isDestroyed()) return;
    const wait = crashes.reloadDelayMs(Date.now());
    deskLog.error(
      `the window's page was gone (${details.reason}, exit code ${details.exitCode}); loading it again on the screen it was on in ${wait} ms`,
    );
    setTimeout(() => {
      if (window.isDestroyed()) return;
      onReloading();
      window.loadURL(pageToReload(lastUrl, APP_ORIGIN)).catch((error: unknown) => {
        deskLog.error(
          `the window's page could not be loaded again: ${error instanceof Error ? error.name : typeof error}`,
        );
      });
    }, wait);
  });

  let hung: ReturnType<typeof setTimeout> | null = null;
  contents.on('unresponsive', () => {
    if (hung) return;
    deskLog.warn(
      `the window's page stopped answering; it is ended and loaded again if it still does not in ${UNRESPONSIVE_GRACE_MS} ms`,
    );
    hung = setTimeout(() => {
      hung = null;
      if (window.isDestroyed()) return;
      deskLog.error("the window's page still does not answer: ending it, to load it again");
      contents.forcefullyCrashRenderer();
    }, UNRESPONSIVE_GRACE_MS);
  });
  contents.on('responsive', () => {
    if (!hung) return;
    clearTimeout(hung);
    hung = null;
    deskLog.info("the window's page answers again");
  });

  contents.on('did-fail-load', (_event, code, _description, _url, isMainFrame) => {
    if (isMainFrame) deskLog.error(`the window's page did not load (error ${code})`);
  });
  contents.on('preload-error', (_event, _path, error) => {
    deskLog.error(`the window's preload failed: ${error.name}`);
  });
}
