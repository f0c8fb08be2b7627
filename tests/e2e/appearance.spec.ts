import { readFileSync } from 'node:fs';
import { expect, test } from './kept-page';
import { getCookie, openPanel, setCookie, signIn } from './helpers';

// the footer names the package's version (Playwright's loader takes no JSON import without an attribute)
const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

test.describe('languages and themes', () => {
  test('light (default): dashboard screenshot', async ({ page }) => {
    await signIn(page, 'admin');
    await openPanel(page);
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('body')).not.toHaveClass(/bp6-dark/);
    await page.screenshot({ path: '.tmp/shots/dashboard-light.png' });
  });

  test('Arabic: html lang=ar dir=rtl, the sidebar on the right, texts in Arabic', async ({ page }) => {
    await setCookie(page, 'lang', 'ar');
    await signIn(page, 'muhasebe');
    await openPanel(page, '/stok/list');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('footer')).toContainText('الإصدار');
    const sidebar = await page.getByTestId('sidebar').boundingBox();
    const main = await page.locator('.defter-content').boundingBox();
    expect(sidebar!.x).toBeGreaterThan(main!.x); // right of the content
    await page.screenshot({ path: '.tmp/shots/stok-ar.png' });
    await page.goto('/#/dashboard');
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await page.screenshot({ path: '.tmp/shots/dashboard-ar.png' });
  });

  test('changing the language from the user menu sets the cookie and reloads', async ({ page }) => {
    await signIn(page, 'admin');
    await openPanel(page);
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('user-menu').getByText('Dil').hover();
    await Promise.all([page.waitForEvent('load'), page.locator('[data-lang-option="de"]').click()]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(await getCookie(page, 'lang')).toBe('de');
    await expect(page.getByTestId('footer')).toContainText(`Version ${pkg.version}`);
  });

  test('dark theme: Blueprint dark class, cookie theme=dark, readable', async ({ page }) => {
    await signIn(page, 'admin');
    await openPanel(page);
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('user-menu').getByText('Tema').hover();
    await page.locator('[data-theme-option="dark"]').click();
    await expect(page.locator('body')).toHaveClass(/bp6-dark/);
    expect(await getCookie(page, 'theme')).toBe('dark');
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(page.locator('body')).toHaveClass(/bp6-dark/);
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(bg).toBe('rgb(28, 33, 39)');
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await page.mouse.move(600, 400);
    await page.screenshot({ path: '.tmp/shots/dashboard-dark.png' });
  });

  test('kum theme: the warm sand palette through CSS variables', async ({ page }) => {
    await setCookie(page, 'theme', 'kum');
    await signIn(page, 'admin');
    await openPanel(page);
    await expect(page.locator('html')).toHaveClass(/theme-kum/);
    const v = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--defter-bg').trim());
    expect(v).toBe('#f3e9d2');
    await expect(page.getByTestId('dashboard')).toBeVisible();
    await page.screenshot({ path: '.tmp/shots/dashboard-kum.png' });
  });
});
