import { expect, test } from './kept-page';
import { apiCall, expectedMenuLinks, hashPath, openPanel, sidebarLinks, signIn, USERS } from './helpers';

/** Issue #30, the shared catalogue in the browser, at a phone's width: the provider keeps it, a company draws cards from it. */

const fitsThePhone = async (page: import('@playwright/test').Page, path: string) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);

test('the provider sees the keeper’s pages in the menu', async ({ page }) => {
  await signIn(page, 'saglayici');
  await openPanel(page);
  expect(await sidebarLinks(page)).toEqual(expectedMenuLinks(USERS.saglayici.roles, 'sandbox', true));
});

test('a company’s admin is sent away from the keeper’s pages', async ({ page }) => {
  await signIn(page, 'admin');
  await openPanel(page, '/kibourun/list');
  await expect.poll(() => hashPath(page)).toBe('/401');
});

test('on a phone the provider adds an entry, and a company finds it and creates its stock card from it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const title = `Telefon Kitabı ${Date.now()}`;
  await signIn(page, 'saglayici');
  await openPanel(page, '/kibourun/yeni');
  await page.locator('#f-title').fill(title);
  await page.locator('#f-author').fill('Şule Yazar');
  await page.locator('#f-price').fill('33.50');
  await page.getByTestId('form-save').click();
  await expect.poll(() => hashPath(page)).toMatch(/^\/kibourun\/duzen\/\d+$/);
  await fitsThePhone(page, '/kibourun/duzen');
  await openPanel(page, '/kibourun/kontrol');
  await expect(page.locator(`[data-testid="attention-row"][data-title="${title}"] [data-reason="publisherMissing"]`)).toBeVisible();
  await fitsThePhone(page, '/kibourun/kontrol');

  await page.goto('about:blank');
  const token = await signIn(page, 'admin');
  await openPanel(page, '/kibourunlist');
  await page.getByTestId('catalogue-search-input').fill('sule yazar');
  const row = page.locator(`[data-testid="catalogue-row"][data-title="${title}"]`);
  await row.getByRole('checkbox').check({ force: true });
  await page.getByTestId('make-cards').click();
  await expect(row.locator('.bp6-tag')).toBeVisible();
  await fitsThePhone(page, '/kibourunlist');
  const cards = (await apiCall(page, token, 'GET', `products?q=${encodeURIComponent(title)}`)).items as { name: string; price: string }[];
  expect(cards.map((c) => [c.name, c.price])).toEqual([[title, '33.50']]);
  for (const path of ['/kibourun/stokmagaza', '/modul/katalog/ayar', '/modul/katalog/islem', '/modul/katalog/stokguncelle']) {
    await openPanel(page, path);
    await fitsThePhone(page, path);
  }
});
