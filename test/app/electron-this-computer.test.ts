/**
 * Settings' This computer in the Electron entry, against the mocked Electron: an
 * installed desk applies start-at-login and kiosk mode from the settings file at
 * start, a save through the contract applies them at once and keeps them in the
 * file, and the staff shortcut out of kiosk mode turns the setting off.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openSettingsFile } from '../../electron/settings/settings-file.ts';
import type { DeskSettingsView } from '../../shared/ipc/account.ts';
import type { IpcResult } from '../../shared/ipc/errors.ts';
import * as electron from '../mocks/electron.ts';
import { callOverPort } from '../support/electron-calls.ts';

vi.mock('electron', () => import('../mocks/electron.ts'));
// electron-log's main logger, built on the stand-in electron (as in electron-main.test.ts).
vi.mock('electron-log/main', () => import('../mocks/electron-log-main.ts'));
// electron-updater's autoUpdater, which the real package makes from Electron's own `app`.
vi.mock('electron-updater', () => import('../mocks/electron-updater.ts'));

const APP_PAGE = 'app://waiver-desk/index.html';
const APP_IMAGE = '/home/desk/Applications/Waiver Desk.AppImage';
const KIOSK_MENU = { template: [{ role: 'editMenu' }] };
const savedEnv = { ...process.env };
let dataDir: string;
let configHome: string;
let window: electron.BrowserWindow;
let atStart: { kioskOption: unknown; autostart: string | null; menu: unknown; loginItemCalls: unknown[] };

const autostartFile = () => path.join(configHome, 'autostart', 'waiver-desk.desktop');

function call<T>(method: string, request: unknown = {}): Promise<IpcResult<T>> {
  const page = electron.createWebContents(1, APP_PAGE);
  return callOverPort<T>(page, method, request);
}

async function save(request: Record<string, boolean>): Promise<DeskSettingsView> {
  const result = await call<DeskSettingsView>('saveSettings', request);
  if (!result.ok) throw new Error(`saveSettings was refused: ${JSON.stringify(result)}`);
  return result.value;
}

/** The settings file as the next start of either host would read it. */
const stored = () => {
  const settings = openSettingsFile(dataDir);
  return { startAtLogin: settings.get('startAtLogin'), kioskMode: settings.get('kioskMode') };
};

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-this-computer-'));
  configHome = mkdtempSync(path.join(tmpdir(), 'waiver-desk-config-home-'));
  const settings = openSettingsFile(dataDir);
  settings.set('startAtLogin', true);
  settings.set('kioskMode', true);
  for (const name of Object.keys(process.env)) if (name.startsWith('WAIVER_DESK_')) delete process.env[name];
  Object.assign(process.env, {
    WAIVER_DESK_DATA_DIR: dataDir,
    XDG_CONFIG_HOME: configHome,
    APPIMAGE: APP_IMAGE,
  });
  electron.app.isPackaged = true;
  await import('../../electron/main/main.ts');
  await vi.waitFor(() => expect(electron.createdWindows).toHaveLength(1), { timeout: 10_000 });
  window = electron.createdWindows[0]!;
  atStart = {
    kioskOption: (window.options as { kiosk?: unknown }).kiosk,
    autostart: existsSync(autostartFile()) ? readFileSync(autostartFile(), 'utf8') : null,
    menu: electron.Menu.getApplicationMenu(),
    loginItemCalls: [...electron.app.setLoginItemSettings.mock.calls],
  };
});

afterAll(async () => {
  const quitting = { preventDefault: vi.fn() };
  electron.app.emit('will-quit', quitting);
  await vi.waitFor(() => expect(electron.app.quit).toHaveBeenCalled());
  process.env = savedEnv;
  electron.app.isPackaged = false;
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(configHome, { recursive: true, force: true });
});

describe('This computer in the desktop app', () => {
  it('applies the saved choices at start: a login entry for the AppImage, a kiosk window', () => {
    expect(atStart.autostart).toContain(`Exec="${APP_IMAGE}"`);
    // Linux has no Electron login items: the entry is the desk's own.
    expect(atStart.loginItemCalls).toEqual([]);
    expect(atStart.kioskOption).toBe(true);
    expect(window.isKiosk()).toBe(true);
    expect(atStart.menu).toEqual(KIOSK_MENU);
  });

  it('applies a save at once and keeps it in the settings file', async () => {
    const view = await save({ kioskMode: false, startAtLogin: false });
    expect(view.preferences).toMatchObject({ kioskMode: false, startAtLogin: false });
    expect(window.isKiosk()).toBe(false);
    expect(electron.Menu.getApplicationMenu()).toBe(electron.DEFAULT_MENU);
    expect(existsSync(autostartFile())).toBe(false);
    expect(stored()).toEqual({ startAtLogin: false, kioskMode: false });

    await save({ kioskMode: true });
    expect(window.isKiosk()).toBe(true);
    expect(existsSync(autostartFile())).toBe(false);
    const read = await call<DeskSettingsView>('getSettings');
    expect(read).toMatchObject({
      ok: true,
      value: { preferences: { kioskMode: true, startAtLogin: false } },
    });
  });

  it('refuses a choice that is not yes or no, in words beside the box', async () => {
    const result = await call('saveSettings', { kioskMode: 'yes' });
    expect(result).toMatchObject({
      ok: false,
      // The message's id, which the page words beside the box in its language.
      error: { fields: { kioskMode: 'field.settings.chooseKiosk' } },
    });
    expect(stored().kioskMode).toBe(true);
  });

  it('leaves kiosk mode by the staff shortcut after the confirm, and the setting follows', async () => {
    expect(window.isKiosk()).toBe(true);
    electron.dialog.showMessageBox.mockResolvedValueOnce({ response: 0, checkboxChecked: false });
    window.webContents.emit(
      'before-input-event',
      { preventDefault: vi.fn() },
      { type: 'keyDown', key: 'K', control: true, shift: true, alt: false, meta: false },
    );
    await vi.waitFor(() => expect(stored().kioskMode).toBe(false));
    expect(window.isKiosk()).toBe(false);
    expect(electron.Menu.getApplicationMenu()).toBe(electron.DEFAULT_MENU);
  });
});
