import { expect, test } from '@playwright/test';
import { apiCall, openPanel, setCookie, signIn } from './helpers';
import { ensureOpenCashBox, productByBarcode, scan } from './pos-helpers';

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
    await page.keyboard.press('F9');
    await page.locator('[data-testid="pos-payment"] input, [data-testid="pos-payment"] button.pos-hidden-focus').first().press('Enter');
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
    await page.keyboard.press('F9');
    await page.locator('[data-testid="pos-payment"] input, [data-testid="pos-payment"] button.pos-hidden-focus').first().press('Enter');
    await expect(page.getByTestId('pos-done')).toBeVisible();
  });
});
