import { expect, type APIRequestContext } from '@playwright/test';
import { apiCall, apiLogin, USERS } from './helpers';
import { ensureOpenCashBox, payInCashWithEnter, scan } from './pos-helpers';
import { shownScreen, test } from './warm-page';

/** The second-hand bookseller's copies (/sahaf), e-book pricing and the library's copies: data through the API, the screens by hash. */
async function put(request: APIRequestContext, token: string, path: string, data: unknown) {
  const res = await request.fetch(`/api/${path}`, { method: 'PUT', data, headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).response;
}

async function newProduct(request: APIRequestContext, token: string, name: string, price: string) {
  const locations = await apiCall(request, token, 'GET', 'locations');
  return apiCall(request, token, 'POST', 'products', { name: `${name} ${Date.now()}`, unit: 'ADET', vatRate: 0, price, locationId: locations.items[0].id });
}

test.describe('second-hand copies, e-book prices and library copies (issue #18)', () => {
  test.setTimeout(120_000);

  test('a copy is entered at its grade’s proposed price with its label, sold at the till by its barcode as one book, and refused when scanned again', async ({
    warmPage,
    request,
  }) => {
    const token = await apiLogin(request, USERS.muhasebe.email);
    await ensureOpenCashBox(request);
    await put(request, token, 'secondhand/settings', {
      grades: [
        { grade: 'asNew', share: '80', listed: true },
        { grade: 'veryGood', share: '50', listed: true },
        { grade: 'good', share: '40', listed: true },
        { grade: 'acceptable', share: '30', listed: true },
        { grade: 'poor', share: '20', listed: false },
      ],
      roundingStep: '0.50',
      roundingMode: 'nearest',
    });
    const title = await newProduct(request, token, 'E2E Sahaf romanı', '30.90');

    const page = await warmPage('muhasebe', '/sahaf/yeni');
    const form = shownScreen(page).getByTestId('secondhand-copy-form');
    await expect(form).toBeVisible({ timeout: 30_000 });
    await form.getByTestId('copy-title-find').fill(title.name);
    await expect(form.getByTestId(`copy-title-find-${title.id}`)).toBeVisible();
    await form.getByTestId('copy-title-find').press('Enter');
    await expect(form.getByTestId('copy-title')).toHaveText(title.name);
    // 40 % of 30.90 is 12.36, to the nearest 0.50; very good is 50 %: 15.45 → 15.50
    await expect(form.getByTestId('copy-price')).toHaveValue('12,50');
    await form.getByTestId('copy-grade').selectOption('veryGood');
    await expect(form.getByTestId('copy-price')).toHaveValue('15,50');
    await form.getByTestId('copy-notes').fill('İlk baskı, sırtı hafif yıpranmış');
    await form.getByTestId('copy-save').click();
    const label = form.getByTestId('copy-saved').getByTestId('copy-label');
    await expect(label).toContainText('15,50');
    const barcode = (await label.getByTestId('copy-barcode').getAttribute('data-value'))!;
    expect(barcode).toMatch(/^SH\d{8}$/);
    await expect(label.getByTestId('label-barcode')).toHaveAttribute('data-symbology', 'code128');
    expect(await label.locator('svg path').count()).toBeGreaterThan(0);

    // the list finds it by its grade and barcode
    await page.goto('/#/sahaf/list');
    const list = shownScreen(page).getByTestId('secondhand-copies');
    await expect(list).toBeVisible({ timeout: 30_000 });
    await list.getByTestId('copies-grade').selectOption('veryGood');
    await list.getByTestId('copies-search').fill(barcode);
    await expect(list.getByTestId('copy-row')).toHaveCount(1);
    await expect(list.getByTestId('copy-row')).toContainText('İlk baskı');

    // at the till: one line of one book at its own price; the same copy again is not a second one
    await page.goto('/#/fis/pos');
    await expect(page.getByTestId('pos-screen')).toBeVisible({ timeout: 30_000 });
    await scan(page, barcode);
    const line = page.locator('[data-testid="pos-lines"] tbody tr');
    await expect(line).toHaveCount(1);
    await expect(page.getByTestId(`pos-line-total-c${(await line.getAttribute('data-copy'))!}`)).toHaveText('15,50');
    await expect(page.getByTestId(`pos-qty-c${(await line.getAttribute('data-copy'))!}`)).toBeDisabled();
    await scan(page, barcode);
    await expect(page.getByTestId('pos-notice')).toContainText('bir kopya tek kitaptır');
    await expect(line).toHaveCount(1);
    await payInCashWithEnter(page);
    await expect(page.getByTestId('pos-slip')).toBeVisible();
    await page.getByTestId('pos-new-sale').click();
    await scan(page, barcode);
    await expect(page.getByTestId('pos-notice')).toContainText('zaten satıldı');
    await expect(page.getByTestId('pos-empty')).toBeVisible();
    const sold = await apiCall(request, token, 'GET', `secondhand/copies?status=sold&q=${barcode}`);
    expect(sold.items).toHaveLength(1);
  });

  test('e-book prices are previewed and applied from the screen; in Arabic on a phone the second-hand settings read right to left', async ({
    warmPage,
    browser,
    request,
  }) => {
    const token = await apiLogin(request, USERS.muhasebe.email);
    const printed = await newProduct(request, token, 'E2E Basılı kitap', '120.00');
    const ebook = await newProduct(request, token, 'E2E E-kitap', '0');
    await put(request, token, `ebook-pricing/editions/${ebook.id}`, { printedProductId: printed.id });
    await put(request, token, 'ebook-pricing', {
      rules: [{ share: '55', categoryId: null, manufacturerId: null }],
      roundingStep: '1.00',
      roundingMode: 'down',
    });

    const page = await warmPage('muhasebe', '/sistem/ekitap-fiyatlandirma');
    const screen = shownScreen(page).getByTestId('ebook-pricing');
    await expect(screen).toBeVisible({ timeout: 30_000 });
    await expect(screen.locator(`[data-testid="ebook-edition"][data-product="${ebook.id}"]`)).toContainText(printed.name);
    await screen.getByTestId('ebook-preview').click();
    // 55 % of 120.00 is 66.00
    const change = screen.locator(`[data-testid="ebook-change"][data-product="${ebook.id}"]`);
    await expect(change).toContainText('0,00');
    await expect(change).toContainText('66,00');
    await screen.getByTestId('ebook-apply').click();
    await expect(screen.getByTestId('ebook-applied')).toBeVisible();
    expect((await apiCall(request, token, 'GET', `products/${ebook.id}`)).price).toBe('66.00');

    // Arabic on a phone
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ar', serviceWorkers: 'block', baseURL: page.url() });
    const base = new URL(page.url()).origin;
    await context.addCookies([
      { name: 'token', value: token, url: base },
      { name: 'lang', value: 'ar', url: base },
    ]);
    const phone = await context.newPage();
    await phone.goto(`${base}/#/sahaf/ayar`);
    await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
    const arabic = phone.getByTestId('secondhand-settings');
    await expect(arabic.getByRole('heading', { name: 'إعدادات الكتب المستعملة' })).toBeVisible({ timeout: 30_000 });
    await expect(arabic.getByTestId('grade-veryGood')).toContainText('جيد جدًا');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await context.close();
  });

  test('a library title’s copies are added and edited on their page, and a lent one is declared lost', async ({ warmPage, request }) => {
    const token = await apiLogin(request, USERS.muhasebe.email);
    const title = await newProduct(request, token, 'E2E Kütüphane kitabı', '20.00');
    const stamp = Date.now() % 1_000_000;
    const lent = await apiCall(request, token, 'POST', 'library/copies', { productId: title.id, barcode: `LK${stamp}A`, locationId: null, itemType: 'book' });
    const member = await apiCall(request, token, 'POST', 'library/members', {
      cardNumber: `E2E${stamp}`,
      pin: '1234',
      name: 'Kayıp Okur',
      category: 'member',
      expiresOn: '2099-01-01',
      active: true,
    });
    await apiCall(request, token, 'POST', 'library/lend', { cardNumber: member.cardNumber, barcode: lent.barcode });

    const page = await warmPage('muhasebe', `/kutuphane/kopya/${title.id}`);
    const screen = shownScreen(page).getByTestId('library-copies');
    await expect(screen).toBeVisible({ timeout: 30_000 });
    await expect(screen.locator(`[data-barcode="${lent.barcode}"]`)).toHaveAttribute('data-status', 'lent');
    await screen.getByTestId('copy-add').click();
    await screen.getByTestId('copy-form-barcode').fill(`LK${stamp}B`);
    await screen.getByTestId('copy-form-barcode').press('Enter');
    await expect(screen.locator(`[data-barcode="LK${stamp}B"]`)).toHaveAttribute('data-status', 'free');
    // the same barcode twice is refused where it was typed
    await screen.getByTestId('copy-add').click();
    await screen.getByTestId('copy-form-barcode').fill(`LK${stamp}B`);
    await screen.getByTestId('copy-form-save').click();
    await expect(screen.getByTestId('copy-errors')).toBeVisible();
    await screen.getByTestId('copy-form-barcode').fill(`LK${stamp}C`);
    await screen.getByTestId('copy-form-save').click();
    await expect(screen.locator(`[data-barcode="LK${stamp}C"]`)).toHaveAttribute('data-status', 'free');
    // withdrawn on its card, lost through its loan
    await screen.locator(`[data-barcode="LK${stamp}C"]`).getByTestId('copy-edit').click();
    await screen.getByTestId('copy-form').getByText('Kayıttan düşüldü').click();
    await screen.getByTestId('copy-form-save').click();
    await expect(screen.locator(`[data-barcode="LK${stamp}C"]`)).toHaveAttribute('data-status', 'withdrawn');
    await screen.locator(`[data-barcode="${lent.barcode}"]`).getByTestId('copy-lost').click();
    await expect(screen.locator(`[data-barcode="${lent.barcode}"]`)).toHaveAttribute('data-status', 'lost');
  });
});
