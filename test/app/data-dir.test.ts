/**
 * The desk's one data directory, where Electron would put `userData` for the app
 * on each platform, so the browser host and the doctor find the same settings.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_FOLDER_NAME, resolveDataDir } from '../../electron/runtime/data-dir.ts';

describe('resolveDataDir', () => {
  it('is named after the product, as Electron names userData', () => {
    expect(APP_FOLDER_NAME).toBe('Waiver Desk');
  });

  it('uses ~/.config on Linux without XDG_CONFIG_HOME', () => {
    expect(resolveDataDir({ platform: 'linux', env: {}, homeDir: '/home/ana' })).toBe(
      '/home/ana/.config/Waiver Desk',
    );
  });

  it('follows XDG_CONFIG_HOME on Linux', () => {
    expect(
      resolveDataDir({
        platform: 'linux',
        env: { XDG_CONFIG_HOME: '/srv/ana/config' },
        homeDir: '/home/ana',
      }),
    ).toBe('/srv/ana/config/Waiver Desk');
  });

  it('uses Application Support on macOS, whatever XDG says', () => {
    expect(
      resolveDataDir({ platform: 'darwin', env: { XDG_CONFIG_HOME: '/elsewhere' }, homeDir: '/Users/ana' }),
    ).toBe('/Users/ana/Library/Application Support/Waiver Desk');
  });

  it('uses APPDATA on Windows, with Windows separators', () => {
    expect(
      resolveDataDir({
        platform: 'win32',
        env: { APPDATA: 'C:\\Users\\ana\\AppData\\Roaming' },
        homeDir: 'C:\\Users\\ana',
      }),
    ).toBe('C:\\Users\\ana\\AppData\\Roaming\\Waiver Desk');
  });

  it('falls back to AppData\\Roaming under the home folder on Windows without APPDATA', () => {
    expect(resolveDataDir({ platform: 'win32', env: {}, homeDir: 'C:\\Users\\ana' })).toBe(
      'C:\\Users\\ana\\AppData\\Roaming\\Waiver Desk',
    );
  });

  it('takes the override over every platform default, as an absolute path', () => {
    for (const platform of ['linux', 'darwin', 'win32'] as const) {
      expect(
        resolveDataDir({
          dataDirOverride: '/var/lib/desk-3',
          platform,
          env: { XDG_CONFIG_HOME: '/x', APPDATA: 'C:\\y' },
          homeDir: '/home/ana',
        }),
      ).toBe(path.resolve('/var/lib/desk-3'));
    }
    expect(resolveDataDir({ dataDirOverride: 'desk-data' })).toBe(path.resolve('desk-data'));
  });

  it('ignores an empty override', () => {
    expect(resolveDataDir({ dataDirOverride: '', platform: 'linux', env: {}, homeDir: '/home/ana' })).toBe(
      '/home/ana/.config/Waiver Desk',
    );
  });
});
