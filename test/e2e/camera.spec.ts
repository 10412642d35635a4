/**
 * A camera as a scanner, through the browser host on a real sandbox: headless
 * Chromium is given a fake camera that shows a QR code of a customer's auto-tag
 * (a Y4M video made here from the code's pixels), and "Use camera" opens that
 * customer's waiver with the pass sound, as a scanner would, then lets the camera
 * go, all under the page's own Content Security Policy. Its own browser: the
 * camera flags hold for a whole launch.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import type { SignedWaiver } from '../../shared/domain/waiver.ts';
import { type DeskProcesses, startDeskProcesses } from '../support/desk-processes.ts';
import { qrImage, writeY4m } from '../support/fake-camera.ts';
import { middayZone } from '../support/midday-zone.ts';
import { passingTaggedWaiver } from '../support/sandbox-sample.ts';
import { blockingViolations } from './axe.ts';
import { CHROMIUM_ARGS, systemChromium } from './browser.ts';
import { expect, test } from './page-per-worker.ts';

const API_KEY = 'k-e2e-camera';

test.describe('a camera as a scanner', () => {
  let processes: DeskProcesses;
  let browser: Browser;
  let waiver: SignedWaiver;
  let videoDir: string;

  test.beforeAll(async () => {
    processes = await startDeskProcesses({
      timeZone: middayZone().zone,
      sandboxArgs: ['--seed', '41', '--api-key', API_KEY, '--waivers', '300', '--rate-window-ms', '2000'],
      deskApiKey: API_KEY,
    });
    waiver = await passingTaggedWaiver(processes.sandbox!.url, API_KEY);
    videoDir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-camera-'));
    const video = path.join(videoDir, 'tag.y4m');
    writeY4m(video, await qrImage(waiver.autoTag));
    const executablePath = systemChromium();
    browser = await chromium.launch({
      headless: true,
      ...(executablePath ? { executablePath } : {}),
      args: [
        ...CHROMIUM_ARGS,
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
        '--use-fake-ui-for-media-stream',
      ],
    });
  });

  test.afterAll(async () => {
    await browser?.close();
    await processes?.stop();
    if (videoDir) rmSync(videoDir, { recursive: true, force: true });
  });

  test('a code shown to the camera opens its waiver with the pass sound, and the camera stops', async () => {
    test.setTimeout(150_000);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const heard = window as unknown as { cues: string[]; refused: string[] };
      heard.cues = [];
      heard.refused = [];
      window.addEventListener('waiver-desk:cue', (event) => {
        heard.cues.push((event as CustomEvent<{ kind: string }>).detail.kind);
      });
      // The page's own policy: the camera must need nothing it refuses.
      document.addEventListener('securitypolicyviolation', (event) =>
        heard.refused.push(event.violatedDirective),
      );
    });
    try {
      await page.goto(`${processes.desk.url}/#/today`);
      await expect(page.getByTestId('sync-indicator')).toContainText('Copy current as of', {
        timeout: 60_000,
      });
      // Nothing asks for the camera until someone presses the button.
      await expect(page.getByTestId('camera-video')).toHaveCount(0);
      const button = page.getByRole('button', { name: 'Use camera' });
      expect(await blockingViolations(page), 'Today with the camera button').toEqual([]);
      await button.click();

      await expect(page).toHaveURL(new RegExp(`#/waivers/${waiver.waiverId}$`), { timeout: 30_000 });
      await expect(page.getByTestId('verdict')).toHaveAttribute('data-tone', 'ok');
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { cues: string[] }).cues))
        .toEqual(['pass']);
      // The screen changed: the camera let go, and one press starts it again.
      await expect(page.getByTestId('camera-video')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Use camera' })).toHaveAttribute('aria-pressed', 'false');
      await expect(page.getByTestId('check-in-button')).toBeFocused();
      expect(await page.evaluate(() => (window as unknown as { refused: string[] }).refused)).toEqual([]);
      await page.screenshot({ path: 'test-results/camera-opened.png' });
    } finally {
      await context.close();
    }
  });
});
