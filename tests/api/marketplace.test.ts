import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { gs1CheckDigit } from '../../src/domain/identifiers';
import { flattenMenu, type MenuItem } from '../../src/domain/menu';
import { marketOrderSchema, marketSettingsSchema, type MarketOrder } from '../../src/domain/schemas/marketplace';
import { marketplaceRound } from '../../src/server/marketplace/round';
import { startSandboxMarket } from '../support/sandbox-market';
import { call, login } from './client';
import { startOwnServer } from './own-server';

/**
 * The marketplace (issue #32): each order the marketplace holds becomes one sales order, whatever the marketplace does
 * to the calls (an order listed twice in one answer, an answer lost, a 5xx) and however many pulls run at once; its
 * customer is matched or made once; a barcode no card carries leaves the order waiting, nothing half made; a
 * cancellation cancels the sales order while it is open; a return is recorded. Stock and prices are pushed with the
 * buffer and the price rule, never below zero, only when they changed, and a push that failed is sent again.
 */
type Sandbox = Awaited<ReturnType<typeof startSandboxMarket>>;
type Server = Awaited<ReturnType<typeof startOwnServer>>;
let sandbox: Sandbox;
let server: Server;
let admin: string;
let auditor: string;
let warehouse: number;
let location: number;
const SELLER = `S${Date.now().toString(36)}`;
const cards: Record<'book' | 'pen', { id: number; barcode: string }> = {} as never;
let nextBarcode = Date.now() % 1_000_000_000;

const api = (method: string, path: string, token: string, body?: unknown) => call(method, path, { token, body, base: server.baseUrl });
const ok = async (p: ReturnType<typeof api>, status = 200) => {
  const r = await p;
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body.response;
};
const newBarcode = () => {
  const body = `869${String(++nextBarcode).padStart(9, '0')}`;
  return body + gs1CheckDigit(body);
};
const card = async (name: string, price: string, barcode: string | undefined = newBarcode()) => {
  const made = await ok(api('POST', 'products', admin, { name, unit: 'ADET', vatRate: 20, price, locationId: location, ...(barcode ? { barcode } : {}) }), 201);
  return { id: made.id as number, barcode: barcode ?? '' };
};
const stockIn = async (productId: number, quantity: string) => {
  let doc = await ok(
    api('POST', 'documents', admin, { type: 'stockIn', warehouseId: warehouse, lines: [{ productId, quantity, unitPrice: '1', vatRate: 20 }] }),
    201,
  );
  for (const type of ['START', 'COMPLETE']) doc = await ok(api('POST', `documents/${doc.id}/events`, admin, { type, version: doc.version }));
};
const settings = async (change: Record<string, unknown>) => {
  const before = marketSettingsSchema.parse(await ok(api('GET', 'marketplace/settings', admin)));
  const { apiKeySet: _k, saved: _s, lastPullAt: _a, lastPullError: _b, lastPushAt: _c, lastPushError: _d, ...rest } = before;
  return api('PUT', 'marketplace/settings', admin, { ...rest, ...change });
};
const pull = () => ok(api('POST', 'marketplace/pull', admin, {}));
const push = () => ok(api('POST', 'marketplace/push', admin, {}));
const orders = async (): Promise<MarketOrder[]> => (await ok(api('GET', 'marketplace/orders', admin))).items.map((o: unknown) => marketOrderSchema.parse(o));
const orderOf = async (orderNumber: string) => (await orders()).filter((o) => o.orderNumber === orderNumber);
/** The sales orders written for a marketplace order, read from the documents themselves. */
const salesOrdersOf = (orderNumber: string) =>
  server.db.system(
    async (q) =>
      (
        await q.query<{ id: number; status: string }>(`select id, status from documents where doc_type = 'salesOrder' and snapshot->'context'->>'note' = $1`, [
          `Pazaryeri ${orderNumber}`,
        ])
      ).rows,
  );
const place = (lines: { barcode: string; quantity: number; price: number }[], customer?: Parameters<Sandbox['placeOrder']>[0]['customer']) =>
  sandbox.placeOrder({ sellerId: SELLER, lines, ...(customer ? { customer } : {}) });

beforeAll(async () => {
  sandbox = await startSandboxMarket();
  server = await startOwnServer({ marketUrl: sandbox.url, tcmbBaseUrl: 'http://127.0.0.1:9/kurlar' });
  admin = await login('admin@demo.test', undefined, server.baseUrl);
  auditor = await login('denetci@demo.test', undefined, server.baseUrl);
  warehouse = (await ok(api('GET', 'warehouses', admin))).items[0].id;
  location = (await ok(api('GET', 'locations', admin))).items.find((l: { warehouseId: number }) => l.warehouseId === warehouse).id;
  cards.book = await card('Pazaryeri kitabı', '50.00');
  cards.pen = await card('Pazaryeri kalemi', '12.34');
  await stockIn(cards.book.id, '10');
  await stockIn(cards.pen.id, '2');
  const saved = await settings({
    active: true,
    connection: 'sandbox',
    sellerId: SELLER,
    warehouseId: warehouse,
    listing: 'selected',
    productIds: [cards.book.id, cards.pen.id],
    categoryIds: [],
    markup: '10',
    rounding: 'cents90',
    stockBuffer: 3,
    customerPrefix: 'TY',
    pullMinutes: 1,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await sandbox?.stop();
});
beforeEach(async () => {
  await sandbox.faults({});
});

describe('the Pazaryeri menu and the module index', () => {
  it('lead managers to the orders and the settings, auditors to the orders only; the index shows the marketplace set up, with its last run', async () => {
    const links = async (token: string) =>
      flattenMenu((await ok(api('GET', 'menu', token))) as MenuItem[])
        .map((m) => m.mn_link)
        .filter((l): l is string => !!l && l.startsWith('/kibopazaryeri/'));
    expect((await links(await login('muhasebe@demo.test', undefined, server.baseUrl))).sort()).toEqual(['/kibopazaryeri/ayar', '/kibopazaryeri/siparisler']);
    expect(await links(auditor)).toEqual(['/kibopazaryeri/siparisler']);
    await push();
    const items = (await ok(api('GET', 'module-index', admin))).items as { id: string; configured: boolean; detail: string | null; lastRunAt: string | null }[];
    expect(items.find((m) => m.id === 'marketplace')).toMatchObject({ configured: true, detail: SELLER, lastRunAt: expect.any(String) });
  });
});

describe('the marketplace settings (/kibopazaryeri/ayar)', () => {
  it('refuse each bad field by name, never send the API key back, and refuse a stale version', async () => {
    const bad = await settings({ markup: '12,5', rounding: 'up', stockBuffer: -1, customerPrefix: 'ty1', pullMinutes: 0, sellerId: '', warehouseId: 999_999 });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['customerPrefix', 'markup', 'pullMinutes', 'rounding', 'sellerId', 'stockBuffer']);
    const foreign = await settings({ warehouseId: 999_999, productIds: [999_999] });
    expect(foreign.status).toBe(422);
    expect(Object.keys(foreign.body.errors).sort()).toEqual(['productIds', 'warehouseId']);
    const keyless = await settings({ connection: 'live' });
    expect(keyless.status).toBe(422);
    expect(Object.keys(keyless.body.errors)).toEqual(['apiKey']);
    const live = await ok(settings({ connection: 'live', apiKey: 'gizli-anahtar:gizli-sır', url: 'http://127.0.0.1:9/integration' }));
    expect(live).toMatchObject({ connection: 'live', apiKeySet: true });
    expect(JSON.stringify(live)).not.toContain('gizli');
    expect(JSON.stringify(await ok(api('GET', 'marketplace/settings', auditor)))).not.toContain('gizli');
    const back = await ok(settings({ connection: 'sandbox' }));
    expect(back).toMatchObject({ connection: 'sandbox', apiKeySet: true, sellerId: SELLER });
    const { apiKeySet: _k, saved: _s, lastPullAt: _a, lastPullError: _b, lastPushAt: _c, lastPushError: _d, ...body } = back;
    const conflict = await api('PUT', 'marketplace/settings', admin, { ...body, version: 1 });
    expect(conflict.status).toBe(409);
    expect(conflict.body.code).toBe('MK10001');
    expect((await api('PUT', 'marketplace/settings', auditor, body)).status).toBe(403);
    expect((await api('POST', 'marketplace/pull', auditor, {})).status).toBe(403);
  });
});

describe('orders pulled from the marketplace (/kibopazaryeri/siparisler)', () => {
  it('an order pulled twice becomes one approved sales order, of a customer made under the prefix, its lines matched by barcode, acknowledged at the marketplace', async () => {
    const pkg = await place([
      { barcode: cards.book.barcode, quantity: 2, price: 55.9 },
      { barcode: cards.pen.barcode, quantity: 1, price: 13.9 },
    ]);
    expect(await pull()).toMatchObject({ made: 1, error: null });
    await pull();
    const [row] = await orderOf(pkg.orderNumber);
    expect(row).toMatchObject({ state: 'made', total: '125.70', documentStatus: 'approved' });
    expect(await salesOrdersOf(pkg.orderNumber)).toEqual([{ id: row!.documentId, status: 'approved' }]);
    const doc = await ok(api('GET', `documents/${row!.documentId}`, admin));
    expect(doc.lines.map((l: { productId: string; quantity: string }) => [Number(l.productId), l.quantity])).toEqual([
      [cards.book.id, '2'],
      [cards.pen.id, '1'],
    ]);
    const account = await ok(api('GET', `accounts/${row!.accountId}`, admin));
    expect(account.code).toMatch(/^TY\d{8}$/);
    expect(account.name).toBe('Ayşe Yılmaz');
    expect((await sandbox.orders(SELLER)).find((p) => p.id === pkg.id)).toMatchObject({ status: 'Picking', acknowledged: 1 });
  });

  it('an order listed twice in one answer (duplicate) becomes one sales order', async () => {
    const pkg = await place([{ barcode: cards.book.barcode, quantity: 1, price: 55.9 }]);
    await sandbox.faults({ duplicate: 1 });
    expect((await pull()).error).toBeNull();
    expect(await orderOf(pkg.orderNumber)).toHaveLength(1);
    expect(await salesOrdersOf(pkg.orderNumber)).toHaveLength(1);
  });

  it('an answer lost on the way (drop) or a 5xx makes nothing and keeps the error; the next pull makes the order once', async () => {
    const pkg = await place([{ barcode: cards.pen.barcode, quantity: 3, price: 13.9 }]);
    await sandbox.faults({ drop: 1 });
    expect((await pull()).error).toMatch(/no answer/);
    await sandbox.faults({ fail: 1 });
    expect((await pull()).error).toMatch(/503/);
    expect((await ok(api('GET', 'marketplace/settings', admin))).lastPullError).toMatch(/503/);
    await sandbox.faults({ delay: 1, delayMs: 50 });
    expect((await pull()).error).toBeNull();
    expect(await salesOrdersOf(pkg.orderNumber)).toHaveLength(1);
    expect((await ok(api('GET', 'marketplace/settings', admin))).lastPullError).toBeNull();
  });

  it(`pulls running at once make one sales order per order, and one customer card for one customer (${inject('databaseKind')})`, async () => {
    const customer = { id: 7_000_000 + (Date.now() % 1_000_000), firstName: 'Can', lastName: 'Demir', email: 'can.demir@pazar.test' };
    const pkgs = await Promise.all([1, 2, 3].map((n) => place([{ barcode: cards.book.barcode, quantity: n, price: 55.9 }], customer)));
    await sandbox.faults({ delay: 0.5, delayMs: 30 });
    const replies = await Promise.all([1, 2, 3, 4].map(() => api('POST', 'marketplace/pull', admin, {})));
    for (const r of replies) expect(r.status, JSON.stringify(r.body)).toBe(200);
    const accounts = new Set<number | null>();
    for (const p of pkgs) {
      expect(await salesOrdersOf(p.orderNumber)).toHaveLength(1);
      const [row] = await orderOf(p.orderNumber);
      expect(row!.state).toBe('made');
      accounts.add(row!.accountId);
    }
    expect(accounts.size).toBe(1);
    // a later order of a customer with the same e-mail finds the card too
    const again = await place([{ barcode: cards.pen.barcode, quantity: 1, price: 13.9 }], { id: 1, email: 'CAN.DEMIR@pazar.test' });
    await pull();
    expect((await orderOf(again.orderNumber))[0]!.accountId).toBe([...accounts][0]);
  });

  it('an order with a barcode no card carries waits with the barcode named and makes nothing; once a card carries it, a retry makes it', async () => {
    const unknown = newBarcode();
    const pkg = await place([
      { barcode: cards.book.barcode, quantity: 1, price: 55.9 },
      { barcode: unknown, quantity: 1, price: 10 },
    ]);
    expect((await pull()).waiting).toBe(1);
    const [row] = await orderOf(pkg.orderNumber);
    expect(row).toMatchObject({ state: 'waiting', reason: 'marketplace.reason.unknownBarcode', detail: unknown, documentId: null, accountId: null });
    expect(await salesOrdersOf(pkg.orderNumber)).toHaveLength(0);
    await pull();
    expect(await salesOrdersOf(pkg.orderNumber)).toHaveLength(0);
    await card('Sonradan gelen kart', '10.00', unknown);
    const made = marketOrderSchema.parse(await ok(api('POST', `marketplace/orders/${row!.id}/retry`, admin, {})));
    expect(made.state).toBe('made');
    expect(await salesOrdersOf(pkg.orderNumber)).toHaveLength(1);
    const twice = await api('POST', `marketplace/orders/${row!.id}/retry`, admin, {});
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('MK10003');
  });

  it('a cancellation at the marketplace cancels the open sales order; a return is recorded', async () => {
    const cancelled = await place([{ barcode: cards.book.barcode, quantity: 1, price: 55.9 }]);
    const returned = await place([{ barcode: cards.pen.barcode, quantity: 1, price: 13.9 }]);
    await pull();
    await sandbox.cancel(cancelled.id);
    await sandbox.returnOrder(returned.id);
    expect(await pull()).toMatchObject({ cancelled: 1, returned: 1 });
    expect((await orderOf(cancelled.orderNumber))[0]).toMatchObject({ state: 'cancelled', documentStatus: 'cancelled' });
    expect(await salesOrdersOf(cancelled.orderNumber)).toEqual([expect.objectContaining({ status: 'cancelled' })]);
    expect((await orderOf(returned.orderNumber))[0]).toMatchObject({ state: 'returned', returnState: 'recorded', documentStatus: 'approved' });
    // pulled again: nothing moves twice
    expect(await pull()).toMatchObject({ made: 0, cancelled: 0, returned: 0 });
  });
});

describe('stock and prices pushed to the marketplace', () => {
  it('pushes each listed card’s stock less the buffer, never below zero, priced by the rule; the same values are not sent again; a change sends only its card', async () => {
    const first = await push();
    expect(first).toMatchObject({ sent: 2, batches: 1, error: null });
    const { items } = await sandbox.inventory(SELLER);
    // 10 in the warehouse less the buffer of 3; 2 less 3 is none; 50.00 and 12.34 with 10 %, up to the lira's .90
    expect(items[cards.book.barcode]).toEqual({ barcode: cards.book.barcode, quantity: 7, salePrice: 55.9, listPrice: 55.9 });
    expect(items[cards.pen.barcode]).toEqual({ barcode: cards.pen.barcode, quantity: 0, salePrice: 13.9, listPrice: 13.9 });
    expect(await push()).toMatchObject({ sent: 0, batches: 0 });
    await stockIn(cards.pen.id, '5');
    expect(await push()).toMatchObject({ sent: 1, batches: 1 });
    const after = await sandbox.inventory(SELLER);
    expect(after.items[cards.pen.barcode]!.quantity).toBe(4);
    expect(after.received.at(-1)).toEqual([expect.objectContaining({ barcode: cards.pen.barcode, quantity: 4 })]);
  });

  it('a push the marketplace failed or whose answer was lost is not recorded, and the next one sends it', async () => {
    await stockIn(cards.book.id, '1');
    await sandbox.faults({ fail: 1 });
    expect((await push()).error).toMatch(/503/);
    expect((await ok(api('GET', 'marketplace/settings', admin))).lastPushError).toMatch(/503/);
    await sandbox.faults({ drop: 1 });
    expect((await push()).error).toMatch(/no answer/);
    await sandbox.faults({});
    expect(await push()).toMatchObject({ sent: 1, error: null });
    expect((await sandbox.inventory(SELLER)).items[cards.book.barcode]!.quantity).toBe(8);
    expect(await push()).toMatchObject({ sent: 0 });
  });

  it('the background round pulls a company’s orders when its interval has passed and pushes what changed', async () => {
    await server.db.system((q) => q.query(`update marketplace_settings set last_pull_at = now() - interval '2 minutes'`));
    const pkg = await place([{ barcode: cards.book.barcode, quantity: 1, price: 55.9 }]);
    await stockIn(cards.book.id, '2');
    await marketplaceRound(server.db, { sandboxUrl: sandbox.url });
    expect(await salesOrdersOf(pkg.orderNumber)).toHaveLength(1);
    expect((await sandbox.inventory(SELLER)).items[cards.book.barcode]!.quantity).toBe(10);
    // not due again: the next round pulls nothing new and pushes nothing
    const later = await place([{ barcode: cards.book.barcode, quantity: 1, price: 55.9 }]);
    await marketplaceRound(server.db, { sandboxUrl: sandbox.url });
    expect(await salesOrdersOf(later.orderNumber)).toHaveLength(0);
  });
});
