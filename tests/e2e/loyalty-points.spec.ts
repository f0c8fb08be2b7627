import type { Page } from '@playwright/test';
import { expect, test } from './kept-page';
import { apiCall, openPanel, signIn } from './helpers';
import { ensureOpenCashBox, scan } from './pos-helpers';

const SETTINGS = {
  enabled: true,
  pointsPerLira: '1',
  categoryRates: {},
  earnOn: ['posSale', 'salesInvoice'],
  pointValue: '0.10',
  expiry: { kind: 'none' },
  minSpend: 0,
};

const putSettings = async (page: Page, token: string, data: object) => {
  const res = await page.request.fetch('/api/loyalty-settings', { method: 'PUT', data, headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
};

test('/sistem/puan saves the loyalty settings', async ({ page }) => {
  const token = await signIn(page, 'admin');
  await putSettings(page, token, { ...SETTINGS, enabled: false });
  await openPanel(page, '/sistem/puan');
  await expect(page.getByTestId('loyalty-settings')).toBeVisible();
  await page.getByText('Puan sistemi açık').click();
  await page.locator('#f-pointValue').fill('0,25');
  await page.locator('#f-minSpend').fill('10');
  await page.locator('#f-expiry').selectOption('periodEnd');
  await page.getByTestId('loyalty-form').locator('button[type="submit"]').click();
  await expect.poll(async () => (await apiCall(page, token, 'GET', 'loyalty-settings')).pointValue).toBe('0.25');
  expect(await apiCall(page, token, 'GET', 'loyalty-settings')).toMatchObject({ enabled: true, minSpend: 10, expiry: { kind: 'periodEnd', period: 'year' } });
  await putSettings(page, token, { ...SETTINGS, enabled: false });
});

test('a till sale paid partly with the customer’s points: the slip shows the points spent, earned and the new balance', async ({ page }) => {
  await ensureOpenCashBox(page);
  const token = await signIn(page, 'admin');
  await putSettings(page, token, SETTINGS);
  try {
    const name = `Puanlı Müşteri ${Date.now()}`;
    const customer = await apiCall(page, token, 'POST', 'accounts', { name, kind: 'customer' });
    const voucher = await apiCall(page, token, 'POST', 'documents', { type: 'pointsIn', accountId: customer.id, points: 500, reason: 'açılış' });
    await apiCall(page, token, 'POST', `documents/${voucher.id}/events`, { type: 'COMPLETE', version: voucher.version });
    await openPanel(page, '/fis/pos');
    await scan(page);
    await expect(page.getByTestId('pos-total')).toHaveText('42,90');
    await page.keyboard.press('F10');
    await page.getByTestId('picker-posPointsAccount').fill(name);
    await page.locator(`[data-testid="posPointsAccount-option"][data-id="${customer.id}"]`).click();
    await expect(page.getByTestId('pos-points-available')).toContainText('500');
    // 2,90 paid with points is 29 points at 0,10; the 40,00 paid in cash earns 40
    await page.getByTestId('pos-points-amount').fill('2,90');
    await page.getByTestId('pos-cash').fill('40');
    await page.getByTestId('pos-card').fill('0');
    await expect(page.getByTestId('pos-payment-problem')).toHaveCount(0);
    await page.getByTestId('pos-complete').click();
    await expect(page.getByTestId('pos-slip-points-spent')).toHaveText('29');
    await expect(page.getByTestId('pos-slip-points-earned')).toHaveText('40');
    await expect(page.getByTestId('pos-slip-points-balance')).toHaveText('511');
    expect((await apiCall(page, token, 'GET', `accounts/${customer.id}/points`)).balance).toBe(511);
  } finally {
    await putSettings(page, token, { ...SETTINGS, enabled: false });
  }
});

test('/cari/islem lists the points vouchers beside the account vouchers, with their points, and opens each on its own page', async ({ page }) => {
  const token = await signIn(page, 'admin');
  const customer = await apiCall(page, token, 'POST', 'accounts', { name: `Puan Listesi ${Date.now()}`, kind: 'customer' });
  const voucher = await apiCall(page, token, 'POST', 'documents', { type: 'pointsIn', accountId: customer.id, points: 75, reason: 'açılış' });
  await openPanel(page, '/cari/islem');
  const list = page.locator('[data-testid="voucher-list"]:visible');
  await expect(page.getByTestId('voucher-new-links').locator('a[href="#/cari/puanin/yeni"]')).toBeVisible();
  await list.getByRole('searchbox').fill(voucher.number);
  const row = list.locator('tr', { hasText: voucher.number });
  await expect(row).toContainText('Puan Giriş Fişi');
  await expect(row).toContainText('75 puan');
  await row.getByTestId('voucher-link').click();
  await expect(page.locator('[data-route]:visible').first()).toHaveAttribute('data-route', `/cari/puanin/duzen/${voucher.id}`);
});
