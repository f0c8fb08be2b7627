import { expect, test as base, type Page } from '@playwright/test';
import { apiLogin, USERS, type UserKey } from './helpers';

/**
 * A signed-in page per user, kept by a worker across its tests, for the model-based tests that walk many short
 * paths through one screen.
 *
 * Why: loading the app costs a few seconds of CPU on this machine (the bundles, Blueprint's styles), often more
 * than the path itself, and the model-based files run dozens of paths.
 *
 * Why it is safe: each test opens a route of its own (the path names its own document), by a hash change as a
 * click on a link does, so its screen mounts from nothing in a page slot of its own: its machine, form state and
 * queries start anew. The slots of earlier tests stay in the DOM, hidden (the shell keeps the last five pages
 * mounted), so a test looks inside the shown one only (`shownScreen`). A route opened before in the kept page
 * would come back with its old state: `warmPage` refuses it. Each test makes its own data through the API. A test
 * that fails closes its user's page (after a screenshot), so the next test gets a freshly loaded one; so does one
 * that ends with a dialog open that its answer or Escape does not close.
 */
/** The screen shown, without the hidden ones the shell keeps mounted. */
export const shownScreen = (page: Page) => page.locator('.defter-page-slot:not([hidden])');

/**
 * A dialog left open belongs to a hidden screen once the next test opens its route, yet would cover it. It is
 * answered as a user would: an alert by its cancelling button (the one without an intent), a dialog by Escape.
 */
async function closeDialogs(page: Page): Promise<boolean> {
  const open = page.locator('.bp6-overlay-open');
  if ((await open.count()) === 0) return true;
  const cancel = open.locator('.bp6-alert-footer .bp6-button:not([class*="bp6-intent-"])');
  if ((await cancel.count()) === 1) await cancel.click();
  else await page.keyboard.press('Escape');
  return expect(open)
    .toHaveCount(0, { timeout: 2_000 })
    .then(() => true)
    .catch(() => false);
}

interface WarmPages {
  /** The user's kept page, and whether it was loaded just now */
  get(user: UserKey): Promise<{ page: Page; fresh: boolean; opened: Set<string> }>;
  drop(user: UserKey): Promise<void>;
}

export const test = base.extend<{ warmPage: (user: UserKey, path: string) => Promise<Page> }, { warmPages: WarmPages }>({
  warmPages: [
    async ({ browser }, use, workerInfo) => {
      const pages = new Map<UserKey, { page: Page; opened: Set<string> }>();
      const { baseURL, viewport, locale, userAgent, deviceScaleFactor, isMobile, hasTouch, serviceWorkers } = workerInfo.project.use;
      await use({
        async get(user) {
          const kept = pages.get(user);
          if (kept) return { ...kept, fresh: false };
          const context = await browser.newContext({ baseURL, viewport, locale, userAgent, deviceScaleFactor, isMobile, hasTouch, serviceWorkers });
          const token = await apiLogin(context.request, USERS[user].email);
          await context.addCookies([{ name: 'token', value: token, url: baseURL }]);
          const page = await context.newPage();
          pages.set(user, { page, opened: new Set() });
          return { page, opened: pages.get(user)!.opened, fresh: true };
        },
        async drop(user) {
          await pages.get(user)?.page.context().close();
          pages.delete(user);
        },
      });
      for (const { page } of pages.values()) await page.context().close();
    },
    { scope: 'worker' },
  ],
  warmPage: async ({ warmPages }, use, testInfo) => {
    const used = new Map<UserKey, Page>();
    await use(async (user, path) => {
      const { page, fresh, opened } = await warmPages.get(user);
      used.set(user, page);
      if (opened.has(path)) throw new Error(`${path} was opened before in this page: its kept screen would not start anew`);
      opened.add(path);
      if (!fresh) {
        await page.goto('/#/dashboard');
        await expect(page.getByTestId('app-layout')).toBeVisible();
      }
      await page.goto(`/#${path}`);
      await expect(page.getByTestId('app-layout')).toBeVisible();
      return page;
    });
    const failed = testInfo.status !== testInfo.expectedStatus;
    for (const [user, page] of used) {
      if (failed) await testInfo.attach(`${user}.png`, { body: await page.screenshot(), contentType: 'image/png' });
      if (failed || !(await closeDialogs(page))) await warmPages.drop(user);
    }
  },
});
