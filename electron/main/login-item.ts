/**
 * "Start with this computer" for a front-desk PC: the installed app opens when
 * someone logs in. Windows and macOS keep login items themselves
 * (`app.setLoginItemSettings`); Linux has none in Electron, so the desk writes
 * the XDG autostart entry that desktop sessions read at login.
 *
 * A development run (`npm start`) never registers itself: its executable is a
 * bare Electron that would open without the app.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { app } from 'electron';

export interface Launcher {
  platform: NodeJS.Platform;
  /** An installed build; a development run is left alone. */
  packaged: boolean;
  /** What a login starts: the AppImage file itself (its mount point changes every run), else the executable. */
  executable: string;
  /** `$XDG_CONFIG_HOME`, by default `~/.config`: where Linux sessions look for `autostart/`. */
  configHome: string;
}

export function currentLauncher(): Launcher {
  return {
    platform: process.platform,
    packaged: app.isPackaged,
    executable: process.env.APPIMAGE || process.execPath,
    configHome: process.env.XDG_CONFIG_HOME || path.join(homedir(), '.config'),
  };
}

export const AUTOSTART_FILE_NAME = 'waiver-desk.desktop';

export const autostartPath = (launcher: Launcher) =>
  path.join(launcher.configHome, 'autostart', AUTOSTART_FILE_NAME);

/**
 * One argument of a desktop entry's Exec line. The Desktop Entry spec quotes an
 * argument and backslash-escapes `"`, `` ` ``, `$` and `\`; the line is also a
 * string value, whose own escaping doubles each backslash again; `%` starts a
 * field code unless doubled.
 */
function execArgument(value: string): string {
  // A line break would end the Exec line early and make the rest a line of its own.
  if ([...value].some((character) => character.charCodeAt(0) < 0x20))
    throw new Error('The program path has control characters in it.');
  const quoted = `"${value.replace(/(["`$\\])/g, '\\$1')}"`;
  return quoted.replaceAll('\\', '\\\\').replaceAll('%', '%%');
}

export function autostartEntry(executable: string): string {
  return [
    '[Desktop Entry]',
    'Type=Application',
    'Name=Waiver Desk',
    'Comment=Opens the waiver desk when this computer starts',
    `Exec=${execArgument(executable)}`,
    'Terminal=false',
    'X-GNOME-Autostart-enabled=true',
    '',
  ].join('\n');
}

/** Registers or removes the login item; idempotent, so it is applied at every start and every save. */
export function applyStartAtLogin(openAtLogin: boolean, launcher: Launcher = currentLauncher()): void {
  if (!launcher.packaged) return;
  if (launcher.platform === 'linux') {
    const file = autostartPath(launcher);
    if (openAtLogin) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, autostartEntry(launcher.executable));
    } else {
      rmSync(file, { force: true });
    }
    return;
  }
  app.setLoginItemSettings({ openAtLogin });
}
