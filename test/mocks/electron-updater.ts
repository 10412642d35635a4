/**
 * A stand-in for electron-updater's `autoUpdater` in the Electron entry's tests:
 * the real one is made from Electron's `app` and `net` (loaded with `require`,
 * which the electron stand-in cannot reach). It records how the desk set it up
 * and what it asked of it; a test says what the feed offers. electron-updater's
 * own download and sha512 check run for real in test/updates/, against a feed.
 */
import { EventEmitter } from 'node:events';
import { vi } from 'vitest';

class StandInUpdater extends EventEmitter {
  autoDownload = true;
  autoInstallOnAppQuit = true;
  allowDowngrade = false;
  disableWebInstaller = false;
  logger: unknown = console;
  /** What the feed offers: the test sets it; null offers nothing newer. */
  offered: string | null = null;
  readonly setFeedURL = vi.fn((_options: { provider: string; url: string; channel?: string }) => {});
  readonly checkForUpdates = vi.fn(async () =>
    this.offered === null
      ? { isUpdateAvailable: false, updateInfo: { version: '0.0.0-test' } }
      : { isUpdateAvailable: true, updateInfo: { version: this.offered } },
  );
  readonly downloadUpdate = vi.fn(async () => [`/cache/waiver-desk-${this.offered}.AppImage`]);
  readonly quitAndInstall = vi.fn((_silent?: boolean, _runAfter?: boolean) => {});
}

export const autoUpdater = new StandInUpdater();

export default { autoUpdater };
