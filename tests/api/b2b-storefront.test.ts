import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopOrderSchema } from '../../src/domain/schemas/b2b-shop';
import { call, login, type CallOptions } from './client';
import { startOwnServer } from './own-server';

/**
 * What the storefront (/magaza) reads beside the product list (issue #31): the categories the shop publishes, one
 * product's page, and a basket's quote: the campaigns and totals the order will be charged, decided by the server
 * before the dealer places it. A server of its own: the tests change what the demo's shop publishes.
 */
let server: Awaited<ReturnType<typeof startOwnServer>>;
let admin: string;
let location: number;
const api = (method: string, path: string, opts: CallOptions = {}) => call(method, path, { ...opts, base: server.baseUrl });
const created = async (path: string, body: unknown) => {
  const r = await api('POST', path, { token: admin, body });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response as { id: number };
};
const product = async (name: string, price: string, extra: Record<string, unknown> = {}) =>
  (await created('products', { name, unit: 'ADET', vatRate: 20, price, priceIncludesVat: true, locationId: location, ...extra })).id;
const publish = async (change: Record<string, unknown>) => {
  const settings = (await api('GET', 'b2b/settings', { token: admin })).body.response;
  const r = await api('PUT', 'b2b/settings', { token: admin, body: { ...settings, ...change } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
};
let dealers = 0;
/** A new dealer of the demo company, signed in: its account and the headers of its session. */
const newDealer = async () => {
  const accountId = (await created('accounts', { kind: 'customer', name: `Vitrin Sayfa Bayi ${++dealers}` })).id;
  const email = `sayfa${dealers}@bayi.test`;
  expect((await api('PUT', `b2b/dealers/${accountId}`, { token: admin, body: { email, password: 'bayi1234' } })).status).toBe(200);
  const r = await api('POST', 'shop/login', { body: { email, password: 'bayi1234' } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return { accountId, headers: { authorization: `Bearer ${r.body.response.token as string}` } };
};

beforeAll(async () => {
  server = await startOwnServer();
  admin = await login('admin@demo.test', 'demo1234', server.baseUrl);
  location = (await api('GET', 'locations', { token: admin })).body.response.items[0].id as number;
});
afterAll(() => server?.close());

describe('the storefront', () => {
  it("lists the categories that hold a published product and a product's page, only what the shop publishes and only to its dealers", async () => {
    const shown = await created('definitions/category', { name: 'Vitrin Boyama Kitapları' });
    const hidden = await created('definitions/category', { name: 'Vitrin Gizli Raf' });
    const coloured = await product('Vitrin Boyama 1', '40.00', { categoryId: shown.id, cover: 'https://kapak.test/boyama.jpg' });
    const other = await product('Vitrin Boyama Gizli', '40.00', { categoryId: hidden.id });
    await publish({ publishAll: false, publishedGroupIds: [shown.id], publishedProductIds: [], stockDisplay: 'inStock', pricesWithVat: true });
    const { headers } = await newDealer();

    const categories = (await api('GET', 'shop/categories', { headers })).body.response as { id: number; name: string }[];
    expect(categories).toEqual([{ id: shown.id, name: 'Vitrin Boyama Kitapları' }]);
    const inCategory = (await api('GET', `shop/products?categoryId=${shown.id}`, { headers })).body.response;
    expect(inCategory.items.map((p: { id: number }) => p.id)).toEqual([coloured]);
    expect((await api('GET', `shop/products?categoryId=${hidden.id}`, { headers })).body.response.items).toEqual([]);

    const page = await api('GET', `shop/products/${coloured}`, { headers });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.response).toMatchObject({
      id: coloured,
      name: 'Vitrin Boyama 1',
      cover: 'https://kapak.test/boyama.jpg',
      price: { net: '33.33', vat: '6.67', gross: '40.00', vatRate: 20, withVat: true },
      stock: { quantity: null, inStock: false },
    });
    // a product the shop does not publish has no page; neither a staff token nor no session opens one
    expect((await api('GET', `shop/products/${other}`, { headers })).status).toBe(404);
    expect((await api('GET', `shop/products/${coloured}`, { token: admin })).status).toBe(401);
    expect((await api('GET', 'shop/categories')).status).toBe(401);
    expect((await api('GET', 'shop/products?categoryId=abc', { headers })).status).toBe(422);
  });

  it('quotes a basket with the campaigns and totals the placed order then gets, writes nothing, and prices its delivery from the free threshold', async () => {
    const book = await product('Vitrin Kampanyalı Atlas', '250.00');
    const plain = await product('Vitrin Kampanyasız Defter', '30.00');
    await created('campaigns', { name: 'Vitrin atlas %20', kind: 'percent', scope: 'product', productIds: [book], percent: '20' });
    await publish({ publishAll: true, minimumOrder: '0.00', onAccountOffered: true });
    const cargo = await created('b2b/cargo-options', { name: 'Vitrin Kargo', price: '35.00', freeAbove: '500.00' });
    const { headers } = await newDealer();
    const lines = [
      { productId: book, quantity: '2' },
      { productId: plain, quantity: '1' },
    ];
    const before = (await api('GET', 'shop/orders', { headers })).body.response.total as number;

    const quote = await api('POST', 'shop/basket', { headers, body: { lines, cargoOptionId: cargo.id } });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    // 2 × 250.00 with VAT in it, 20 % off: 100.00 off; 400.00 + 30.00 = 430.00, under 500.00: the delivery costs 35.00
    expect(quote.body.response.campaigns).toEqual([{ campaignId: expect.any(String), name: 'Vitrin atlas %20', amount: '100.00' }]);
    expect(quote.body.response.lines.map((l: { campaignDiscounts: unknown[] }) => l.campaignDiscounts.length)).toEqual([1, 0]);
    expect(quote.body.response.totals.grand).toBe('430.00');
    expect(quote.body.response.cargoPrice).toBe('35.00');
    expect((await api('GET', 'shop/orders', { headers })).body.response.total).toBe(before);

    const placed = await api('POST', 'shop/orders', {
      headers: { ...headers, 'idempotency-key': 'vitrin-teklif-1' },
      body: { lines, deliveryAddress: 'Kadıköy, İstanbul', cargoOptionId: cargo.id, paymentType: 'onAccount' },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    // the reply is what the storefront's client parses: product ids as numbers
    expect(shopOrderSchema.parse(placed.body.response).lines.map((l) => l.productId)).toEqual([book, plain]);
    expect(placed.body.response.total).toBe(quote.body.response.totals.grand);
    expect(placed.body.response.cargoPrice).toBe(quote.body.response.cargoPrice);
    expect(placed.body.response.lines.map((l: { total: string }) => l.total)).toEqual(quote.body.response.lines.map((l: { total: string }) => l.total));

    // three atlases: 750.00 with 150.00 off = 600.00 + 30.00 = 630.00, from 500.00 on the delivery is free
    const more = await api('POST', 'shop/basket', { headers, body: { lines: [{ productId: book, quantity: '3' }, lines[1]], cargoOptionId: cargo.id } });
    expect(more.body.response).toMatchObject({ totals: { grand: '630.00' }, cargoPrice: '0.00' });
    const bad = await api('POST', 'shop/basket', { headers, lang: 'en', body: { lines: [{ productId: 999999, quantity: '0' }] } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['lines.0.quantity']);
    const unknown = await api('POST', 'shop/basket', { headers, body: { lines: [{ productId: 999999, quantity: '1' }] } });
    expect(Object.keys(unknown.body.errors)).toEqual(['lines.0.productId']);
    expect((await api('POST', 'shop/basket', { token: admin, body: { lines } })).status).toBe(401);
  });
});
