import type { Page } from '@playwright/test';

/**
 * Waits until the app's service worker controls the page. It takes control only once it has kept the whole build
 * (src/web/offline/sw.js keeps every file at install, or fails), so from then on a reload without a connection works.
 */
export async function appKeptOffline(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
}
