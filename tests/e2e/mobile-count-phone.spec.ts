import { expect, test } from './kept-page';
import { apiCall, apiLogin, openPanel, setTokenCookie, signIn } from './helpers';

/**
 * /modul/mobil/stokguncelle and /modul/mobil/islem at a phone's size (390 px), driven as a scanner drives them. A new
 * operator's phone is asked for its identifier first (spec §6), two products are scanned and counted, the count is
 * sent, and the log shows the drafts it made, waiting for a manager.
 */
test.use({ viewport: { width: 390, height: 844 } });

async function scan(page: import('@playwright/test').Page, code: string) {
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

test('a phone scans and counts two products, sends the count, and its log lists the draft adjustments', async ({ page }) => {
  const admin = await signIn(page, 'admin');
  const stamp = `${Date.now() % 1_000_000}`;
  const warehouse = await apiCall(page, admin, 'POST', 'warehouses', { name: `E2E Sayım ${stamp}` });
  const saved = await page.request.fetch('/api/mobile/settings', {
    method: 'PUT',
    data: { warehouseId: warehouse.id, mayCount: true },
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const home = (await apiCall(page, admin, 'GET', 'locations')).items[0].id;
  const product = (name: string) =>
    apiCall(page, admin, 'POST', 'products', { name: `${name} ${stamp}`, unit: 'ADET', vatRate: 0, price: '9.00', locationId: home });
  const shelved = await product('E2E Sayılan');
  const found = await product('E2E Bulunan');
  let doc = await apiCall(page, admin, 'POST', 'documents', {
    type: 'stockIn',
    warehouseId: warehouse.id,
    lines: [{ productId: shelved.id, quantity: '5', unitPrice: '2.00', vatRate: 0 }],
  });
  for (const type of ['START', 'COMPLETE']) doc = await apiCall(page, admin, 'POST', `documents/${doc.id}/events`, { type, version: doc.version });
  const email = `sayim${stamp}@demo.test`;
  await apiCall(page, admin, 'POST', 'users', { name: 'E2E Sayımcı', email, password: 'gizli2026', roles: ['operator'] });
  await setTokenCookie(page.context(), await apiLogin(page.request, email, 'gizli2026'), page);

  await openPanel(page, '/modul/mobil/stokguncelle');
  const screen = page.locator('[data-testid="mobile-count"]:visible');
  // no identifier sent yet: the phone asks whether to send it
  await expect(screen.getByTestId('mobile-device-answer')).toBeVisible();
  await screen.getByTestId('mobile-send-device').click();
  await expect(screen.getByTestId('mobile-count-warehouse')).toHaveText(warehouse.name);
  await screen.getByTestId('mobile-quantity').fill('3');
  await screen.getByTestId('mobile-scan').focus();
  await scan(page, shelved.code);
  await expect(screen.getByTestId('mobile-lines').locator(`[data-product="${shelved.code}"]`)).toContainText('3');
  await screen.getByTestId('mobile-scan').focus();
  await scan(page, found.code);
  await scan(page, found.code);
  await expect(screen.getByTestId('mobile-lines').locator(`[data-product="${found.code}"]`)).toContainText('2');
  await screen.getByTestId('mobile-send').click();
  await expect(screen.getByTestId('mobile-sent')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await openPanel(page, '/modul/mobil/islem');
  const log = page.locator('[data-testid="mobile-log"]:visible');
  const row = log.getByTestId('mobile-count').filter({ hasText: shelved.name });
  await expect(row).toContainText('E2E Sayımcı');
  await expect(row.getByTestId('mobile-count-document')).toHaveCount(2);
  await expect(row.locator('[data-testid="mobile-count-document"][data-type="stockOut"]')).toHaveAttribute('data-status', 'draft');
  await expect(row.locator('[data-testid="mobile-count-document"][data-type="stockIn"]')).toHaveAttribute('data-status', 'draft');
});
