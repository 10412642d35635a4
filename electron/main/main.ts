/** Electron entry: security rules first, then the shared runtime, then the window. */
import path from 'node:path';
import { app, BrowserWindow, dialog } from 'electron';
import { planAccount } from '../runtime/account-plan.ts';
import { readEnvOverrides } from '../runtime/env.ts';
import { type DeskRuntime, startRuntime } from '../runtime/runtime.ts';
import { ApiKeyVault } from '../secrets/api-key-vault.ts';
import { registerAppScheme, serveRenderer } from './app-protocol.ts';
import { openElectronSettings } from './electron-settings.ts';
import { registerContract } from './ipc.ts';
import { openMainWindow } from './main-window.ts';
import { createSafeStorageBox } from './safe-storage-box.ts';
import { denyAllPermissions, enforceWebContentsRules } from './window-security.ts';

const BUNDLE_DIR = import.meta.dirname;
const RENDERER_DIR = path.resolve(BUNDLE_DIR, '../renderer');
const PRELOAD_PATH = path.join(BUNDLE_DIR, 'preload.cjs');

registerAppScheme();
enforceWebContentsRules();

if (!app.requestSingleInstanceLock()) app.quit();

let runtime: DeskRuntime | null = null;

async function boot(): Promise<void> {
  await app.whenReady();
  denyAllPermissions();
  serveRenderer(RENDERER_DIR);
  const env = readEnvOverrides(process.env);
  const settings = openElectronSettings(env.dataDir);
  const plan = planAccount(env, settings, new ApiKeyVault(settings, createSafeStorageBox()));
  runtime = await startRuntime({ plan, host: 'electron' });
  registerContract(runtime.handlers);
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

app.on('will-quit', () => {
  void runtime?.close();
});

boot().catch((error: unknown) => {
  dialog.showErrorBox('Waiver Desk could not start', error instanceof Error ? error.message : String(error));
  app.exit(1);
});
