import type { Page } from '@playwright/test';
import { expect, test } from './kept-page';
import { apiCall, hashPath, openPanel, setCookie, signIn } from './helpers';
import { shownScreen } from './warm-page';

/**
 * Sistem → Firma Ayarları and Evrak Ayarları, and a user's own Hesap Ayarları (in Arabic on a phone). The demo
 * company's card and defaults are shared by the other files of a slot: each test puts back what it changed.
 */
const put = async (page: Page, token: string, path: string, data: unknown) => {
  const res = await page.request.fetch(`/api/${path}`, { method: 'PUT', data, headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).response;
};

test('an admin corrects the company card field by field and saves an IBAN, then sets the default warehouse and a warehouse policy', async ({ page }) => {
  const token = await signIn(page, 'admin');
  const original = await apiCall(page, token, 'GET', 'company');
  await openPanel(page, '/sistem/firma');
  await expect(page.getByTestId('sidebar').locator('a[href="#/sistem/firma"]')).toHaveCount(1);
  const form = shownScreen(page).getByTestId('company-form');
  await expect(form.locator('#f-title')).toHaveValue(original.title);
  // the zone whose calendar dates the company's documents (issue #26)
  await expect(form.locator('#f-timeZone')).toHaveValue('Europe/Istanbul');
  await form.locator('#f-taxNumber').fill('1111111111');
  await form.getByRole('textbox', { name: 'IBAN 1' }).fill('TR00 0006 1005 1978 6457 8413 26');
  await form.locator('#f-taxNumber').press('Enter');
  await expect(form.getByTestId('error-taxNumber')).toContainText('VKN');
  await expect(form.getByTestId('error-ibans.0')).toBeVisible();
  await form.locator('#f-taxNumber').fill(original.taxNumber);
  await form.getByRole('textbox', { name: 'IBAN 1' }).fill('TR33 0006 1005 1978 6457 8413 26');
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Firma bilgileri kaydedildi.')).toBeVisible();
  const saved = await apiCall(page, token, 'GET', 'company');
  expect(saved).toMatchObject({ ibans: ['TR330006100519786457841326'], taxNumber: original.taxNumber, version: original.version + 1 });
  await put(page, token, 'company', {
    version: saved.version,
    title: original.title,
    taxOffice: original.taxOffice,
    taxNumber: original.taxNumber,
    mersis: original.mersis,
    address: original.address,
    phone: original.phone,
    email: original.email,
    ibans: original.ibans,
  });

  await page.goto('/#/sistem/evrak');
  await expect.poll(() => hashPath(page)).toBe('/sistem/evrak');
  const screen = shownScreen(page).getByTestId('document-settings');
  await expect(screen.getByTestId('series-salesInvoice')).toContainText('Satış Faturası');
  await screen.locator('#f-defaultWarehouseId').selectOption({ label: 'Mağaza' });
  await screen.locator('#f-defaultPaymentType').selectOption('cash');
  await screen.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Evrak ayarları kaydedildi.').first()).toBeVisible();
  const warehouses = (await apiCall(page, token, 'GET', 'warehouses')).items as { id: number; name: string; negativeStock: string }[];
  const shop = warehouses.find((w) => w.name === 'Mağaza')!;
  const settings = await apiCall(page, token, 'GET', 'document-settings');
  expect(settings).toMatchObject({ defaultWarehouseId: shop.id, defaultPaymentType: 'cash' });
  await screen.locator(`#f-policy-${shop.id}`).selectOption('refuse');
  await expect
    .poll(
      async () =>
        ((await apiCall(page, token, 'GET', 'warehouses')).items as { id: number; negativeStock: string }[]).find((w) => w.id === shop.id)!.negativeStock,
    )
    .toBe('refuse');
  await put(page, token, `warehouses/${shop.id}`, { name: shop.name, negativeStock: shop.negativeStock });
  await put(page, token, 'document-settings', { version: settings.version, defaultWarehouseId: null, defaultPaymentType: null });
});

test('in Arabic on a phone a cashier chooses their own cash box and warehouse at /hesap_ayar, right to left and within the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await setCookie(page, 'lang', 'ar');
  const token = await signIn(page, 'kasa');
  await openPanel(page, '/hesap_ayar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const screen = shownScreen(page).getByTestId('account-settings');
  await expect(screen.getByText('إعدادات الحساب').first()).toBeVisible();
  await expect(screen.locator('#f-lang')).toHaveValue('ar');
  await screen.locator('#f-defaultCashBoxId').selectOption({ label: 'Merkez Kasa' });
  await screen.locator('#f-defaultWarehouseId').selectOption({ label: 'Mağaza' });
  await screen.getByTestId('own-defaults').getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByText('تم حفظ إعدادات حسابك.')).toBeVisible();
  const own = await apiCall(page, token, 'GET', 'user/settings');
  expect(own.defaultCashBoxId).not.toBeNull();
  expect(own.defaultWarehouseId).not.toBeNull();
  await expect(screen.getByText('تغيير كلمة المرور').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await put(page, token, 'user/settings', { defaultCashBoxId: null, defaultWarehouseId: null });
});
