import { test as base, type BrowserContext, type BrowserContextOptions, type Page, type TestInfo } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * The browser tests' `page` and `context`: one page per worker, kept from test to test and wiped between them,
 * instead of a new browser context and page for every test.
 *
 * Why: a new context starts a new renderer with an empty cache. Its first load of the app compiles every bundle
 * again, about 2 s of CPU here, against half a second in a kept page, and the context itself costs most of another
 * second. Over 150 tests that was a third of the browser stage.
 *
 * Why it is safe: after each test the page leaves the app for `about:blank` (which ends its scripts, timers and
 * database connections), then the context's cookies and every kind of storage of the app's origin are deleted,
 * and what a test may have set on the page or context (routes, listeners, extra pages, offline, the viewport) is
 * undone. Every test then loads the app itself, signed in or not, as it did in a context of its own. Only the
 * HTTP cache stays: the hashed assets, which never change within a run. A test that failed, or whose page could
 * not be wiped, closes the context, so the next test starts in a new one. A test that asks for other context
 * options (`test.use`) gets a context of its own, as before. A test that installs a fake clock cannot be undone
 * and stays on Playwright's own fixtures (errors.spec.ts).
 */
const CONTEXT_OPTIONS = ['baseURL', 'viewport', 'locale', 'userAgent', 'deviceScaleFactor', 'isMobile', 'hasTouch', 'serviceWorkers', 'colorScheme'] as const;
type ContextOptions = Pick<BrowserContextOptions, (typeof CONTEXT_OPTIONS)[number]>;

const optionsOf = (use: object): ContextOptions =>
  Object.fromEntries(CONTEXT_OPTIONS.map((k) => [k, (use as Record<string, unknown>)[k]]).filter(([, v]) => v !== undefined));

interface Kept {
  context: BrowserContext;
  page: Page;
}

async function wipe({ context, page }: Kept, options: ContextOptions): Promise<void> {
  for (const other of context.pages()) if (other !== page) await other.close();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  page.removeAllListeners();
  await context.setOffline(false);
  await page.emulateMedia({ media: null });
  await page.goto('about:blank');
  await context.clearCookies();
  await context.clearPermissions();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin: new URL(String(options.baseURL)).origin, storageTypes: 'all' });
  await cdp.detach();
  const viewport = options.viewport as { width: number; height: number } | null | undefined;
  if (viewport) await page.setViewportSize(viewport);
}

// what the option fixtures give when the project sets nothing
const PLAYWRIGHT_DEFAULTS: ContextOptions = { colorScheme: 'light' };
const sameOptions = (a: ContextOptions, b: ContextOptions) => JSON.stringify(a) === JSON.stringify(b);
const failed = (info: TestInfo) => info.status !== info.expectedStatus;

export const test = base.extend<{ keptOrOwn: Kept }, { kept: { get(options: ContextOptions): Promise<Kept>; drop(): Promise<void> } }>({
  kept: [
    async ({ browser }, use) => {
      let kept = null as Kept | null;
      await use({
        async get(options) {
          if (!kept) {
            const context = await browser.newContext(options);
            kept = { context, page: await context.newPage() };
          }
          return kept;
        },
        async drop() {
          await kept?.context.close();
          kept = null;
        },
      });
      await kept?.context.close();
    },
    { scope: 'worker' },
  ],
  keptOrOwn: async ({ kept, browser, baseURL, viewport, locale, userAgent, deviceScaleFactor, isMobile, hasTouch, serviceWorkers, colorScheme }, use, info) => {
    const wanted = optionsOf({ baseURL, viewport, locale, userAgent, deviceScaleFactor, isMobile, hasTouch, serviceWorkers, colorScheme });
    if (!sameOptions(wanted, optionsOf({ ...PLAYWRIGHT_DEFAULTS, ...info.project.use }))) {
      const context = await browser.newContext(wanted);
      await use({ context, page: await context.newPage() });
      await context.close();
      return;
    }
    const mine = await kept.get(wanted);
    await use(mine);
    const wiped =
      !failed(info) &&
      (await wipe(mine, wanted).then(
        () => true,
        () => false,
      ));
    if (!wiped) await kept.drop();
  },
  context: async ({ keptOrOwn }, use) => use(keptOrOwn.context),
  page: async ({ keptOrOwn }, use) => use(keptOrOwn.page),
});
