import { beforeAll, describe, expect, it } from 'vitest';
import { Dec } from '../../src/domain/money/decimal';
import { call } from './client';
import { demo, type Demo } from './fixtures';

/**
 * The six reports of issue #16 against what the test's own documents put in the ledgers: each test makes its own
 * products, accounts, warehouse and cash accounts and filters the reports by them, so that nothing another test
 * writes reaches the figures. Expected figures are worked out here from the documents, not read from a report.
 */
let d: Demo;
let seq = 0;
const unique = (label: string) => `${label} ${Date.now() % 100000}-${++seq}`;
type Doc = { id: number; version: number; number: string; [k: string]: any };
type Report = { columns: { key: string; title: string; type: string }[]; rows: Record<string, any>[]; totals: Record<string, string>; total: number };

const api = (method: string, path: string, body?: unknown, lang = 'en', token = d.admin) => call(method, path, { token, body, lang });
const report = async (name: string, query: string, lang = 'en'): Promise<Report> => {
  const r = await api('GET', `reports/${name}?${query}`, undefined, lang);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.response;
};
const created = async (path: string, body: object): Promise<number> => {
  const r = await api('POST', path, body);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response.id;
};
async function completed(body: object, events = ['START', 'COMPLETE']): Promise<Doc> {
  let doc = (await api('POST', 'documents', body)).body.response as Doc;
  expect(doc?.id, JSON.stringify(body)).toBeTruthy();
  for (const type of events) {
    const r = await api('POST', `documents/${doc.id}/events`, { type, version: doc.version });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    doc = r.body.response;
  }
  return doc;
}
const product = async () => {
  const locations = (await api('GET', 'locations')).body.response.items;
  return created('products', { name: unique('Rapor ürünü'), unit: 'ADET', vatRate: 20, price: '30.00', locationId: locations[0].id });
};
const account = (kind: 'customer' | 'supplier') => created('accounts', { name: unique(`Rapor ${kind}`), kind });
const money = (v: Dec | string | number) => new Dec(v).toFixed(2);

beforeAll(async () => {
  d = await demo();
});

describe('sales and purchase reports', () => {
  it('genelyonetimsatis, geneluruntedarik and alissatis equal the documents: sales, returns, purchases, cost and profit', async () => {
    // one after the other: the reports list products by code, which they get in the order they are made
    const p = await product();
    const other = await product();
    const [supplier, secondSupplier, buyer, w] = await Promise.all([
      account('supplier'),
      account('supplier'),
      account('customer'),
      created('warehouses', { name: unique('Rapor deposu') }),
    ]);
    const line = (productId: number, quantity: string, unitPrice: string, extra: object = {}) => ({ productId, quantity, unitPrice, vatRate: 20, ...extra });
    const buy = (accountId: number, date: string, lines: object[], type = 'purchaseInvoice') => completed({ type, accountId, warehouseId: w, date, lines });
    // bought: 10 × 12.00 less 10 % (108.00) and 5 × 24.00 (120.00) from one supplier, one of those sent back (24.00);
    // 4 of the other product at 7.50 (30.00) from another supplier
    await buy(supplier, '2024-05-02', [line(p, '10', '12.00', { discountRate: '10' })]);
    await buy(supplier, '2024-05-03', [line(p, '5', '24.00')]);
    await buy(supplier, '2024-05-04', [line(p, '1', '24.00')], 'purchaseReturn');
    await buy(secondSupplier, '2024-05-03', [line(other, '4', '7.50')]);
    // sold: 3 × 30.00 and 2 × 10.00 on the 5th, one of the first back on the 6th
    const sale = await completed({
      type: 'salesInvoice',
      accountId: buyer,
      warehouseId: w,
      date: '2024-05-05',
      paymentType: 'credit',
      lines: [line(p, '3', '30.00'), line(other, '2', '10.00')],
    });
    const back = await completed({ type: 'salesReturn', accountId: buyer, warehouseId: w, date: '2024-05-06', lines: [line(p, '1', '30.00')] });

    const supply = await report('geneluruntedarik', `warehouseId=${w}`);
    expect(supply.rows.map((r) => [r.productId, r.accountId, r.quantity, r.amount, r.averagePrice])).toEqual([
      [p, supplier, '14', '204.00', money(new Dec(204).dividedBy(14))],
      [other, secondSupplier, '4', '30.00', '7.50'],
    ]);
    expect(supply.totals).toEqual({ quantity: '18', amount: '234.00' });
    expect((await report('geneluruntedarik', `warehouseId=${w}&accountId=${secondSupplier}`)).rows.map((r) => r.productId)).toEqual([other]);

    const both = await report('alissatis', `warehouseId=${w}`);
    expect(both.rows.map((r) => [r.productId, r.purchasedQuantity, r.purchaseAmount, r.soldQuantity, r.salesAmount, r.quantityDifference])).toEqual([
      [p, '14', '204.00', '2', '60.00', '12'],
      [other, '4', '30.00', '2', '20.00', '2'],
    ]);
    expect(both.totals).toMatchObject({ purchaseAmount: '234.00', salesAmount: '80.00', quantityDifference: '14' });
    // the same quantities as the stock ledger holds in the warehouse
    const stock = await report('stokbakiye', `warehouseId=${w}&productId=${p}`);
    expect(stock.rows[0]!.quantity).toBe('12');

    // the cost of each day from the stock ledger's moves of that day's documents
    const moves = (await report('stokislem', `warehouseId=${w}`)).rows;
    const costOf = (docId: number) => moves.filter((m) => m.documentId === docId).reduce((s: Dec, m) => s.minus(m.value as string), new Dec(0));
    const daily = await report('genelyonetimsatis', `warehouseId=${w}&from=2024-05-01&to=2024-05-31`);
    expect(daily.rows.map((r) => [r.date, r.sales, r.returns, r.net, r.cost, r.profit])).toEqual([
      ['2024-05-05', '110.00', '0.00', '110.00', money(costOf(sale.id)), money(new Dec(110).minus(costOf(sale.id)))],
      ['2024-05-06', '0.00', '30.00', '-30.00', money(costOf(back.id)), money(new Dec(-30).minus(costOf(back.id)))],
    ]);
    // the net of the days is what the invoice list says was sold less what came back
    const invoices = (await report('faturalist', `accountId=${buyer}`)).rows;
    const net = invoices.reduce((s: Dec, r) => (r.documentType === 'Sales return' ? s.minus(r.net) : s.plus(r.net)), new Dec(0));
    expect(daily.totals.net).toBe(money(net));
    expect(daily.totals).toMatchObject({ sales: '110.00', returns: '30.00', net: '80.00' });
    expect((await report('genelyonetimsatis', `warehouseId=${w}&from=2024-05-06`)).rows.map((r) => r.date)).toEqual(['2024-05-06']);
  });
});

describe('ledger reports', () => {
  it('cariislem lists an account’s moves with the balance after each, ending on the account’s balance; a date range keeps the balance brought forward', async () => {
    const buyer = await account('customer');
    const p = await product();
    await completed({ type: 'stockIn', warehouseId: d.warehouse.id, lines: [{ productId: p, quantity: '10', unitPrice: '5.00', vatRate: 20 }] });
    const sell = (date: string, quantity: string) =>
      completed({
        type: 'salesInvoice',
        accountId: buyer,
        warehouseId: d.warehouse.id,
        date,
        paymentType: 'credit',
        lines: [{ productId: p, quantity, unitPrice: '10.00', vatRate: 20 }],
      });
    await sell('2024-06-01', '2'); // 24.00
    await sell('2024-06-10', '1'); // 12.00
    await completed({
      type: 'salesReturn',
      accountId: buyer,
      warehouseId: d.warehouse.id,
      date: '2024-06-12',
      lines: [{ productId: p, quantity: '1', unitPrice: '10.00', vatRate: 20 }],
    });

    const all = await report('cariislem', `accountId=${buyer}`);
    expect(all.rows.map((r) => [r.date, r.documentType, r.debit, r.credit, r.balance])).toEqual([
      ['2024-06-01', 'Sales invoice', '24.00', '0.00', '24.00'],
      ['2024-06-10', 'Sales invoice', '12.00', '0.00', '36.00'],
      ['2024-06-12', 'Sales return', '0.00', '12.00', '24.00'],
    ]);
    expect(all.totals).toEqual({ debit: '36.00', credit: '12.00' });
    expect(all.rows.at(-1)!.balance).toBe((await api('GET', `accounts/${buyer}`)).body.response.balance);
    const later = await report('cariislem', `accountId=${buyer}&from=2024-06-05`);
    expect(later.rows.map((r) => r.balance)).toEqual(['36.00', '24.00']);
    const titles = (await report('cariislem', `accountId=${buyer}`, 'tr')).columns.map((c) => c.title);
    expect(titles).toContain('Bakiye');
  });

  it('kasaislem lists a cash account’s moves in and out with the balance after each, equal to its statement', async () => {
    const box = await created('cash-accounts', { kind: 'cash', name: unique('Rapor kasası') });
    const bank = await created('cash-accounts', { kind: 'bank', name: unique('Rapor bankası') });
    const voucher = (body: object, date: string) => completed({ date, ...body }, ['COMPLETE']);
    await voucher({ type: 'cashIn', cashAccountId: box, amount: '100' }, '2024-07-01');
    await voucher({ type: 'cashOut', cashAccountId: box, amount: '30.50' }, '2024-07-02');
    await voucher({ type: 'cashTransfer', cashAccountId: box, targetCashAccountId: bank, amount: '20' }, '2024-07-03');

    const moves = await report('kasaislem', `cashAccountId=${box}`);
    expect(moves.rows.map((r) => [r.date, r.in, r.out, r.balance])).toEqual([
      ['2024-07-01', '100.00', '0.00', '100.00'],
      ['2024-07-02', '0.00', '30.50', '69.50'],
      ['2024-07-03', '0.00', '20.00', '49.50'],
    ]);
    expect(moves.totals).toEqual({ in: '100.00', out: '50.50' });
    const statement = (await api('GET', `cash-accounts/${box}/statement`)).body.response;
    expect(statement.items.map((i: { balance: string }) => i.balance)).toEqual(moves.rows.map((r) => r.balance));
    const accounts = (await api('GET', 'cash-accounts')).body.response.items as { id: number; balance: string }[];
    expect(accounts.find((a) => a.id === box)!.balance).toBe('49.50');
    expect((await report('kasaislem', `cashAccountId=${bank}`)).rows.map((r) => [r.in, r.balance])).toEqual([['20.00', '20.00']]);
    expect((await report('kasaislem', `cashAccountId=${box}&from=2024-07-02&to=2024-07-02`)).rows.map((r) => r.balance)).toEqual(['69.50']);
  });

  it('zkasasatis gives each closed session its receipts and takings by payment type, equal to the sales made in it', async () => {
    const box = await created('cash-accounts', { kind: 'cash', name: unique('Rapor Z kasası') });
    const p = await product();
    await completed({ type: 'stockIn', warehouseId: d.warehouse.id, lines: [{ productId: p, quantity: '10', unitPrice: '5.00', vatRate: 20 }] });
    const opened = await api('POST', 'documents', { type: 'cashBoxSession', cashBoxId: box, openingBalance: '0.00' });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const sale = async (paymentType: string, quantity: string) => {
      const r = await api('POST', 'pos/sales', {
        clientId: crypto.randomUUID(),
        cashBoxId: box,
        paymentType,
        lines: [{ productId: p, quantity, unitPrice: '12.00', vatRate: 20, priceIncludesVat: true }],
      });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
    };
    await sale('cash', '2'); // 24.00
    await sale('card', '1'); // 12.00
    await sale('cash', '3'); // 36.00
    const session = (await api('GET', `documents/${opened.body.response.id}`)).body.response as Doc;
    const closed = await api('POST', `documents/${session.id}/events`, { type: 'CLOSE', version: session.version });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);

    const z = await report('zkasasatis', `cashAccountId=${box}`);
    expect(z.rows).toEqual([
      expect.objectContaining({ documentId: session.id, receiptCount: '3', cash: '60.00', card: '12.00', other: '0.00', total: '72.00' }),
    ]);
    expect(z.totals).toMatchObject({ cash: '60.00', card: '12.00', total: '72.00' });
    // and its takings are what the box's ledger took in, card slips included
    const cash = await report('kasaislem', `cashAccountId=${box}`);
    expect(cash.totals.in).toBe('72.00');
  });

  it('each new report refuses a filter it does not take and a bad id, by name, and downloads as CSV', async () => {
    for (const [name, query, fields] of [
      ['cariislem', 'warehouseId=1&accountId=x', ['accountId', 'warehouseId']],
      ['kasaislem', 'accountId=1&from=2024-02-02&to=2024-02-01', ['accountId', 'to']],
      ['zkasasatis', 'cashAccountId=-1', ['cashAccountId']],
      ['genelyonetimsatis', 'productId=1', ['productId']],
      ['geneluruntedarik', 'cashAccountId=1', ['cashAccountId']],
      ['alissatis', 'accountId=1', ['accountId']],
    ] as const) {
      const r = await api('GET', `reports/${name}?${query}`, undefined, 'tr');
      expect([name, r.status, Object.keys(r.body.errors ?? {}).sort()]).toEqual([name, 422, fields]);
    }
    const csv = await fetch(`${(await import('./client')).baseUrl()}reports/genelyonetimsatis?format=csv&from=2024-05-01&to=2024-05-01`, {
      headers: { authorization: `Bearer ${d.admin}`, 'accept-language': 'tr' },
    });
    expect(csv.status).toBe(200);
    expect((await csv.text()).split('\r\n')[0]).toBe('Tarih;Satış;İade;Matrah (TL);Maliyet;Kâr');
  });
});
