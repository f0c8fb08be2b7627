import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from './client';
import { startOwnServer } from './own-server';

/**
 * Number series per type and year (document_series keyed by company, type and year): on a server of this file's
 * own, so the far-away years it numbers are seen by no other file.
 */
let server: Awaited<ReturnType<typeof startOwnServer>>;
let base: string;
let admin: string;
let accountId: number;
let productId: number;

beforeAll(async () => {
  server = await startOwnServer();
  base = server.baseUrl;
  admin = await login('admin@demo.test', 'demo1234', base);
  const accounts = (await call('GET', 'accounts?limit=100', { base, token: admin })).body.response.items as { id: number; kind: string }[];
  accountId = accounts.find((a) => a.kind === 'customer')!.id;
  productId = (await call('GET', 'products?limit=1', { base, token: admin })).body.response.items[0].id;
}, 120_000);
afterAll(() => server?.close());

const order = (date: string) =>
  call('POST', 'documents', {
    base,
    token: admin,
    body: { type: 'salesOrder', accountId, date, lines: [{ productId, quantity: '1', unitPrice: '5.00', vatRate: 20 }] },
  });

describe('number series per type and year', () => {
  it('each year starts again at 1; parallel creations in two years take every number once, with no gap', async () => {
    const dates = Array.from({ length: 16 }, (_, i) => (i % 2 ? '2042-03-01' : '2041-12-31'));
    const replies = await Promise.all(dates.map(order));
    for (const r of replies) expect(r.status, JSON.stringify(r.body)).toBe(201);
    const numbers = replies.map((r) => r.body.response.number as string);
    const ofYear = (y: string) => numbers.filter((n) => n.startsWith(`SS${y}`)).sort();
    const expected = (y: string) => Array.from({ length: 8 }, (_, i) => `SS${y}${String(i + 1).padStart(6, '0')}`);
    expect(ofYear('2041')).toEqual(expected('2041'));
    expect(ofYear('2042')).toEqual(expected('2042'));
    // the next one in 2041 goes on from the year's own counter
    expect((await order('2041-06-01')).body.response.number).toBe('SS2041000009');
  });

  it("the document settings show the current year's counter of each type", async () => {
    const before = (await call('GET', 'document-settings', { base, token: admin })).body.response;
    const row = before.series.find((s: { type: string }) => s.type === 'salesOrder');
    const year = before.series[0].nextNumber.slice(2, 6);
    const created = await order(`${year}-01-02`);
    expect(created.body.response.number).toBe(row.nextNumber);
    const after = (await call('GET', 'document-settings', { base, token: admin })).body.response;
    expect(after.series.find((s: { type: string }) => s.type === 'salesOrder').issued).toBe(row.issued + 1);
  });

  it("an admin gives a type the company's own prefix: the next number takes it and goes on with the year's counter; a bad prefix is a 422 on its type", async () => {
    const before = (await call('GET', 'document-settings', { base, token: admin })).body.response;
    const bad = await call('PUT', 'document-settings', {
      base,
      token: admin,
      lang: 'en',
      body: { version: before.version, defaultWarehouseId: null, defaultPaymentType: null, seriesPrefixes: { salesOrder: 'S1', nope: 'AB' } },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['seriesPrefixes.salesOrder']);
    const unknown = await call('PUT', 'document-settings', {
      base,
      token: admin,
      body: { version: before.version, defaultWarehouseId: null, defaultPaymentType: null, seriesPrefixes: { nope: 'AB' } },
    });
    expect(Object.keys(unknown.body.errors)).toEqual(['seriesPrefixes.nope']);
    const saved = await call('PUT', 'document-settings', {
      base,
      token: admin,
      body: { version: before.version, defaultWarehouseId: null, defaultPaymentType: null, seriesPrefixes: { salesOrder: 'sip' } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const row = saved.body.response.series.find((s: { type: string }) => s.type === 'salesOrder');
    expect(row).toMatchObject({ prefix: 'SIP', defaultPrefix: 'SS' });
    expect((await order('2041-07-01')).body.response.number).toBe('SIP2041000010');
    // back to the family's prefix: a save naming the default keeps no prefix of the company's own
    const back = await call('PUT', 'document-settings', {
      base,
      token: admin,
      body: { version: saved.body.response.version, defaultWarehouseId: null, defaultPaymentType: null, seriesPrefixes: { salesOrder: 'SS' } },
    });
    expect(back.body.response.series.find((s: { type: string }) => s.type === 'salesOrder').prefix).toBe('SS');
    expect((await order('2041-07-02')).body.response.number).toBe('SS2041000011');
  });
});
