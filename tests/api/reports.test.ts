import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, call } from './client';
import { demo, type Demo } from './fixtures';
import { Dec } from '../../src/domain/money/decimal';

/**
 * The stock ledger's value at the moving weighted average cost (src/domain/stock/moving-average.ts), through real
 * documents, and the reports of `GET /api/reports/:name` (contract "Reports (wave 2)"): each equals its ledger,
 * sorts, filters, refuses what it does not take by name, and downloads as CSV in the user's language.
 */
let d: Demo;
let seq = 0;
const unique = (label: string) => `${label} ${Date.now() % 100000}-${++seq}`;
type Doc = { id: number; version: number; number: string; lines: { id: string }[]; [k: string]: any };

const api = (method: string, path: string, body?: unknown, lang = 'en', token = d.admin) => call(method, path, { token, body, lang });
const report = async (name: string, query = '', lang = 'en') => {
  const r = await api('GET', `reports/${name}${query ? `?${query}` : ''}`, undefined, lang);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.response as {
    columns: { key: string; title: string; type: string }[];
    rows: Record<string, any>[];
    totals: Record<string, string>;
    total: number;
  };
};
async function completed(body: object): Promise<Doc> {
  const created = await api('POST', 'documents', body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  let doc = created.body.response as Doc;
  for (const type of ['START', 'COMPLETE']) {
    const r = await api('POST', `documents/${doc.id}/events`, { type, version: doc.version });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    doc = r.body.response;
  }
  return doc;
}
async function product(name = unique('Maliyet defteri'), extra: object = {}): Promise<number> {
  const locations = (await api('GET', 'locations')).body.response.items;
  const r = await api('POST', 'products', { name, unit: 'ADET', vatRate: 20, price: '30.00', locationId: locations[0].id, ...extra });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response.id;
}
async function warehouse(): Promise<number> {
  const r = await api('POST', 'warehouses', { name: unique('Maliyet deposu') });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response.id;
}
async function customer(): Promise<number> {
  const r = await api('POST', 'accounts', { name: unique('Kârlılık müşterisi'), kind: 'customer' });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response.id;
}
const stockRow = async (productId: number, warehouseId: number) =>
  (await report('stokbakiye', `productId=${productId}&warehouseId=${warehouseId}`)).rows[0] as { quantity: string; value: string; averageCost: string | null };
const invoiceProfit = async (accountId: number) => (await report('satisfaturakar', `accountId=${accountId}`)).rows;

beforeAll(async () => {
  d = await demo();
});

describe('the stock at the moving weighted average cost', () => {
  it('purchases come in at their net cost, sales go out at the average, a return restores and a transfer carries the value', async () => {
    const group = await api('POST', 'definitions/category', { name: unique('Maliyet grubu') });
    expect(group.status, JSON.stringify(group.body)).toBe(201);
    const p = await product(undefined, { categoryId: group.body.response.id });
    const w = await warehouse();
    const other = await warehouse();
    const buyer = await customer();
    const line = (quantity: string, unitPrice: string, extra: object = {}) => ({ productId: p, quantity, unitPrice, vatRate: 20, ...extra });
    // 10 × 12.00 less 10 % = 108.00, and 5 × 24.00 with its VAT included = 100.00: 15 for 208.00
    await completed({
      type: 'purchaseInvoice',
      accountId: d.supplier.id,
      warehouseId: w,
      date: '2026-01-10',
      lines: [line('10', '12.00', { discountRate: '10' })],
    });
    await completed({
      type: 'purchaseInvoice',
      accountId: d.supplier.id,
      warehouseId: w,
      date: '2026-01-11',
      lines: [line('5', '24.00', { priceIncludesVat: true })],
    });
    expect(await stockRow(p, w)).toMatchObject({ quantity: '15', value: '208.00', averageCost: '13.8667' });

    // 3 sold at 30.00 each: revenue 90.00, cost 3 × 208/15 = 41.60
    const sale = await completed({
      type: 'salesInvoice',
      accountId: buyer,
      warehouseId: w,
      date: '2026-01-15',
      paymentType: 'credit',
      lines: [line('3', '30.00')],
    });
    expect(await invoiceProfit(buyer)).toEqual([
      expect.objectContaining({ documentId: sale.id, number: sale.number, revenue: '90.00', cost: '41.60', profit: '48.40' }),
    ]);
    expect(await stockRow(p, w)).toMatchObject({ quantity: '12', value: '166.40' });

    // one comes back: at the average at that moment (166.40 / 12), so the average stays what it was
    await completed({ type: 'salesReturn', accountId: buyer, warehouseId: w, date: '2026-01-16', lines: [line('1', '30.00')] });
    expect(await stockRow(p, w)).toMatchObject({ quantity: '13', value: '180.27' });

    // 4 moved to another warehouse take 4 × 180.27/13 = 55.47 with them
    await completed({ type: 'stockTransfer', warehouseId: w, targetWarehouseId: other, date: '2026-01-17', lines: [line('4', '30.00')] });
    expect(await stockRow(p, w)).toMatchObject({ quantity: '9', value: '124.80' });
    expect(await stockRow(p, other)).toMatchObject({ quantity: '4', value: '55.47' });

    // the whole of what is left goes out with its whole value, not a cent behind
    await completed({ type: 'stockOut', warehouseId: other, date: '2026-01-18', lines: [line('4', '30.00')] });
    expect(await stockRow(p, other)).toMatchObject({ quantity: '0', value: '0.00', averageCost: null });

    // the product's profit: 3 sold less 1 returned, 60.00 revenue, 41.60 − 13.87 cost
    const byProduct = (await report('satiskar', `productId=${p}`)).rows;
    expect(byProduct).toEqual([expect.objectContaining({ productId: p, quantity: '2', revenue: '60.00', cost: '27.73', profit: '32.27' })]);
    // and its group's, which holds only it
    const byGroup = (await report('satisgrup', `categoryId=${group.body.response.id}`)).rows;
    expect(byGroup).toEqual([expect.objectContaining({ categoryId: group.body.response.id, quantity: '2', revenue: '60.00', cost: '27.73', profit: '32.27' })]);
    // the customer's invoices: the sale and the return, without VAT, the VAT and with it
    const invoices = await report('faturalist', `accountId=${buyer}`);
    expect(invoices.rows.map((r) => [r.documentType, r.net, r.tax, r.total])).toEqual([
      ['Sales invoice', '90.00', '18.00', '108.00'],
      ['Sales return', '30.00', '6.00', '36.00'],
    ]);
  });

  it('a purchase posted with an earlier date re-values the sales and transfers after it, and the ledger stays whole', async () => {
    const p = await product();
    const w = await warehouse();
    const other = await warehouse();
    const buyer = await customer();
    const line = (quantity: string, unitPrice: string) => ({ productId: p, quantity, unitPrice, vatRate: 20 });
    await completed({ type: 'stockIn', warehouseId: w, date: '2026-02-01', lines: [line('2', '10.00')] });
    const sale = await completed({
      type: 'salesInvoice',
      accountId: buyer,
      warehouseId: w,
      date: '2026-02-10',
      paymentType: 'credit',
      lines: [line('1', '25.00')],
    });
    await completed({ type: 'stockTransfer', warehouseId: w, targetWarehouseId: other, date: '2026-02-11', lines: [line('1', '10.00')] });
    expect((await invoiceProfit(buyer))[0]).toMatchObject({ cost: '10.00', profit: '15.00' });
    expect(await stockRow(p, other)).toMatchObject({ quantity: '1', value: '10.00' });

    // 2 bought at 40.00 on the 5th: from then on the average is 25.00
    await completed({ type: 'purchaseInvoice', accountId: d.supplier.id, warehouseId: w, date: '2026-02-05', lines: [line('2', '40.00')] });
    expect((await invoiceProfit(buyer))[0]).toMatchObject({ documentId: sale.id, cost: '25.00', profit: '0.00' });
    expect(await stockRow(p, other)).toMatchObject({ quantity: '1', value: '25.00' });
    expect(await stockRow(p, w)).toMatchObject({ quantity: '2', value: '50.00' });

    // on the 4th the stock was worth what it was then; the moves list the re-valuations beside what they correct
    expect((await report('stokbakiye', `productId=${p}&warehouseId=${w}&to=2026-02-04`)).rows[0]).toMatchObject({ quantity: '2', value: '20.00' });
    const moves = await report('stokislem', `productId=${p}`);
    expect(moves.rows.map((r) => [r.date, r.documentType, r.quantity, r.value])).toEqual([
      ['2026-02-01', 'Stock entry', '2', '20.00'],
      ['2026-02-05', 'Purchase invoice', '2', '80.00'],
      ['2026-02-10', 'Sales invoice', '-1', '-10.00'],
      ['2026-02-10', 'Cost adjustment', '0', '-15.00'],
      ['2026-02-11', 'Warehouse transfer', '-1', '-10.00'],
      ['2026-02-11', 'Warehouse transfer', '1', '10.00'],
      ['2026-02-11', 'Cost adjustment', '0', '-15.00'],
      ['2026-02-11', 'Cost adjustment', '0', '15.00'],
    ]);
    expect(moves.totals).toEqual({ quantity: '3', value: '75.00' });
  });
  it('an invoice made from a waybill costs what the waybill took out of stock', async () => {
    const p = await product();
    const w = await warehouse();
    const buyer = await customer();
    const line = (quantity: string, unitPrice: string) => ({ productId: p, quantity, unitPrice, vatRate: 20 });
    await completed({ type: 'stockIn', warehouseId: w, lines: [line('3', '4.00'), line('1', '8.00')] });
    const waybill = await completed({ type: 'salesWaybill', accountId: buyer, warehouseId: w, lines: [line('2', '9.00')] });
    const converted = await api('POST', `documents/${waybill.id}/conversions`, {
      target: 'salesInvoice',
      lines: [{ sourceLineId: waybill.lines[0]!.id, quantity: '2' }],
    });
    expect(converted.status, JSON.stringify(converted.body)).toBe(201);
    let invoice = converted.body.response as Doc;
    for (const type of ['START', 'COMPLETE'])
      invoice = (await api('POST', `documents/${invoice.id}/events`, { type, version: invoice.version, paymentType: 'credit' })).body.response;
    expect(invoice.status).toBe('completed');
    // 20.00 for 4: the two the waybill took cost 10.00, and the stock was moved once
    expect(await invoiceProfit(buyer)).toEqual([expect.objectContaining({ documentId: invoice.id, revenue: '18.00', cost: '10.00', profit: '8.00' })]);
    expect(await stockRow(p, w)).toMatchObject({ quantity: '2', value: '10.00' });
  });

  it('sales of one product completed at once each take the average after the one before: the last takes what is left', async () => {
    const p = await product();
    const w = await warehouse();
    const buyer = await customer();
    const line = (quantity: string) => ({ productId: p, quantity, unitPrice: '5.00', vatRate: 20 });
    // 6 for 10.00: one after the other they cost 1.67, 1.67, 1.67, 1.66, 1.67 and the last 1.66
    await completed({
      type: 'stockIn',
      warehouseId: w,
      lines: [
        { ...line('4'), unitPrice: '1.50' },
        { ...line('2'), unitPrice: '2.00' },
      ],
    });
    expect(await stockRow(p, w)).toMatchObject({ quantity: '6', value: '10.00' });
    const started = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const doc = (await api('POST', 'documents', { type: 'salesInvoice', accountId: buyer, warehouseId: w, paymentType: 'credit', lines: [line('1')] })).body
          .response as Doc;
        return (await api('POST', `documents/${doc.id}/events`, { type: 'START', version: doc.version })).body.response as Doc;
      }),
    );
    // each completion is its own transaction: only the product's lock keeps two from valuing at the same average
    const replies = await Promise.all(started.map((doc) => api('POST', `documents/${doc.id}/events`, { type: 'COMPLETE', version: doc.version })));
    expect(replies.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(await stockRow(p, w)).toMatchObject({ quantity: '0', value: '0.00' });
    const costs = (await invoiceProfit(buyer)).map((r) => r.cost as string);
    expect(costs.reduce((s, c) => s + Math.round(Number(c) * 100), 0)).toBe(1000);
    expect([...costs].sort()).toEqual(['1.66', '1.66', '1.67', '1.67', '1.67', '1.67']);
  });
});

describe('GET /api/reports/:name', () => {
  it('stokbakiye equals the stock ledger, in all and per warehouse; caribakiye equals the account ledger', async () => {
    const products = (await api('GET', 'products?limit=100')).body.response.items as { id: number; stockQuantity: string }[];
    const all = await report('stokbakiye');
    expect(all.total).toBe(all.rows.length);
    // quantities are compared exactly: a float sum of 0.3 and 0.1 is not 0.4
    for (const p of products) expect(new Dec(all.rows.find((r) => r.productId === p.id)!.quantity).eq(p.stockQuantity), String(p.id)).toBe(true);
    const warehouses = (await api('GET', 'warehouses')).body.response.items as { id: number }[];
    const perWarehouse = await Promise.all(warehouses.map((w) => report('stokbakiye', `warehouseId=${w.id}`)));
    for (const p of products.slice(0, 10)) {
      const sum = perWarehouse.reduce((s, r) => s.plus(r.rows.find((x) => x.productId === p.id)!.quantity), new Dec(0));
      expect(sum.toFixed(), String(p.id)).toBe(new Dec(p.stockQuantity).toFixed());
    }
    expect(all.columns.map((c) => c.key)).toEqual(['productId', 'code', 'name', 'unit', 'quantity', 'value', 'averageCost']);

    const accounts = (await api('GET', 'accounts?limit=100')).body.response.items as { id: number; balance: string }[];
    const balances = await report('caribakiye');
    for (const a of accounts) expect(balances.rows.find((r) => r.accountId === a.id)).toMatchObject({ balance: a.balance });
    for (const r of balances.rows) expect(Number(r.debit) - Number(r.credit)).toBeCloseTo(Number(r.balance), 2);
    expect(balances.columns.find((c) => c.key === 'balance')).toEqual({ key: 'balance', title: 'Balance', type: 'money' });
  });

  it('sorts by a column either way, and refuses a filter it does not take, a bad date, a wrong order and an unknown report, by name', async () => {
    const asc = await report('caribakiye', 'sort=balance&dir=asc');
    const desc = await report('caribakiye', 'sort=balance&dir=desc');
    const balances = asc.rows.map((r) => Number(r.balance));
    expect(balances).toEqual([...balances].sort((a, b) => a - b));
    expect(desc.rows.map((r) => Number(r.balance))).toEqual([...balances].reverse());

    const bad = await api('GET', 'reports/stokbakiye?accountId=1&to=2026-02-30&sort=nope', undefined, 'tr');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['accountId', 'to']);
    const badSort = await api('GET', 'reports/stokbakiye?sort=nope');
    expect([badSort.status, Object.keys(badSort.body.errors)]).toEqual([422, ['sort']]);
    const order = await api('GET', 'reports/satisfaturakar?from=2026-02-02&to=2026-02-01');
    expect([order.status, Object.keys(order.body.errors)]).toEqual([422, ['to']]);
    expect((await api('GET', 'reports/nosuchreport')).status).toBe(404);
    // reports are for those who read the books: not the cashier
    expect((await api('GET', 'reports/stokbakiye', undefined, 'en', d.cashier)).status).toBe(403);
    expect((await api('GET', 'reports/stokbakiye', undefined, 'en', d.auditor)).status).toBe(200);
  });

  it('every report of the contract takes its common query (from, to, format, separator); a balance report reads to as its day', async () => {
    const names = [
      'genelyonetimsatis',
      'cariislem',
      'faturalist',
      'kasaislem',
      'stokbakiye',
      'geneluruntedarik',
      'stokislem',
      'alissatis',
      'satiskar',
      'satisgrup',
      'zkasasatis',
      'satisfaturakar',
      'caribakiye',
    ];
    for (const name of names)
      for (const format of ['json', 'csv'])
        for (const separator of ['semicolon', 'tab']) {
          const r = await api('GET', `reports/${name}?from=2026-01-01&to=2026-12-31&format=${format}&separator=${separator}`);
          expect(r.status, `${name} ${format} ${separator}: ${JSON.stringify(r.body).slice(0, 200)}`).toBe(200);
        }
    const year = await report('stokbakiye', 'from=2020-01-01&to=2026-12-31');
    expect(year).toEqual(await report('stokbakiye', 'to=2026-12-31'));
  });

  it('as CSV: a byte-order mark, titles in the user’s language, its decimal separator, no thousands separator, the chosen separator, formulas neutralised', async () => {
    const p = await product(`=HYPERLINK("x") ${unique('Formül')}`);
    const w = await warehouse();
    await completed({ type: 'stockIn', warehouseId: w, lines: [{ productId: p, quantity: '1000.5', unitPrice: '1234.50', vatRate: 20 }] });
    const csv = async (query: string, lang: string) => {
      const r = await fetch(`${baseUrl()}reports/stokbakiye?productId=${p}&warehouseId=${w}&format=csv&${query}`, {
        headers: { authorization: `Bearer ${d.admin}`, 'accept-language': lang },
      });
      expect(r.status).toBe(200);
      // the bytes as sent: text() would drop the byte-order mark
      return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await r.arrayBuffer());
    };
    const tr = await csv('separator=semicolon', 'tr');
    expect(tr.startsWith('\uFEFF')).toBe(true);
    const [header, row, totals] = tr.slice(1).trimEnd().split('\r\n');
    expect(header).toBe('Ürün No;Kod;Ad;Birim;Miktar;Tutar (Maliyet);Ortalama Maliyet');
    // 1000.5 × 1234.50 = 1,235,117.25
    expect(row).toMatch(new RegExp(`^${p};[^;]+;"'=HYPERLINK\\(""x""\\) Formül [^"]+";ADET;1000,5;1235117,25;1234,5000$`));
    expect(totals).toBe('Toplam;;;;1000,5;1235117,25;');
    const en = await csv('separator=tab', 'en');
    const [enHeader, enRow] = en.slice(1).split('\r\n');
    expect(enHeader).toBe('Product no.\tCode\tName\tUnit\tQuantity\tValue (cost)\tAverage cost');
    expect(enRow!.split('\t').slice(4)).toEqual(['1000.5', '1235117.25', '1234.5000']);
  });
});
