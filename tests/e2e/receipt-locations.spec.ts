import { expect, test } from './kept-page';
import { apiCall, hashPath, openPanel, signIn } from './helpers';

/**
 * The location of a receipt's line (issue #30): the editor shows the product's home in the line's warehouse unless
 * another location is chosen; a stock-in saved with a chosen shelf puts its stock there, as the product card shows; a
 * stock-out of a product with no home in a warehouse that keeps shelves is refused on that line until one is chosen.
 */
type Page = import('@playwright/test').Page;
const cell = (page: Page, row: number, col: string) => page.locator(`[data-testid="receipt-editor"]:visible [data-cell="${row}:${col}"]`);

/** Saves the new receipt; its edit page takes over. */
async function savedNew(page: Page, path: RegExp) {
  await page.locator('[data-testid="receipt-editor"]:visible').getByTestId('save').click();
  await expect.poll(() => hashPath(page)).toMatch(path);
  return page.locator(`[data-testid="receipt-editor"][data-doc-id="${hashPath(page).split('/').pop()}"]`);
}

test('a stock-in saved with a chosen location moves that location’s stock; a line refused for want of a location says so on the line', async ({ page }) => {
  test.setTimeout(120_000);
  const token = await signIn(page, 'muhasebe');
  const stamp = `${Date.now() % 1_000_000}`;
  const warehouse = await apiCall(page, token, 'POST', 'warehouses', { name: `E2E Konumlu ${stamp}` });
  const home = await apiCall(page, token, 'POST', 'locations', { name: `K${stamp}-A1`, warehouseId: warehouse.id, aisle: 'A', pickOrder: 1 });
  const chosen = await apiCall(page, token, 'POST', 'locations', { name: `K${stamp}-B1`, warehouseId: warehouse.id, aisle: 'B', pickOrder: 2 });
  const product = await apiCall(page, token, 'POST', 'products', {
    name: `E2E Konumlu ürün ${stamp}`,
    unit: 'ADET',
    vatRate: 0,
    price: '7.00',
    locationId: home.id,
  });

  await openPanel(page, '/fis/stok/giris/yeni');
  const editor = page.locator('[data-testid="receipt-editor"]:visible');
  await expect(editor).toBeVisible({ timeout: 30_000 });
  await editor.locator('#f-warehouse').selectOption(String(warehouse.id));
  await cell(page, 0, 'code').click();
  await page.keyboard.type(product.code);
  await page.keyboard.press('Enter');
  await expect(cell(page, 0, 'quantity')).toBeFocused();
  await page.keyboard.type('4');
  await page.keyboard.press('Enter');
  // the product's home, unless another is chosen
  const location = cell(page, 0, 'location');
  await expect(location.locator('option:checked')).toHaveText(`K${stamp}-A1 · A (ürünün yeri)`);
  await location.selectOption(String(chosen.id));
  const saved = await savedNew(page, /^\/fis\/stok\/giris\/duzen\/\d+$/);
  await expect(saved.locator('[data-cell="0:location"]')).toHaveValue(String(chosen.id));
  await saved.getByTestId('event-START').click();
  await expect(saved).toHaveAttribute('data-status', 'inProcess');
  await saved.getByTestId('event-COMPLETE').click();
  await expect(saved).toHaveAttribute('data-status', 'completed');

  // the product card: the chosen shelf holds the four, its home nothing
  await openPanel(page, `/stok/duzen/${product.id}`);
  const stock = page.locator('[data-testid="stock-by-warehouse"]:visible');
  await expect(stock.locator(`[data-location="K${stamp}-B1"]`)).toContainText('4');
  await expect(stock.locator(`[data-location="K${stamp}-A1"]`)).toHaveCount(0);

  // a product at home elsewhere leaves this warehouse, which keeps shelves, only from a location chosen on its line
  const elsewhere = await apiCall(page, token, 'POST', 'warehouses', { name: `E2E Başka ${stamp}` });
  const away = await apiCall(page, token, 'POST', 'locations', { name: `K${stamp}-Z9`, warehouseId: elsewhere.id });
  const homeless = await apiCall(page, token, 'POST', 'products', { name: `E2E Evsiz ${stamp}`, unit: 'ADET', vatRate: 0, price: '3.00', locationId: away.id });
  await openPanel(page, '/fis/stok/cikis/yeni');
  const out = page.locator('[data-testid="receipt-editor"]:visible');
  await expect(out).toBeVisible({ timeout: 30_000 });
  await out.locator('#f-warehouse').selectOption(String(warehouse.id));
  await cell(page, 0, 'code').click();
  await page.keyboard.type(homeless.code);
  await page.keyboard.press('Enter');
  // the product found and on the line (its lookup answered) before the line's location is read and the receipt saved
  await expect(cell(page, 0, 'quantity')).toBeFocused();
  await expect(cell(page, 0, 'location').locator('option:checked')).toHaveText('—');
  await out.getByTestId('save').click();
  await expect(cell(page, 0, 'location')).toHaveAttribute('aria-invalid', 'true');
  await expect(cell(page, 0, 'location')).toHaveAttribute('title', 'Ürünü kaydetmeden önce bir raf konumu seçin.');
  await cell(page, 0, 'location').selectOption(String(chosen.id));
  const kept = await savedNew(page, /^\/fis\/stok\/cikis\/duzen\/\d+$/);
  await expect(kept.locator('[data-cell="0:location"]')).toHaveValue(String(chosen.id));
  await expect(kept.locator('[data-cell="0:location"]')).not.toHaveAttribute('aria-invalid', 'true');
});
