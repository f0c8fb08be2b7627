import type { Page } from '@playwright/test';
import { expect, test } from './kept-page';
import { hashPath, openPanel, setCookie, signIn } from './helpers';

/** Stock definitions (issue #4): categories, people, publishers, warehouses and locations, as muhasebe (manager). */

const stamp = () => Date.now().toString(36);

/** A 422 is shown once, under the form's fields: the shared error handling opens no alert over it. */
async function expectNoAlert(page: Page) {
  await expect(page.locator('.defter-error-alert')).toHaveCount(0);
}

test.describe('stock definitions', () => {
  test('adds a category and a sub-category below it; the tree shows both in order', async ({ page }) => {
    const top = `E2E Bilim ${stamp()}`;
    await signIn(page, 'muhasebe');
    await openPanel(page, '/stok/kategori');
    const list = page.locator('[data-route="/stok/kategori"]');
    await expect(list.locator('tbody tr[data-name="Roman"]')).toHaveCount(1);
    await expect(list.locator('tbody tr[data-name="Polisiye"]')).toHaveAttribute('data-depth', '1');

    await list.getByTestId('new-button').click();
    let dialog = page.getByTestId('category-dialog');
    await dialog.locator('input[name="name"]').fill(top);
    await dialog.getByTestId('dialog-save').click();
    await expect(dialog).toBeHidden();
    const topRow = list.locator(`tbody tr[data-name="${top}"]`);
    await expect(topRow).toHaveAttribute('data-depth', '0');

    await topRow.getByTestId('add-sub').click();
    dialog = page.getByTestId('category-dialog');
    await expect(dialog.locator('select[name="parentId"] option:checked')).toHaveText(top);
    await dialog.locator('input[name="name"]').fill(`${top} Fizik`);
    await dialog.getByTestId('dialog-save').click();
    await expect(dialog).toBeHidden();
    const subRow = list.locator(`tbody tr[data-name="${top} Fizik"]`);
    await expect(subRow).toHaveAttribute('data-depth', '1');
    const names = await list.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-name')));
    expect(names.indexOf(`${top} Fizik`)).toBe(names.indexOf(top) + 1);

    // the same name again (other case): the server's message under the field
    await list.getByTestId('new-button').click();
    dialog = page.getByTestId('category-dialog');
    await dialog.locator('input[name="name"]').fill(top.toLocaleUpperCase('tr-TR'));
    await dialog.getByTestId('dialog-save').click();
    await expect(dialog.getByTestId('error-name')).toHaveText('Bu ad zaten kullanılıyor.');
    await expectNoAlert(page);
  });

  test('adds a translator: roles required, birth year checked, then listed with the role', async ({ page }) => {
    const name = `E2E Çevirmen ${stamp()}`;
    await signIn(page, 'muhasebe');
    await openPanel(page, '/stok/kisi');
    const list = page.locator('[data-route="/stok/kisi"]');
    await expect(list.locator('tbody tr[data-name="Orhan Pamuk"]')).toHaveCount(1);
    await list.getByTestId('new-link').click();
    await expect.poll(() => hashPath(page)).toBe('/stok/kisi/yeni');
    const form = page.getByTestId('person-form');
    await form.locator('input[name="name"]').fill(name);
    await form.locator('input[name="role-author"]').uncheck({ force: true });
    await form.locator('input[name="birthYear"]').fill('3000');
    await form.locator('button[type="submit"]').click();
    await expect(form.getByTestId('error-roles')).toHaveText('Bu alan boş olamaz.');

    await form.locator('input[name="role-translator"]').check({ force: true });
    await form.locator('button[type="submit"]').click();
    await expect(form.getByTestId('error-birthYear')).toHaveText('Doğum yılı 1000 ile bu yıl arasında bir yıl olmalıdır.');
    await expectNoAlert(page);

    await form.locator('input[name="birthYear"]').fill('1961');
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => hashPath(page)).toMatch(/^\/stok\/kisi\?q=/);
    const row = list.locator(`tbody tr[data-name="${name}"]`);
    await expect(row.locator('[data-col="roles"]')).toHaveText('Çevirmen');
    await expect(row.locator('[data-col="birthYear"]')).toHaveText('1961');

    // opened again from the list: the edit form with its values, back link to the list
    await row.locator('a').click();
    await expect.poll(() => hashPath(page)).toMatch(/^\/stok\/kisi\/duzen\/\d+$/);
    const edit = page.locator(`[data-route="${hashPath(page)}"]`);
    await expect(edit.locator('input[name="name"]')).toHaveValue(name);
    await expect(edit.locator('input[name="role-translator"]')).toBeChecked();
    await edit.getByTestId('back-link').click();
    await expect.poll(() => hashPath(page)).toBe('/stok/kisi');
  });

  test('adds a publisher: the VKN is checked by the server, then listed as publisher', async ({ page }) => {
    const name = `E2E Yayınevi ${stamp()}`;
    await signIn(page, 'muhasebe');
    await openPanel(page, '/stok/uretici/yeni');
    const form = page.getByTestId('manufacturer-form');
    await form.locator('input[name="name"]').fill(name);
    await form.locator('input[name="isPublisher"]').check({ force: true });
    await form.locator('input[name="taxNumber"]').fill('0010213577');
    await form.locator('input[name="website"]').fill('www.e2e-yayinevi.com.tr');
    await form.locator('button[type="submit"]').click();
    await expect(form.getByTestId('error-taxNumber')).toHaveText('Geçersiz vergi kimlik numarası (VKN).');
    await expectNoAlert(page);

    await form.locator('input[name="taxNumber"]').fill('0010213576');
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => hashPath(page)).toMatch(/^\/stok\/uretici\?q=/);
    const row = page.locator('[data-route="/stok/uretici"]').locator(`tbody tr[data-name="${name}"]`);
    await expect(row.getByTestId('publisher-tag')).toHaveText('Yayınevi');
    await expect(row.locator('[data-col="website"]')).toHaveText('www.e2e-yayinevi.com.tr');
  });

  test('adds a warehouse, renames it and adds a location in it', async ({ page }) => {
    const first = `E2E Depo ${stamp()}`;
    const warehouse = `E2E Şube ${stamp()}`;
    const location = `E2E-01 Tarih ${stamp()}`;
    await signIn(page, 'muhasebe');
    await openPanel(page, '/stok/ambar');
    const warehouses = page.locator('[data-route="/stok/ambar"]');
    await expect(warehouses.locator('tbody tr[data-name="Merkez Depo"]')).toHaveCount(1);
    await warehouses.getByTestId('new-button').click();
    let dialog = page.getByTestId('warehouse-dialog');
    await dialog.locator('input[name="name"]').fill(first);
    // a new warehouse warns when a sale takes its stock below zero
    await expect(dialog.locator('select[name="negativeStock"]')).toHaveValue('warn');
    await dialog.getByTestId('dialog-save').click();
    await expect(dialog).toBeHidden();
    await expect(warehouses.locator(`tbody tr[data-name="${first}"] [data-col="negativeStock"]`)).toHaveText('Uyar');

    // renamed (a demo warehouse is left alone: other specs may count on its name)
    await warehouses.locator(`tbody tr[data-name="${first}"]`).getByTestId('edit').click();
    dialog = page.getByTestId('warehouse-dialog');
    await expect(dialog.locator('input[name="name"]')).toHaveValue(first);
    await dialog.locator('input[name="name"]').fill('merkez depo');
    await dialog.getByTestId('dialog-save').click();
    await expect(dialog.getByTestId('error-name')).toHaveText('Bu ad zaten kullanılıyor.');
    await expectNoAlert(page);
    await dialog.locator('input[name="name"]').fill(warehouse);
    await dialog.locator('select[name="negativeStock"]').selectOption('refuse');
    await dialog.getByTestId('dialog-save').click();
    await expect(dialog).toBeHidden();
    await expect(warehouses.locator(`tbody tr[data-name="${warehouse}"]`)).toHaveCount(1);
    await expect(warehouses.locator(`tbody tr[data-name="${warehouse}"]`)).toHaveAttribute('data-negative-stock', 'refuse');
    await expect(warehouses.locator(`tbody tr[data-name="${warehouse}"] [data-col="negativeStock"]`)).toHaveText('Engelle');
    await expect(warehouses.locator(`tbody tr[data-name="${first}"]`)).toHaveCount(0);

    await openPanel(page, '/stok/konum');
    const locations = page.locator('[data-route="/stok/konum"]');
    await expect(locations.locator('tbody tr[data-name="A-01 Roman"]')).toHaveCount(1);
    await locations.getByTestId('new-button').click();
    const ldialog = page.getByTestId('location-dialog');
    await ldialog.locator('input[name="name"]').fill(location);
    await ldialog.getByTestId('dialog-save').click();
    await expect(ldialog.getByTestId('error-warehouseId')).toHaveText('Bu alan boş olamaz.');
    await ldialog.locator('select[name="warehouseId"]').selectOption({ label: warehouse });
    await ldialog.getByTestId('dialog-save').click();
    await expect(ldialog).toBeHidden();
    const row = locations.locator(`tbody tr[data-name="${location}"]`);
    await expect(row.locator('[data-col="warehouse"]')).toHaveText(warehouse);
  });

  test('Arabic on a phone: right to left, the lists and the dialog fit the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await setCookie(page, 'lang', 'ar');
    await signIn(page, 'muhasebe');
    await openPanel(page, '/stok/kategori');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const list = page.locator('[data-route="/stok/kategori"]');
    await expect(list.getByTestId('new-button')).toHaveText('فئة جديدة');
    await expect(list.locator('tbody tr[data-name="Polisiye"]')).toHaveCount(1);
    await list.getByTestId('new-button').click();
    const dialog = page.getByTestId('category-dialog');
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await openPanel(page, '/stok/uretici');
    await expect(page.locator('[data-route="/stok/uretici"]').locator('tbody tr[data-name="Yapı Kredi Yayınları"]')).toHaveCount(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(1);
  });
});
