/**
 * The `page` and `context` every spec's tests get: one browser page per worker,
 * handed from test to test with what a test left on it taken off, instead of a
 * new context and page for each test.
 *
 * Why: a page's first load of the desk in a fresh context costs Chromium about
 * 2–3 s of processor time (a new renderer process, its first layout and
 * compile), while loading it again in a page that has loaded it costs about
 * 0.5 s; with a hundred tests on two cores, that was more than a minute of the
 * suite. `page-per-worker.spec.ts` checks that nothing a test leaves reaches the next.
 *
 * What a test leaves is taken off before the next one gets the page, so each
 * still starts as on a fresh page: the page is sent to an empty document; the init
 * scripts, routes and listeners the test added are removed; the pages it opened
 * in the context are closed; permissions it granted are withdrawn; cookies and
 * the storage of every origin the page showed (local storage, IndexedDB, caches)
 * and the session storage of the one it shows last are cleared; the viewport is the test's own. A context
 * option a spec sets that cannot change on a live context (locale, time zone,
 * reduced motion) gets the spec a context of its own. A test that failed ends
 * its worker, and with it the page.
 *
 * A test that needs a context no other test touched still makes one
 * (`browser.newContext()`), as several specs do.
 */
import {
  type BrowserContext,
  test as base,
  type Page,
  type PlaywrightTestOptions,
  type ViewportSize,
} from '@playwright/test';

/** The options a context is made with and cannot change afterwards. */
type FixedOptions = Pick<PlaywrightTestOptions, 'locale' | 'timezoneId' | 'reducedMotion'>;

interface Held {
  key: string;
  context: BrowserContext;
  page: Page;
}

/** What a test added to the page or its context, to be taken off after it. */
interface Added {
  disposables: { dispose(): Promise<void> }[];
  listeners: [target: Page | BrowserContext, event: string, listener: (...args: never[]) => unknown][];
  origins: Set<string>;
}

const DEFAULT_VIEWPORT: ViewportSize = { width: 1280, height: 720 };

/** One key per test that holds the page: what a helper keeps about "this page" lasts one test. */
const terms = new WeakMap<Page, object>();

/**
 * What to key a per-page record by (a watch of its calls): the page as this test holds it.
 * The next test gets the same page under another key, so it starts with nothing recorded, as
 * on a fresh page; the listeners behind the old record were taken off with the test.
 */
export const pageTerm = (page: Page): object => terms.get(page) ?? page;

/** Records what the test adds through these methods, leaving each method's behaviour as it is. */
function track(target: Page | BrowserContext, added: Added): () => void {
  const record = target as unknown as Record<string, (...args: never[]) => unknown>;
  const originals = new Map<string, (...args: never[]) => unknown>();
  const wrap = (name: string, after: (args: unknown[], result: unknown) => unknown) => {
    const original = record[name] as (...args: unknown[]) => unknown;
    originals.set(name, original as never);
    record[name] = ((...args: unknown[]) => after(args, original.apply(target, args))) as never;
  };
  wrap('addInitScript', (_args, result) =>
    (result as Promise<{ dispose(): Promise<void> }>).then((disposable) => {
      added.disposables.push(disposable);
      return disposable;
    }),
  );
  for (const name of ['on', 'addListener', 'once']) {
    wrap(name, (args, result) => {
      added.listeners.push([target, args[0] as string, args[1] as never]);
      return result;
    });
  }
  return () => {
    for (const [name, original] of originals) record[name] = original;
  };
}

async function clearOrigins(context: BrowserContext, page: Page, origins: Set<string>): Promise<void> {
  if (origins.size === 0) return;
  const session = await context.newCDPSession(page);
  try {
    for (const origin of origins)
      await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  } finally {
    await session.detach();
  }
}

/**
 * Leaves the page on an empty document, so the desk's code stops and storage can be cleared
 * under nothing that writes to it. An empty document of the origin the page shows, served by a
 * route (the desk's server may be gone), not about:blank: after about:blank, Chromium started a
 * new renderer process for the next test's desk, a second and a half of processor time a test
 * (59 renderer processes for 29 tests; with this, 6). Ports do not part sites, so the next
 * spec's desk, on another port, keeps the process too.
 */
async function showBlank(page: Page): Promise<void> {
  const shown = page.url();
  if (!shown.startsWith('http')) return void (await page.goto('about:blank'));
  const blank = `${new URL(shown).origin}/__page-per-worker-blank__`;
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html>' }));
  await page.goto(blank);
  await page.unroute(blank);
}

/** Takes off everything the test added, leaving the page blank and the context as made. */
async function tidy(held: Held, added: Added): Promise<void> {
  const { context, page } = held;
  for (const other of context.pages()) if (other !== page) await other.close();
  for (const [target, event, listener] of added.listeners) target.off(event as never, listener as never);
  for (const disposable of added.disposables) await disposable.dispose();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  // Session storage belongs to the tab, not to the origin's stored data: cleared while the page still shows it.
  if (page.url().startsWith('http')) await page.evaluate(() => sessionStorage.clear()).catch(() => {});
  await showBlank(page);
  await clearOrigins(context, page, added.origins);
  await context.clearPermissions();
  await context.clearCookies();
}

export const test = base.extend<
  { fixedOptions: FixedOptions; held: Held },
  { workerPage: { current: Held | null } }
>({
  workerPage: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const holder: { current: Held | null } = { current: null };
      await use(holder);
      await holder.current?.context.close();
    },
    { scope: 'worker' },
  ],
  fixedOptions: async ({ locale, timezoneId, reducedMotion }, use) => {
    await use({ locale, timezoneId, reducedMotion });
  },
  held: async ({ browser, workerPage, fixedOptions, viewport }, use) => {
    const key = JSON.stringify(fixedOptions);
    let held = workerPage.current;
    if (!held || held.key !== key || held.page.isClosed()) {
      await held?.context.close();
      const context = await browser.newContext({
        ...(fixedOptions.locale ? { locale: fixedOptions.locale } : {}),
        ...(fixedOptions.timezoneId ? { timezoneId: fixedOptions.timezoneId } : {}),
        ...(fixedOptions.reducedMotion ? { reducedMotion: fixedOptions.reducedMotion } : {}),
        viewport: viewport ?? DEFAULT_VIEWPORT,
      });
      held = { key, context, page: await context.newPage() };
      workerPage.current = held;
    }
    await held.page.setViewportSize(viewport ?? DEFAULT_VIEWPORT);
    const added: Added = { disposables: [], listeners: [], origins: new Set() };
    const noteOrigin = (frame: { url(): string }) => {
      const { origin } = new URL(frame.url());
      if (origin.startsWith('http')) added.origins.add(origin);
    };
    const page = held.page;
    terms.set(page, {});
    page.on('framenavigated', noteOrigin);
    // Pages the test opens in the context are closed after it; what they stored is cleared too.
    const notePage = (opened: Page) => opened.on('framenavigated', noteOrigin);
    held.context.on('page', notePage);
    const untrackPage = track(page, added);
    const untrackContext = track(held.context, added);
    try {
      await use(held);
    } finally {
      untrackPage();
      untrackContext();
      page.off('framenavigated', noteOrigin);
      held.context.off('page', notePage);
      terms.delete(page);
      if (!page.isClosed()) await tidy(held, added);
    }
  },
  context: async ({ held }, use) => {
    await use(held.context);
  },
  page: async ({ held }, use) => {
    await use(held.page);
  },
});

export { expect } from '@playwright/test';
