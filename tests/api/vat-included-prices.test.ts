import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { posQuickKeysSchema } from '../../src/domain/schemas/pos';
import { productSchema } from '../../src/domain/schemas/products';
import { call, login, tillHeaders } from './client';
import { startOwnServer } from './own-server';

/**
 * Shelf prices include the VAT (issue #14): a product says whether its price does, and the till, an invoice and
 * the server compute it the same way (src/domain/money/totals.ts). A server of its own: this file opens and
 * closes the cash box and changes products.
 */
let server: Awaited<ReturnType<typeof startOwnServer>>;
let db: Database;
let admin: string;
let manager: string;
let cashier: string;
let customer: number;
let box: number;
let location: number;

const api = (method: string, path: string, token: string, body?: unknown) => call(method, path, { token, body, lang: 'en', base: server.baseUrl });
const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) => (await db.system((q) => q.query<T>(text, params))).rows;
const cashMoves = (documentId: number) => sql<{ amount: string }>(`select amount::text from cash_moves where document_id = $1 order by id`, [documentId]);

async function newProduct(body: Record<string, unknown>) {
  const r = await api('POST', 'products', admin, { name: `KDV ${randomUUID().slice(0, 8)}`, vatRate: 20, price: '120.00', locationId: location, ...body });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return productSchema.parse(r.body.response);
}

const tillLine = (p: { id: number; price: string; vatRate: number; priceIncludesVat: boolean }, quantity = '1') => ({
  productId: p.id,
  quantity,
  unitPrice: p.price,
  vatRate: p.vatRate,
  priceIncludesVat: p.priceIncludesVat,
});
const sale = (lines: unknown[], token = cashier, extra: Record<string, unknown> = {}) =>
  api('POST', 'pos/sales', token, { clientId: randomUUID(), cashBoxId: box, paymentType: 'cash', lines, ...extra });

beforeAll(async () => {
  server = await startOwnServer();
  db = server.db;
  [admin, manager, cashier] = (await Promise.all(
    ['admin@demo.test', 'muhasebe@demo.test', 'kasa@demo.test'].map((e) => login(e, 'demo1234', server.baseUrl)),
  )) as [string, string, string];
  customer = ((await api('GET', 'accounts?limit=100', admin)).body.response.items as { id: number; kind: string }[]).find((a) => a.kind === 'customer')!.id;
  box = ((await api('GET', 'cash-boxes', admin)).body.response.items as { id: number; kind: string }[]).find((b) => b.kind === 'cash')!.id;
  location = (await api('GET', 'locations', admin)).body.response.items[0].id;
  const opened = await api('POST', 'documents', cashier, { type: 'cashBoxSession', cashBoxId: box, openingBalance: '0.00' });
  expect(opened.status, JSON.stringify(opened.body)).toBe(201);
});
afterAll(() => server?.close());

describe('a product says whether its price includes the VAT', () => {
  it('a new product includes it unless told otherwise, and the card keeps what it was told', async () => {
    const shelf = await newProduct({});
    expect(shelf.priceIncludesVat).toBe(true);
    const net = await newProduct({ priceIncludesVat: false });
    expect(net.priceIncludesVat).toBe(false);
    const card = (await api('GET', `products/${net.id}`, admin)).body.response;
    const saved = await api('PUT', `products/${net.id}`, admin, { ...card, priceIncludesVat: true });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.response.priceIncludesVat).toBe(true);
    const bad = await api('POST', 'products', admin, { name: 'x', vatRate: 20, price: '1', locationId: location, priceIncludesVat: 'yes' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['priceIncludesVat']);
  });

  it('the demo shop prices its shelf with the VAT in it', async () => {
    const items = (await api('GET', 'products?limit=100', admin)).body.response.items as { code: string; priceIncludesVat: boolean }[];
    expect(items.filter((p) => p.code.startsWith('KRT')).map((p) => p.priceIncludesVat)).toEqual([true, true, true]);
    const headers = await tillHeaders(cashier, server.baseUrl);
    const offline = (await call('GET', 'offline/products?limit=100', { token: cashier, headers, base: server.baseUrl })).body.response.items as {
      priceIncludesVat: boolean;
    }[];
    expect(offline.every((p) => p.priceIncludesVat)).toBe(true);
  });
});

describe('a VAT-inclusive price of 120.00 at 20 % is 100.00 + 20.00 VAT = 120.00, at the till and on an invoice', () => {
  it('at the till: the total is the shelf price, the VAT is taken out of it, the cash box gets 120.00', async () => {
    const p = await newProduct({});
    const r = await sale([tillLine(p)]);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.response.totals).toEqual({ sub: '100.00', discount: '0.00', tax: '20.00', grand: '120.00' });
    expect(r.body.response.lines[0]).toMatchObject({ priceIncludesVat: true, total: '100.00' });
    expect(await cashMoves(r.body.response.id)).toEqual([{ amount: '120.00' }]);
  });

  it('mixed rates: every line costs what its shelf says, and the VAT per rate adds up to the VAT', async () => {
    const a = await newProduct({ price: '9.99', vatRate: 20 });
    const b = await newProduct({ price: '33.33', vatRate: 10 });
    const c = await newProduct({ price: '7.77', vatRate: 1 });
    const r = await sale([tillLine(a, '3'), tillLine(b), tillLine(c, '2')], admin, { paymentType: 'mixed', payments: { cash: '50.00', card: '28.84' } });
    // 29.97 (VAT 4.995 → 5.00) + 33.33 (VAT 3.03) + 15.54 (VAT 0.1539 → 0.15): 78.84 in all, 8.18 of it VAT
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.response.totals).toEqual({ sub: '70.66', discount: '0.00', tax: '8.18', grand: '78.84' });
  });

  it('on a sales invoice: the same product sells for the same total and the customer owes it', async () => {
    const p = await newProduct({});
    const before = Number((await api('GET', `accounts/${customer}`, admin)).body.response.balance);
    const created = await api('POST', 'documents', manager, {
      type: 'salesInvoice',
      accountId: customer,
      lines: [{ productId: p.id, quantity: '2', unitPrice: '120.00', discountRate: '10', vatRate: 20, priceIncludesVat: true }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    // 240.00 less 10 % = 216.00 with VAT: 180.00 + 36.00
    expect(created.body.response.totals).toEqual({ sub: '200.00', discount: '20.00', tax: '36.00', grand: '216.00' });
    let doc = created.body.response;
    for (const type of ['START', 'COMPLETE']) {
      const r = await api('POST', `documents/${doc.id}/events`, manager, { type, version: doc.version });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      doc = r.body.response;
    }
    expect(Number((await api('GET', `accounts/${customer}`, admin)).body.response.balance) - before).toBeCloseTo(216, 2);
    expect((await api('GET', `documents/${doc.id}/replay`, admin)).body.response).toMatchObject({ matches: true, chainValid: true });
  });

  it('a price without VAT still has the VAT added on top', async () => {
    const p = await newProduct({ price: '100.00', priceIncludesVat: false });
    const r = await sale([tillLine(p)]);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.response.totals).toEqual({ sub: '100.00', discount: '0.00', tax: '20.00', grand: '120.00' });
  });
});

describe('without the fast-sale permission a line prices its product the way the product does', () => {
  it('the other way round is a price change: refused, nothing written', async () => {
    const p = await newProduct({});
    const count = async () => (await sql<{ n: number }>(`select count(*)::int as n from documents`))[0]!.n;
    const before = await count();
    const r = await sale([{ ...tillLine(p), priceIncludesVat: false }]);
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('fastSale.cannotChangePrice');
    const unsaid = await sale([{ productId: p.id, quantity: '1', unitPrice: p.price, vatRate: 20 }]);
    expect(unsaid.status).toBe(403);
    expect(await count()).toBe(before);
    expect((await sale([{ ...tillLine(p), priceIncludesVat: false }], admin)).status).toBe(201);
  });

  it('offline, the way the price was meant when the sale was made is accepted', async () => {
    const p = await newProduct({});
    const soldAt = new Date(Date.now() - 60_000).toISOString();
    const card = (await api('GET', `products/${p.id}`, admin)).body.response;
    expect((await api('PUT', `products/${p.id}`, admin, { ...card, priceIncludesVat: false })).status).toBe(200);
    expect((await sale([tillLine(p)], cashier, { soldAt })).status).toBe(201);
    expect((await sale([tillLine(p)], cashier, { soldAt: new Date().toISOString() })).status).toBe(403);
    expect((await sale([{ ...tillLine(p), priceIncludesVat: false }])).status).toBe(201);
  });
});

describe('the till quick keys: products without a barcode as buttons, chosen per company', () => {
  it('the demo has two; a manager chooses others, in order; the till reads them', async () => {
    const demo = posQuickKeysSchema.parse((await api('GET', 'pos/quick-keys', cashier)).body.response);
    expect(demo.items.map((k) => k.name)).toEqual(['Ücretli Poşet', 'Yazıcı Çıktısı']);
    expect(demo.items[0]).toMatchObject({ price: '1.00', vatRate: 20, priceIncludesVat: true });

    const p = await newProduct({});
    const ids = [p.id, demo.items[1]!.productId];
    const saved = await api('PUT', 'pos/quick-keys', manager, { productIds: ids });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(posQuickKeysSchema.parse(saved.body.response).items.map((k) => k.productId)).toEqual(ids);
    expect((await api('GET', 'pos/quick-keys', cashier)).body.response.items.map((k: { productId: number }) => k.productId)).toEqual(ids);

    expect((await api('PUT', 'pos/quick-keys', cashier, { productIds: [] })).status).toBe(403);
    const unknown = await api('PUT', 'pos/quick-keys', manager, { productIds: [p.id, 999999] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ 'productIds.1': ['Product not found.'] });
    const twice = await api('PUT', 'pos/quick-keys', manager, { productIds: [p.id, p.id] });
    expect(twice.status).toBe(422);
    const tooMany = await api('PUT', 'pos/quick-keys', manager, { productIds: Array.from({ length: 13 }, (_, i) => i + 1) });
    expect(tooMany.status).toBe(422);
    expect((await api('GET', 'pos/quick-keys', cashier)).body.response.items).toHaveLength(2);
    const other = await login('admin@oteki.test', 'demo1234', server.baseUrl);
    expect((await api('PUT', 'pos/quick-keys', other, { productIds: [p.id] })).status).toBe(422);
  });
});
