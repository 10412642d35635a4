/**
 * Electron entry: security rules first, then the shared runtime, then the window.
 * A setting that cannot be used opens the desk in its set-up state; only a failure
 * nobody could correct in Settings ends in a dialog.
 */
import path from 'node:path';
import { app, BrowserWindow, dialog, powerMonitor } from 'electron';
import { resolveDataDir } from '../runtime/data-dir.ts';
import { type DeskRuntime, startRuntime } from '../runtime/desk-runtime.ts';
import { readEnvOverrides } from '../runtime/env.ts';
import { KeychainSecretStore } from '../secrets/keychain-store.ts';
import { registerAppScheme, serveRenderer } from './app-protocol.ts';
import { openElectronSettings } from './electron-settings.ts';
import { registerContract } from './ipc.ts';
import { openMainWindow } from './main-window.ts';
import { createSafeStorageBox } from './safe-storage-box.ts';
import { showStatusNotifications } from './status-notifications.ts';
import { denyAllPermissions, enforceWebContentsRules } from './window-security.ts';

const BUNDLE_DIR = import.meta.dirname;
const RENDERER_DIR = path.resolve(BUNDLE_DIR, '../renderer');
const PRELOAD_PATH = path.join(BUNDLE_DIR, 'preload.cjs');
/** The bundle has no TypeScript beside it: the cache worker is an entry of its own (scripts/build-electron.ts). */
const CACHE_WORKER_ENTRY = new URL('./cache-worker.js', import.meta.url);

registerAppScheme();
enforceWebContentsRules();

const env = readEnvOverrides(process.env);
// One data directory for Electron, the browser host and the doctor. Set before the
// single-instance lock, which lives in it, and before anything Electron writes there.
const dataDir = resolveDataDir({ dataDirOverride: env.dataDir });
app.setPath('userData', dataDir);

let runtime: DeskRuntime | null = null;

async function boot(): Promise<void> {
  await app.whenReady();
  denyAllPermissions();
  const settings = openElectronSettings(dataDir);
  // The keychain (safeStorage) is usable only once the app is ready.
  const secrets = new KeychainSecretStore(settings, createSafeStorageBox());
  // The runtime plans the account from the environment over these settings; a
  // setting it cannot use opens the desk in its set-up state with the reason.
  const started = await startRuntime({
    host: 'electron',
    setup: { settings, secrets, env, dataDir, cacheWorkerEntry: CACHE_WORKER_ENTRY },
  });
  runtime = started;
  showStatusNotifications(started.events);
  powerMonitor.on('resume', () => started.wake());
  serveRenderer(RENDERER_DIR, (ref, signal) => started.readFile(ref, signal));
  registerContract({
    handlers: started.handlers,
    events: started.events,
    scope: () => started.info().sessionId,
  });
  openMainWindow(PRELOAD_PATH);
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) openMainWindow(PRELOAD_PATH);
  });
}

app.on('second-instance', () => {
  const [window] = BrowserWindow.getAllWindows();
  if (window?.isMinimized()) window.restore();
  window?.focus();
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});

/** A close that hangs must not keep the app from quitting. */
const CLOSE_LIMIT_MS = 5_000;

app.on('will-quit', (event) => {
  const closing = runtime;
  if (!closing) return;
  // Hold the quit until the account is closed: its calls cancelled, the demo sandbox stopped.
  runtime = null;
  event.preventDefault();
  const limit = new Promise<void>((resolve) => setTimeout(resolve, CLOSE_LIMIT_MS).unref());
  void Promise.race([closing.close(), limit])
    .catch(() => {})
    .finally(() => app.quit());
});

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  boot().catch((error: unknown) => {
    dialog.showErrorBox(
      'Waiver Desk could not start',
      error instanceof Error ? error.message : String(error),
    );
    app.exit(1);
  });
}
