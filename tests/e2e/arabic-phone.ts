import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { APP_ROUTES } from '../../machines/routes';
import { openPanel, setCookie } from './helpers';
import { expect } from './kept-page';

const ar = JSON.parse(readFileSync(new URL('../../locales/ar.json', import.meta.url), 'utf8')) as Record<string, unknown>;
/** A word of the Arabic locale by its key. */
export const arabic = (key: string) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], ar) as string;

/** A 390-pixel phone in Arabic: set before signing in, so the first page is already right to left. */
export async function asArabicPhone(page: Page): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await setCookie(page, 'lang', 'ar');
}

/**
 * Opens each page by its link and holds it to the phone's quality bar: shown under its route, titled in Arabic,
 * loaded without an error, right to left, and nothing wider than the screen.
 */
export async function expectArabicPhonePages(page: Page, pages: { path: string; route: (typeof APP_ROUTES)[number] }[]): Promise<void> {
  await openPanel(page, '/dashboard');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  for (const { path, route } of pages) {
    await page.evaluate((p) => (location.hash = p), path);
    // a document's page is kept under its own path, a list under its route's
    const slot = page.locator(`.defter-page-slot:not([hidden]):is([data-slot="${route.path}"], [data-slot="${path}"])`);
    await expect(slot, path).toBeVisible();
    await expect(page, path).toHaveTitle(new RegExp(`^${arabic(route.titleKey).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} - `));
    await expect(slot.locator('.bp6-spinner'), path).toHaveCount(0);
    await expect(slot.getByTestId('page-failed'), path).toHaveCount(0);
    await expect(page.locator('html'), path).toHaveAttribute('dir', 'rtl');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(1);
  }
}
