import { beforeAll, describe, expect, it } from 'vitest';
import { call, login } from './client';
import { demo, type Demo } from './fixtures';

/** GET /api/documents: filters, order, validation, and who sees what. */
let d: Demo;
let other: string;
// a year no other test writes to, so the date filters see only this file's documents
const year = 2200 + Math.floor(Math.random() * 700);
const day = (n: number) => `${year}-03-${String(n).padStart(2, '0')}`;

interface Item {
  id: number;
  type: string;
  number: string;
  status: string;
  version: number;
  date: string;
  accountId: number | null;
  accountName: string | null;
  totals: { grand: string };
  allowedEvents: string[];
}

const list = async (query: string, token = d.accountant) => {
  const r = await call('GET', `documents?${query}`, { token, lang: 'en' });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.response as { items: Item[]; total: number };
};

async function create(body: object, token = d.accountant): Promise<Item> {
  const r = await call('POST', 'documents', { token, body: { warehouseId: d.warehouse.id, ...body } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response;
}

const line = () => ({ productId: d.products[0]!.id, quantity: '1', unitPrice: '10.00', vatRate: 20 });
let salesA: Item, salesB: Item, purchase: Item, salesSameDay: Item;
const range = () => `from=${day(1)}&to=${day(28)}`;

beforeAll(async () => {
  d = await demo();
  other = await login('admin@oteki.test');
  salesA = await create({ type: 'salesInvoice', accountId: d.customer.id, date: day(5), lines: [line()] });
  salesB = await create({ type: 'salesInvoice', accountId: d.customer.id, date: day(9), lines: [line()] });
  purchase = await create({ type: 'purchaseInvoice', accountId: d.supplier.id, date: day(7), lines: [line()] });
  salesSameDay = await create({ type: 'salesInvoice', accountId: d.customer.id, date: day(9), lines: [line()] });
  let doc = (await call('POST', `documents/${salesA.id}/events`, { token: d.accountant, body: { type: 'START', version: salesA.version } })).body.response;
  doc = (await call('POST', `documents/${doc.id}/events`, { token: d.accountant, body: { type: 'COMPLETE', version: doc.version } })).body.response;
  expect(doc.status).toBe('completed');
});

describe('GET /api/documents', () => {
  it('orders by date desc, then id desc, and carries the account name', async () => {
    const r = await list(range());
    expect(r.items.map((i) => i.id)).toEqual([salesSameDay.id, salesB.id, purchase.id, salesA.id]);
    expect(r.total).toBe(4);
    const accounts = (await call('GET', 'accounts?limit=100', { token: d.admin })).body.response.items as { id: number; name: string }[];
    const name = (id: number) => accounts.find((a) => a.id === id)!.name;
    expect(r.items[0]!.accountName).toBe(name(d.customer.id));
    expect(r.items[2]!.accountName).toBe(name(d.supplier.id));
    // the contract's shape stays: the document view
    expect(r.items[0]).toMatchObject({ type: 'salesInvoice', status: 'draft', date: day(9), accountId: d.customer.id, currency: expect.any(String) });
    expect(r.items[0]!.totals.grand).toBe('12.00');
    expect(r.items[0]!.allowedEvents).toEqual(expect.arrayContaining(['START']));
  });

  it('filters by one type, a list of types and a family', async () => {
    expect((await list(`${range()}&type=purchaseInvoice`)).items.map((i) => i.id)).toEqual([purchase.id]);
    expect((await list(`${range()}&type=salesInvoice`)).total).toBe(3);
    expect((await list(`${range()}&type=purchaseInvoice,salesReturn`)).items.map((i) => i.id)).toEqual([purchase.id]);
    expect((await list(`${range()}&type=salesInvoice, purchaseInvoice`)).total).toBe(4);
    expect((await list(`${range()}&family=receipt`)).total).toBe(4);
    expect((await list(`${range()}&family=order`)).total).toBe(0);
    expect((await list(`${range()}&family=receipt&type=purchaseInvoice`)).items.map((i) => i.id)).toEqual([purchase.id]);
    const unknown = await call('GET', 'documents?family=nothing', { token: d.accountant });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors)).toEqual(['family']);
  });

  it('filters by status, account, number and date range (inclusive)', async () => {
    expect((await list(`${range()}&status=completed`)).items.map((i) => i.id)).toEqual([salesA.id]);
    expect((await list(`${range()}&type=salesInvoice&status=draft`)).items.map((i) => i.id)).toEqual([salesSameDay.id, salesB.id]);
    expect((await list(`${range()}&accountId=${d.supplier.id}`)).items.map((i) => i.id)).toEqual([purchase.id]);
    expect((await list(`${range()}&q=${encodeURIComponent(salesB.number)}`)).items.map((i) => i.id)).toEqual([salesB.id]);
    expect((await list(`from=${day(7)}&to=${day(9)}`)).items.map((i) => i.id)).toEqual([salesSameDay.id, salesB.id, purchase.id]);
    expect((await list(`from=${day(5)}&to=${day(5)}`)).items.map((i) => i.id)).toEqual([salesA.id]);
    // a cleared filter (empty parameter) is no filter
    expect((await list(`${range()}&type=&status=&q=`)).total).toBe(4);
  });

  it('pages with limit and offset; the total counts every match', async () => {
    const first = await list(`${range()}&limit=2&offset=0`);
    const second = await list(`${range()}&limit=2&offset=2`);
    expect(first.total).toBe(4);
    expect(second.total).toBe(4);
    expect([...first.items, ...second.items].map((i) => i.id)).toEqual([salesSameDay.id, salesB.id, purchase.id, salesA.id]);
  });

  it('refuses a range whose first date is after the second, on `to`, in the caller language', async () => {
    const r = await call('GET', `documents?from=${day(9)}&to=${day(5)}`, { token: d.accountant, lang: 'en' });
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.errors)).toEqual(['to']);
    expect(JSON.stringify(r.body.errors.to)).toContain('The first date cannot be greater than the second date.');
    const tr = await call('GET', `documents?from=${day(9)}&to=${day(5)}`, { token: d.accountant, lang: 'tr' });
    expect(JSON.stringify(tr.body.errors.to)).toContain('İlk tarih ikinci tarihten büyük olamaz.');
    for (const bad of ['from=2024-02-30', 'to=31.12.2024', 'from=yesterday', 'accountId=abc', 'type=a;drop']) {
      const b = await call('GET', `documents?${bad}`, { token: d.accountant });
      expect(b.status, bad).toBe(422);
    }
  });

  it('the auditor can list everything', async () => {
    const r = await list(range(), d.auditor);
    expect(r.items.map((i) => i.id)).toEqual([salesSameDay.id, salesB.id, purchase.id, salesA.id]);
  });

  it('the cashier sees only fast sales, and the total counts only those', async () => {
    const p = d.products[0]!;
    await create(
      { type: 'posSale', paymentType: 'cash', date: day(6), lines: [{ ...line(), unitPrice: p.price, priceIncludesVat: p.priceIncludesVat }] },
      d.cashier,
    );
    const r = await list(range(), d.cashier);
    expect(r.items.length).toBe(1);
    expect(r.total).toBe(1);
    expect(r.items.every((i) => i.type === 'posSale')).toBe(true);
    expect((await list(`${range()}&type=salesInvoice`, d.cashier)).total).toBe(0);
    const all = await list('limit=500', d.cashier);
    // beside the till's own documents a cashier reads only the notes and tasks every role reads: no receipt of another family
    expect(all.items.every((i) => ['posSale', 'cashBoxSession', 'note', 'task'].includes(i.type))).toBe(true);
    expect(all.total).toBe(all.items.length);
  });

  it("another company's documents never appear", async () => {
    const r = await list(`${range()}`, other);
    expect(r.total).toBe(0);
    const mine = new Set((await list('limit=500', d.admin)).items.map((i) => i.id));
    const theirs = await list('limit=500', other);
    expect(theirs.items.some((i) => mine.has(i.id))).toBe(false);
    expect((await list(`q=${encodeURIComponent(salesB.number)}`, other)).items.map((i) => i.id)).not.toContain(salesB.id);
  });
});

describe('waybill and order filters', () => {
  const when = () => `from=${day(20)}&to=${day(20)}`;
  const send = async (doc: { id: number; version: number }, type: string) => {
    const r = await call('POST', `documents/${doc.id}/events`, { token: d.accountant, body: { type, version: doc.version } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.response as Item;
  };

  it('invoiced=false|true splits waybills by whether an invoice took them', async () => {
    let w1 = await create({ type: 'salesWaybill', accountId: d.customer.id, date: day(20), lines: [line()] });
    w1 = await send(await send(w1, 'START'), 'COMPLETE');
    let w2 = await create({ type: 'salesWaybill', accountId: d.customer.id, date: day(20), lines: [line()] });
    w2 = await send(await send(w2, 'START'), 'COMPLETE');
    const inv = await call('POST', `documents/${w1.id}/conversions`, { token: d.accountant, body: { target: 'salesInvoice' } });
    await send(await send(inv.body.response, 'START'), 'COMPLETE');
    const open = await list(`type=salesWaybill&invoiced=false&${when()}`);
    const done = await list(`type=salesWaybill&invoiced=true&${when()}`);
    expect(open.items.map((i) => i.id)).toEqual([w2.id]);
    expect(done.items.map((i) => i.id)).toEqual([w1.id]);
    expect((await call('GET', 'documents?invoiced=maybe', { token: d.accountant, lang: 'en' })).status).toBe(422);
  });

  it('supply=… filters orders by their derived supply status', async () => {
    const orderOf = async (qty: string) =>
      send(await create({ type: 'salesOrder', accountId: d.customer.id, date: day(20), lines: [{ ...line(), quantity: qty }] }), 'APPROVE');
    const never = await orderOf('2');
    const partly = await orderOf('2');
    const fully = await orderOf('1');
    for (const [order, qty] of [
      [partly, '1'],
      [fully, '1'],
    ] as const) {
      const full = (await call('GET', `documents/${order.id}`, { token: d.accountant })).body.response;
      const inv = await call('POST', `documents/${order.id}/conversions`, {
        token: d.accountant,
        body: { target: 'salesInvoice', lines: [{ sourceLineId: full.lines[0].id, quantity: qty }] },
      });
      await send(await send(inv.body.response, 'START'), 'COMPLETE');
    }
    const ids = async (supply: string) => (await list(`type=salesOrder&supply=${supply}&${when()}`)).items.map((i) => i.id);
    expect(await ids('neverSupplied')).toEqual([never.id]);
    expect(await ids('partiallySupplied')).toEqual([partly.id]);
    expect(await ids('supplied')).toEqual([fully.id]);
    expect((await call('GET', 'documents?supply=all', { token: d.accountant, lang: 'en' })).status).toBe(422);
  });
});
