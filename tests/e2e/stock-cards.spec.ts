import type { Page } from '@playwright/test';
import { expect, test } from './kept-page';
import { hashPath, openPanel, signIn } from './helpers';

/** Issue #4 (stock part): the card's edit and copy screens, the critical flag of the list, the back links. */

async function newCard(page: Page, token: string, extra: Record<string, unknown> = {}) {
  const auth = { Authorization: `Bearer ${token}` };
  const locations = await (await page.request.get('/api/locations', { headers: auth })).json();
  const res = await page.request.post('/api/products', {
    headers: auth,
    data: { name: `E2E Kart ${Date.now()}`, unit: 'ADET', vatRate: 20, price: '10', locationId: locations.response.items[0].id, ...extra },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).response as { id: number; code: string; name: string };
}

const list = (page: Page) => page.locator('[data-route="/stok/list"]');

async function openListAt(page: Page, q: string) {
  await openPanel(page, `/stok/list?q=${encodeURIComponent(q)}`);
  await expect(list(page).locator('tbody tr')).toHaveCount(1);
}

test.describe('stock cards: edit, copy, critical stock, back links', () => {
  test('edit a card from the list and see the change in the list', async ({ page }) => {
    const token = await signIn(page, 'muhasebe');
    const p = await newCard(page, token, { criticalStock: '5', pageCount: 120 });
    await openListAt(page, p.code);
    const row = list(page).locator('tbody tr');
    // stock 0 ≤ critical 5: flagged with a word, not by colour alone
    await expect(row.getByTestId('critical-tag')).toHaveText('Kritik');
    await expect(row.locator('[data-col="stock"]')).toContainText('0');

    await row.getByTestId('edit-link').click();
    await expect.poll(() => hashPath(page)).toBe(`/stok/duzen/${p.id}`);
    const form = page.locator(`[data-route="/stok/duzen/${p.id}"]`);
    await expect(form.locator('input[name="name"]')).toHaveValue(p.name);
    await expect(form.locator('input[name="code"]')).toHaveValue(p.code);
    await expect(form.locator('input[name="pageCount"]')).toHaveValue('120');
    await expect(form.getByTestId('stock-by-warehouse')).toContainText('Bu ürünün stok hareketi yok.');

    const renamed = `${p.name} düzenlendi`;
    await form.locator('input[name="name"]').fill(renamed);
    await form.locator('input[name="criticalStock"]').fill('');
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => hashPath(page)).toBe(`/stok/list?q=${encodeURIComponent(p.code)}`);
    const edited = list(page).locator('tbody tr', { hasText: renamed });
    await expect(edited).toHaveCount(1);
    // no critical value any more: no flag
    await expect(edited.getByTestId('critical-tag')).toHaveCount(0);
  });

  test('copy a card: pre-filled without code and barcode, saved as a new card', async ({ page }) => {
    const token = await signIn(page, 'muhasebe');
    const p = await newCard(page, token, { barcode: '4006381333931', author: 'Sabahattin Ali' });
    await openListAt(page, p.code);
    await list(page).locator('tbody tr').getByTestId('copy-link').click();
    await expect.poll(() => hashPath(page)).toBe(`/stok/cogalt/${p.id}`);
    const form = page.locator(`[data-route="/stok/cogalt/${p.id}"]`);
    await expect(form.locator('input[name="name"]')).toHaveValue(p.name);
    await expect(form.locator('input[name="code"]')).toHaveValue('');
    await expect(form.locator('input[name="barcode"]')).toHaveValue('');
    await expect(form.locator('input[name="author"]')).toHaveValue('Sabahattin Ali');

    const copyName = `${p.name} kopya`;
    await form.locator('input[name="name"]').fill(copyName);
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => hashPath(page)).toMatch(/^\/stok\/list\?q=STK/);
    await expect(list(page).locator('tbody tr', { hasText: copyName })).toHaveCount(1);

    // the original is still there, unchanged
    const search = list(page).locator('input[name="search"]');
    await search.fill(p.code);
    await expect(list(page).locator('tbody tr')).toHaveCount(1);
    await expect(list(page).locator('tbody tr')).toContainText(p.name);
    await expect(list(page).locator('tbody tr')).not.toContainText('kopya');
  });

  test('the new, edit and copy screens lead back to the list', async ({ page }) => {
    const token = await signIn(page, 'muhasebe');
    const p = await newCard(page, token);
    for (const path of ['/stok/yeni', `/stok/duzen/${p.id}`, `/stok/cogalt/${p.id}`]) {
      await openPanel(page, path);
      const back = page.locator(`[data-route="${path}"]`).getByTestId('back-link');
      await expect(back).toHaveText('Stok listesine dön');
      await back.click();
      await expect.poll(() => hashPath(page)).toBe('/stok/list');
    }
  });

  test('the search box is reached with the keyboard and finds a card by its folded name', async ({ page }) => {
    const token = await signIn(page, 'muhasebe');
    const stamp = Date.now();
    const p = await newCard(page, token, { name: `E2E Öğretmen Işığı ${stamp}` });
    await openPanel(page, '/stok/list');
    await expect(list(page).locator('tbody tr').first()).toBeVisible();
    await page.locator('body').click();
    await page.keyboard.press('/');
    await expect(list(page).locator('input[name="search"]')).toBeFocused();
    await page.keyboard.type(`ogretmen isigi ${stamp}`);
    await expect(list(page).locator('tbody tr')).toHaveCount(1);
    await expect(list(page).locator('tbody tr')).toContainText(p.name);
  });
});
