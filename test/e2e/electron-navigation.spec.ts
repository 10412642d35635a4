/**
 * Navigation security in the real Electron app: nothing the page does replaces
 * the app page (a link, `location.assign`, a meta refresh someone managed to
 * inject), and no window of the app opens. Links leave only for the OS browser,
 * by the link rule: the service's own https pages at once, another https site
 * only after the person agrees, anything else never.
 *
 * The main process is stubbed where it meets the OS: `shell.openExternal` records
 * what the OS browser would have opened, and `dialog.showMessageBox` records the
 * question and gives the test's answer. A marker set on the page before each step
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
import { REAL_SERVICE_DOMAIN } from '../../shared/ipc/external-links.ts';
import { middayZone } from '../support/midday-zone.ts';
import { electronTarget, unavailableReason } from './electron-target.ts';

const target = electronTarget();
const APP_PAGE = 'app://waiver-desk/index.html';
const MARKER = 'waiver-desk-navigation-probe';
/** A page of the service's own: the rule opens it without asking. */
const SERVICE_PAGE = `https://www.${REAL_SERVICE_DOMAIN}`;
const OTHER_SITE = 'https://example.com';
const OPEN = 0;
const CANCEL = 1;

/** What the stubs in the main process recorded, and the answers the next questions get. */
interface MainStubs {
  opened: string[];
  asked: string[];
  answers: number[];
}

let app: ElectronApplication;
let page: Page;
let dataDir: string;

const stubs = () => app.evaluate(() => (globalThis as { stubs?: MainStubs }).stubs!);
const openedExternally = async () => (await stubs()).opened;

/** Still the app's own document: same URL, the marker still on it, one window. */
async function expectStillTheApp(): Promise<void> {
  expect(page.url().startsWith(APP_PAGE)).toBe(true);
  expect(await page.evaluate((marker) => document.documentElement.dataset.probe === marker, MARKER)).toBe(
    true,
  );
  expect(app.windows()).toHaveLength(1);
}

/** A link somebody managed to put on the page (the app itself renders none like it). */
function addLink(href: string, text: string, newTab = false) {
  return page.evaluate(
    ({ href, text, newTab }) => {
      const link = document.createElement('a');
      link.href = href;
      link.textContent = text;
      if (newTab) link.target = '_blank';
      document.body.append(link);
    },
    { href, text, newTab },
  );
}

test.describe('Electron: the app page is never replaced', () => {
  const skipReason = unavailableReason(target);
  test.skip(skipReason !== null, skipReason ?? '');

  test.beforeEach(async () => {
    if (target.kind === 'unavailable') return;
    dataDir = mkdtempSync(path.join(tmpdir(), 'waiver-desk-navigation-'));
    app = await electron.launch({
      executablePath: target.executablePath,
      args: target.args,
      env: { ...process.env, WAIVER_DESK_DATA_DIR: dataDir, WAIVER_DESK_TIME_ZONE: middayZone().zone },
    });
    await app.evaluate(({ shell, dialog }) => {
      const recorded: MainStubs = { opened: [], asked: [], answers: [] };
      (globalThis as { stubs?: MainStubs }).stubs = recorded;
      shell.openExternal = async (url: string) => {
        recorded.opened.push(url);
      };
      dialog.showMessageBox = (async (...args: unknown[]) => {
        const options = args.at(-1) as { message: string; cancelId?: number };
        recorded.asked.push(options.message);
        return { response: recorded.answers.shift() ?? options.cancelId ?? 1, checkboxChecked: false };
      }) as typeof dialog.showMessageBox;
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

  test('a clicked link to the service opens in the OS browser, not in the app', async () => {
    const url = `${SERVICE_PAGE}/clicked`;
    await addLink(url, 'A service link');
    await page.getByText('A service link').click();
    await expect.poll(openedExternally).toContain(url);
    await expectStillTheApp();
  });

  test('a link meant for a new tab opens in the OS browser, and no window of the app opens', async () => {
    const url = `${SERVICE_PAGE}/new-tab`;
    await addLink(url, 'A new-tab link', true);
    await page.getByText('A new-tab link').click();
    await expect.poll(openedExternally).toContain(url);
    await expectStillTheApp();
  });

  test('a link to another site asks first: declined it goes nowhere, agreed it opens outside', async () => {
    const answerNext = (answer: number) =>
      app.evaluate(
        (_main, given) => (globalThis as { stubs?: MainStubs }).stubs!.answers.push(given),
        answer,
      );
    await answerNext(CANCEL);
    await addLink(`${OTHER_SITE}/declined`, 'Declined link');
    await page.getByText('Declined link').click();
    await expect.poll(async () => (await stubs()).asked).toEqual(['Open a page on example.com?']);
    await answerNext(OPEN);
    await addLink(`${OTHER_SITE}/agreed`, 'Agreed link');
    await page.getByText('Agreed link').click();
    await expect.poll(openedExternally).toEqual([`${OTHER_SITE}/agreed`]);
    await expectStillTheApp();
  });

  test('location.assign leaves the app page in place; a file: address goes nowhere', async () => {
    await page.evaluate(() => window.location.assign('file:///etc/hosts'));
    const url = `${SERVICE_PAGE}/assigned`;
    await page.evaluate((href) => window.location.assign(href), url);
    // Navigations are handled in order: once the web link arrived, the file: one was already refused.
    await expect.poll(openedExternally).toContain(url);
    expect(await openedExternally()).toEqual([url]);
    await expectStillTheApp();
  });

  test('an injected meta refresh does not take the page away', async () => {
    const url = `${SERVICE_PAGE}/refreshed`;
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
      file: window.open('file:///etc/hosts'),
      plain: window.open('http://example.com/plain'),
      custom: window.open('waiver-desk-other:do-something'),
    }));
    const popup = `${SERVICE_PAGE}/popup`;
    const web = await page.evaluate((href) => window.open(href), popup);
    expect({ ...opened, web }).toEqual({ file: null, plain: null, custom: null, web: null });
    await expect.poll(openedExternally).toEqual([popup]);
    expect((await stubs()).asked).toEqual([]);
    await expectStillTheApp();
  });
});
