import type { Page } from '@playwright/test';
import { expect, test } from './kept-page';
import { apiCall, openPanel, setCookie, signIn } from './helpers';
import { ensureOpenCashBox, payInCashWithEnter, productByBarcode, scan } from './pos-helpers';

/** The demo's book "Kürk Mantolu Madonna": 95.00 at 0 % VAT. */
const BOOK_ISBN = '9789024538270';

/** Closes the open sessions of the demo's cash boxes, so that the till starts with its box closed. */
async function closeCashBoxes(page: Page, token: string) {
  const open = (await apiCall(page, token, 'GET', 'documents?type=cashBoxSession&status=open&limit=100&offset=0')).items as { id: number; version: number }[];
  for (const s of open) await apiCall(page, token, 'POST', `documents/${s.id}/events`, { type: 'CLOSE', version: s.version });
}

test.describe('the till on its own screen: the cash box, quick keys, F2, the VAT and the information slip', () => {
  test('opens its closed cash box, sells by quick key, F2 + Enter and scan, shows the VAT per rate and prints an information slip', async ({ page }) => {
    const token = await signIn(page, 'admin');
    await closeCashBoxes(page, token);
    const [bag] = (await apiCall(page, token, 'GET', 'pos/quick-keys')).items as { productId: number; name: string }[];
    await openPanel(page, '/fis/pos');

    // the whole screen: no sidebar, a way back to the panel
    await expect(page.getByTestId('app-layout')).toHaveAttribute('data-full-screen', 'true');
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    await expect(page.getByTestId('full-screen-back')).toBeVisible();

    // the cash box is closed: it is opened right here, with its float
    await expect(page.getByTestId('pos-no-cash-box')).toBeVisible();
    await page.getByTestId('pos-open-box-float').fill('50,00');
    await page.getByTestId('pos-open-box-submit').click();
    await expect(page.getByTestId('pos-no-cash-box')).toHaveCount(0);

    // a quick key (a carrier bag: no barcode), F2 + Enter (the highlighted hit), a scanned book at 0 %
    await page.getByTestId(`pos-quick-key-${bag!.productId}`).click();
    await expect(page.locator('[data-testid="pos-lines"] tbody tr')).toHaveCount(1);
    await page.getByTestId('pos-scan').focus();
    await page.keyboard.press('F2');
    await expect(page.getByTestId('pos-search')).toBeFocused();
    await page.keyboard.type('defter a4');
    await expect(page.locator('[data-testid="pos-candidates"] [data-highlighted="true"]')).toContainText('Defter A4 Kareli');
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-testid="pos-lines"] tbody tr')).toHaveCount(2);
    await expect(page.getByTestId('pos-scan')).toBeFocused();
    await expect(page.getByTestId('pos-search')).toHaveValue('');
    await scan(page, BOOK_ISBN);
    await expect(page.locator('[data-testid="pos-lines"] tbody tr')).toHaveCount(3);

    // shelf prices include the VAT: the lines add up to the total, and under them the subtotal and the VAT per rate
    // 1.00 (VAT 0.17) + 42.90 (VAT 7.15) at 20 %, 95.00 at 0 %: 131.58 + 7.32 = 138.90
    await expect(page.locator('[data-testid^="pos-line-total-"]')).toHaveText(['1,00', '42,90', '95,00']);
    await expect(page.getByTestId('pos-subtotal')).toHaveText('131,58');
    await expect(page.getByTestId('pos-vat-20')).toContainText('36,58');
    await expect(page.getByTestId('pos-vat-20')).toContainText('7,32');
    await expect(page.getByTestId('pos-vat-0')).toContainText('95,00');
    await expect(page.getByTestId('pos-total')).toHaveText('138,90');

    // cash, 200 handed over
    await page.keyboard.press('F8');
    await page.getByTestId('pos-cash').fill('200');
    await page.getByTestId('pos-cash').press('Enter');
    const slip = page.getByTestId('pos-slip');
    await expect(slip).toBeVisible();
    await expect(slip.getByTestId('pos-slip-title')).toHaveText('Bilgi fişi');
    await expect(slip.getByTestId('pos-slip-not-fiscal')).toHaveText('Mali değeri yoktur');
    await expect(slip.getByTestId('pos-slip-company')).toHaveText('Demo Kitabevi');
    await expect(slip.getByTestId('pos-slip-address')).toContainText('Moda Cad. No: 12');
    await expect(slip.getByTestId('pos-slip-tax')).toHaveText('V.D.: Kadıköy · VKN: 2920084496');
    await expect(slip.getByTestId('pos-slip-cashier')).toHaveText('Kasiyer: Ayşe Yılmaz');
    await expect(slip.getByTestId('pos-slip-date')).toHaveText(/^Tarih: \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    await expect(slip.getByTestId('pos-slip-subtotal')).toHaveText('131,58');
    await expect(slip.getByTestId('pos-slip-vat-20')).toContainText('7,32');
    await expect(slip.getByTestId('pos-slip-total')).toContainText('138,90');
    await expect(slip.getByTestId('pos-slip-received')).toHaveText('Alınan nakit: 200,00');
    await expect(slip.getByTestId('pos-slip-change')).toHaveText('Para üstü: 61,10');
    const number = (await slip.getByTestId('pos-slip-number').textContent())!;
    const found = await apiCall(page, token, 'GET', `documents?type=posSale&q=${encodeURIComponent(number)}&limit=5&offset=0`);
    const sale = found.items.find((d: { number: string }) => d.number === number);
    expect(sale.totals).toEqual({ sub: '131.58', discount: '0.00', tax: '7.32', grand: '138.90' });
  });
});

test.describe('fast sale screen: refresh, copy, Arabic on a phone', () => {
  test('a refresh asks whether to leave the page: No keeps the sale, Yes reloads it', async ({ page }) => {
    await ensureOpenCashBox(page);
    await signIn(page, 'admin');
    await openPanel(page, '/fis/pos');
    await scan(page);
    await expect(page.locator('[data-testid="pos-lines"] tbody tr')).toHaveCount(1);

    await page.keyboard.press('F5');
    await expect(page.getByTestId('pos-refresh-no')).toBeVisible();
    await page.getByTestId('pos-refresh-no').click();
    await expect(page.getByTestId('pos-refresh-no')).toHaveCount(0);
    await expect(page.locator('[data-testid="pos-lines"] tbody tr')).toHaveCount(1);

    await page.keyboard.press('Control+r');
    await expect(page.getByTestId('pos-refresh-yes')).toBeVisible();
    await page.evaluate(() => window.addEventListener('beforeunload', () => sessionStorage.setItem('reloaded', '1')));
    page.once('dialog', (d) => void d.accept());
    await page.getByTestId('pos-refresh-yes').click();
    await expect(page.getByTestId('pos-screen')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('reloaded'))).toBe('1');
    await expect(page.getByTestId('pos-empty')).toBeVisible();
  });

  test('F6 goes to the discount of the line; the keys on screen name it', async ({ page }) => {
    await ensureOpenCashBox(page);
    const token = await signIn(page, 'admin');
    const p = await productByBarcode(page, token);
    await openPanel(page, '/fis/pos');
    await scan(page);
    await expect(page.getByTestId(`pos-qty-${p.id}`)).toHaveValue('1');
    await page.keyboard.press('F6');
    await expect(page.getByTestId(`pos-discount-${p.id}`)).toBeFocused();
    await expect(page.getByTestId('pos-keys')).toContainText('F6');
  });

  test('/fis/pos/kopya/{id} starts a new sale with the lines of an earlier one', async ({ page }) => {
    await ensureOpenCashBox(page);
    const token = await signIn(page, 'admin');
    const p = await productByBarcode(page, token);
    await openPanel(page, '/fis/pos');
    await scan(page);
    await scan(page);
    await expect(page.getByTestId(`pos-qty-${p.id}`)).toHaveValue('2');
    await payInCashWithEnter(page);
    const number = (await page.getByTestId('pos-slip-number').textContent())!;
    const found = await apiCall(page, token, 'GET', `documents?type=posSale&q=${encodeURIComponent(number)}&limit=5&offset=0`);
    const sale = found.items.find((d: { number: string }) => d.number === number);

    await openPanel(page, `/fis/pos/kopya/${sale.id}`);
    await expect(page.getByTestId(`pos-qty-${p.id}`)).toHaveValue('2');
    await expect(page.getByTestId('pos-total')).toContainText(new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2 }).format(Number(sale.totals.grand)));
  });

  test('in Arabic on a phone the sale reads right to left, fits the width and still sells', async ({ page }) => {
    await ensureOpenCashBox(page);
    await setCookie(page, 'lang', 'ar');
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'admin');
    await openPanel(page, '/fis/pos');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await scan(page);
    await expect(page.locator('[data-testid="pos-lines"] tbody tr')).toHaveCount(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const scanBox = (await page.getByTestId('pos-scan').boundingBox())!;
    expect(scanBox.x).toBeGreaterThanOrEqual(0);
    expect(scanBox.x + scanBox.width).toBeLessThanOrEqual(390);
    await payInCashWithEnter(page);
    await expect(page.getByTestId('pos-done')).toBeVisible();
  });
});

test('with küsurat yuvarlama at 0,50 the till asks for the rounded total, a mixed payment adds up to it, and the slip says the rounding', async ({ page }) => {
  await ensureOpenCashBox(page);
  const token = await signIn(page, 'admin');
  const settings = await apiCall(page, token, 'GET', 'document-settings');
  const put = (data: object) =>
    page.request.fetch('/api/document-settings', {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      data: { defaultWarehouseId: settings.defaultWarehouseId, defaultPaymentType: settings.defaultPaymentType, ...data },
    });
  const saved = await put({ version: settings.version, roundingStep: '0.50', roundingMode: 'nearest' });
  expect(saved.status(), await saved.text()).toBe(200);
  try {
    await openPanel(page, '/fis/pos');
    for (let i = 0; i < 3; i++) await scan(page);
    // 3 × 42,90 = 128,70: the customer pays 128,50
    await expect(page.getByTestId('pos-subtotal')).toBeVisible();
    await expect(page.getByTestId('pos-total')).toHaveText('128,50');
    await page.keyboard.press('F10');
    await page.getByTestId('pos-cash').fill('28,70');
    await page.getByTestId('pos-card').fill('100');
    // the exact total is not what is asked
    await expect(page.getByTestId('pos-payment-problem')).toBeVisible();
    await page.getByTestId('pos-cash').fill('28,50');
    await expect(page.getByTestId('pos-payment-problem')).toHaveCount(0);
    await page.getByTestId('pos-complete').click();
    const slip = page.getByTestId('pos-slip');
    await expect(slip.getByTestId('pos-slip-total')).toContainText('128,70');
    await expect(slip.getByTestId('pos-slip-rounding')).toContainText('-0,20');
    await expect(slip.getByTestId('pos-slip-payable')).toContainText('128,50');
    const number = (await slip.getByTestId('pos-slip-number').textContent())!;
    const found = await apiCall(page, token, 'GET', `documents?type=posSale&q=${encodeURIComponent(number)}&limit=5&offset=0`);
    expect(found.items.find((d: { number: string }) => d.number === number).payableRounding).toEqual({ step: '0.50', mode: 'nearest' });
  } finally {
    const now = await apiCall(page, token, 'GET', 'document-settings');
    await put({ version: now.version, roundingStep: 'none', roundingMode: 'nearest' });
  }
});
