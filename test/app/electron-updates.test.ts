/**
 * Updates in the Electron entry, against the Electron test double and a stand-in
 * of electron-updater's `autoUpdater` (the real one is made from Electron's own
 * `app`): an installed AppImage desk reads the generic feed a managed desk's
 * environment names, fetches in the background, never installs on its own
 * account while keys are pressed or a check-in panel is open, and installs at
 * once on a manager's Restart now. electron-updater's own download and sha512
 * check run for real against a local feed in test/updates/update-policy.test.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UpdatesView } from '../../shared/ipc/updates.ts';
import * as electron from '../mocks/electron.ts';
import { autoUpdater } from '../mocks/electron-updater.ts';
import { callOverPort } from '../support/electron-calls.ts';

vi.mock('electron', () => import('../mocks/electron.ts'));
vi.mock('electron-log/main', () => import('../mocks/electron-log-main.ts'));
vi.mock('electron-updater', () => import('../mocks/electron-updater.ts'));

const APP = 'app://waiver-desk/index.html';
const FEED = 'https://updates.example.com/waiver-desk';
const savedEnv = { ...process.env };
let dataDir: string;
let window: electron.BrowserWindow;
let setUpAs: { autoDownload: boolean; autoInstallOnAppQuit: boolean; disableWebInstaller: boolean };

async function call<T>(method: string, request: unknown = {}): Promise<T> {
  const page = electron.createWebContents(1, APP);
  const result = await callOverPort<T>(page, method, request);
  if (!result.ok) throw new Error(`${method} was refused: ${JSON.stringify(result.error)}`);
  return result.value;
}

const updates = () => call<UpdatesView>('getUpdates');

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-electron-updates-'));
  for (const name of Object.keys(process.env)) if (name.startsWith('WAIVER_DESK_')) delete process.env[name];
  Object.assign(process.env, {
    WAIVER_DESK_DATA_DIR: dataDir,
    WAIVER_DESK_UPDATE_URL: FEED,
    APPIMAGE: path.join(dataDir, 'Waiver Desk.AppImage'),
  });
  electron.app.isPackaged = true;
  autoUpdater.offered = '9.9.9';
  await import('../../electron/main/main.ts');
  await vi.waitFor(() => expect(electron.createdWindows).toHaveLength(1), { timeout: 10_000 });
  window = electron.createdWindows[0]!;
  setUpAs = {
    autoDownload: autoUpdater.autoDownload,
    autoInstallOnAppQuit: autoUpdater.autoInstallOnAppQuit,
    disableWebInstaller: autoUpdater.disableWebInstaller,
  };
});

afterAll(() => {
  process.env = savedEnv;
  electron.app.isPackaged = false;
  rmSync(dataDir, { recursive: true, force: true });
});

describe('updates in the installed desktop app', () => {
  it('sets electron-updater to fetch and install only when the desk says so', () => {
    expect(setUpAs).toEqual({ autoDownload: false, autoInstallOnAppQuit: false, disableWebInstaller: true });
  });

  it('reads the generic feed the environment names, and fetches what it offers in the background', async () => {
    const view = await call<UpdatesView>('checkForUpdates');
    expect(autoUpdater.setFeedURL).toHaveBeenCalledWith({
      provider: 'generic',
      url: FEED,
      channel: 'latest',
    });
    expect(view).toMatchObject({
      installs: 'yes',
      version: '0.0.0-test',
      feed: { address: FEED, fromEnvironment: true, fault: null },
      lastCheck: { outcome: 'found' },
    });
    await vi.waitFor(async () =>
      expect((await updates()).waiting).toMatchObject({ version: '9.9.9', state: 'ready' }),
    );
    expect(autoUpdater.downloadUpdate).toHaveBeenCalledTimes(1);
    // Fetched: it installs as the desk quits, so the next start runs it.
    expect(autoUpdater.autoInstallOnAppQuit).toBe(true);
  });

  it('waits while keys are pressed in the window, and never installs over an open check-in', async () => {
    window.webContents.emit('before-input-event', {}, { type: 'keyDown', key: '4' });
    expect((await updates()).holdUp).toMatchObject({ reason: 'in-use' });

    await call('reportActivity', { checkInOpen: true });
    expect((await updates()).holdUp).toEqual({ reason: 'check-in-open' });
    await call('restartToUpdate');
    expect(autoUpdater.quitAndInstall).not.toHaveBeenCalled();

    await call('reportActivity', { checkInOpen: false });
    await call('restartToUpdate');
    expect(autoUpdater.quitAndInstall).toHaveBeenCalledWith(true, true);
  });
});
