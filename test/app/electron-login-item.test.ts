/**
 * "Open when someone logs in": Windows and macOS through Electron's login items,
 * Linux through the XDG autostart entry the desk writes (with the AppImage file
 * itself as the program, quoted as the Desktop Entry spec asks), and nothing at
 * all for a development run.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as electron from '../mocks/electron.ts';

vi.mock('electron', () => import('../mocks/electron.ts'));

const { applyStartAtLogin, autostartEntry, autostartPath } = await import(
  '../../electron/main/login-item.ts'
);

let configHome: string;
beforeEach(() => {
  configHome = mkdtempSync(path.join(tmpdir(), 'waiver-desk-autostart-'));
  vi.clearAllMocks();
});
afterEach(() => rmSync(configHome, { recursive: true, force: true }));

const installed = (platform: NodeJS.Platform, executable = '/opt/Waiver Desk/waiver-desk') => ({
  platform,
  packaged: true,
  executable,
  configHome,
});

describe('start at login', () => {
  it.each(['win32', 'darwin'] as const)(
    'asks %s to open the installed app at login, and to stop',
    (platform) => {
      applyStartAtLogin(true, installed(platform));
      expect(electron.app.setLoginItemSettings).toHaveBeenLastCalledWith({ openAtLogin: true });
      applyStartAtLogin(false, installed(platform));
      expect(electron.app.setLoginItemSettings).toHaveBeenLastCalledWith({ openAtLogin: false });
      expect(existsSync(path.join(configHome, 'autostart'))).toBe(false);
    },
  );

  it('writes the Linux autostart entry for the installed program, and removes it', () => {
    const launcher = installed('linux', '/home/desk/Apps/Waiver Desk-0.1.0.AppImage');
    applyStartAtLogin(true, launcher);
    const file = autostartPath(launcher);
    expect(file).toBe(path.join(configHome, 'autostart', 'waiver-desk.desktop'));
    const entry = readFileSync(file, 'utf8');
    expect(entry.split('\n')).toEqual(
      expect.arrayContaining([
        '[Desktop Entry]',
        'Type=Application',
        'Name=Waiver Desk',
        'Exec="/home/desk/Apps/Waiver Desk-0.1.0.AppImage"',
      ]),
    );
    expect(electron.app.setLoginItemSettings).not.toHaveBeenCalled();

    // Applied again at the next start: same file, nothing added.
    applyStartAtLogin(true, launcher);
    expect(readFileSync(file, 'utf8')).toBe(entry);

    applyStartAtLogin(false, launcher);
    expect(existsSync(file)).toBe(false);
    // Turning off what is already off is no error.
    expect(() => applyStartAtLogin(false, launcher)).not.toThrow();
  });

  it('quotes a program path with characters the Exec line gives meaning to', () => {
    expect(autostartEntry('/opt/a "b" $HOME `x` 100%\\y')).toContain(
      'Exec="/opt/a \\\\"b\\\\" \\\\$HOME \\\\`x\\\\` 100%%\\\\\\\\y"',
    );
    expect(() => autostartEntry('/opt/desk\nX-Evil=1')).toThrow(/control characters/);
  });

  it('leaves a development run alone: its executable is a bare Electron', () => {
    for (const platform of ['linux', 'win32', 'darwin'] as const) {
      applyStartAtLogin(true, { ...installed(platform), packaged: false });
    }
    expect(electron.app.setLoginItemSettings).not.toHaveBeenCalled();
    expect(existsSync(path.join(configHome, 'autostart'))).toBe(false);
  });
});
