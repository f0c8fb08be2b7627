import { apiCall, hashPath, openPanel, signIn } from './helpers';
import { expect, test } from './kept-page';

/** Set products (issue #18): a set broken up on /kbsets/dagitim puts its components back and takes the set out, at cost. */
test('a set is broken up on its receipt, written with the keyboard: the set leaves at its average cost and its components come back', async ({ page }) => {
  test.setTimeout(90_000);
  const token = await signIn(page, 'muhasebe');
  const stamp = Date.now();
  const locations = await apiCall(page, token, 'GET', 'locations');
  const product = (name: string) =>
    apiCall(page, token, 'POST', 'products', { name: `${name} ${stamp}`, unit: 'ADET', vatRate: 0, price: '10.00', locationId: locations.items[0].id });
  const [set, a, b] = [await product('E2E Dağıtım seti'), await product('E2E Dağıtım defteri'), await product('E2E Dağıtım kalemi')];
  const w = ((await apiCall(page, token, 'GET', 'warehouses')).items as { id: number; name: string }[]).find((x) => x.name === 'Merkez Depo')!;
  const recipe = await page.request.fetch(`/api/product-sets/${set.id}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    data: {
      components: [
        { productId: a.id, quantity: '2' },
        { productId: b.id, quantity: '1' },
      ],
    },
  });
  expect(recipe.status(), await recipe.text()).toBe(200);
  const completed = async (body: object) => {
    let doc = await apiCall(page, token, 'POST', 'documents', body);
    for (const type of ['START', 'COMPLETE']) doc = await apiCall(page, token, 'POST', `documents/${doc.id}/events`, { type, version: doc.version });
    return doc;
  };
  const line = (productId: number, quantity: string, unitPrice = '0') => ({ productId, quantity, unitPrice, vatRate: 0 });
  await completed({ type: 'stockIn', warehouseId: w.id, lines: [line(a.id, '10', '5.00'), line(b.id, '10', '12.00')] });
  await completed({ type: 'setProduction', warehouseId: w.id, lines: [line(set.id, '3')] });

  await openPanel(page, '/kbsets/dagitim/yeni');
  const editor = page.locator('.defter-page-slot:not([hidden])').getByTestId('receipt-editor');
  await expect(editor).toBeVisible({ timeout: 30_000 });
  await expect(editor.getByTestId('account-input')).toHaveCount(0);
  await editor.locator('select[name="warehouseId"]').selectOption(String(w.id));
  await editor.locator('[data-cell="0:code"]').click();
  await page.keyboard.type(set.code);
  await page.keyboard.press('Enter');
  await expect(editor.locator('[data-cell="0:quantity"]')).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('1');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Control+s');
  await expect.poll(() => hashPath(page)).toMatch(/^\/kbsets\/dagitim\/duzen\/\d+$/);
  const id = Number(hashPath(page).split('/').pop());
  const saved = page.locator(`[data-testid="receipt-editor"][data-doc-id="${id}"]`);
  await saved.getByTestId('event-START').click();
  await expect(saved.getByTestId('receipt-status')).toHaveText('İşlemde');
  await saved.getByTestId('event-COMPLETE').click();
  await expect(saved.getByTestId('receipt-status')).toHaveText('Tamamlandı');

  const row = async (productId: number) =>
    (await apiCall(page, token, 'GET', `reports/stokbakiye?productId=${productId}&warehouseId=${w.id}`)).rows[0] as { quantity: string; value: string };
  expect(await row(set.id)).toMatchObject({ quantity: '2', value: '44.00' });
  expect(await row(a.id)).toMatchObject({ quantity: '6', value: '30.00' });
  expect(await row(b.id)).toMatchObject({ quantity: '8', value: '96.00' });
});

test('/kbsets/uretim lists the set productions and break-ups made and opens a new one of each', async ({ page }) => {
  const token = await signIn(page, 'muhasebe');
  const made = await apiCall(page, token, 'GET', 'reports/stokfis?type=setProduction');
  await openPanel(page, '/kbsets/uretim');
  const shown = page.locator('.defter-page-slot:not([hidden])');
  const report = shown.locator('[data-testid="report-page"][data-report="stokfis"]');
  await expect(report).toBeVisible({ timeout: 30_000 });
  await expect(report.locator('h3')).toHaveText('Set Üretim ve Dağıtım');
  // what it lists is the stock voucher report of set productions, as the API answers it
  if (made.total > 0) await expect(report.getByTestId('report-table').locator('tbody tr')).toHaveCount(Math.min(made.total, 200));
  else await expect(report.locator('.bp6-non-ideal-state')).toBeVisible();
  await report.getByTestId('set-break-up').click();
  await expect.poll(() => hashPath(page)).toBe('/kbsets/dagitim/yeni');
  await openPanel(page, '/kbsets/uretim');
  await page.locator('.defter-page-slot:not([hidden])').getByTestId('set-produce').click();
  await expect.poll(() => hashPath(page)).toBe('/kbsets/uretim/yeni');
  await expect(page.locator('.defter-page-slot:not([hidden])').getByTestId('receipt-editor')).toBeVisible();
});
