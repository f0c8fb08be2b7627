import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, call } from './client';
import { demo, type Demo } from './fixtures';

/**
 * The movement lists of issue #16, views of `GET /api/reports/:name`: the stock vouchers (/stok/fis), one product's
 * movements with its running quantity and value (/stok/islem), the sales and purchase lines (/fis/satis/islem,
 * /fis/alis/islem) and the warehouse transfers (/fis/stok/virman/list). Each list's rows and totals are compared with
 * figures worked out here from the documents this file makes, in warehouses and products of its own.
 */
let d: Demo;
let seq = 0;
const unique = (label: string) => `${label} ${Date.now() % 100000}-${++seq}`;
type Doc = { id: number; version: number; number: string; lines: { id: string }[]; [k: string]: any };
type List = { columns: { key: string; title: string; type: string }[]; rows: Record<string, any>[]; totals: Record<string, string>; total: number };

const api = (method: string, path: string, body?: unknown, lang = 'en', token = d.admin) => call(method, path, { token, body, lang });
const list = async (name: string, query: string, lang = 'en'): Promise<List> => {
  const r = await api('GET', `reports/${name}?${query}`, undefined, lang);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.response;
};
async function draft(body: object): Promise<Doc> {
  const created = await api('POST', 'documents', body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.response;
}
async function completed(body: object): Promise<Doc> {
  let doc = await draft(body);
  for (const type of ['START', 'COMPLETE']) {
    const r = await api('POST', `documents/${doc.id}/events`, { type, version: doc.version });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    doc = r.body.response;
  }
  return doc;
}
async function product(extra: object = {}): Promise<number> {
  const locations = (await api('GET', 'locations')).body.response.items;
  const r = await api('POST', 'products', {
    name: unique('Hareket defteri'),
    unit: 'ADET',
    vatRate: 20,
    price: '30.00',
    locationId: locations[0].id,
    ...extra,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response.id;
}
async function warehouse(): Promise<number> {
  const r = await api('POST', 'warehouses', { name: unique('Hareket deposu') });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response.id;
}
async function account(kind: 'customer' | 'supplier'): Promise<number> {
  const r = await api('POST', 'accounts', { name: unique('Hareket carisi'), kind });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response.id;
}
const pick = (rows: Record<string, any>[], keys: string[]) => rows.map((r) => Object.fromEntries(keys.map((k) => [k, r[k]])));

beforeAll(async () => {
  d = await demo();
});

describe('the stock vouchers, the transfers and a product’s movements', () => {
  it('list what the vouchers moved at cost, and a product’s running quantity and value from its balance brought forward', async () => {
    const p = await product();
    const w1 = await warehouse();
    const w2 = await warehouse();
    const line = (quantity: string, unitPrice = '5.00') => ({ productId: p, quantity, unitPrice, vatRate: 20 });
    // 10 in at 5.00 (50.00), then 10 bought at 7.00 (70.00): 20 at an average of 6.00
    const stockIn = await completed({ type: 'stockIn', warehouseId: w1, date: '2026-02-01', lines: [line('10')] });
    const purchase = await completed({ type: 'purchaseInvoice', accountId: d.supplier.id, warehouseId: w1, date: '2026-02-02', lines: [line('10', '7.00')] });
    // 4 out (24.00) and 6 moved to w2 (36.00), both at the average; a stock-in left as a draft moves nothing
    const stockOut = await completed({ type: 'stockOut', warehouseId: w1, date: '2026-02-03', lines: [line('4')] });
    const transfer = await completed({ type: 'stockTransfer', warehouseId: w1, targetWarehouseId: w2, date: '2026-02-04', lines: [line('6')] });
    const pending = await draft({ type: 'stockIn', warehouseId: w1, date: '2026-02-05', lines: [line('3')] });

    const vouchers = await list('stokfis', `warehouseId=${w1}`);
    expect(pick(vouchers.rows, ['documentId', 'docType', 'number', 'date', 'status', 'quantity', 'value'])).toEqual([
      { documentId: stockIn.id, docType: 'stockIn', number: stockIn.number, date: '2026-02-01', status: 'Completed', quantity: '10', value: '50.00' },
      { documentId: stockOut.id, docType: 'stockOut', number: stockOut.number, date: '2026-02-03', status: 'Completed', quantity: '4', value: '24.00' },
      { documentId: transfer.id, docType: 'stockTransfer', number: transfer.number, date: '2026-02-04', status: 'Completed', quantity: '6', value: '36.00' },
      { documentId: pending.id, docType: 'stockIn', number: pending.number, date: '2026-02-05', status: 'Draft', quantity: '3', value: null },
    ]);
    expect(vouchers.totals).toEqual({ quantity: String(10 + 4 + 6 + 3), value: (50 + 24 + 36).toFixed(2) });
    expect(vouchers.rows[2]).toMatchObject({
      warehouse: expect.stringContaining('Hareket deposu'),
      targetWarehouse: expect.stringContaining('Hareket deposu'),
    });
    // filters: the status, the type, the dates; the purchase is not a stock voucher
    expect((await list('stokfis', `warehouseId=${w1}&status=completed`)).totals).toEqual({ quantity: '20', value: '110.00' });
    expect((await list('stokfis', `warehouseId=${w1}&type=stockOut`)).rows.map((r) => r.documentId)).toEqual([stockOut.id]);
    expect((await list('stokfis', `warehouseId=${w1}&from=2026-02-02&to=2026-02-04`)).rows.map((r) => r.documentId)).toEqual([stockOut.id, transfer.id]);
    expect(vouchers.rows.map((r) => r.documentId)).not.toContain(purchase.id);
    // sorted by value, highest first (a draft, without a value, last)
    expect((await list('stokfis', `warehouseId=${w1}&sort=value&dir=desc`)).rows.map((r) => r.value)).toEqual(['50.00', '36.00', '24.00', null]);

    // the transfers, from w1 to w2; none arrives in w1
    const transfers = await list('virmanlist', `warehouseId=${w1}&targetWarehouseId=${w2}`);
    expect(pick(transfers.rows, ['documentId', 'quantity', 'value'])).toEqual([{ documentId: transfer.id, quantity: '6', value: '36.00' }]);
    expect(transfers.totals).toEqual({ quantity: '6', value: '36.00' });
    expect((await list('virmanlist', `targetWarehouseId=${w1}`)).rows).toEqual([]);

    // the product from 2 February: 10 worth 50.00 brought forward, then each move with what is held after it
    const moves = await list('stokhareket', `productId=${p}&from=2026-02-02`);
    expect(pick(moves.rows, ['documentId', 'quantityIn', 'quantityOut', 'valueIn', 'valueOut', 'balanceQuantity', 'balanceValue', 'averageCost'])).toEqual([
      {
        documentId: undefined,
        quantityIn: undefined,
        quantityOut: undefined,
        valueIn: undefined,
        valueOut: undefined,
        balanceQuantity: '10',
        balanceValue: '50.00',
        averageCost: '5.0000',
      },
      {
        documentId: purchase.id,
        quantityIn: '10',
        quantityOut: null,
        valueIn: '70.00',
        valueOut: null,
        balanceQuantity: '20',
        balanceValue: '120.00',
        averageCost: '6.0000',
      },
      {
        documentId: stockOut.id,
        quantityIn: null,
        quantityOut: '4',
        valueIn: null,
        valueOut: '24.00',
        balanceQuantity: '16',
        balanceValue: '96.00',
        averageCost: '6.0000',
      },
      {
        documentId: transfer.id,
        quantityIn: null,
        quantityOut: '6',
        valueIn: null,
        valueOut: '36.00',
        balanceQuantity: '10',
        balanceValue: '60.00',
        averageCost: '6.0000',
      },
      {
        documentId: transfer.id,
        quantityIn: '6',
        quantityOut: null,
        valueIn: '36.00',
        valueOut: null,
        balanceQuantity: '16',
        balanceValue: '96.00',
        averageCost: '6.0000',
      },
    ]);
    expect(moves.rows[0]!.documentType).toBe('Brought forward');
    expect(moves.totals).toEqual({ quantityIn: '16', quantityOut: '10', valueIn: '106.00', valueOut: '60.00' });
    // in w2 alone: nothing before, the transfer's arriving half
    const inW2 = await list('stokhareket', `productId=${p}&warehouseId=${w2}`);
    expect(pick(inW2.rows, ['documentId', 'balanceQuantity', 'balanceValue'])).toEqual([
      { documentId: transfer.id, balanceQuantity: '6', balanceValue: '36.00' },
    ]);

    // refusals name their field; the CSV has the rows and the totals, tab separated
    const noProduct = await api('GET', 'reports/stokhareket?from=2026-02-01');
    expect(noProduct.status).toBe(422);
    expect(Object.keys(noProduct.body.errors)).toEqual(['productId']);
    const badType = await api('GET', 'reports/stokfis?type=salesInvoice&status=open');
    expect(badType.status).toBe(422);
    expect(Object.keys(badType.body.errors).sort()).toEqual(['status', 'type']);
    const csv = await fetch(`${baseUrl()}reports/virmanlist?warehouseId=${w1}&format=csv&separator=tab`, {
      headers: { authorization: `Bearer ${d.admin}`, 'accept-language': 'tr' },
    });
    expect(csv.headers.get('content-type')).toContain('text/tab-separated-values');
    const text = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(text[0]!.split('\t')).toContain('Hedef Ambar');
    expect(text).toHaveLength(3);
    expect(text[2]!.split('\t')).toEqual(expect.arrayContaining(['Toplam', '6', '36,00']));
  });
});

describe('the sales and purchase lines', () => {
  it('list every line with its account, product, warehouse, user and payment type; returns count below zero', async () => {
    const group = await api('POST', 'definitions/category', { name: unique('Hareket grubu') });
    expect(group.status, JSON.stringify(group.body)).toBe(201);
    const category = group.body.response.id as number;
    const p = await product({ categoryId: category });
    const w = await warehouse();
    const buyer = await account('customer');
    const seller = await account('supplier');
    const line = (quantity: string, unitPrice: string, extra: object = {}) => ({ productId: p, quantity, unitPrice, vatRate: 20, ...extra });
    // bought: 10 × 10.00 less 10 % = 90.00 (an average of 9.00); 2 sent back at 10.00 = 20.00, leaving at 18.00
    const bought = await completed({
      type: 'purchaseInvoice',
      accountId: seller,
      warehouseId: w,
      date: '2026-03-01',
      paymentType: 'transfer',
      lines: [line('10', '10.00', { discountRate: '10' })],
    });
    const sentBack = await completed({ type: 'purchaseReturn', accountId: seller, warehouseId: w, date: '2026-03-02', lines: [line('2', '10.00')] });
    // sold: 3 × 20.00 = 60.00 at a cost of 27.00; 1 back at 20.00, at the average (9.00)
    const sold = await completed({
      type: 'salesInvoice',
      accountId: buyer,
      warehouseId: w,
      date: '2026-03-03',
      paymentType: 'credit',
      lines: [line('3', '20.00')],
    });
    const back = await completed({ type: 'salesReturn', accountId: buyer, warehouseId: w, date: '2026-03-04', lines: [line('1', '20.00')] });

    const sales = await list('satisislem', `accountId=${buyer}`);
    expect(pick(sales.rows, ['documentId', 'docType', 'quantity', 'revenue', 'cost', 'profit'])).toEqual([
      { documentId: sold.id, docType: 'salesInvoice', quantity: '3', revenue: '60.00', cost: '27.00', profit: '33.00' },
      { documentId: back.id, docType: 'salesReturn', quantity: '-1', revenue: '-20.00', cost: '-9.00', profit: '-11.00' },
    ]);
    expect(sales.totals).toEqual({ quantity: '2', revenue: (60 - 20).toFixed(2), cost: (27 - 9).toFixed(2), profit: (33 - 11).toFixed(2) });
    expect(sales.rows[0]).toMatchObject({ paymentType: 'On account', user: expect.any(String), category: expect.stringContaining('Hareket grubu') });
    expect(sales.rows[0]!.warehouse).toContain('Hareket deposu');
    // filters: the payment type, the product's group, the warehouse, the user who wrote it
    expect((await list('satisislem', `accountId=${buyer}&paymentType=credit`)).rows.map((r) => r.documentId)).toEqual([sold.id]);
    expect((await list('satisislem', `categoryId=${category}`)).totals).toEqual(sales.totals);
    expect((await list('satisislem', `warehouseId=${w}`)).totals).toEqual(sales.totals);
    const users = (await api('GET', 'users')).body.response.items as { id: number; email: string }[];
    const admin = users.find((u) => u.email === 'admin@demo.test')!.id;
    const other = users.find((u) => u.email === 'muhasebe@demo.test')!.id;
    expect((await list('satisislem', `productId=${p}&userId=${admin}`)).rows).toHaveLength(2);
    expect((await list('satisislem', `productId=${p}&userId=${other}`)).rows).toEqual([]);

    const purchases = await list('alisislem', `productId=${p}`);
    expect(pick(purchases.rows, ['documentId', 'quantity', 'amount', 'cost'])).toEqual([
      { documentId: bought.id, quantity: '10', amount: '90.00', cost: '90.00' },
      { documentId: sentBack.id, quantity: '-2', amount: '-20.00', cost: '-18.00' },
    ]);
    expect(purchases.totals).toEqual({ quantity: '8', amount: (90 - 20).toFixed(2), cost: (90 - 18).toFixed(2) });
    expect((await list('alisislem', `productId=${p}&paymentType=transfer`)).rows.map((r) => r.documentId)).toEqual([bought.id]);
    expect((await list('alisislem', `accountId=${buyer}`)).rows).toEqual([]);
  });
});

describe('the cost a return comes back at', () => {
  /** A waybill's lines made into an invoice by the conversion, completed. */
  async function invoiced(waybill: Doc, target: string, accountPaymentType = 'credit'): Promise<Doc> {
    const converted = await api('POST', `documents/${waybill.id}/conversions`, {
      target,
      lines: waybill.lines.map((l: any) => ({ sourceLineId: l.id, quantity: l.quantity })),
    });
    expect(converted.status, JSON.stringify(converted.body)).toBe(201);
    let invoice = converted.body.response as Doc;
    for (const type of ['START', 'COMPLETE']) {
      const r = await api('POST', `documents/${invoice.id}/events`, { type, version: invoice.version, paymentType: accountPaymentType });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      invoice = r.body.response;
    }
    return invoice;
  }

  it('a sales return naming the line it gives back comes back at that line’s cost, through its waybill too; without one at the average', async () => {
    const p = await product();
    const w = await warehouse();
    const buyer = await account('customer');
    const line = (quantity: string, unitPrice: string, extra: object = {}) => ({ productId: p, quantity, unitPrice, vatRate: 20, ...extra });
    // bought at 10.00; 4 invoiced and 2 sent on a waybill (invoiced from it) while the average was 10.00
    await completed({ type: 'purchaseInvoice', accountId: d.supplier.id, warehouseId: w, date: '2026-05-01', lines: [line('10', '10.00')] });
    const sale = await completed({
      type: 'salesInvoice',
      accountId: buyer,
      warehouseId: w,
      date: '2026-05-02',
      paymentType: 'credit',
      lines: [line('4', '20.00')],
    });
    const waybill = await completed({ type: 'salesWaybill', accountId: buyer, warehouseId: w, date: '2026-05-02', lines: [line('2', '20.00')] });
    const fromWaybill = await invoiced(waybill, 'salesInvoice');
    // then 10 more at 16.00: 4 × 10.00 + 160.00 = 200.00 for 14, an average of 14.2857
    await completed({ type: 'purchaseInvoice', accountId: d.supplier.id, warehouseId: w, date: '2026-05-03', lines: [line('10', '16.00')] });
    // one of each invoice back, naming its line: at 10.00 each, not at today's average
    const back = await completed({
      type: 'salesReturn',
      accountId: buyer,
      warehouseId: w,
      date: '2026-05-04',
      lines: [
        line('1', '20.00', { returnOfId: String(sale.id), returnOfLineId: sale.lines[0]!.id }),
        line('1', '20.00', { returnOfId: String(fromWaybill.id), returnOfLineId: fromWaybill.lines[0]!.id }),
      ],
    });
    // one more back without naming a line: at the average then, 220.00 / 16 = 13.75
    const plain = await completed({ type: 'salesReturn', accountId: buyer, warehouseId: w, date: '2026-05-05', lines: [line('1', '20.00')] });

    const moves = await list('stokhareket', `productId=${p}&warehouseId=${w}&from=2026-05-04`);
    expect(pick(moves.rows, ['documentId', 'valueIn', 'balanceQuantity', 'balanceValue'])).toEqual([
      { documentId: undefined, valueIn: undefined, balanceQuantity: '14', balanceValue: '200.00' },
      { documentId: back.id, valueIn: '10.00', balanceQuantity: '15', balanceValue: '210.00' },
      { documentId: back.id, valueIn: '10.00', balanceQuantity: '16', balanceValue: '220.00' },
      { documentId: plain.id, valueIn: '13.75', balanceQuantity: '17', balanceValue: '233.75' },
    ]);
    // the returns' lines take back the revenue and the cost they came back at
    const returns = (await list('satisislem', `accountId=${buyer}`)).rows.filter((r) => r.docType === 'salesReturn');
    expect(pick(returns, ['documentId', 'revenue', 'cost', 'profit'])).toEqual([
      { documentId: back.id, revenue: '-20.00', cost: '-10.00', profit: '-10.00' },
      { documentId: back.id, revenue: '-20.00', cost: '-10.00', profit: '-10.00' },
      { documentId: plain.id, revenue: '-20.00', cost: '-13.75', profit: '-6.25' },
    ]);

    // a line naming the document without its line is refused by name
    const half = await api('POST', 'documents', {
      type: 'salesReturn',
      accountId: buyer,
      warehouseId: w,
      lines: [line('1', '20.00', { returnOfId: String(sale.id) })],
    });
    expect(half.status).toBe(422);
    expect(Object.keys(half.body.errors)).toEqual(['lines.0.returnOfLineId']);
  });

  it('a purchase invoice made from a waybill lists the cost its waybill brought in, as a purchase', async () => {
    const p = await product();
    const w = await warehouse();
    const seller = await account('supplier');
    const waybill = await completed({
      type: 'purchaseWaybill',
      accountId: seller,
      warehouseId: w,
      lines: [{ productId: p, quantity: '3', unitPrice: '7.00', vatRate: 20 }],
    });
    const invoice = await invoiced(waybill, 'purchaseInvoice', 'transfer');
    const purchases = await list('alisislem', `accountId=${seller}`);
    expect(pick(purchases.rows, ['documentId', 'quantity', 'amount', 'cost'])).toEqual([
      { documentId: invoice.id, quantity: '3', amount: '21.00', cost: '21.00' },
    ]);
  });
});

describe('a purchase’s document discount', () => {
  it('takes its share off each line’s cost by net, so the stock’s value, the average and a sale’s profit follow it, and the total owed', async () => {
    const a = await product();
    const b = await product();
    const w = await warehouse();
    const seller = await account('supplier');
    const buyer = await account('customer');
    // nets 100.00 and 50.00; 10.00 off the document: 6.67 and 3.33 by net, to the kuruş
    const bought = await completed({
      type: 'purchaseInvoice',
      accountId: seller,
      warehouseId: w,
      date: '2026-06-01',
      paymentType: 'credit',
      documentDiscount: { amount: '10.00' },
      lines: [
        { productId: a, quantity: '10', unitPrice: '10.00', vatRate: 20 },
        { productId: b, quantity: '5', unitPrice: '10.00', vatRate: 20 },
      ],
    });
    // 140.00 and its VAT on what is left of each line (18.67 + 9.33)
    expect(bought.totals).toMatchObject({ sub: '150.00', discount: '10.00', tax: '28.00', grand: '168.00' });
    const purchases = await list('alisislem', `accountId=${seller}`);
    expect(pick(purchases.rows, ['quantity', 'cost'])).toEqual([
      { quantity: '10', cost: '93.33' },
      { quantity: '5', cost: '46.67' },
    ]);
    expect(purchases.totals.cost).toBe('140.00');
    // a sale of one takes the discounted average out: 9.33, not 10.00
    await completed({
      type: 'salesInvoice',
      accountId: buyer,
      warehouseId: w,
      date: '2026-06-02',
      paymentType: 'credit',
      lines: [{ productId: a, quantity: '1', unitPrice: '20.00', vatRate: 20 }],
    });
    expect(pick((await list('satisislem', `accountId=${buyer}`)).rows, ['cost', 'profit'])).toEqual([{ cost: '9.33', profit: '10.67' }]);
    // a percent too; a discount is for purchases only, and a rate above 100 is refused by name
    const rated = await completed({
      type: 'purchaseInvoice',
      accountId: seller,
      warehouseId: w,
      date: '2026-06-03',
      documentDiscount: { rate: '10' },
      lines: [{ productId: b, quantity: '3', unitPrice: '10.00', vatRate: 20 }],
    });
    expect(rated.totals).toMatchObject({ discount: '3.00', grand: '32.40' });
    // a waybill out carries no prices to discount (a sales invoice or return may take one: issue #26)
    const onSale = await api('POST', 'documents', { type: 'salesWaybill', accountId: buyer, documentDiscount: { amount: '1.00' }, lines: [] });
    expect(onSale.status).toBe(422);
    expect(Object.keys(onSale.body.errors)).toEqual(['documentDiscount']);
    const tooMuch = await api('POST', 'documents', { type: 'purchaseInvoice', accountId: seller, documentDiscount: { rate: '101' }, lines: [] });
    expect(tooMuch.status).toBe(422);
    expect(Object.keys(tooMuch.body.errors)).toEqual(['documentDiscount.rate']);
  });
});
