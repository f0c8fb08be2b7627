import type { Page } from '@playwright/test';
import { expect, test } from './kept-page';
import { apiCall, openPanel, setCookie, signIn } from './helpers';

/**
 * The movement lists (/stok/fis, /stok/islem, /fis/stok/virman/list, /fis/satis/islem, /fis/alis/islem): views of
 * GET /api/reports/:name whose figures must be those of the documents each test makes through the API.
 */

async function movedProduct(page: Page, token: string) {
  const stamp = `${Date.now() % 1000000}`;
  const locations = (await apiCall(page, token, 'GET', 'locations')).items as { id: number }[];
  const product = await apiCall(page, token, 'POST', 'products', {
    name: `E2E Hareket ${stamp}`,
    unit: 'ADET',
    vatRate: 20,
    price: '50.00',
    locationId: locations[0]!.id,
  });
  const from = await apiCall(page, token, 'POST', 'warehouses', { name: `E2E Çıkış ${stamp}` });
  const to = await apiCall(page, token, 'POST', 'warehouses', { name: `E2E Giriş ${stamp}` });
  const customer = await apiCall(page, token, 'POST', 'accounts', { name: `E2E Hareket Müşteri ${stamp}`, kind: 'customer' });
  const complete = async (body: object) => {
    let doc = await apiCall(page, token, 'POST', 'documents', body);
    for (const type of ['START', 'COMPLETE']) doc = await apiCall(page, token, 'POST', `documents/${doc.id}/events`, { type, version: doc.version });
    return doc as { id: number; number: string };
  };
  const line = (quantity: string, unitPrice: string) => ({ productId: product.id, quantity, unitPrice, vatRate: 20 });
  // 10 in at 100.00, 4 of them moved on (400.00), 2 sold at 250.00 (cost 200.00)
  const stockIn = await complete({ type: 'stockIn', warehouseId: from.id, date: '2026-04-01', lines: [line('10', '100.00')] });
  const transfer = await complete({ type: 'stockTransfer', warehouseId: from.id, targetWarehouseId: to.id, date: '2026-04-02', lines: [line('4', '100.00')] });
  const sale = await complete({
    type: 'salesInvoice',
    accountId: customer.id,
    warehouseId: from.id,
    date: '2026-04-03',
    paymentType: 'credit',
    lines: [line('2', '250.00')],
  });
  return { product, from, to, customer, stockIn, transfer, sale };
}

test('the stock vouchers, a product’s movements and the transfers show what the documents moved, and a number opens its document', async ({ page }) => {
  const token = await signIn(page, 'muhasebe');
  const { product, from, to, stockIn, transfer } = await movedProduct(page, token);

  await openPanel(page, `/stok/fis?warehouseId=${from.id}`);
  const vouchers = page.locator('[data-report="stokfis"]');
  await expect(vouchers.getByTestId('report-row')).toHaveCount(2);
  await expect(vouchers.getByTestId('report-row').locator('[data-key="value"]')).toHaveText(['1.000,00', '400,00']);
  await expect(vouchers.getByTestId('report-totals').locator('[data-key="quantity"]')).toHaveText('14');
  await expect(vouchers.getByTestId('report-totals').locator('[data-key="value"]')).toHaveText('1.400,00');

  // the product from 2 April: 10 worth 1,000.00 brought forward, then the transfer's two halves and the sale
  await page.evaluate((id) => (location.hash = `#/stok/islem?productId=${id}&from=2026-04-02`), product.id);
  const moves = page.locator('[data-report="stokhareket"]');
  await expect(moves.getByTestId('report-row').first()).toContainText('Devir');
  await expect(moves.getByTestId('report-row').locator('[data-key="balanceQuantity"]')).toHaveText(['10', '6', '10', '8']);
  await expect(moves.getByTestId('report-row').locator('[data-key="balanceValue"]')).toHaveText(['1.000,00', '600,00', '1.000,00', '800,00']);
  await expect(moves.getByTestId('report-totals').locator('[data-key="valueOut"]')).toHaveText('600,00');

  // the transfers out of the first warehouse into the second
  await page.evaluate(({ a, b }) => (location.hash = `#/fis/stok/virman/list?warehouseId=${a}&targetWarehouseId=${b}`), { a: from.id, b: to.id });
  const transfers = page.locator('[data-report="virmanlist"]');
  await expect(transfers.getByTestId('report-row')).toHaveCount(1);
  await expect(transfers.getByTestId('report-row').locator('[data-key="value"]')).toHaveText('400,00');
  await transfers.getByRole('link', { name: transfer.number }).click();
  await expect(page).toHaveURL(new RegExp(`#/fis/stok/virman/duzen/${transfer.id}$`));

  await page.evaluate((id) => (location.hash = `#/stok/fis?warehouseId=${id}&type=stockIn`), from.id);
  await page.locator('[data-report="stokfis"]').getByRole('link', { name: stockIn.number }).click();
  await expect(page).toHaveURL(new RegExp(`#/fis/stok/giris/duzen/${stockIn.id}$`));
});

test('in Arabic on a phone: the sales lines with their cost and profit, right to left without sideways overflow', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await setCookie(page, 'lang', 'ar');
  const token = await signIn(page, 'muhasebe');
  const { customer } = await movedProduct(page, token);
  await openPanel(page, `/fis/satis/islem?accountId=${customer.id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const lines = page.locator('[data-report="satisislem"]');
  await expect(lines.getByTestId('report-row')).toHaveCount(1);
  const row = lines.getByTestId('report-row');
  await expect(row.locator('[data-key="revenue"]')).toHaveText('500,00');
  await expect(row.locator('[data-key="cost"]')).toHaveText('200,00');
  await expect(row.locator('[data-key="profit"]')).toHaveText('300,00');
  await expect(row.locator('[data-key="paymentType"]')).toHaveText('على الحساب');
  await expect(lines.locator('th')).toContainText(['الربح']);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
});
