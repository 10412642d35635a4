/**
 * Electron entry: security rules first, then the shared runtime, then the window.
 * A setting that cannot be used opens the desk in its set-up state; only a failure
 * nobody could correct in Settings ends in a dialog.
 */
import path from 'node:path';
import { app, BrowserWindow, dialog, powerMonitor } from 'electron';
import type { DeskPreferences } from '../../shared/ipc/account.ts';
import { linkHostsFrom } from '../../shared/ipc/external-links.ts';
import { type DeskRuntime, startRuntime } from '../desk/desk-runtime.ts';
import { deskLinkHosts } from '../desk/features/links.ts';
import { createOwnerOnlyFromNowOn } from '../files/owner-only.ts';
import { deskLog, errorForLog } from '../logging/desk-log.ts';
import { startElectronLogging } from '../logging/electron-logging.ts';
import { SAY_RESTARTED_WITHIN_MS, takeRestartMark } from '../recovery/main-faults.ts';
import { prepareDataDir, resolveDataDir } from '../runtime/data-dir.ts';
import { DeskAlreadyRunningError, takeDeskLock } from '../runtime/desk-lock.ts';
import { readEnvOverrides } from '../runtime/env.ts';
import { KeychainSecretStore } from '../secrets/keychain-store.ts';
import { openSettingsFile } from '../settings/settings-file.ts';
import { registerAppScheme, serveRenderer } from './app-protocol.ts';
import { startCrashReporter, tidyCrashReports } from './crash-reports.ts';
import { registerContract } from './ipc.ts';
import { offerKioskExit, setKiosk } from './kiosk.ts';
import { applyStartAtLogin } from './login-item.ts';
import { handleMainFaults } from './main-faults.ts';
import { openMainWindow } from './main-window.ts';
import { mainWords, speakInMain } from './main-words.ts';
import { keepPageAlive } from './page-recovery.ts';
import { createSafeStorageBox } from './safe-storage-box.ts';
import { showStatusNotifications } from './status-notifications.ts';
import { electronSystemPrinters } from './system-printers.ts';
import { noteInputAsUse, startUpdates } from './updates.ts';
import { enforceWebContentsRules, limitPermissions } from './window-security.ts';

const BUNDLE_DIR = import.meta.dirname;
const RENDERER_DIR = path.resolve(BUNDLE_DIR, '../renderer');
const PRELOAD_PATH = path.join(BUNDLE_DIR, 'preload.cjs');
/** The bundle has no TypeScript beside it: the cache worker is an entry of its own (scripts/build-electron.ts). */
const CACHE_WORKER_ENTRY = new URL('./cache-worker.js', import.meta.url);

registerAppScheme();
// Links may leave for the open account's service hosts; before it is open, the real service's only.
enforceWebContentsRules(() => (runtime ? deskLinkHosts(runtime) : linkHostsFrom({})));

const env = readEnvOverrides(process.env);
// One data directory for Electron, the browser host and the doctor. Set before the
// single-instance lock, which lives in it, and before anything Electron writes there.
const dataDir = resolveDataDir({ dataDirOverride: env.dataDir });
// Whatever this process writes from here on (Electron's own files too) is its owner's only.
createOwnerOnlyFromNowOn();
app.setPath('userData', dataDir);
// No link where the desk's own files belong (its log among them), before anything is written through one.
const { linksRemoved } = prepareDataDir(dataDir);
// The log's files are under userData: started once it points at the data directory.
startElectronLogging();
deskLog.info(`Waiver Desk ${app.getVersion()} starting`);
// Crash dumps into the data folder, uploading off; as early as can be, so a crash at start is kept too.
const crashDumps = startCrashReporter(dataDir);
// Whether the last run restarted itself after errors it could not serve through (and said it would).
const lastRestartMs = takeRestartMark(dataDir);
handleMainFaults(dataDir, lastRestartMs);

let runtime: DeskRuntime | null = null;

function applyLoginItem(openAtLogin: boolean): void {
  try {
    applyStartAtLogin(openAtLogin);
  } catch (error) {
    // The setting stays saved and is applied again at the next start.
    deskLog.warn(
      `could not change whether Waiver Desk starts at login: ${error instanceof Error ? error.message : error}`,
    );
  }
}

/** The system's languages, as the page in Electron reads them (the app's locale first). */
const systemLanguages = (): string[] => [app.getLocale(), ...app.getPreferredSystemLanguages()];

/** Start at login, kiosk mode and the language belong to this computer, not the account: applied at start and on every save. */
function applyThisComputer(preferences: DeskPreferences): void {
  applyLoginItem(preferences.startAtLogin ?? false);
  void speakInMain(preferences.language ?? '', systemLanguages());
  for (const window of BrowserWindow.getAllWindows()) setKiosk(window, preferences.kioskMode ?? false);
}

async function boot(): Promise<void> {
  await app.whenReady();
  limitPermissions();
  const settings = openSettingsFile(dataDir);
  applyLoginItem(settings.get('startAtLogin'));
  // Main's own notifications and dialogs speak the page's language (the Language setting);
  // loaded beside the start, not before it: they wait for it when they come.
  void speakInMain(settings.get('language'), systemLanguages());
  tidyCrashReports(crashDumps);
  const updates = await startUpdates(settings, env);
  // The keychain (safeStorage) is usable only once the app is ready.
  const secrets = new KeychainSecretStore(settings, createSafeStorageBox());
  // The runtime plans the account from the environment over these settings; a
  // setting it cannot use opens the desk in its set-up state with the reason.
  const started = await startRuntime({
    host: 'electron',
    setup: {
      settings,
      secrets,
      env,
      dataDir,
      cacheWorkerEntry: CACHE_WORKER_ENTRY,
      settingsRepair: settings.repaired,
      linksRemoved,
    },
    updates,
    logDirs: [app.getPath('logs')],
    crashDumpsDir: crashDumps,
    systemPrinters: electronSystemPrinters(),
    // Bands and labels print in the language main's dialogs speak.
    words: mainWords,
  });
  runtime = started;
  if (lastRestartMs !== null && Date.now() - lastRestartMs < SAY_RESTARTED_WITHIN_MS)
    started.recoveries.add('desk');
  showStatusNotifications(started.events);
  powerMonitor.on('resume', () => started.wake());
  serveRenderer(RENDERER_DIR, (ref, signal) => started.readFile(ref, signal));
  registerContract({
    handlers: started.handlers,
    events: started.events,
    scope: () => started.info().sessionId,
  });
  started.accounts.onPreferencesSaved(applyThisComputer);
  const openWindow = () => {
    const window = openMainWindow(PRELOAD_PATH, { kiosk: settings.get('kioskMode') });
    // A page that is gone comes back on its screen, with a notice; keys in it are the desk in use.
    keepPageAlive(window, () => started.recoveries.add('page'));
    noteInputAsUse(window, updates);
    // Leaving by the shortcut turns the setting off, so Settings and the window agree.
    offerKioskExit(window, () => {
      void started.accounts.savePreferences({ kioskMode: false }).catch(() => setKiosk(window, false));
    });
  };
  openWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) openWindow();
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

/** The data folder's lock (browser host and sync service take it too); the refusal when another desk process holds it. */
function deskLockOrRefusal(): DeskAlreadyRunningError | null {
  try {
    takeDeskLock(dataDir, 'electron');
    return null;
  } catch (error) {
    if (!(error instanceof DeskAlreadyRunningError)) throw error;
    deskLog.error(error.message);
    return error;
  }
}

const STARTED: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
/** The desk process holding the folder, as the message's choice names it. */
const HOLDERS: Record<DeskAlreadyRunningError['holder']['kind'], string> = {
  electron: 'app',
  'browser-host': 'browser',
  'sync-service': 'sync',
};

/** The refusal in the system's language (this computer's settings are the running desk's to read), then the app ends. */
async function sayAlreadyRunning(refusal: DeskAlreadyRunningError): Promise<void> {
  await app.whenReady();
  const words = await speakInMain('', systemLanguages());
  const { kind, startedMs } = refusal.holder;
  dialog.showErrorBox(
    words.say('main.alreadyRunning.title'),
    words.say('main.alreadyRunning.body', {
      holder: HOLDERS[kind],
      folder: dataDir,
      started: new Intl.DateTimeFormat(words.locale, STARTED).format(startedMs),
    }),
  );
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  const refusal = deskLockOrRefusal();
  if (refusal) {
    void sayAlreadyRunning(refusal).finally(() => app.exit(1));
  } else {
    boot().catch(async (error: unknown) => {
      deskLog.error(`Waiver Desk could not start: ${errorForLog(error)}`);
      const words = await mainWords();
      dialog.showErrorBox(
        words.say('main.couldNotStart.title'),
        // The reason is the failure's own line, as the log keeps it; the dialog says where the rest is.
        words.say('main.couldNotStart.body', {
          reason: error instanceof Error ? error.message : String(error),
        }),
      );
      app.exit(1);
    });
  }
}
