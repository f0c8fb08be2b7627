import { beforeAll, describe, expect, it } from 'vitest';
import { call } from './client';
import { demo, type Demo } from './fixtures';

/**
 * Spec §6 holds on every path that creates, edits, pays or cancels a till sale, not only on the till's
 * own endpoint: the cashier (kasa@demo.test, without the fast-sale permission) tries each one.
 */
let d: Demo;
let seq = 0;
beforeAll(async () => {
  d = await demo();
});

interface Bill {
  id: number;
  version: number;
  status: string;
  lines: { id: string; productId: number; quantity: string; unitPrice: string; vatRate: number; discountRate: string; priceIncludesVat?: boolean }[];
}

const product = (i: number) => d.products[i]!;
const line = (i: number, unitPrice = product(i).price, discountRate?: string) => ({
  productId: product(i).id,
  quantity: '1',
  unitPrice,
  vatRate: product(i).vatRate,
  priceIncludesVat: product(i).priceIncludesVat,
  ...(discountRate ? { discountRate } : {}),
});
const table = () => `Fast ${Date.now() % 100000}-${++seq}`;
const get = async (id: number): Promise<Bill> => (await call('GET', `documents/${id}`, { token: d.admin })).body.response;
const keep = (b: Bill) =>
  b.lines.map(({ id, productId, quantity, unitPrice, vatRate, discountRate, priceIncludesVat }) => ({
    id,
    productId,
    quantity,
    unitPrice,
    vatRate,
    discountRate,
    priceIncludesVat,
  }));
const countOf = async (type: string) => (await call('GET', `documents?type=${type}&limit=1`, { token: d.admin })).body.response.total as number;

async function openTable(lines: object[], token = d.cashier): Promise<Bill> {
  const r = await call('POST', 'tables', { token, body: { tableName: table(), lines } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response;
}

function expectRefused(r: { status: number; body: { code: string } }, code: string) {
  expect(r.status, JSON.stringify(r.body)).toBe(403);
  expect(r.body.code).toBe(code);
}

describe('spec §6: without the fast-sale permission a till sale is made at the list price on every path', () => {
  it('a sale at 0.01 through /api/documents is refused and nothing is written', async () => {
    const before = await countOf('posSale');
    const r = await call('POST', 'documents', { token: d.cashier, body: { type: 'posSale', paymentType: 'cash', lines: [line(2, '0.01')] } });
    expectRefused(r, 'fastSale.cannotChangePrice');
    expect(await countOf('posSale')).toBe(before);
  });

  it('a bill opened at a table with a cheap line or a discount is refused', async () => {
    const before = await countOf('posSale');
    expectRefused(await call('POST', 'tables', { token: d.cashier, body: { tableName: table(), lines: [line(2, '0.01')] } }), 'fastSale.cannotChangePrice');
    expectRefused(
      await call('POST', 'tables', { token: d.cashier, body: { tableName: table(), lines: [line(2, undefined, '90')] } }),
      'fastSale.cannotChangePrice',
    );
    expect(await countOf('posSale')).toBe(before);
  });

  it('a PATCH that adds a cheap line or a 90 % discount to a bill is refused and the bill is unchanged', async () => {
    const bill = await openTable([line(0)]);
    const cheap = await call('PATCH', `documents/${bill.id}`, { token: d.cashier, body: { version: bill.version, lines: [...keep(bill), line(1, '0.01')] } });
    expectRefused(cheap, 'fastSale.cannotChangePrice');
    const discounted = await call('PATCH', `documents/${bill.id}`, {
      token: d.cashier,
      body: { version: bill.version, lines: [{ ...keep(bill)[0]!, discountRate: '90' }] },
    });
    expectRefused(discounted, 'fastSale.cannotChangePrice');
    const asEvent = await call('POST', `documents/${bill.id}/events`, {
      token: d.cashier,
      body: { type: 'EDIT', version: bill.version, lines: [...keep(bill), line(1, '0.01')] },
    });
    expectRefused(asEvent, 'fastSale.cannotChangePrice');
    const after = await get(bill.id);
    expect(keep(after)).toEqual(keep(bill));
    // a line at its list price is fine
    const more = await call('PATCH', `documents/${bill.id}`, { token: d.cashier, body: { version: after.version, lines: [...keep(after), line(1)] } });
    expect(more.status, JSON.stringify(more.body)).toBe(200);
  });

  it('a fact sent by the client is not believed', async () => {
    const r = await call('POST', 'documents', {
      token: d.cashier,
      body: { type: 'posSale', paymentType: 'cash', lines: [line(2, '0.01')], fastSale: { permitted: true, prices: { [product(2).id]: ['0.01'] } } },
    });
    expectRefused(r, 'fastSale.cannotChangePrice');
  });

  it('a bill someone else opened cannot be cancelled either', async () => {
    const byAdmin = await openTable([line(0)], d.admin);
    const r = await call('POST', `documents/${byAdmin.id}/events`, { token: d.cashier, body: { type: 'CANCEL', version: byAdmin.version } });
    expectRefused(r, 'fastSale.cannotDeleteReceipt');
    expect((await get(byAdmin.id)).status).toBe('draft');
    const own = await openTable([line(0)]);
    expectRefused(
      await call('POST', `documents/${own.id}/events`, { token: d.cashier, body: { type: 'CANCEL', version: own.version } }),
      'fastSale.cannotDeleteReceipt',
    );
    // the accountant has the permission
    const cancelled = await call('POST', `documents/${byAdmin.id}/events`, { token: d.accountant, body: { type: 'CANCEL', version: byAdmin.version } });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
  });

  it('moving and merging tables stay allowed, even over bills priced by someone with the permission', async () => {
    const discounted = await openTable([line(0, undefined, '50')], d.admin);
    const other = await openTable([line(1)]);
    const moved = await call('POST', `tables/${discounted.id}/move`, { token: d.cashier, body: { version: discounted.version, tableName: table() } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const merged = await call('POST', 'tables/merges', { token: d.cashier, body: { sourceId: other.id, targetId: discounted.id } });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(merged.body.response.lines).toHaveLength(2);
    expect((await get(other.id)).status).toBe('cancelled');
  });
});
