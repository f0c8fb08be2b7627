import { expect, test } from './kept-page';
import { apiCall, openPanel, signIn } from './helpers';

/**
 * /depo/urunraf and /depo/uruntopla at a phone's size (390 px), driven as a scanner drives them: it types a label's
 * code and presses Enter. Received goods are put away on a shelf; an approved order is picked from it, never beyond
 * what it orders; the finished pick says the order is ready.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** What a scanner does: the code, then Enter, into the focused field. */
async function scan(page: import('@playwright/test').Page, code: string) {
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

async function setting(page: import('@playwright/test').Page) {
  const token = await signIn(page, 'muhasebe');
  const stamp = `${Date.now() % 1_000_000}`;
  const warehouse = await apiCall(page, token, 'POST', 'warehouses', { name: `E2E Raf ${stamp}` });
  const shelf = await apiCall(page, token, 'POST', 'locations', { name: `R${stamp}-A1`, warehouseId: warehouse.id, aisle: 'A', pickOrder: 1 });
  const home = (await apiCall(page, token, 'GET', 'locations')).items[0].id;
  const product = await apiCall(page, token, 'POST', 'products', { name: `E2E Raflanan ${stamp}`, unit: 'ADET', vatRate: 0, price: '9.00', locationId: home });
  const stockIn = await apiCall(page, token, 'POST', 'documents', {
    type: 'stockIn',
    warehouseId: warehouse.id,
    lines: [{ productId: product.id, quantity: '5', unitPrice: '2.00', vatRate: 0 }],
  });
  let doc = stockIn;
  for (const type of ['START', 'COMPLETE']) doc = await apiCall(page, token, 'POST', `documents/${doc.id}/events`, { type, version: doc.version });
  return { token, warehouse, shelf, product };
}

test('shelving: a shelf scanned, then the product, puts received goods away from the receiving location', async ({ page }) => {
  const { token, warehouse, shelf, product } = await setting(page);
  await openPanel(page, '/depo/urunraf');
  const screen = page.locator('[data-testid="shelving-page"]:visible');
  await screen.getByTestId('depot-warehouse').selectOption(String(warehouse.id));
  await expect(screen.getByTestId('shelving-waiting').locator(`[data-product="${product.code}"]`)).toContainText('5');
  await screen.getByTestId('shelving-scan').focus();
  await scan(page, shelf.name);
  await expect(screen.getByTestId('shelving-target')).toHaveText(shelf.name);
  await screen.getByTestId('shelving-quantity').fill('3');
  await screen.getByTestId('shelving-scan').focus();
  await scan(page, product.code);
  await expect(screen.getByTestId('shelving-message')).toContainText(shelf.name);
  await expect(screen.getByTestId('shelving-waiting').locator(`[data-product="${product.code}"]`)).toContainText('2');
  // one more, scanned again with the quantity back at one
  await scan(page, product.code);
  await expect(screen.getByTestId('shelving-waiting').locator(`[data-product="${product.code}"]`)).toContainText('1');
  const held = await apiCall(page, token, 'GET', `warehouse/stock?warehouseId=${warehouse.id}&locationId=${shelf.id}`);
  expect(held.items.map((s: { productId: number; quantity: string }) => [s.productId, s.quantity])).toEqual([[product.id, '4']]);
  // the page fits the phone: nothing wider than the screen
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('picking: an approved order is picked shelf by shelf with a scanner, never beyond its quantity, and is then ready', async ({ page }) => {
  const { token, warehouse, shelf, product } = await setting(page);
  await apiCall(page, token, 'POST', 'warehouse/moves', { warehouseId: warehouse.id, productId: product.id, toLocationId: shelf.id, quantity: '5' });
  const account = (await apiCall(page, token, 'GET', 'accounts?limit=1')).items[0];
  const created = await apiCall(page, token, 'POST', 'documents', {
    type: 'salesOrder',
    accountId: account.id,
    warehouseId: warehouse.id,
    lines: [{ productId: product.id, quantity: '2', unitPrice: '9.00', vatRate: 0 }],
  });
  const order = await apiCall(page, token, 'POST', `documents/${created.id}/events`, { type: 'APPROVE', version: created.version });

  await openPanel(page, '/depo/uruntopla');
  // no tabs on this page (spec §2)
  await expect(page.locator('.defter-tabs [role="tab"]')).toHaveCount(0);
  const screen = page.locator('[data-testid="picking-page"]:visible');
  await screen.getByTestId(`picking-order-${order.number}`).click();
  await expect(screen.getByTestId('picking-step')).toBeVisible();
  await scan(page, shelf.name);
  await expect(screen.getByTestId('picking-shelf')).toHaveText(shelf.name);
  await screen.getByTestId('picking-quantity').fill('3');
  await screen.getByTestId('picking-scan').focus();
  await scan(page, product.code);
  await expect(screen.getByTestId('picking-message')).toHaveClass(/intent-danger/);
  await expect(screen.getByTestId('picking-count')).toHaveText('0 / 2');
  await screen.getByTestId('picking-quantity').fill('1');
  await screen.getByTestId('picking-scan').focus();
  await scan(page, product.code);
  await expect(screen.getByTestId('picking-count')).toHaveText('1 / 2');
  await scan(page, product.code);
  await expect(screen.getByTestId('picking-done')).toBeVisible();
  const picked = await apiCall(page, token, 'GET', `warehouse/picks/${order.id}`);
  expect([picked.done, picked.lines[0].picked]).toEqual([true, '2']);
  // ready to convert: a waybill of what was picked
  await screen.getByTestId('picking-convert').click();
  await expect(screen.getByTestId('picking-waybill')).toBeVisible();
  const waybillId = Number((await screen.getByTestId('picking-waybill').getAttribute('href'))!.match(/(\d+)$/)![1]);
  const waybill = await apiCall(page, token, 'GET', `documents/${waybillId}`);
  expect([waybill.type, waybill.sourceId, waybill.lines.map((l: { quantity: string }) => l.quantity)]).toEqual(['salesWaybill', order.id, ['2']]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('picking a waybill: a started sales waybill is picked with a scanner and completes with its picked quantities', async ({ page }) => {
  // picking required is a company's setting: switched on for the provider's company (no other spec sells there) and back in `finally`
  const token = await signIn(page, 'saglayici');
  const auth = { authorization: `Bearer ${token}` };
  const settings = async (pickingRequired: boolean) =>
    expect((await page.request.put('/api/warehouse/settings', { headers: auth, data: { pickingRequired } })).status()).toBe(200);
  const before = (await apiCall(page, token, 'GET', 'warehouse/settings')).pickingRequired as boolean;
  await settings(true);
  try {
    const stamp = `${Date.now() % 1_000_000}`;
    const warehouse = await apiCall(page, token, 'POST', 'warehouses', { name: `E2E Toplama ${stamp}` });
    const shelf = await apiCall(page, token, 'POST', 'locations', { name: `T${stamp}-A1`, warehouseId: warehouse.id, aisle: 'A', pickOrder: 1 });
    const product = await apiCall(page, token, 'POST', 'products', {
      name: `E2E İrsaliye ${stamp}`,
      unit: 'ADET',
      vatRate: 0,
      price: '9.00',
      locationId: shelf.id,
    });
    const customer = await apiCall(page, token, 'POST', 'accounts', { kind: 'customer', name: `E2E Bayi ${stamp}` });
    const advance = async (doc: { id: number; version: number }, ...types: string[]) => {
      for (const type of types) doc = await apiCall(page, token, 'POST', `documents/${doc.id}/events`, { type, version: doc.version });
      return doc as { id: number; version: number; number: string; status: string };
    };
    const line = { productId: product.id, quantity: '5', unitPrice: '2.00', vatRate: 0 };
    await advance(await apiCall(page, token, 'POST', 'documents', { type: 'stockIn', warehouseId: warehouse.id, lines: [line] }), 'START', 'COMPLETE');
    const waybill = await advance(
      await apiCall(page, token, 'POST', 'documents', {
        type: 'salesWaybill',
        accountId: customer.id,
        warehouseId: warehouse.id,
        lines: [{ ...line, quantity: '2' }],
      }),
      'START',
    );
    // not picked yet, it does not complete
    const early = await page.request.post(`/api/documents/${waybill.id}/events`, { headers: auth, data: { type: 'COMPLETE', version: waybill.version } });
    expect([early.status(), (await early.json()).code]).toEqual([409, 'shelf.notPicked']);

    await openPanel(page, '/depo/uruntopla');
    const screen = page.locator('[data-testid="picking-page"]:visible');
    await screen.getByTestId(`picking-order-${waybill.number}`).click();
    await expect(screen.getByTestId('picking-step')).toBeVisible();
    await scan(page, shelf.name);
    await expect(screen.getByTestId('picking-shelf')).toHaveText(shelf.name);
    await scan(page, product.code);
    await expect(screen.getByTestId('picking-count')).toHaveText('1 / 2');
    await scan(page, product.code);
    await expect(screen.getByTestId('picking-done')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // the link opens the waybill, which now completes, its two units leaving from the dispatch location the picks put them on
    await screen.getByTestId('picking-waybill').click();
    const editor = page.locator(`[data-testid="receipt-editor"][data-doc-id="${waybill.id}"]`);
    await expect(editor).toHaveAttribute('data-status', 'inProcess', { timeout: 30_000 });
    await editor.getByTestId('event-COMPLETE').click();
    await expect(editor).toHaveAttribute('data-status', 'completed');
    const done = await apiCall(page, token, 'GET', `documents/${waybill.id}`);
    expect(done.lines.map((l: { quantity: string }) => l.quantity)).toEqual(['2']);
    const held = await apiCall(page, token, 'GET', `warehouse/stock?warehouseId=${warehouse.id}&productId=${product.id}`);
    // what stays is on the shelf; the dispatch location the two passed through holds nothing
    expect(held.items.map((s: { locationId: number; quantity: string }) => [s.locationId, s.quantity])).toEqual([[shelf.id, '3']]);
  } finally {
    await settings(before);
  }
});
