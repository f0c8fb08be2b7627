import type { Page } from '@playwright/test';
import { expect, test } from './kept-page';
import { apiCall, hashPath, openPanel, setCookie, signIn } from './helpers';

/** /fis/takip (spec §2, §4, §5): the receipt tracking list with its filters. */

// dates no other test uses, so the date filter isolates this test's receipts
const year = 2300 + Math.floor(Math.random() * 600);
const day = (n: number) => `${year}-04-${String(n).padStart(2, '0')}`;
/** The same day as a person types it (day.month.year, spec §9). */
const typed = (n: number) => `${String(n).padStart(2, '0')}.04.${year}`;

test.describe('receipt tracking (/fis/takip)', () => {
  test('muhasebe filters receipts by type, status and date; a wrong date range shows the message', async ({ page }) => {
    const token = await signIn(page, 'muhasebe');
    const products = (await apiCall(page, token, 'GET', 'products?limit=5')).items as { id: number }[];
    const accounts = (await apiCall(page, token, 'GET', 'accounts?limit=100')).items as { id: number; kind: string; name: string }[];
    const customer = accounts.find((a) => a.kind === 'customer')!;
    const supplier = accounts.find((a) => a.kind === 'supplier')!;
    const line = { productId: products[0]!.id, quantity: '2', unitPrice: '617.25', vatRate: 20 };
    const warehouseId = (await apiCall(page, token, 'GET', 'warehouses')).items[0].id as number;
    const sale1 = await apiCall(page, token, 'POST', 'documents', { type: 'salesInvoice', accountId: customer.id, warehouseId, date: day(10), lines: [line] });
    const sale2 = await apiCall(page, token, 'POST', 'documents', { type: 'salesInvoice', accountId: customer.id, date: day(12), lines: [line] });
    const purchase = await apiCall(page, token, 'POST', 'documents', { type: 'purchaseInvoice', accountId: supplier.id, date: day(11), lines: [line] });
    let doc = await apiCall(page, token, 'POST', `documents/${sale1.id}/events`, { type: 'START', version: sale1.version });
    doc = await apiCall(page, token, 'POST', `documents/${doc.id}/events`, { type: 'COMPLETE', version: doc.version });
    expect(doc.status).toBe('completed');

    await page.setViewportSize({ width: 1366, height: 768 });
    await openPanel(page, '/fis/takip');
    const list = page.getByTestId('receipt-tracking');
    await expect(list).toBeVisible();
    const rows = list.locator('tbody tr');
    const ids = () => rows.evaluateAll((trs) => trs.map((tr) => Number(tr.getAttribute('data-id'))));

    // at 1366 px the filters (search, type, status, account, two dates) stand in one row, none alone on a line
    const tops = await list.getByTestId('filter-row').evaluate((row) => [...row.children].map((c) => Math.round(c.getBoundingClientRect().top)));
    expect(tops).toHaveLength(6);
    expect(new Set(tops).size).toBe(1);

    // the three receipts, newest date first; the days typed the Turkish way, with the Turkish hint
    await expect(list.locator('input[name="from"]')).toHaveAttribute('placeholder', 'gg.aa.yyyy');
    await list.locator('input[name="from"]').fill(typed(1));
    await list.locator('input[name="to"]').fill(typed(30));
    await expect.poll(ids).toEqual([sale2.id, purchase.id, sale1.id]);
    const first = rows.first();
    await expect(first.locator('[data-col="number"]')).toHaveText(sale2.number);
    await expect(first.locator('[data-col="type"]')).toHaveText('Satış Faturası');
    await expect(first.locator('[data-col="date"]')).toHaveText(`12.04.${year}`);
    await expect(first.locator('[data-col="account"]')).toHaveText(customer.name);
    await expect(first.locator('[data-col="total"]')).toHaveText('₺1.481,40');
    await expect(first.getByTestId('status-tag')).toHaveText('Taslak');
    await expect(list.getByTestId('list-total')).toContainText('3');

    // by type
    await list.locator('select[name="type"]').selectOption('purchaseInvoice');
    await expect.poll(ids).toEqual([purchase.id]);
    await expect(rows.first().locator('[data-col="type"]')).toHaveText('Alış Faturası');
    await list.locator('select[name="type"]').selectOption('salesInvoice');
    await expect.poll(ids).toEqual([sale2.id, sale1.id]);

    // and by status
    await list.locator('select[name="status"]').selectOption('completed');
    await expect.poll(ids).toEqual([sale1.id]);
    await expect(rows.first().getByTestId('status-tag')).toHaveText('Tamamlandı');
    await list.locator('select[name="status"]').selectOption('cancelled');
    await expect(list.getByTestId('empty-state')).toBeVisible();
    await list.locator('select[name="status"]').selectOption('');

    // "/" focuses the search; the number finds one receipt
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('/');
    await expect(list.locator('input[name="search"]')).toBeFocused();
    await page.keyboard.type(sale2.number);
    await expect.poll(ids).toEqual([sale2.id]);
    await list.locator('input[name="search"]').fill('');
    await expect.poll(ids).toEqual([sale2.id, sale1.id]);

    // a range the wrong way round: the spec's message, no rows
    await list.locator('input[name="from"]').fill(day(20));
    await list.locator('input[name="to"]').fill(day(5));
    await expect(list.getByTestId('date-error')).toHaveText('İlk tarih ikinci tarihten büyük olamaz.');
    await expect(list.getByTestId('empty-state')).toBeVisible();
    await list.locator('input[name="from"]').fill(day(12));
    await list.locator('input[name="to"]').fill(day(25));
    await expect(list.getByTestId('date-error')).toHaveCount(0);
    await expect.poll(ids).toEqual([sale2.id]);

    // the account filter: the supplier's purchase only
    await list.getByTestId('clear-filters').click();
    await list.locator('input[name="from"]').fill(day(1));
    await list.locator('input[name="to"]').fill(day(30));
    await expect.poll(ids).toEqual([sale2.id, purchase.id, sale1.id]);
    await list.getByTestId('picker-accountFilter').fill(supplier.name);
    await page.locator(`[data-testid="accountFilter-option"][data-id="${supplier.id}"]`).click();
    await expect.poll(ids).toEqual([purchase.id]);
    await list.getByTestId('clear-filters').click();
    await expect(list.getByTestId('picker-accountFilter')).toHaveValue('');
  });

  test('in English a day is typed day, month, year too: an English hint, not the month first, and a calendar in English', async ({ page }) => {
    await setCookie(page, 'lang', 'en');
    await signIn(page, 'muhasebe');
    await openPanel(page, '/fis/takip');
    const list = page.getByTestId('receipt-tracking');
    const from = list.locator('input[name="from"]');
    const to = list.locator('input[name="to"]');
    await expect(from).toHaveAttribute('placeholder', 'dd.mm.yyyy');
    await expect(from).toHaveAttribute('type', 'text');

    // a whole day counts at once: the list asks for it
    const asked = page.waitForRequest((r) => r.url().includes('/api/documents?') && r.url().includes('from=2026-11-21'));
    await from.fill('21.11.2026');
    await asked;
    await from.blur();
    await expect(from).toHaveValue('21.11.2026');

    // an English browser's month first is no day here: it stays as typed, with the message
    await to.fill('11/21/2026');
    await to.blur();
    await expect(list.getByTestId('date-error')).toHaveText('Enter a valid date.');
    await expect(to).toHaveValue('11/21/2026');
    await to.fill('');
    await expect(list.getByTestId('date-error')).toHaveCount(0);

    // the calendar opens on the field's month, in English; a day picked fills the field
    await list.getByTestId('from-calendar').click();
    const calendar = page.locator('.bp6-datepicker');
    await expect(calendar).toContainText('November');
    await calendar.locator('.rdp-day:not(.rdp-day_outside)', { hasText: /^25$/ }).click();
    await expect(from).toHaveValue('25.11.2026');
    await expect(calendar).toHaveCount(0);
  });

  test('Arabic right to left on a phone: the table scrolls inside the page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.context().addCookies([{ name: 'lang', value: 'ar', url: test.info().project.use.baseURL ?? 'http://127.0.0.1:18080' }]);
    await signIn(page, 'muhasebe');
    await openPanel(page, '/fis/takip');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const list = page.getByTestId('receipt-tracking');
    await expect(list.locator('select[name="type"] option').nth(1)).toHaveText('فاتورة مبيعات');
    await list.locator('input[name="from"]').fill('2030-01-02');
    await list.locator('input[name="to"]').fill('2030-01-01');
    await expect(list.getByTestId('date-error')).toHaveText('لا يمكن أن يكون التاريخ الأول بعد التاريخ الثاني.');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(1);
  });
});

test('the auditor opens a receipt from the tracking list, an order and a voucher: each read-only, with no action', async ({ page }) => {
  const token = await signIn(page, 'muhasebe');
  const products = (await apiCall(page, token, 'GET', 'products?limit=5')).items as { id: number }[];
  const accounts = (await apiCall(page, token, 'GET', 'accounts?limit=100')).items as { id: number; kind: string }[];
  const customer = accounts.find((a) => a.kind === 'customer')!;
  const line = { productId: products[0]!.id, quantity: '2', unitPrice: '617.25', vatRate: 20 };
  const invoice = await apiCall(page, token, 'POST', 'documents', { type: 'salesInvoice', accountId: customer.id, date: day(27), lines: [line] });
  const order = await apiCall(page, token, 'POST', 'documents', { type: 'salesOrder', accountId: customer.id, date: day(27), lines: [line] });
  const voucher = await apiCall(page, token, 'POST', 'documents', { type: 'receivableVoucher', accountId: customer.id, amount: '125.50', date: day(27) });
  await page.context().clearCookies();
  await signIn(page, 'denetci');
  const go = (path: string) => page.evaluate((p) => (window.location.hash = p), `#${path}`);
  const noActions = '[data-testid="save"], [data-testid^="event-"], [data-testid="copy"], [data-testid="add-line"], [data-testid="receipt-actions"]';

  // the draft invoice, from /fis/takip: its page, not /401
  await openPanel(page, '/fis/takip');
  const list = page.getByTestId('receipt-tracking');
  await list.locator('input[name="from"]').fill(day(27));
  await list.locator('input[name="to"]').fill(day(27));
  await list.locator(`tbody tr[data-id="${invoice.id}"]`).getByTestId('edit-link').click();
  await expect.poll(() => hashPath(page)).toBe(`/fis/fatura/satis/duzen/${invoice.id}`);
  const editor = page.locator(`[data-testid="receipt-editor"][data-doc-id="${invoice.id}"]`);
  await expect(editor.getByTestId('receipt-status')).toHaveText('Taslak');
  await expect(editor.getByTestId('read-only-banner')).toBeVisible();
  await expect(editor.locator('[data-cell="0:quantity"]')).toHaveAttribute('readonly', '');
  await expect(editor.locator('input[name="date"]')).toHaveAttribute('readonly', '');
  await expect(editor.locator(noActions)).toHaveCount(0);
  await expect(editor.getByTestId('history-link')).toBeVisible();

  // the draft order's page
  await go(`/fis/siparis/satis/duzen/${order.id}`);
  const orderEditor = page.locator(`[data-testid="receipt-editor"][data-doc-id="${order.id}"]`);
  await expect(orderEditor.getByTestId('receipt-status')).toHaveText('Taslak');
  await expect(orderEditor.getByTestId('read-only-banner')).toBeVisible();
  await expect(orderEditor.locator('[data-cell="0:quantity"]')).toHaveAttribute('readonly', '');
  await expect(orderEditor.locator(noActions)).toHaveCount(0);

  // the draft voucher, from /cari/islem
  await go('/cari/islem');
  const vouchers = page.getByTestId('voucher-list');
  await vouchers.locator('input[name="search"]').fill(voucher.number);
  await vouchers.locator(`tbody tr[data-id="${voucher.id}"]`).getByTestId('voucher-link').click();
  await expect.poll(() => hashPath(page)).toBe(`/cari/alacak/duzen/${voucher.id}`);
  const form = page.getByTestId('voucher-form');
  await expect(form.getByTestId('voucher-status')).toHaveText('Taslak');
  await expect(form.getByTestId('read-only-banner')).toBeVisible();
  await expect(form.locator('input[name="amount"]')).toBeDisabled();
  await expect(form.locator('[data-testid="voucher-save"], [data-testid="voucher-complete"], [data-testid="voucher-cancel"]')).toHaveCount(0);
  // a new voucher is still not the auditor's page
  await go('/cari/alacak/yeni');
  await expect(page.getByTestId('unauthorized')).toBeVisible();
});
