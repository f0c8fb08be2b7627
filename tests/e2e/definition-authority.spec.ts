import type { Page } from '@playwright/test';
import { expect, test } from './kept-page';
import { apiCall, apiLogin, hashPath, openPanel, setCookie, setTokenCookie, signIn } from './helpers';
import { shownScreen } from './warm-page';

/**
 * Spec §6: the definition authority and the per-account product authority (src/domain/authorities.ts), as the
 * screens ask them: a manager without the first sees the lists without new, edit or copy and reads why; an admin
 * gives an account its product list on the card, and a sale of another product to it is refused.
 */
const stamp = () => `${Date.now() % 1_000_000}-${Math.floor(Math.random() * 1000)}`;

/** A manager of Demo Kitabevi without the definition authority, made for the test and signed in on `page`. */
async function signInManagerWithoutAuthority(page: Page) {
  const admin = await apiLogin(page.request, 'admin@demo.test');
  const email = `tanimsiz-${stamp()}@demo.test`;
  await apiCall(page, admin, 'POST', 'users', { name: 'Tanımsız Müdür', email, password: 'gizli2026', roles: ['manager'], permissions: ['fastSale'] });
  await setTokenCookie(page.context(), await apiLogin(page.request, email, 'gizli2026'), page);
}

/** A customer of the test's own, made by the admin (its product list is the test's to set). */
async function newCustomer(page: Page, name: string): Promise<number> {
  const admin = await apiLogin(page.request, 'admin@demo.test');
  return (await apiCall(page, admin, 'POST', 'accounts', { name, kind: 'customer', taxNumber: '3900383669' })).id as number;
}

test('a manager without the definition authority sees the stock and account lists without new, edit or copy, and the reason', async ({ page }) => {
  await signInManagerWithoutAuthority(page);
  await openPanel(page, '/stok/list');
  const stock = shownScreen(page).getByTestId('stock-list');
  await expect(stock.locator('tbody tr').first()).toBeVisible();
  await expect(stock.getByTestId('definition-authority-note')).toContainText('Tanım yetkiniz yok');
  await expect(stock.getByTestId('new-link')).toHaveCount(0);
  await expect(stock.getByTestId('edit-link')).toHaveCount(0);
  await expect(stock.getByTestId('copy-link')).toHaveCount(0);

  await openPanel(page, '/stok/ambar');
  const warehouses = shownScreen(page).getByTestId('warehouse-list');
  await expect(warehouses.getByTestId('definition-authority-note')).toBeVisible();
  await expect(warehouses.getByTestId('new-button')).toHaveCount(0);
  await expect(warehouses.getByTestId('edit')).toHaveCount(0);

  await openPanel(page, '/cari/kartlist');
  const accounts = shownScreen(page).getByTestId('account-card-list');
  await expect(accounts.locator('tbody tr').first()).toBeVisible();
  await expect(accounts.getByTestId('definition-authority-note')).toBeVisible();
  await expect(accounts.getByTestId('new-link')).toHaveCount(0);
  await expect(accounts.getByTestId('account-edit')).toHaveCount(0);
  await expect(accounts.getByTestId('account-copy')).toHaveCount(0);

  // the card still opens to be read: its save is disabled, and its product list is not theirs to change
  await accounts.getByTestId('account-edit-link').first().click();
  await expect.poll(() => hashPath(page)).toMatch(/^\/cari\/duzen\/\d+$/);
  const form = shownScreen(page).getByTestId('account-form');
  await expect(form.getByTestId('definition-authority-note')).toBeVisible();
  await expect(form.getByTestId('form-save')).toBeDisabled();
  await expect(form.getByTestId('account-products-locked')).toHaveText('Bu listeyi değiştirmek için cari bazlı ürün yetkisi gerekir.');
  await expect(form.getByTestId('account-products-save')).toHaveCount(0);
  await page.screenshot({ path: '.tmp/shots/account-card-without-definition-authority.png', fullPage: true });
});

test("an admin sets an account's product list on its card, and an invoice of another product to it is refused naming the product", async ({ page }) => {
  test.setTimeout(120_000);
  const customer = `E2E Okul ${stamp()}`;
  const id = await newCustomer(page, customer);
  await signIn(page, 'admin');
  await openPanel(page, `/cari/duzen/${id}`);
  const section = shownScreen(page).getByTestId('account-products');
  await expect(section.getByTestId('account-products-empty')).toHaveText('Liste boş: her ürün satılabilir.');
  await section.getByTestId('picker-productId').fill('Kürk Mantolu');
  await page.locator('[data-testid="productId-option"]', { hasText: 'Kürk Mantolu Madonna' }).click();
  await expect(section.getByTestId('account-product')).toHaveText(/Kürk Mantolu Madonna/);
  await section.getByTestId('account-products-save').click();
  await expect(page.getByText('Ürün listesi kaydedildi.')).toBeVisible();
  await expect(section.getByTestId('account-products-save')).toBeDisabled();

  // saved: the card opened again reads it from the server
  await page.reload();
  await expect(shownScreen(page).getByTestId('account-products').getByTestId('account-product')).toHaveText(/Kürk Mantolu Madonna/);

  // a sales invoice to the account of another product: the server refuses it, and the editor says which product
  await openPanel(page, '/fis/fatura/satis/yeni');
  const editor = page.getByTestId('receipt-editor');
  await expect(editor).toBeVisible({ timeout: 30_000 });
  await editor.getByTestId('account-input').fill(customer);
  await expect(page.locator('.bp6-popover .bp6-menu-item', { hasText: customer })).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(editor.getByTestId('account-input')).toHaveValue(new RegExp(customer));
  await editor.locator('select[name="warehouseId"]').selectOption({ index: 1 });
  await editor.locator('[data-cell="0:code"]').click();
  await page.keyboard.type('KRT0000003');
  await page.keyboard.press('Enter');
  await expect(editor.locator('tr[data-line="0"] [data-col="name"]')).toHaveText('Kitap Ayracı');
  await page.keyboard.press('Control+s');
  await expect(page.getByText('„Kitap Ayracı” bu cariye satılamaz: carinin satılabilecek ürünler listesinde yok.')).toBeVisible();
  expect(hashPath(page)).toBe('/fis/fatura/satis/yeni');
});

test("in Arabic on a phone the account card's product list reads right to left and fits the screen", async ({ page }) => {
  const id = await newCustomer(page, `E2E عميل ${stamp()}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await setCookie(page, 'lang', 'ar');
  await signIn(page, 'admin');
  await openPanel(page, `/cari/duzen/${id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const section = shownScreen(page).getByTestId('account-products');
  await expect(section.getByRole('heading')).toHaveText('المنتجات المسموح ببيعها');
  await expect(section.getByTestId('account-products-empty')).toHaveText('القائمة فارغة: يمكن بيع أي منتج.');
  await section.getByTestId('picker-productId').fill('İnce');
  await page.locator('[data-testid="productId-option"]', { hasText: 'İnce Memed' }).click();
  await expect(section.getByTestId('account-product')).toHaveCount(1);
  await expect(section.getByTestId('account-products-save')).toHaveText('حفظ القائمة');
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '.tmp/shots/account-products-ar-phone.png' });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
});
