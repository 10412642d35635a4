/**
 * The Electron entry against the mocked Electron: one data directory set as
 * userData before the app is ready, a setting that cannot be used opening the
 * desk in its set-up state (no dialog, no exit), the demo reachable from there,
 * and the account closed before the app quits.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openSettingsFile } from '../../electron/settings/settings-file.ts';
import type { IpcResult } from '../../shared/ipc/errors.ts';
import type { AppInfo } from '../../shared/ipc/events.ts';
import * as electron from '../mocks/electron.ts';
import { callOverPort } from '../support/electron-calls.ts';

vi.mock('electron', () => import('../mocks/electron.ts'));
// electron-log's main logger, built on the stand-in electron (the real one loads the binary).
vi.mock('electron-log/main', () => import('../mocks/electron-log-main.ts'));
// electron-updater's autoUpdater, which the real package makes from Electron's own `app`.
vi.mock('electron-updater', () => import('../mocks/electron-updater.ts'));

const APP_PAGE = 'app://waiver-desk/index.html';
const savedEnv = { ...process.env };
let dataDir: string;
let startup: { setPath: unknown[][]; setPathAt: number; whenReadyAt: number; lockAt: number };

function call(method: string): Promise<IpcResult<AppInfo>> {
  const page = electron.createWebContents(1, APP_PAGE);
  return callOverPort<AppInfo>(page, method);
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-electron-main-'));
  // The person saved a zone the desk cannot use.
  openSettingsFile(dataDir).set('timeZone', 'Mars/Olympus');
  for (const name of Object.keys(process.env)) if (name.startsWith('WAIVER_DESK_')) delete process.env[name];
  process.env.WAIVER_DESK_DATA_DIR = dataDir;
  await import('../../electron/main/main.ts');
  await vi.waitFor(() => expect(electron.createdWindows).toHaveLength(1), { timeout: 10_000 });
  // Vitest clears mock calls before each test: keep what the start-up did.
  startup = {
    setPath: [...electron.app.setPath.mock.calls],
    setPathAt: electron.app.setPath.mock.invocationCallOrder[0] ?? Number.NaN,
    whenReadyAt: electron.app.whenReady.mock.invocationCallOrder[0] ?? Number.NaN,
    lockAt: electron.app.requestSingleInstanceLock.mock.invocationCallOrder[0] ?? Number.NaN,
  };
});

afterAll(() => {
  process.env = savedEnv;
  rmSync(dataDir, { recursive: true, force: true });
});

describe('Electron main', () => {
  it('makes the one data directory userData before the app is ready', () => {
    expect(startup.setPath).toEqual([
      ['userData', dataDir],
      // Crash dumps go into it too, before the crash reporter starts.
      ['crashDumps', path.join(dataDir, 'crashes')],
    ]);
    expect(startup.setPathAt).toBeLessThan(startup.whenReadyAt);
    expect(startup.setPathAt).toBeLessThan(startup.lockAt);
  });

  it('opens the desk in its set-up state on a setting it cannot use, without a dialog or an exit', async () => {
    const result = await call('getAppInfo');
    expect(result).toMatchObject({
      ok: true,
      value: {
        host: 'electron',
        phase: 'needs-setup',
        account: null,
        setupProblem: { setting: 'timeZone', problem: { fault: { kind: 'unknown_time_zone' } } },
      },
    });
    expect(electron.dialog.showErrorBox).not.toHaveBeenCalled();
    expect(electron.app.exit).not.toHaveBeenCalled();
    expect(electron.protocolHandlers.has('app')).toBe(true);
  });

  it('opens the demo account from the set-up state', async () => {
    const result = await call('openDemoAccount');
    expect(result).toMatchObject({ ok: true, value: { phase: 'ready', account: { mode: 'demo' } } });
    const demoUrl = result.ok ? result.value.account?.baseUrl : '';
    await expect(fetch(`${demoUrl}/ping`)).resolves.toMatchObject({ status: 200 });
  });

  it('closes the account before letting the app quit', async () => {
    const info = await call('getAppInfo');
    const demoUrl = info.ok ? info.value.account?.baseUrl : '';
    const quitting = { preventDefault: vi.fn() };
    electron.app.emit('will-quit', quitting);
    expect(quitting.preventDefault).toHaveBeenCalled();
    await vi.waitFor(() => expect(electron.app.quit).toHaveBeenCalled());
    await expect(fetch(`${demoUrl}/ping`)).rejects.toThrow();
    // The second will-quit (from that app.quit) goes through.
    const again = { preventDefault: vi.fn() };
    electron.app.emit('will-quit', again);
    expect(again.preventDefault).not.toHaveBeenCalled();
  });
});
