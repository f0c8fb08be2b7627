import type { Page } from '@playwright/test';
import { expect, test } from './kept-page';
import { apiCall, openPanel, setCookie, signIn } from './helpers';

/**
 * /rapor/<name>: the generic page over GET /api/reports/:name, with the columns the API names, sorting by a
 * title, the totals, the CSV download and printing; in the menu under Raporlar.
 */

/** A fresh product bought into a fresh warehouse and two of it sold to a fresh customer: the rows these tests read. */
async function soldProduct(page: Page, token: string, dated: { date?: string } = {}) {
  const stamp = `${Date.now() % 1000000}`;
  const locations = (await apiCall(page, token, 'GET', 'locations')).items as { id: number }[];
  const product = await apiCall(page, token, 'POST', 'products', {
    name: `E2E Rapor ${stamp}`,
    unit: 'ADET',
    vatRate: 20,
    price: '50.00',
    locationId: locations[0]!.id,
  });
  const warehouse = await apiCall(page, token, 'POST', 'warehouses', { name: `E2E Rapor Depo ${stamp}` });
  const account = await apiCall(page, token, 'POST', 'accounts', { name: `E2E Rapor Müşteri ${stamp}`, kind: 'customer' });
  const supplier = await apiCall(page, token, 'POST', 'accounts', { name: `E2E Rapor Tedarikçi ${stamp}`, kind: 'supplier' });
  const complete = async (body: object) => {
    let doc = await apiCall(page, token, 'POST', 'documents', body);
    for (const type of ['START', 'COMPLETE']) doc = await apiCall(page, token, 'POST', `documents/${doc.id}/events`, { type, version: doc.version });
    return doc as { id: number; number: string };
  };
  const line = (quantity: string, unitPrice: string) => ({ productId: product.id, quantity, unitPrice, vatRate: 20 });
  await complete({ type: 'purchaseInvoice', accountId: supplier.id, warehouseId: warehouse.id, lines: [line('4', '1000.00')], ...dated });
  const sale = await complete({
    type: 'salesInvoice',
    accountId: account.id,
    warehouseId: warehouse.id,
    paymentType: 'credit',
    lines: [line('2', '1500.00')],
    ...dated,
  });
  return { product, warehouse, account, sale };
}

test('the sales-invoice profit report: the columns, sorting by a title, the totals, the CSV in Turkish', async ({ page }) => {
  const token = await signIn(page, 'muhasebe');
  const { warehouse, sale } = await soldProduct(page, token);
  await openPanel(page, '/rapor/satisfaturakar');
  const screen = page.locator('[data-report="satisfaturakar"]');
  await expect(screen.locator('th')).toContainText(['Belge No', 'Belge Numarası', 'Tarih', 'Cari', 'Satış Tutarı', 'Maliyet', 'Kâr']);
  const row = screen.getByTestId('report-row').filter({ hasText: sale.number });
  await expect(row.locator('[data-key="revenue"]')).toHaveText('3.000,00');
  await expect(row.locator('[data-key="cost"]')).toHaveText('2.000,00');
  await expect(row.locator('[data-key="profit"]')).toHaveText('1.000,00');
  await expect(screen.getByTestId('report-totals').locator('th').first()).toHaveText('Toplam');

  // a click on a title sorts by it, a second the other way
  await screen.getByTestId('report-sort-profit').click();
  await expect(screen.locator('th[aria-sort="ascending"]')).toContainText('Kâr');
  await screen.getByTestId('report-sort-profit').click();
  await expect(screen.locator('th[aria-sort="descending"]')).toContainText('Kâr');

  const [download] = await Promise.all([page.waitForEvent('download'), screen.getByTestId('report-csv').click()]);
  expect(download.suggestedFilename()).toBe('satisfaturakar.csv');
  const text = (await download.createReadStream().then((s) => s.toArray())).map((b: Buffer) => b.toString('utf8')).join('');
  expect(text.startsWith('\uFEFFBelge No;Belge Numarası;Tarih;Cari;Satış Tutarı;Maliyet;Kâr')).toBe(true);
  expect(text).toContain(`;3000,00;2000,00;1000,00`);

  // the stock report, per warehouse: what is left at its cost
  await page.evaluate(() => (location.hash = '#/rapor/stokbakiye'));
  const stock = page.locator('[data-report="stokbakiye"]');
  await stock.getByTestId('report-warehouse').selectOption(String(warehouse.id));
  const left = stock.getByTestId('report-row').filter({ hasText: 'E2E Rapor' });
  await expect(left).toHaveCount(1);
  await expect(left.locator('[data-key="quantity"]')).toHaveText('2');
  await expect(left.locator('[data-key="value"]')).toHaveText('2.000,00');
});

test('in Arabic on a phone: right to left, titles in Arabic, no sideways overflow of the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await setCookie(page, 'lang', 'ar');
  const token = await signIn(page, 'muhasebe');
  await soldProduct(page, token);
  await openPanel(page, '/rapor/satiskar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const screen = page.locator('[data-report="satiskar"]');
  await expect(screen.locator('th')).toContainText(['رقم المنتج', 'الرمز', 'الاسم', 'الكمية', 'الإيراد', 'التكلفة', 'الربح']);
  await expect(screen.getByTestId('report-chart')).toBeVisible();
  await expect(screen.getByTestId('report-row').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
});

test('the dashboard links its sales to the management sales report for the month; that report and the cash movements match the documents', async ({ page }) => {
  const token = await signIn(page, 'muhasebe');
  // the dashboard's today is Istanbul's; between 21:00 and 24:00 UTC a document's default day is still the day before
  const istanbulToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
  const { warehouse } = await soldProduct(page, token, { date: istanbulToday });
  const box = await apiCall(page, token, 'POST', 'cash-accounts', { kind: 'cash', name: `E2E Rapor Kasa ${Date.now() % 1000000}` });
  for (const body of [
    { type: 'cashIn', cashAccountId: box.id, amount: '250' },
    { type: 'cashOut', cashAccountId: box.id, amount: '100' },
  ]) {
    const doc = await apiCall(page, token, 'POST', 'documents', body);
    await apiCall(page, token, 'POST', `documents/${doc.id}/events`, { type: 'COMPLETE', version: doc.version });
  }

  await openPanel(page, '/dashboard');
  const today = page.getByTestId('dashboard-sales-today');
  await expect(today).toBeVisible();
  // today's sales hold at least the 3,000.00 sold above (other tests may sell beside it)
  expect(Number(await today.getAttribute('data-value'))).toBeGreaterThanOrEqual(3000);
  await expect(page.getByTestId(`dashboard-cash-${box.id}`)).toContainText('150,00');
  await page.getByTestId('dashboard-sales-link').click();
  const report = page.locator('[data-report="genelyonetimsatis"]');
  await expect(report.locator('#report-genelyonetimsatis-from')).not.toHaveValue('');
  await report.getByTestId('report-warehouse').selectOption(String(warehouse.id));
  await expect(report.getByTestId('report-row')).toHaveCount(1);
  const row = report.getByTestId('report-row');
  await expect(row.locator('[data-key="sales"]')).toHaveText('3.000,00');
  await expect(row.locator('[data-key="cost"]')).toHaveText('2.000,00');
  await expect(row.locator('[data-key="profit"]')).toHaveText('1.000,00');
  await expect(report.getByTestId('report-chart')).toBeVisible();

  await page.evaluate((id) => (location.hash = `#/rapor/kasaislem?cashAccountId=${id}`), box.id);
  const cash = page.locator('[data-report="kasaislem"]');
  await expect(cash.getByTestId('report-row').locator('[data-key="balance"]')).toHaveText(['250,00', '150,00']);
  await expect(cash.getByTestId('report-totals').locator('[data-key="out"]')).toHaveText('100,00');
});

test('in Arabic on a phone: an account’s movements with its balance, and the dashboard, right to left without sideways overflow', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await setCookie(page, 'lang', 'ar');
  const token = await signIn(page, 'muhasebe');
  const { account } = await soldProduct(page, token);
  await openPanel(page, `/rapor/cariislem?accountId=${account.id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const screen = page.locator('[data-report="cariislem"]');
  // 2 × 1,500.00 with 20 % VAT owed
  await expect(screen.getByTestId('report-row').locator('[data-key="balance"]')).toHaveText(['3.600,00']);
  await page.evaluate(() => (location.hash = '#/dashboard'));
  await expect(page.getByTestId('dashboard-sales')).toBeVisible();
  await expect(page.getByTestId('dashboard-balances')).toContainText('مستحق لنا');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
});
