import { expect, test } from './kept-page';
import type { Page } from '@playwright/test';
import { openPanel, signIn } from './helpers';

let firstPage: Page | undefined;

// The two tests run in this order in one worker, so the second gets the page the first used.
test.describe.configure({ mode: 'serial' });

test.describe('a kept page', () => {
  test('a test leaves cookies, storage, an offline database, a route and the offline mode behind', async ({ page, context }) => {
    firstPage = page;
    await signIn(page, 'admin');
    await openPanel(page);
    await page.evaluate(async () => {
      localStorage.setItem('left-behind', '1');
      sessionStorage.setItem('left-behind', '1');
      await new Promise((done) => (indexedDB.open('left-behind').onsuccess = done));
    });
    await page.route('**/api/menu', (route) => route.abort());
    await page.setViewportSize({ width: 390, height: 844 });
    await context.setOffline(true);
  });

  test('the next test starts without any of it, as in a context of its own', async ({ page, context }) => {
    expect(page).toBe(firstPage);
    expect(await context.cookies()).toEqual([]);
    await page.goto('/#/login');
    await expect(page.locator('input[name="email"]')).toBeVisible();
    expect(page.viewportSize()).toEqual({ width: 1366, height: 800 });
    const left = await page.evaluate(async () => ({
      local: localStorage.getItem('left-behind'),
      session: sessionStorage.getItem('left-behind'),
      databases: (await indexedDB.databases()).map((d) => d.name),
    }));
    expect(left).toEqual({ local: null, session: null, databases: [] });
    await signIn(page, 'admin');
    await openPanel(page);
    await expect(page.getByTestId('sidebar')).toBeVisible();
  });
});
