import type { Page } from '@playwright/test';
import { expect, test } from './kept-page';
import { apiCall, openPanel, signIn } from './helpers';
import { shownScreen } from './warm-page';

/**
 * The B2B shop's back office (issue #31): a content page written with the toolbar (bold, a link) and published is
 * read back through the storefront's API cleaned; a dealer's review is approved on /b2b/yorum and then shown.
 */
const RUN = Date.now().toString(36);

/** The demo's shop, saved once so the storefront finds it, and the host it answers at. */
async function demoShop(page: Page, token: string): Promise<Record<string, string>> {
  let settings = await apiCall(page, token, 'GET', 'b2b/settings');
  if (settings.version === 0) {
    const res = await page.request.put('/api/b2b/settings', { data: { ...settings, name: 'Demo Bayi' }, headers: { authorization: `Bearer ${token}` } });
    expect(res.status(), await res.text()).toBe(200);
    settings = JSON.parse(await res.text()).response;
  }
  return settings.host ? { 'x-forwarded-host': settings.host } : {};
}

test('a content page written with bold and a link is published and read back through the storefront sanitised', async ({ page }) => {
  const token = await signIn(page, 'admin');
  const host = await demoShop(page, token);
  const slug = `kosullar-${RUN}`;
  await openPanel(page, '/b2b/iceriksayfalari/yeni');
  const screen = shownScreen(page).getByTestId('b2b-content-editor');
  await screen.locator('#content-title').fill(`Satış koşulları ${RUN}`);
  await screen.locator('#content-slug').fill(slug);
  const area = screen.getByTestId('rich-text-area');
  await area.click();
  await page.keyboard.type('Önemli koşullar burada');
  // "Önemli" bold: the word chosen with the keyboard, then the toolbar's button
  await page.keyboard.press('Home');
  for (let i = 0; i < 'Önemli'.length; i++) await page.keyboard.press('Shift+ArrowRight');
  await screen.getByRole('button', { name: 'Kalın' }).click();
  // "burada" a link, its address asked for
  await page.keyboard.press('End');
  for (let i = 0; i < 'burada'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  page.once('dialog', (d) => void d.accept('https://ornek.test/kosullar'));
  await screen.getByRole('button', { name: 'Bağlantı' }).click();
  await screen.getByText('Yayında', { exact: true }).click();
  await screen.getByRole('button', { name: 'Kaydet' }).click();
  // saved, the new page opens as the stored one: the server's cleaned body, version 1
  const stored = shownScreen(page).getByTestId('b2b-content-editor');
  await expect(stored.getByTestId('content-version')).toHaveText('1');
  await expect(stored.getByTestId('rich-text-area').locator('b')).toHaveText('Önemli');

  const res = await page.request.get(`/api/shop/pages/${slug}`, { headers: host });
  expect(res.status(), await res.text()).toBe(200);
  const served = JSON.parse(await res.text()).response;
  expect(served.title).toBe(`Satış koşulları ${RUN}`);
  expect(served.body).toMatch(/<b>Önemli<\/b>/);
  expect(served.body).toContain('<a href="https://ornek.test/kosullar" rel="noopener noreferrer nofollow" target="_blank">burada</a>');
  expect(served.body).not.toMatch(/style=|<span|on[a-z]+=/i);

  // the list shows it published
  await openPanel(page, '/b2b/iceriksayfalari');
  const list = shownScreen(page).getByTestId('b2b-content-pages');
  await expect(list.locator(`tr[data-name="Satış koşulları ${RUN}"]`)).toContainText('Yayında');
});

test('a review is approved on /b2b/yorum and then shown in the shop with its average', async ({ page }) => {
  const token = await signIn(page, 'admin');
  const host = await demoShop(page, token);
  const location = (await apiCall(page, token, 'GET', 'locations')).items[0].id;
  const product = await apiCall(page, token, 'POST', 'products', {
    name: `Yorumlu Kitap ${RUN}`,
    unit: 'ADET',
    vatRate: 20,
    price: '50.00',
    locationId: location,
  });
  await apiCall(page, token, 'POST', 'b2b/publishing/products', { productIds: [product.id], published: true });
  const account = await apiCall(page, token, 'POST', 'accounts', { kind: 'customer', name: `Yorum Bayi ${RUN}` });
  const email = `yorum-${RUN}@bayi.test`;
  const put = await page.request.put(`/api/b2b/dealers/${account.id}`, {
    data: { email, password: 'bayi1234' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(put.status(), await put.text()).toBe(200);
  const signed = await page.request.post('/api/shop/login', { data: { email, password: 'bayi1234' }, headers: host });
  expect(signed.status(), await signed.text()).toBe(200);
  const dealer = { ...host, authorization: `Bearer ${JSON.parse(await signed.text()).response.token as string}` };
  const text = `Çok faydalı ${RUN}`;
  const written = await page.request.post(`/api/shop/products/${product.id}/reviews`, { data: { stars: 4, text }, headers: dealer });
  expect(written.status(), await written.text()).toBe(201);
  const shown = async () => JSON.parse(await (await page.request.get(`/api/shop/products/${product.id}/reviews`, { headers: dealer })).text()).response;
  expect((await shown()).count).toBe(0);

  await openPanel(page, '/b2b/yorum');
  const screen = shownScreen(page).getByTestId('b2b-reviews');
  const row = screen.locator('tr', { hasText: text });
  await expect(row).toContainText(`Yorumlu Kitap ${RUN}`);
  await row.getByRole('button', { name: 'Onayla' }).click();
  await expect(screen.locator('tr', { hasText: text })).toHaveCount(0);
  await screen.getByRole('tab', { name: 'Onaylanan' }).click();
  await expect(screen.locator('tr', { hasText: text })).toBeVisible();

  const now = await shown();
  expect(now).toMatchObject({ count: 1, average: '4.00' });
  expect(now.items[0]).toMatchObject({ stars: 4, text, dealerName: `Yorum Bayi ${RUN}` });
});
