/**
 * The real Electron app. Where the Electron binary is absent (it is fetched on first
 * launch, and some machines cannot fetch it) these tests skip and say why; the same
 * screens are covered through the browser host in today.spec.ts.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { _electron as electron, expect, test } from '@playwright/test';
import { middayZone } from '../support/midday-zone.ts';

function electronBinary(): string | null {
  const pathFile = path.resolve('node_modules/electron/path.txt');
  if (!existsSync(pathFile)) return null;
  const binary = path.resolve('node_modules/electron/dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : null;
}

const binary = electronBinary();
const hasDisplay =
  process.platform !== 'linux' || Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);

test.describe('Electron app', () => {
  test.skip(!binary, 'The Electron binary is not installed here (it cannot be downloaded on this machine).');
  test.skip(!hasDisplay, 'Electron needs a display (DISPLAY or WAYLAND_DISPLAY) and none is set.');

  test('opens the Today screen on the demo account with an isolated, sandboxed renderer', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-electron-'));
    const app = await electron.launch({
      executablePath: binary!,
      args: ['.'],
      env: { ...process.env, WAIVER_DESK_DATA_DIR: dataDir, WAIVER_DESK_TIME_ZONE: middayZone().zone },
    });
    try {
      const page = await app.firstWindow();
      expect(page.url()).toBe('app://waiver-desk/index.html');
      await expect(page.getByText('Demo account')).toBeVisible();
      await expect(
        page.getByRole('table', { name: "Today's check-ins" }).locator('tbody tr').first(),
      ).toBeVisible();
      const exposure = await page.evaluate(() => ({
        bridge: Object.keys((window as unknown as { waiverDesk: object }).waiverDesk).sort(),
        require: typeof (globalThis as { require?: unknown }).require,
        process: typeof (globalThis as { process?: unknown }).process,
        opened: window.open('https://example.com') === null,
      }));
      expect(exposure).toEqual({
        bridge: ['getAppInfo', 'listTodayCheckins'],
        require: 'undefined',
        process: 'undefined',
        opened: true,
      });
      await page.evaluate(() => {
        window.location.href = 'https://example.com/';
      });
      await expect.poll(() => page.url()).toBe('app://waiver-desk/index.html');
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
