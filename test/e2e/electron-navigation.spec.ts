/**
 * Navigation security in the real Electron app: nothing the page does replaces
 * the app page (a link, `location.assign`, a meta refresh someone managed to
 * inject), web links and `window.open` go to the OS browser instead of a window
 * of the app, and anything that is not a web link goes nowhere.
 *
 * `shell.openExternal` is stubbed in the main process, so "the OS browser" is a
 * list of what would have been opened. A marker set on the page before each step
 * proves the document was never replaced (a reload to the same URL would lose it).
 *
 * Runs against the development Electron, or a packaged test build named by
 * WAIVER_DESK_E2E_APP (see electron-target.ts); skips with the reason where
 * neither can run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ElectronApplication, _electron as electron, expect, type Page, test } from '@playwright/test';
import { middayZone } from '../support/midday-zone.ts';
import { electronTarget } from './electron-target.ts';

const target = electronTarget();
const APP_PAGE = 'app://waiver-desk/index.html';
const MARKER = 'waiver-desk-navigation-probe';

interface OpenedLog {
  openedExternally?: string[];
}

let app: ElectronApplication;
let page: Page;
let dataDir: string;

const openedExternally = () => app.evaluate(() => (globalThis as OpenedLog).openedExternally ?? []);

/** Still the app's own document: same URL, the marker still on it, one window. */
async function expectStillTheApp(): Promise<void> {
  expect(page.url().startsWith(APP_PAGE)).toBe(true);
  expect(await page.evaluate((marker) => document.documentElement.dataset.probe === marker, MARKER)).toBe(
    true,
  );
  expect(app.windows()).toHaveLength(1);
}

test.describe('Electron: the app page is never replaced', () => {
  test.skip(target.kind === 'unavailable', target.kind === 'unavailable' ? target.reason : '');

  test.beforeEach(async () => {
    if (target.kind === 'unavailable') return;
    dataDir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-navigation-'));
    app = await electron.launch({
      executablePath: target.executablePath,
      args: target.args,
      env: { ...process.env, WAIVER_DESK_DATA_DIR: dataDir, WAIVER_DESK_TIME_ZONE: middayZone().zone },
    });
    await app.evaluate(({ shell }) => {
      const opened: string[] = [];
      (globalThis as OpenedLog).openedExternally = opened;
      shell.openExternal = async (url: string) => {
        opened.push(url);
      };
    });
    page = await app.firstWindow();
    await expect(page.getByText('Demo account')).toBeVisible();
    await page.evaluate((marker) => {
      document.documentElement.dataset.probe = marker;
    }, MARKER);
  });

  test.afterEach(async () => {
    await app?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('a clicked link to a web site opens in the OS browser, not in the app', async () => {
    const url = 'https://example.com/clicked';
    await page.evaluate((href) => {
      const link = document.createElement('a');
      link.href = href;
      link.textContent = 'An outside link';
      document.body.append(link);
    }, url);
    await page.getByText('An outside link').click();
    await expect.poll(openedExternally).toContain(url);
    await expectStillTheApp();
  });

  test('a link meant for a new tab opens in the OS browser, and no window of the app opens', async () => {
    const url = 'https://example.com/new-tab';
    await page.evaluate((href) => {
      const link = document.createElement('a');
      link.href = href;
      link.target = '_blank';
      link.rel = 'noopener';
      link.textContent = 'A new-tab link';
      document.body.append(link);
    }, url);
    await page.getByText('A new-tab link').click();
    await expect.poll(openedExternally).toContain(url);
    await expectStillTheApp();
  });

  test('location.assign leaves the app page in place; a file: address goes nowhere', async () => {
    await page.evaluate(() => window.location.assign('file:///etc/hosts'));
    const url = 'https://example.com/assigned';
    await page.evaluate((href) => window.location.assign(href), url);
    // Navigations are handled in order: once the web link arrived, the file: one was already refused.
    await expect.poll(openedExternally).toContain(url);
    expect(await openedExternally()).not.toContain('file:///etc/hosts');
    await expectStillTheApp();
  });

  test('an injected meta refresh does not take the page away', async () => {
    const url = 'https://example.com/refreshed';
    await page.evaluate((href) => {
      const meta = document.createElement('meta');
      meta.httpEquiv = 'refresh';
      meta.content = `0;url=${href}`;
      document.head.append(meta);
    }, url);
    await expect.poll(openedExternally).toContain(url);
    await expectStillTheApp();
  });

  test('window.open gets no window: web links go to the OS browser, other schemes nowhere', async () => {
    const opened = await page.evaluate(() => ({
      web: window.open('https://example.com/popup'),
      file: window.open('file:///etc/hosts'),
      custom: window.open('waiver-desk-other:do-something'),
    }));
    expect(opened).toEqual({ web: null, file: null, custom: null });
    await expect.poll(openedExternally).toContain('https://example.com/popup');
    expect(await openedExternally()).toEqual(['https://example.com/popup']);
    await expectStillTheApp();
  });
});
