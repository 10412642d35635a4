/**
 * The real Electron app (the development binary, or a packaged test build named by
 * WAIVER_DESK_E2E_APP; see electron-target.ts). Where none can run (the binary is
 * fetched on install, and some machines cannot fetch it) these tests skip and say why; the same
 * screens are covered through the browser host in today.spec.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { _electron as electron, expect, test } from '@playwright/test';
import { middayZone } from '../support/midday-zone.ts';
import { electronTarget, unavailableReason } from './electron-target.ts';

const target = electronTarget();
const skipReason = unavailableReason(target);

test.describe('Electron app', () => {
  test.skip(skipReason !== null, skipReason ?? '');

  test('opens the Today screen on the demo account with an isolated, sandboxed renderer', async () => {
    if (target.kind === 'unavailable') return;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-electron-'));
    const app = await electron.launch({
      executablePath: target.executablePath,
      args: target.args,
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
