import { expect } from '@playwright/test';
import { apiCall, apiLogin, hashPath, USERS } from './helpers';
import { shownScreen, test } from './warm-page';

/** Set products (/kbsets) and second-hand copies (/sahaf): data through the API, the screens by hash. */
test.describe('sets and second-hand copies (issue #18)', () => {
  test.setTimeout(120_000);

  test('a set is defined and produced from the screens, at its components’ cost; in Arabic on a phone the page reads right to left', async ({
    warmPage,
    browser,
    request,
  }) => {
    const token = await apiLogin(request, USERS.muhasebe.email);
    const stamp = Date.now();
    const locations = await apiCall(request, token, 'GET', 'locations');
    const product = (name: string) =>
      apiCall(request, token, 'POST', 'products', { name: `${name} ${stamp}`, unit: 'ADET', vatRate: 0, price: '10.00', locationId: locations.items[0].id });
    const [set, a, b] = [await product('E2E Okul seti'), await product('E2E Set defteri'), await product('E2E Set kalemi')];
    const warehouses = (await apiCall(request, token, 'GET', 'warehouses')).items as { id: number; name: string }[];
    const w = warehouses.find((x) => x.name === 'Merkez Depo')!;
    const stockIn = await apiCall(request, token, 'POST', 'documents', {
      type: 'stockIn',
      warehouseId: w.id,
      lines: [
        { productId: a.id, quantity: '10', unitPrice: '5.00', vatRate: 0 },
        { productId: b.id, quantity: '10', unitPrice: '12.00', vatRate: 0 },
      ],
    });
    let doc = stockIn;
    for (const type of ['START', 'COMPLETE']) doc = await apiCall(request, token, 'POST', `documents/${doc.id}/events`, { type, version: doc.version });

    // the set's components, typed on the definitions screen
    const page = await warmPage('muhasebe', '/kbsets/tanimlar');
    const screen = shownScreen(page).getByTestId('product-sets-page');
    await expect(screen).toBeVisible({ timeout: 30_000 });
    await screen.getByTestId('product-set-new').click();
    await screen.getByTestId('product-set-find').fill(set.name);
    await expect(screen.getByTestId(`product-set-find-${set.id}`)).toBeVisible();
    await screen.getByTestId('product-set-find').press('Enter');
    await expect(screen.getByTestId('product-set-name')).toHaveText(set.name);
    for (const p of [a, b]) {
      await screen.getByTestId('product-set-component-find').fill(p.name);
      await screen.getByTestId(`product-set-component-find-${p.id}`).click();
    }
    await screen.getByTestId('product-set-quantity-0').fill('2');
    await screen.getByTestId('product-set-save').click();
    await expect(screen.locator(`[data-product="${set.id}"]`)).toContainText(`2 × ${a.name}, 1 × ${b.name}`);

    // three sets produced on the set production receipt, written with the keyboard
    await page.goto('/#/kbsets/uretim/yeni');
    const editor = shownScreen(page).getByTestId('receipt-editor');
    await expect(editor).toBeVisible({ timeout: 30_000 });
    await expect(editor.getByTestId('account-input')).toHaveCount(0);
    await editor.locator('select[name="warehouseId"]').selectOption(String(w.id));
    await editor.locator('[data-cell="0:code"]').click();
    await page.keyboard.type(set.code);
    await page.keyboard.press('Enter');
    await expect(editor.locator('[data-cell="0:quantity"]')).toBeFocused();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('3');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Control+s');
    await expect.poll(() => hashPath(page)).toMatch(/^\/kbsets\/uretim\/duzen\/\d+$/);
    const id = Number(hashPath(page).split('/').pop());
    const saved = shownScreen(page).locator(`[data-testid="receipt-editor"][data-doc-id="${id}"]`);
    await saved.getByTestId('event-START').click();
    await expect(saved.getByTestId('receipt-status')).toHaveText('İşlemde');
    await saved.getByTestId('event-COMPLETE').click();
    await expect(saved.getByTestId('receipt-status')).toHaveText('Tamamlandı');
    const row = async (productId: number) =>
      (await apiCall(request, token, 'GET', `reports/stokbakiye?productId=${productId}&warehouseId=${w.id}`)).rows[0] as { quantity: string; value: string };
    expect(await row(set.id)).toMatchObject({ quantity: '3', value: '66.00' });
    expect(await row(a.id)).toMatchObject({ quantity: '4', value: '20.00' });

    // Arabic on a phone
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ar', serviceWorkers: 'block', baseURL: page.url() });
    const base = new URL(page.url()).origin;
    await context.addCookies([
      { name: 'token', value: token, url: base },
      { name: 'lang', value: 'ar', url: base },
    ]);
    const phone = await context.newPage();
    await phone.goto(`${base}/#/kbsets/tanimlar`);
    await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
    const arabic = phone.getByTestId('product-sets-page');
    await expect(arabic.getByRole('heading', { name: 'منتجات المجموعات' })).toBeVisible({ timeout: 30_000 });
    await expect(arabic.locator(`[data-product="${set.id}"]`)).toContainText('المكوّنات');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await context.close();
  });
});
