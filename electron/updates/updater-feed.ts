/**
 * electron-updater as the desk's update feed: a generic feed (a folder on a web
 * server holding the channel file, such as `latest.yml`, and the installers that
 * `npm run dist` made). electron-updater reads the channel file, fetches the
 * installer and checks it against the sha512 the channel file gives before it
 * reports it fetched (a file that does not match is deleted and reported as
 * `ERR_CHECKSUM_MISMATCH`); on Windows it also checks the installer's signature
 * against the publisher the build was signed as. This module only carries out
 * what the controller decides: it never downloads or installs by itself.
 *
 * Only types are imported here: the updater is made by the host (the desktop
 * app's `autoUpdater`; tests drive electron-updater's own classes in Node).
 */
import type { AppUpdater, Logger, ProgressInfo } from 'electron-updater';
import type { FeedTarget, UpdateFeed } from './update-controller.ts';

export interface FeedLog {
  info(line: string): void;
  warn(line: string): void;
}

/** electron-updater's lines in the desk's log (redacted there like every line): its notices and problems. */
function updaterLogger(log: FeedLog): Logger {
  const text = (message: unknown): string =>
    `update feed: ${message instanceof Error ? message.message : String(message)}`;
  return {
    info: (message) => log.info(text(message)),
    warn: (message) => log.warn(text(message)),
    error: (message) => log.warn(text(message)),
  };
}

export function electronUpdaterFeed(updater: AppUpdater, log: FeedLog): UpdateFeed {
  // The controller decides when to fetch and when to install.
  updater.autoDownload = false;
  updater.autoInstallOnAppQuit = false;
  // A web installer fetches the app itself after it runs, out of the sha512 check's reach.
  updater.disableWebInstaller = true;
  updater.logger = updaterLogger(log);
  let configured = '';
  return {
    configure(target: FeedTarget) {
      const key = JSON.stringify(target);
      if (key === configured) return;
      updater.setFeedURL({ provider: 'generic', url: target.url, channel: target.channel });
      // Naming a channel lets electron-updater go back a version; the desk goes back only to a pinned one.
      updater.allowDowngrade = target.allowDowngrade;
      configured = key;
    },
    async check() {
      const result = await updater.checkForUpdates();
      return result?.isUpdateAvailable ? result.updateInfo.version : null;
    },
    async download(onProgress) {
      const progress = (info: ProgressInfo) => onProgress(info.percent);
      updater.on('download-progress', progress);
      try {
        await updater.downloadUpdate();
      } finally {
        updater.off('download-progress', progress);
      }
    },
    installOnQuit(on) {
      updater.autoInstallOnAppQuit = on;
    },
    install() {
      // Silently (no installer window at the counter), and the desk starts again after.
      updater.quitAndInstall(true, true);
    },
  };
}
