import type { Locator, Page } from '@playwright/test';
import { expect, test } from './kept-page';
import { apiCall, apiLogin, openPanel, signIn, USERS } from './helpers';
import { addDays } from '../../src/domain/clock/clock';

/**
 * The figures of every report page and of the dashboard's cards, against documents each test makes through the
 * API with a product, accounts, a warehouse and a cash box of its own, so that what other tests write never
 * reaches the rows it reads. Expected figures are worked out here from the documents.
 */

/** A number below zero as the screens write it: its sign kept left of the digits by a left-to-right mark. */
const minus = (v: string) => `\u200E-${v}`;
const stamp = () => `${Date.now() % 1000000}-${Math.floor(Math.random() * 1000)}`;

async function completed(page: Page, token: string, body: object, events = ['START', 'COMPLETE']) {
  let doc = await apiCall(page, token, 'POST', 'documents', body);
  for (const type of events) doc = await apiCall(page, token, 'POST', `documents/${doc.id}/events`, { type, version: doc.version });
  return doc as { id: number; number: string; version: number };
}

/**
 * A product of a new group, bought from a new supplier (10 at 100.00, one sent back) and sold to a new customer
 * (4 at 250.00 on credit, one brought back), all in a new warehouse, 20 % VAT on each line.
 */
async function tradedProduct(page: Page, token: string) {
  const s = stamp();
  const locations = (await apiCall(page, token, 'GET', 'locations')).items as { id: number }[];
  const group = await apiCall(page, token, 'POST', 'definitions/category', { name: `E2E Rakam Grubu ${s}` });
  const product = await apiCall(page, token, 'POST', 'products', {
    name: `E2E Rakam ${s}`,
    unit: 'ADET',
    vatRate: 20,
    price: '250.00',
    locationId: locations[0]!.id,
    categoryId: group.id,
  });
  const warehouse = await apiCall(page, token, 'POST', 'warehouses', { name: `E2E Rakam Depo ${s}` });
  const supplier = await apiCall(page, token, 'POST', 'accounts', { name: `E2E Rakam Tedarikçi ${s}`, kind: 'supplier' });
  const customer = await apiCall(page, token, 'POST', 'accounts', { name: `E2E Rakam Müşteri ${s}`, kind: 'customer' });
  const line = (quantity: string, unitPrice: string) => ({ productId: product.id, quantity, unitPrice, vatRate: 20 });
  const trade = (type: string, accountId: number, quantity: string, unitPrice: string, extra: object = {}) =>
    completed(page, token, { type, accountId, warehouseId: warehouse.id, lines: [line(quantity, unitPrice)], ...extra });
  const purchase = await trade('purchaseInvoice', supplier.id, '10', '100.00');
  const purchaseReturn = await trade('purchaseReturn', supplier.id, '1', '100.00');
  const sale = await trade('salesInvoice', customer.id, '4', '250.00', { paymentType: 'credit' });
  const saleReturn = await trade('salesReturn', customer.id, '1', '250.00');
  return { group, product, warehouse, supplier, customer, purchase, purchaseReturn, sale, saleReturn };
}

const cells = (rows: Locator, key: string) => rows.locator(`[data-key="${key}"]`);
const totals = (screen: Locator, key: string) => screen.getByTestId('report-totals').locator(`[data-key="${key}"]`);
const go = (page: Page, path: string) => page.evaluate((p) => (location.hash = `#${p}`), path);

test('the invoice list, the account balances and the stock moves hold the figures of the documents', async ({ page }) => {
  const admin = await apiLogin(page.request, USERS.admin.email);
  const t = await tradedProduct(page, admin);
  await signIn(page, 'muhasebe');

  // the customer's invoice (4 × 250.00) and return (1 × 250.00), each with 20 % VAT
  await openPanel(page, `/rapor/faturalist?accountId=${t.customer.id}`);
  const invoices = page.locator('[data-report="faturalist"]');
  const invoiceRows = invoices.getByTestId('report-row');
  await expect(cells(invoiceRows, 'number')).toHaveText([t.sale.number, t.saleReturn.number]);
  await expect(cells(invoiceRows, 'net')).toHaveText(['1.000,00', '250,00']);
  await expect(cells(invoiceRows, 'tax')).toHaveText(['200,00', '50,00']);
  await expect(cells(invoiceRows, 'total')).toHaveText(['1.200,00', '300,00']);
  await expect(totals(invoices, 'total')).toHaveText('1.500,00');

  // the customer owes 1,200.00 less the 300.00 brought back
  await go(page, `/rapor/caribakiye?accountId=${t.customer.id}`);
  const balances = page.locator('[data-report="caribakiye"]');
  await expect(balances.getByTestId('report-row')).toHaveCount(1);
  await expect(cells(balances.getByTestId('report-row'), 'debit')).toHaveText('1.200,00');
  await expect(cells(balances.getByTestId('report-row'), 'credit')).toHaveText('300,00');
  await expect(cells(balances.getByTestId('report-row'), 'balance')).toHaveText('900,00');

  // the stock ledger at the moving average of 100.00: +10, −1, −4, +1
  await go(page, `/rapor/stokislem?productId=${t.product.id}`);
  const moves = page.locator('[data-report="stokislem"]');
  await expect(cells(moves.getByTestId('report-row'), 'quantity')).toHaveText(['10', minus('1'), minus('4'), '1']);
  await expect(cells(moves.getByTestId('report-row'), 'value')).toHaveText(['1.000,00', minus('100,00'), minus('400,00'), '100,00']);
  await expect(totals(moves, 'quantity')).toHaveText('6');
  await expect(totals(moves, 'value')).toHaveText('600,00');
});

test('the sales, group, supply and bought-against-sold reports and the purchase lines hold the figures of the documents', async ({ page }) => {
  const admin = await apiLogin(page.request, USERS.admin.email);
  const t = await tradedProduct(page, admin);
  await signIn(page, 'muhasebe');

  // sold 4 less 1 brought back: 750.00 at a cost of 3 × 100.00
  await openPanel(page, `/rapor/satiskar?productId=${t.product.id}`);
  const profit = page.locator('[data-report="satiskar"]');
  const profitRow = profit.getByTestId('report-row');
  await expect(profitRow).toHaveCount(1);
  await expect(cells(profitRow, 'quantity')).toHaveText('3');
  await expect(cells(profitRow, 'revenue')).toHaveText('750,00');
  await expect(cells(profitRow, 'cost')).toHaveText('300,00');
  await expect(cells(profitRow, 'profit')).toHaveText('450,00');
  await expect(profit.getByTestId('report-chart')).toContainText(t.product.name);
  // the sale was on credit; the return names no payment: on credit alone, the 4 sold for 1,000.00
  await profit.getByTestId('report-payment-type').selectOption('credit');
  await expect(cells(profitRow, 'quantity')).toHaveText('4');
  await expect(cells(profitRow, 'revenue')).toHaveText('1.000,00');
  // the admin wrote every document; the accountant none
  await profit.getByTestId('report-user').selectOption({ label: 'Ayşe Yılmaz' });
  await expect(cells(profitRow, 'revenue')).toHaveText('1.000,00');
  await profit.getByTestId('report-user').selectOption({ label: 'Zeynep Demir' });
  await expect(profit.getByTestId('report-row')).toHaveCount(0);

  await go(page, `/rapor/satisgrup?categoryId=${t.group.id}`);
  const groups = page.locator('[data-report="satisgrup"]');
  await expect(groups.getByTestId('report-row')).toHaveCount(1);
  await expect(cells(groups.getByTestId('report-row'), 'category')).toHaveText(t.group.name);
  await expect(cells(groups.getByTestId('report-row'), 'revenue')).toHaveText('750,00');
  await expect(cells(groups.getByTestId('report-row'), 'profit')).toHaveText('450,00');

  // bought 10 less 1 sent back at 100.00
  await go(page, `/rapor/geneluruntedarik?productId=${t.product.id}`);
  const supply = page.locator('[data-report="geneluruntedarik"]');
  const supplyRow = supply.getByTestId('report-row');
  await expect(supplyRow).toHaveCount(1);
  await expect(cells(supplyRow, 'supplier')).toHaveText(t.supplier.name);
  await expect(cells(supplyRow, 'quantity')).toHaveText('9');
  await expect(cells(supplyRow, 'amount')).toHaveText('900,00');
  await expect(cells(supplyRow, 'averagePrice')).toHaveText('100,00');

  await go(page, `/rapor/alissatis?productId=${t.product.id}`);
  const both = page.locator('[data-report="alissatis"]');
  const bothRow = both.getByTestId('report-row');
  await expect(bothRow).toHaveCount(1);
  await expect(cells(bothRow, 'purchasedQuantity')).toHaveText('9');
  await expect(cells(bothRow, 'purchaseAmount')).toHaveText('900,00');
  await expect(cells(bothRow, 'soldQuantity')).toHaveText('3');
  await expect(cells(bothRow, 'salesAmount')).toHaveText('750,00');
  await expect(cells(bothRow, 'quantityDifference')).toHaveText('6');

  // the purchase lines: the invoice and its return below zero, each at the cost it brought into stock
  await go(page, `/fis/alis/islem?productId=${t.product.id}`);
  const lines = page.locator('[data-report="alisislem"]');
  await expect(cells(lines.getByTestId('report-row'), 'number')).toHaveText([t.purchase.number, t.purchaseReturn.number]);
  await expect(cells(lines.getByTestId('report-row'), 'amount')).toHaveText(['1.000,00', minus('100,00')]);
  await expect(totals(lines, 'quantity')).toHaveText('9');
  await expect(totals(lines, 'amount')).toHaveText('900,00');
  await expect(totals(lines, 'cost')).toHaveText('900,00');
  await lines.getByRole('link', { name: t.purchase.number }).click();
  await expect(page).toHaveURL(new RegExp(`/${t.purchase.id}$`));
});

test('the profit chart prints: print media shows it above the table', async ({ page }) => {
  const admin = await apiLogin(page.request, USERS.admin.email);
  const t = await tradedProduct(page, admin);
  await signIn(page, 'muhasebe');
  await openPanel(page, `/rapor/satiskar?productId=${t.product.id}`);
  const screen = page.locator('[data-report="satiskar"]');
  await expect(screen.getByTestId('report-row')).toHaveCount(1);
  await page.emulateMedia({ media: 'print' });
  await expect(screen.getByTestId('report-chart')).toBeVisible();
  await expect(screen.getByTestId('report-chart').locator('svg.recharts-surface')).toBeVisible();
  await expect(screen.getByTestId('report-print')).toBeHidden();
  // drawn within the sheet's width, bars and all
  const [figure, drawing] = [(await screen.getByTestId('report-chart').boundingBox())!, (await screen.locator('svg.recharts-surface').boundingBox())!];
  expect(drawing.height).toBeGreaterThan(100);
  expect(drawing.width).toBeLessThanOrEqual(figure.width + 1);
  await expect(screen.locator('.recharts-bar-rectangle')).toHaveCount(1);
});

test('the Z report summary gives each closed session its receipts and takings by payment type', async ({ page }) => {
  const admin = await apiLogin(page.request, USERS.admin.email);
  const s = stamp();
  const locations = (await apiCall(page, admin, 'GET', 'locations')).items as { id: number }[];
  const warehouses = (await apiCall(page, admin, 'GET', 'warehouses')).items as { id: number }[];
  const product = await apiCall(page, admin, 'POST', 'products', {
    name: `E2E Z ${s}`,
    unit: 'ADET',
    vatRate: 20,
    price: '12.00',
    locationId: locations[0]!.id,
  });
  await completed(page, admin, {
    type: 'stockIn',
    warehouseId: warehouses[0]!.id,
    lines: [{ productId: product.id, quantity: '10', unitPrice: '5.00', vatRate: 20 }],
  });
  const box = await apiCall(page, admin, 'POST', 'cash-accounts', { kind: 'cash', name: `E2E Z Kasası ${s}` });
  const session = await apiCall(page, admin, 'POST', 'documents', { type: 'cashBoxSession', cashBoxId: box.id, openingBalance: '0.00' });
  // 2 and 3 in cash, 1 by card, at 12.00 VAT included: 60.00 cash, 12.00 card
  for (const [paymentType, quantity] of [
    ['cash', '2'],
    ['card', '1'],
    ['cash', '3'],
  ])
    await apiCall(page, admin, 'POST', 'pos/sales', {
      clientId: crypto.randomUUID(),
      cashBoxId: box.id,
      paymentType,
      lines: [{ productId: product.id, quantity, unitPrice: '12.00', vatRate: 20, priceIncludesVat: true }],
    });
  const open = await apiCall(page, admin, 'GET', `documents/${session.id}`);
  const closed = await apiCall(page, admin, 'POST', `documents/${session.id}/events`, { type: 'CLOSE', version: open.version });

  await signIn(page, 'muhasebe');
  await openPanel(page, `/rapor/zkasasatis/ozet?cashAccountId=${box.id}`);
  const z = page.locator('[data-report="zkasasatis"]');
  const row = z.getByTestId('report-row');
  await expect(row).toHaveCount(1);
  await expect(cells(row, 'number')).toHaveText(closed.number);
  await expect(cells(row, 'receiptCount')).toHaveText('3');
  await expect(cells(row, 'cash')).toHaveText('60,00');
  await expect(cells(row, 'card')).toHaveText('12,00');
  await expect(cells(row, 'other')).toHaveText('0,00');
  await expect(totals(z, 'total')).toHaveText('72,00');
});

test('the dashboard’s critical stock, waybills, orders, top products and cheques show the test’s documents and link to their lists filtered', async ({
  page,
}) => {
  const admin = await apiLogin(page.request, USERS.admin.email);
  const s = stamp();
  const today = (await apiCall(page, admin, 'GET', 'dashboard')).today as string;
  const locations = (await apiCall(page, admin, 'GET', 'locations')).items as { id: number }[];
  // a critical level far above any other card's: this product is the furthest under it, first on the card
  const product = await apiCall(page, admin, 'POST', 'products', {
    name: `E2E Pano ${s}`,
    unit: 'ADET',
    vatRate: 20,
    price: '50.00',
    locationId: locations[0]!.id,
    criticalStock: '100000',
  });
  const warehouse = await apiCall(page, admin, 'POST', 'warehouses', { name: `E2E Pano Depo ${s}` });
  const customer = await apiCall(page, admin, 'POST', 'accounts', { name: `E2E Pano Müşteri ${s}`, kind: 'customer' });
  const line = (quantity: string, unitPrice: string) => ({ productId: product.id, quantity, unitPrice, vatRate: 20 });
  await completed(page, admin, { type: 'stockIn', warehouseId: warehouse.id, date: today, lines: [line('10', '100.00')] });
  // 5 sold today for 1,000,000.00 without VAT: the month's top product
  await completed(page, admin, {
    type: 'salesInvoice',
    accountId: customer.id,
    warehouseId: warehouse.id,
    date: today,
    paymentType: 'credit',
    lines: [line('5', '200000.00')],
  });
  const waybill = await completed(page, admin, {
    type: 'salesWaybill',
    accountId: customer.id,
    warehouseId: warehouse.id,
    date: today,
    lines: [line('1', '50.00')],
  });
  const order = await completed(page, admin, { type: 'salesOrder', accountId: customer.id, lines: [line('2', '50.00')] }, ['APPROVE']);
  const due = addDays(today, 2);
  const cheque = await apiCall(page, admin, 'POST', 'documents', { type: 'receivedCheque', accountId: customer.id, amount: '4321.09', dueDate: due });

  await signIn(page, 'muhasebe');
  await openPanel(page, '/dashboard');
  const d = await apiCall(page, admin, 'GET', 'dashboard');
  // 10 in, 5 sold, 1 delivered on the waybill: 4 of 100,000
  await expect(page.getByTestId(`dashboard-critical-${product.id}`)).toHaveText(`${product.name}: 4 / 100.000`);
  await expect(page.getByTestId(`dashboard-top-${product.id}`)).toHaveText(`${product.name} — 5 · 1.000.000,00`);
  expect(d.waybills.waiting).toBeGreaterThanOrEqual(1);
  expect(d.orders.neverSupplied).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('dashboard-waybills-waiting')).toContainText(String(d.waybills.waiting));
  await expect(page.getByTestId('dashboard-orders-count')).toContainText(String(d.orders.neverSupplied));
  await expect(page.getByTestId('dashboard-cheques-count')).toContainText(String(d.cheques.count));
  const liras = (d.cheques.totals as { currency: string; total: string }[]).find((x) => x.currency === 'TRY')!;
  expect(Number(liras.total)).toBeGreaterThanOrEqual(4321.09);

  await page.getByTestId('dashboard-criticalStock-link').click();
  await expect(page).toHaveURL(/#\/stok\/list\?only=critical$/);
  const stock = page.getByTestId('stock-list');
  await expect(stock.getByTestId('list-only')).toBeChecked();
  await expect(stock.locator(`tr[data-id="${product.id}"]`)).toBeVisible();
  // every card listed is at or under its critical stock
  await expect(stock.locator('tbody tr')).toHaveCount(await stock.getByTestId('critical-tag').count());

  await go(page, '/dashboard');
  await page.getByTestId('dashboard-waybills-link').click();
  const waybills = page.getByTestId('waybill-list');
  await expect(waybills.locator('#waybill-type')).toHaveValue('salesWaybill');
  await expect(waybills.getByRole('link', { name: waybill.number })).toBeVisible();

  await go(page, '/dashboard');
  await page.getByTestId('dashboard-orders-link').click();
  await expect(page.getByTestId('order-list').getByRole('link', { name: order.number })).toBeVisible();

  await go(page, '/dashboard');
  await page.getByTestId('dashboard-cheques-link').click();
  const cheques = page.getByTestId('cheque-portfolio');
  await expect(cheques.locator('#cheque-due-to')).not.toHaveValue('');
  await expect(cheques.getByTestId('portfolio').locator(`tr[data-id="${cheque.id}"]`)).toBeVisible();
  await expect(cheques.getByTestId('portfolio-row')).toHaveCount(d.cheques.count);
});

test('a report of more rows than a page shows them 200 at a time, with the totals of every row', async ({ page }) => {
  const admin = await apiLogin(page.request, USERS.admin.email);
  const s = stamp();
  const locations = (await apiCall(page, admin, 'GET', 'locations')).items as { id: number }[];
  const product = await apiCall(page, admin, 'POST', 'products', {
    name: `E2E Sayfa ${s}`,
    unit: 'ADET',
    vatRate: 20,
    price: '5.00',
    locationId: locations[0]!.id,
  });
  // 201 lines of 1 to 201 units: 201 moves in the stock ledger, 20,301 units in all
  const lines = Array.from({ length: 201 }, (_, i) => ({ productId: product.id, quantity: String(i + 1), unitPrice: '2.00', vatRate: 20 }));
  await completed(page, admin, { type: 'stockIn', lines });
  await signIn(page, 'muhasebe');

  await openPanel(page, `/rapor/stokislem?productId=${product.id}`);
  const moves = page.locator('[data-report="stokislem"]');
  const rows = moves.getByTestId('report-row');
  await expect(rows).toHaveCount(200);
  await expect(totals(moves, 'quantity')).toHaveText('20.301');
  await expect(moves.getByTestId('report-pager')).toContainText('201');
  await moves.getByTestId('next-page').click();
  await expect(rows).toHaveCount(1);
  await expect(totals(moves, 'quantity')).toHaveText('20.301');
  await moves.getByTestId('prev-page').click();
  await expect(rows).toHaveCount(200);
});
