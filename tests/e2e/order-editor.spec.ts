import type { Page } from '@playwright/test';
import { expect, test } from './kept-page';
import { hashPath, openPanel, signIn } from './helpers';

/** A fresh ISBN-13 (978…) with a correct EAN-13 check digit, unique per run. */
function uniqueIsbn(): string {
  const body = '978' + String(Date.now()).slice(-9);
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0);
  return body + ((10 - (sum % 10)) % 10);
}

const cell = (page: Page, row: number, col: string) => page.locator(`[data-testid="receipt-editor"] [data-cell="${row}:${col}"]`);

test.describe('order editor and lineage (issue #5)', () => {
  test.setTimeout(120_000);
  test('a sales order written with the keyboard is approved, converted to an invoice, and both show their lineage', async ({ page }) => {
    const stamp = Date.now();
    const productName = `E2E Sipariş Kitabı ${stamp}`;
    const customerName = `E2E Sipariş Müşterisi ${stamp}`;
    const isbn = uniqueIsbn();
    const token = await signIn(page, 'muhasebe');
    const auth = { Authorization: `Bearer ${token}` };

    // a product with an ISBN (through its form, which picks a shelf) and a customer (through the API)
    await openPanel(page, '/stok/yeni');
    const pf = page.getByTestId('stock-form');
    await pf.locator('input[name="name"]').fill(productName);
    await pf.locator('input[name="barcode"]').fill(isbn);
    await pf.locator('select[name="unit"]').selectOption('ADET');
    await pf.locator('select[name="vatRate"]').selectOption('20');
    await pf.locator('input[name="price"]').fill('50,00');
    await pf.locator('select[name="locationId"]').selectOption({ index: 1 });
    await pf.locator('button[type="submit"]').click();
    await expect.poll(() => hashPath(page)).toMatch(/^\/stok\/list\?q=/);
    const account = await page.request.post('/api/accounts', { headers: auth, data: { name: customerName, kind: 'customer', taxNumber: '3900383669' } });
    expect(account.status(), await account.text()).toBe(201);

    // the order, from its menu entry's page
    await page.goto('/#/fis/siparis/satis/yeni');
    const editor = page.locator('[data-testid="receipt-editor"][data-route="/fis/siparis/satis/yeni"]');
    await expect(editor).toBeVisible({ timeout: 30_000 });
    await expect(editor.getByRole('heading')).toContainText('Satış Siparişi');
    await expect(editor.getByTestId('receipt-status')).toHaveText('Taslak');
    // an order takes a payment type, which the invoice made of it keeps
    await expect(editor.locator('select[name="paymentType"]')).toHaveCount(1);
    await expect(editor.getByTestId('event-APPROVE')).toHaveAttribute('data-reason', 'order.noLines');
    await expect(editor.getByTestId('event-START')).toHaveCount(0);

    await editor.getByTestId('account-input').fill(customerName);
    await expect(page.locator('.bp6-popover .bp6-menu-item', { hasText: customerName })).toBeVisible();
    await expect(page.locator('.bp6-popover .bp6-menu-item')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(editor.getByTestId('account-input')).toHaveValue(new RegExp(customerName));
    await editor.locator('input[name="deliveryDate"]').fill('15.12.2026');
    await editor.locator('select[name="warehouseId"]').selectOption({ index: 1 });

    // line 1 by its ISBN, line 2 by a demo code
    await cell(page, 0, 'code').click();
    await page.keyboard.type(isbn);
    await page.keyboard.press('Enter');
    await expect(cell(page, 0, 'quantity')).toBeFocused();
    await expect(editor.locator('tr[data-line="0"] [data-col="name"]')).toHaveText(productName);
    await page.keyboard.type('3');
    for (let i = 0; i < 5; i++) await page.keyboard.press('Enter');
    await expect(cell(page, 1, 'code')).toBeFocused();
    await page.keyboard.type('KRT0000001');
    await page.keyboard.press('Enter');
    await expect(cell(page, 1, 'quantity')).toBeFocused();
    await page.keyboard.type('2');
    await page.keyboard.press('Enter');
    await expect(editor.getByTestId('lines-grid')).toHaveAttribute('data-lines', '2');
    await expect(editor.getByTestId('event-APPROVE')).toBeEnabled();

    // Ctrl+S: the order's edit page takes over
    await page.keyboard.press('Control+s');
    await expect.poll(() => hashPath(page)).toMatch(/^\/fis\/siparis\/satis\/duzen\/\d+$/);
    const id = Number(hashPath(page).split('/').pop());
    const saved = page.locator(`[data-testid="receipt-editor"][data-doc-id="${id}"]`);
    await expect(saved.getByTestId('receipt-status')).toHaveText('Taslak');
    await expect(saved.getByTestId('supply-link')).toHaveCount(0);
    const stored = (await (await page.request.get(`/api/documents/${id}`, { headers: auth })).json()).response;
    expect(stored.type).toBe('salesOrder');
    expect(stored.lines).toHaveLength(2);
    expect(stored.deliveryDate).toBe('2026-12-15');

    // APPROVE: locked, never supplied, and the link to supply and conversions
    await saved.getByTestId('event-APPROVE').click();
    await expect(saved.getByTestId('receipt-status')).toHaveText('Onaylandı');
    await expect(saved.getByTestId('locked-banner')).toHaveText('Onaylanmış veya tamamlanmış sipariş değiştirilemez.');
    await expect(saved.getByTestId('save')).toBeDisabled();
    await expect(saved.locator('[data-cell="0:quantity"]')).toHaveAttribute('readonly', '');
    await expect(saved.getByTestId('supply-status')).toHaveText('Hiç temin edilmedi');
    await expect(saved.getByTestId('supply-link')).toHaveAttribute('href', `#/siparis/takip/${id}`);
    await expect(saved.getByTestId('event-APPROVE')).toBeDisabled();
    await expect(saved.getByTestId('event-CANCEL')).toBeEnabled();
    await expect(saved.getByTestId('event-SHORT_CLOSE')).toBeEnabled();
    await expect(saved.getByTestId('event-CLOSE')).toBeDisabled();
    await expect(saved.getByTestId('lineage')).toContainText('Bu belgenin bağlantılı belgesi yok.');

    // converted through the API; the invoice's editor links back to the order
    const converted = await page.request.post(`/api/documents/${id}/conversions`, { headers: auth, data: { target: 'salesInvoice' } });
    expect(converted.status(), await converted.text()).toBe(201);
    const invoice = (await converted.json()).response as { id: number; number: string };
    await page.goto(`/#/fis/fatura/satis/duzen/${invoice.id}`);
    const inv = page.locator(`[data-testid="receipt-editor"][data-doc-id="${invoice.id}"]`);
    await expect(inv.getByTestId('receipt-status')).toHaveText('Taslak');
    const back = inv.getByTestId('lineage-sources').getByTestId('lineage-doc');
    await expect(back).toHaveCount(1);
    await expect(back).toContainText('Satış Siparişi');
    await expect(back).toContainText('Onaylandı');
    await expect(back.getByTestId('lineage-link')).toHaveText(stored.number);

    // following it opens the order's editor, whose lineage lists the invoice
    await back.getByTestId('lineage-link').click();
    await expect.poll(() => hashPath(page)).toBe(`/fis/siparis/satis/duzen/${id}`);
    const target = saved.getByTestId('lineage-targets').getByTestId('lineage-doc');
    await expect(target).toHaveCount(1);
    await expect(target).toContainText('Satış Faturası');
    await expect(target.getByTestId('lineage-link')).toHaveText(invoice.number);
    await expect(target.getByTestId('lineage-link')).toHaveAttribute('href', `#/fis/fatura/satis/duzen/${invoice.id}`);

    // SHORT_CLOSE needs a reason: the order's supply page asks it
    await saved.getByTestId('event-SHORT_CLOSE').click();
    await expect.poll(() => hashPath(page)).toBe(`/siparis/takip/${id}`);

    // the invoice completed elsewhere supplies the order; back in the order's tab its new state shows
    let version = (await (await page.request.get(`/api/documents/${invoice.id}`, { headers: auth })).json()).response.version as number;
    for (const type of ['START', 'COMPLETE']) {
      const sent = await page.request.post(`/api/documents/${invoice.id}/events`, { headers: auth, data: { type, version, paymentType: 'cash' } });
      expect(sent.status(), await sent.text()).toBe(200);
      version = (await sent.json()).response.version;
    }
    await page.goto(`/#/fis/siparis/satis/duzen/${id}`);
    await expect(saved.getByTestId('supply-status')).toHaveText('Temin edildi');
    await expect(saved.getByTestId('receipt-status')).toHaveText('Tamamlandı');
    await expect(saved.getByTestId('event-CLOSE')).toBeEnabled();
    await expect(saved.getByTestId('event-CANCEL')).toBeDisabled();
  });
});
