/**
 * This desk's updates in the desktop app: electron-updater's `autoUpdater` as the
 * feed where the desk installs its own updates (an installed Windows or macOS app,
 * a Linux AppImage: each per user, so no administrator is needed); elsewhere (a
 * development run, a deb installed by the system) it shows and keeps the choices
 * but installs nothing. Keys and scans in the window count as the desk in use.
 */
import { app, type BrowserWindow } from 'electron';
import type { UpdatesView } from '../../shared/ipc/updates.ts';
import { deskLog } from '../logging/desk-log.ts';
import type { EnvOverrides } from '../runtime/env.ts';
import type { SettingsStore } from '../settings/schema.ts';
import { createUpdateController, type UpdateController } from '../updates/update-controller.ts';
import { electronUpdaterFeed } from '../updates/updater-feed.ts';

/** Whether this copy of the app installs its own updates. */
export function installsUpdates(): UpdatesView['installs'] {
  if (!app.isPackaged) return 'not-installed';
  // A deb or rpm is the system's to update (electron-updater would ask for an administrator).
  if (process.platform === 'linux' && !process.env.APPIMAGE) return 'not-installed';
  return 'yes';
}

export async function startUpdates(settings: SettingsStore, env: EnvOverrides): Promise<UpdateController> {
  const installs = installsUpdates();
  const log = { info: (line: string) => deskLog.info(line), warn: (line: string) => deskLog.warn(line) };
  // Loaded (a chunk of its own) and made only where it is used: it reads the app's own files as it is made.
  const feed =
    installs === 'yes'
      ? electronUpdaterFeed((await import('electron-updater')).default.autoUpdater, log)
      : null;
  const updates = createUpdateController({
    installs,
    feed,
    version: app.getVersion(),
    settings,
    envUpdateUrl: env.updateUrl,
    log,
  });
  updates.start();
  return updates;
}

/** Every key in the window (a scanner types too) is the desk in use. */
export function noteInputAsUse(window: BrowserWindow, updates: UpdateController): void {
  window.webContents.on('before-input-event', () => updates.noteActivity());
}
