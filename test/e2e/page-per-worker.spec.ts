/**
 * The page handed from test to test (page-per-worker.ts) starts each test as a
 * fresh one would: the first test leaves storage, an init script, a route, a
 * listener, a permission, a cookie, another page and a viewport behind; the
 * second finds none of them, on the same page. The tests run in order in one
 * worker, as every spec's do.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './page-per-worker.ts';

// A loopback address is a secure context, where a permission can be granted; port 9 is never reached.
const ORIGIN = 'http://127.0.0.1:9';

/** Serves a page at ORIGIN from the route, as no real server is needed to have an origin's storage. */
async function serve(page: Page): Promise<void> {
  await page.route(`${ORIGIN}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>handed on</title><p>here</p>' }),
  );
  await page.goto(`${ORIGIN}/`);
}

let first: Page | null = null;
const heard: string[] = [];

test('a test leaves everything it can on the page', async ({ page, context }) => {
  first = page;
  await page.addInitScript(() => {
    (window as unknown as { leftOver: boolean }).leftOver = true;
  });
  await serve(page);
  await page.evaluate(() => {
    localStorage.setItem('language', 'es');
    sessionStorage.setItem('draft', 'half a name');
  });
  await context.addCookies([{ name: 'left', value: '1', url: ORIGIN }]);
  await context.grantPermissions(['notifications'], { origin: ORIGIN });
  page.on('console', (message) => heard.push(message.text()));
  await page.setViewportSize({ width: 900, height: 600 });
  await context.newPage();
  expect(await page.evaluate(() => (window as unknown as { leftOver?: boolean }).leftOver)).toBe(true);
  expect(context.pages()).toHaveLength(2);
});

test('the next test gets the same page with none of it', async ({ page, context }) => {
  expect(page).toBe(first);
  expect(context.pages()).toEqual([page]);
  expect(page.viewportSize()).toEqual({ width: 1280, height: 720 });
  expect(await context.cookies(ORIGIN)).toEqual([]);
  await serve(page);
  expect(await page.evaluate(() => (window as unknown as { leftOver?: boolean }).leftOver)).toBeUndefined();
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  expect(
    await page.evaluate(async () => (await navigator.permissions.query({ name: 'notifications' })).state),
  ).not.toBe('granted');
  await page.evaluate(() => console.log('after the first test'));
  expect(heard).toEqual([]);
});
