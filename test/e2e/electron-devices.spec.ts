/**
 * The counter's devices in the real Electron app (see electron-target.ts): the
 * camera is granted to the app's own page (video alone, by the permission rule in
 * window-security.ts) and reads from a fake camera; Settings offers this
 * computer's printers, which only the desktop app has. Where no Electron app can
 * run these skip and say why: the camera is covered through the browser host in
 * camera.spec.ts, the permission rule and the printers through the Electron test
 * double in test/app.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { _electron as electron, expect, test } from '@playwright/test';
import { qrImage, writeY4m } from '../support/fake-camera.ts';
import { middayZone } from '../support/midday-zone.ts';
import { electronTarget, unavailableReason } from './electron-target.ts';

const target = electronTarget();
const skipReason = unavailableReason(target);

test.describe('Electron app: camera and printers', () => {
  test.skip(skipReason !== null, skipReason ?? '');

  test('the camera starts for the app’s own page, and Settings offers this computer’s printers', async () => {
    if (target.kind === 'unavailable') return;
    test.setTimeout(120_000);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-electron-devices-'));
    const video = path.join(dataDir, 'code.y4m');
    writeY4m(video, await qrImage('NO-SUCH-TAG-1'));
    const app = await electron.launch({
      executablePath: target.executablePath,
      // A fake camera, and no permission prompt to answer: the app's own rule decides.
      args: [
        ...target.args,
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
      env: { ...process.env, WAIVER_DESK_DATA_DIR: dataDir, WAIVER_DESK_TIME_ZONE: middayZone().zone },
    });
    try {
      const page = await app.firstWindow();
      await expect(page.getByText('Demo account')).toBeVisible();
      await page.getByRole('button', { name: 'Use camera' }).click();
      await expect(page.getByTestId('camera-status')).toHaveAttribute('data-state', 'reading');
      // The code names no waiver: the scanner's own miss, read from the camera.
      await expect(page.getByTestId('scan-notice')).toContainText('No waiver with tag NO-SUCH-TAG-1');
      await page.getByRole('button', { name: 'Stop camera' }).click();

      await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Settings' }).click();
      const printers = page.getByRole('form', { name: 'Wristbands and labels' });
      await expect(printers).toBeVisible();
      await expect(page.getByTestId('printing-in-browser')).toHaveCount(0);
      const kind = printers.getByTestId('printer-wristband').getByRole('combobox', { name: 'Printer' });
      await expect(kind.getByRole('option', { name: 'A printer of this computer' })).toBeEnabled();
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
