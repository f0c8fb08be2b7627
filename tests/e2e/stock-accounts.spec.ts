import type { Page } from '@playwright/test';
import { expect, test } from './kept-page';
import { hashPath, openPanel, setCookie, signIn } from './helpers';

/** A fresh ISBN-13 (978…) with a correct EAN-13 check digit, unique per run. */
function uniqueIsbn(): string {
  const body = '978' + String(Date.now()).slice(-9);
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0);
  return body + ((10 - (sum % 10)) % 10);
}
const withWrongCheckDigit = (code: string) => code.slice(0, -1) + ((Number(code.at(-1)) + 1) % 10);

/** A 422 is shown once, under the form's fields: the shared error handling opens no alert over it. */
async function expectNoAlert(page: Page) {
  await expect(page.locator('.defter-error-alert')).toHaveCount(0);
}

test.describe('stock cards and current accounts (spec §2, §3, §5)', () => {
  test('the ISBN check digit (sample vector) is right', () => {
    expect(uniqueIsbn()).toMatch(/^978\d{10}$/);
    // 9789750719387: the brief's example, checked by the same computation
    const body = '978975071938';
    const sum = [...body].reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0);
    expect((10 - (sum % 10)) % 10).toBe(7);
  });

  test('muhasebe creates a stock card: required checks, 422 under the fields, then found by ISBN', async ({ page }) => {
    const name = `E2E Roman ${Date.now()}`;
    const isbn = uniqueIsbn();
    await signIn(page, 'muhasebe');
    await openPanel(page, '/stok/list');
    await page.getByTestId('new-link').click();
    await expect.poll(() => hashPath(page)).toBe('/stok/yeni');
    const form = page.getByTestId('stock-form');

    // client-side required checks
    await form.locator('button[type="submit"]').click();
    await expect(form.getByTestId('required-callout')).toHaveText('Zorunlu Alanları Doldurun!');
    await expect(form.getByTestId('error-name')).toHaveText('Bu alan boş olamaz.');
    await expect(form.getByTestId('error-price')).toHaveText('Bu alan boş olamaz.');

    // a bad check digit and no location: the server's 422, each message under its field
    await form.locator('input[name="name"]').fill(name);
    await form.locator('select[name="unit"]').selectOption('ADET');
    await form.locator('input[name="barcode"]').fill(withWrongCheckDigit(isbn));
    await form.locator('input[name="price"]').fill('1234,5');
    await form.locator('input[name="criticalStock"]').fill('5');
    await form.locator('input[name="author"]').fill('Yaşar Kemal');
    await form.locator('select[name="vatRate"]').selectOption('10');
    await form.locator('button[type="submit"]').click();
    await expect(form.getByTestId('error-barcode')).toContainText('kontrol hanesi');
    await expectNoAlert(page);
    await expect(form.getByTestId('error-locationId')).toHaveText('Ürünü kaydetmeden önce bir raf konumu seçin.');
    await expect(form.getByTestId('error-name')).toHaveCount(0);

    // corrected: saved, and the list shows the new card
    await form.locator('input[name="barcode"]').fill(isbn);
    await form.locator('select[name="locationId"]').selectOption({ index: 1 });
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => hashPath(page)).toMatch(/^\/stok\/list\?q=/);
    const list = page.locator('[data-route="/stok/list"]');
    let row = list.locator('tbody tr', { hasText: name });
    await expect(row).toHaveCount(1);

    // found by its ISBN; tr-TR price, VAT, critical tag (stock 0 ≤ 5)
    const search = list.locator('input[name="search"]');
    await search.fill('');
    await search.fill(isbn);
    row = list.locator('tbody tr', { hasText: name });
    await expect(list.locator('tbody tr')).toHaveCount(1);
    await expect(row.locator('[data-col="barcode"]')).toHaveText(isbn);
    await expect(row.locator('[data-col="price"]')).toHaveText('1.234,50');
    await expect(row.locator('[data-col="vat"]')).toHaveText('%10');
    await expect(row.locator('[data-col="unit"]')).toHaveText('ADET');
    await expect(row.getByTestId('critical-tag')).toHaveText('Kritik');
    await expect(row.locator('[data-col="code"]')).not.toBeEmpty(); // generated
  });

  test('stock list: "/" and F3 focus the search, an unknown word shows the empty state, paging shows the total', async ({ page }) => {
    await signIn(page, 'muhasebe');
    await openPanel(page, '/stok/list');
    const list = page.locator('[data-route="/stok/list"]');
    const search = list.locator('input[name="search"]');
    await expect(list.locator('tbody tr').first()).toBeVisible();
    await expect(list.getByTestId('list-total')).toContainText('Toplam');

    await page.locator('body').click();
    await page.keyboard.press('/');
    await expect(search).toBeFocused();
    await expect(search).toHaveValue('');
    await page.locator('body').click();
    await page.keyboard.press('F3');
    await expect(search).toBeFocused();

    const word = `yok${Date.now()}`;
    await search.fill(word);
    await expect(list.getByTestId('empty-state')).toContainText(`"${word}" araması için kayıt bulunamadı.`);
  });

  test('muhasebe creates a customer: a bad VKN is refused under the field, the valid one is listed with balance 0,00', async ({ page }) => {
    const name = `E2E Müşteri ${Date.now()}`;
    await signIn(page, 'muhasebe');
    await openPanel(page, '/cari/list');
    await page.getByTestId('new-link').click();
    await expect.poll(() => hashPath(page)).toBe('/cari/yeni');
    const form = page.getByTestId('account-form');
    await expect(form.getByTestId('back-link')).toHaveAttribute('href', '#/cari/list');

    await form.locator('input[name="name"]').fill(name);
    await form.locator('select[name="kind"]').selectOption('customer');
    await form.locator('input[name="taxOffice"]').fill('Kadıköy');
    await form.locator('input[name="taxNumber"]').fill('4540536921'); // checksum wrong
    await form.locator('input[name="email"]').fill('e2e@example.com');
    await form.locator('button[type="submit"]').click();
    await expect(form.getByTestId('error-taxNumber')).toHaveText('Geçersiz vergi kimlik numarası (VKN).');
    await expectNoAlert(page);

    await form.locator('input[name="taxNumber"]').fill('3900383669');
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => hashPath(page)).toMatch(/^\/cari\/list\?q=/);
    const list = page.locator('[data-route="/cari/list"]');
    const search = list.locator('input[name="search"]');
    await search.fill(name);
    const row = list.locator('tbody tr', { hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row.locator('[data-col="kind"]')).toHaveText('Müşteri');
    await expect(row.locator('[data-col="taxNumber"]')).toHaveText('3900383669');
    await expect(row.locator('[data-col="balance"]')).toHaveText('0,00');
    await expect(row.locator('[data-col="code"]')).toHaveText(/^C\d{9}$/);
  });

  test("a customer abroad: the country picker in the user's language, no tax number, the country's own postal code", async ({ page }) => {
    const name = `E2E London ${Date.now()}`;
    await signIn(page, 'muhasebe');
    await openPanel(page, '/cari/yeni');
    const form = page.getByTestId('account-form');
    await form.locator('input[name="name"]').fill(name);
    const country = form.locator('select[name="country"]');
    await expect(country).toHaveValue('TR');
    await expect(country.locator('option[value="GB"]')).toHaveText('Birleşik Krallık (GB)');
    await form.locator('input[name="postalCode"]').fill('SW1A 2AA');
    await form.locator('button[type="submit"]').click();
    // in Turkey a postal code is five digits
    await expect(form.getByTestId('error-postalCode')).toBeVisible();
    await country.selectOption('GB');
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => hashPath(page)).toMatch(/^\/cari\/list\?q=/);
    const row = page.locator('[data-route="/cari/list"] tbody tr', { hasText: name });
    await expect(row).toHaveCount(1);
  });

  test('the auditor sees both lists without "new" links, and /stok/yeni is refused', async ({ page }) => {
    await signIn(page, 'denetci');
    await openPanel(page, '/stok/list');
    const stock = page.locator('[data-route="/stok/list"]');
    await expect(stock.locator('tbody tr').first()).toBeVisible();
    await expect(stock.getByTestId('new-link')).toHaveCount(0);
    await page.goto('/#/cari/list');
    const accounts = page.locator('[data-route="/cari/list"]');
    await expect(accounts.locator('tbody tr').first()).toBeVisible();
    await expect(accounts.getByTestId('new-link')).toHaveCount(0);
    await page.goto('/#/stok/yeni');
    await expect.poll(() => hashPath(page)).toBe('/401');
  });

  test('Arabic and a phone: right to left, the table scrolls sideways inside its box', async ({ page }) => {
    await setCookie(page, 'lang', 'ar');
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'muhasebe');
    await openPanel(page, '/stok/list');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const list = page.locator('[data-route="/stok/list"]');
    // an admin's or accountant's first column picks products for labels; the code comes next
    await expect(list.locator('th').filter({ hasText: 'رمز المخزون' })).toHaveCount(1);
    await expect(list.locator('tbody tr').first()).toBeVisible();
    const box = list.getByTestId('table-scroll');
    const { scrollWidth, clientWidth } = await box.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    expect(scrollWidth).toBeGreaterThan(clientWidth); // the table scrolls, the page does not
    const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(pageOverflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '.tmp/shots/stok-list-ar-phone.png' });
  });
});
