import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { call, login } from './client';
import { startOwnServer } from './own-server';

/**
 * POST /api/pos/sales on a server of its own, so that the cash box sessions and ledgers read here are only
 * this file's, and the cash ledger (which has no list endpoint) can be read in the database.
 */
let server: Awaited<ReturnType<typeof startOwnServer>>;
let db: Database;
let admin: string;
let cashier: string;
let products: { id: number; price: string; vatRate: number; priceIncludesVat: boolean }[];
let customer: number;
let box: number;
let bank: number;

const api = (method: string, path: string, token: string, body?: unknown, lang = 'en') => call(method, path, { token, body, lang, base: server.baseUrl });
const sale = (body: Record<string, unknown>, token = admin) => api('POST', 'pos/sales', token, { clientId: randomUUID(), cashBoxId: box, ...body });
/** A line as the till sends it: the product's price, VAT rate and whether that price includes the VAT (the demo's shelf prices do). */
const line = (i: number, quantity = '1') => {
  const p = products[i]!;
  return { productId: p.id, quantity, unitPrice: p.price, vatRate: p.vatRate, priceIncludesVat: p.priceIncludesVat };
};
const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) => (await db.system((q) => q.query<T>(text, params))).rows;
const cashMoves = (documentId: number) =>
  sql<{ amount: string; payment_type: string; cash_box_id: number }>(
    `select amount::text, payment_type, cash_box_id from cash_moves where document_id = $1 order by id`,
    [documentId],
  );
const counts = async () =>
  (
    await sql<{ d: number; j: number; s: number; c: number; a: number }>(
      `select (select count(*)::int from documents) d, (select count(*)::int from journal) j, (select count(*)::int from stock_moves) s,
          (select count(*)::int from cash_moves) c, (select count(*)::int from account_moves) a`,
    )
  )[0];
const stockOf = async (id: number) => (await api('GET', `products/${id}`, admin)).body.response.stockQuantity as string;
const balanceOf = async (id: number) => (await api('GET', `accounts/${id}`, admin)).body.response.balance as string;
const openSession = async () => {
  const r = await api('POST', 'documents', cashier, { type: 'cashBoxSession', cashBoxId: box, openingBalance: '100.00' });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response as { id: number; version: number };
};
const closeSession = (s: { id: number; version: number }, extra: Record<string, unknown> = {}) =>
  api('POST', `documents/${s.id}/events`, cashier, { type: 'CLOSE', version: s.version, ...extra });

beforeAll(async () => {
  server = await startOwnServer();
  db = server.db;
  [admin, cashier] = (await Promise.all(['admin@demo.test', 'kasa@demo.test'].map((e) => login(e, 'demo1234', server.baseUrl)))) as [string, string];
  const all = (await api('GET', 'products?limit=100', admin)).body.response.items as ((typeof products)[number] & { code: string })[];
  // the demo's catalogue in the order it is seeded: three books at 0 % VAT, then 42.90, 12.50 and 5.00 at 20 %, VAT included
  products = ['KTP0000001', 'KTP0000002', 'KTP0000003', 'KRT0000001', 'KRT0000002', 'KRT0000003'].map((code) => all.find((p) => p.code === code)!);
  customer = ((await api('GET', 'accounts?limit=100', admin)).body.response.items as { id: number; kind: string }[]).find((a) => a.kind === 'customer')!.id;
  const boxes = (await api('GET', 'cash-boxes', admin)).body.response.items as { id: number; kind: string }[];
  box = boxes.find((b) => b.kind === 'cash')!.id;
  bank = boxes.find((b) => b.kind === 'bank')!.id;
});
afterAll(() => server?.close());

describe('POST /api/pos/sales: payment types and their ledgers', () => {
  let session: { id: number; version: number };
  beforeAll(async () => {
    session = await openSession();
  });

  it('cash: completed in one call, stock out, one cash move of the total marked cash', async () => {
    const stockBefore = await stockOf(products[3]!.id);
    const r = await sale({ paymentType: 'cash', lines: [line(3, '2')] });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const doc = r.body.response;
    expect(doc).toMatchObject({ type: 'posSale', status: 'completed', paymentType: 'cash', cashBoxId: box, totals: { grand: '85.80' } });
    expect(Number(await stockOf(products[3]!.id))).toBe(Number(stockBefore) - 2);
    expect(await cashMoves(doc.id)).toEqual([{ amount: '85.80', payment_type: 'cash', cash_box_id: box }]);
  });

  it('card: one move of the total marked card', async () => {
    const r = await sale({ paymentType: 'card', lines: [line(4, '3')] });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(await cashMoves(r.body.response.id)).toEqual([{ amount: '37.50', payment_type: 'card', cash_box_id: box }]);
  });

  it('mixed: a move for the cash part and one for the card part', async () => {
    // 42.90, VAT included
    const r = await sale({ paymentType: 'mixed', payments: { cash: '20.00', card: '22.90' }, lines: [line(3)] });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.response.payments).toEqual({ cash: '20.00', card: '22.90' });
    expect(await cashMoves(r.body.response.id)).toEqual([
      { amount: '20.00', payment_type: 'cash', cash_box_id: box },
      { amount: '22.90', payment_type: 'card', cash_box_id: box },
    ]);
  });

  it('mixed parts that do not add up are refused with the rule message, and nothing is written', async () => {
    const before = await counts();
    const clientId = randomUUID();
    const r = await api('POST', 'pos/sales', admin, {
      clientId,
      cashBoxId: box,
      paymentType: 'mixed',
      payments: { cash: '20.00', card: '22.89' },
      lines: [line(3)],
    });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: 'receipt.paymentMismatch', message: 'Cash total and receipt total must be equal.' });
    const tr = await api(
      'POST',
      'pos/sales',
      admin,
      { clientId, cashBoxId: box, paymentType: 'mixed', payments: { cash: '60', card: '0' }, lines: [line(3)] },
      'tr',
    );
    expect(tr.body.message).toBe('Kasa toplamı ile fiş toplamı eşit olmalıdır.');
    expect(await counts()).toEqual(before);
    expect((await api('GET', `pos/sales/${clientId}`, admin)).status).toBe(404);
  });

  it('credit: the customer is debited the total, no cash moves; without an account it is a 422 on accountId', async () => {
    const balanceBefore = Number(await balanceOf(customer));
    const r = await sale({ paymentType: 'credit', accountId: customer, lines: [line(4, '2')] });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(await cashMoves(r.body.response.id)).toEqual([]);
    const moves = await sql<{ account_id: number; debit: string; credit: string }>(
      `select account_id, debit::text, credit::text from account_moves where document_id = $1`,
      [r.body.response.id],
    );
    expect(moves).toEqual([{ account_id: customer, debit: '25.00', credit: '0.00' }]);
    expect(Number(await balanceOf(customer)) - balanceBefore).toBeCloseTo(25, 2);
    const missing = await sale({ paymentType: 'credit', lines: [line(4)] });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(['accountId']);
  });

  it('soldAt is kept; the sale is dated on its Istanbul day; GET by client id finds it', async () => {
    const clientId = randomUUID();
    const r = await api('POST', 'pos/sales', admin, { clientId, cashBoxId: box, paymentType: 'cash', soldAt: '2026-03-01T22:30:00Z', lines: [line(5)] });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.response).toMatchObject({ clientId, soldAt: '2026-03-01T22:30:00.000Z', date: '2026-03-02' });
    const found = await api('GET', `pos/sales/${clientId}`, cashier);
    expect(found.status).toBe(200);
    expect(found.body.response.id).toBe(r.body.response.id);
    expect((await api('GET', `pos/sales/${randomUUID()}`, cashier)).status).toBe(404);
  });

  it('the same client id twice is one sale; with another body it is a 422 on clientId', async () => {
    const body = { clientId: randomUUID(), cashBoxId: box, paymentType: 'cash', lines: [line(5, '2')] };
    const first = await api('POST', 'pos/sales', admin, body);
    const before = await counts();
    const again = await api('POST', 'pos/sales', admin, body);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.response.id).toBe(first.body.response.id);
    expect(await counts()).toEqual(before);
    const other = await api('POST', 'pos/sales', admin, { ...body, lines: [line(5, '3')] });
    expect(other.status).toBe(422);
    expect(other.body.errors).toEqual({ clientId: ['This sale id belongs to another sale.'] });
    expect(await counts()).toEqual(before);
  });

  it('ten parallel uploads of one client id make one sale', async () => {
    const body = { clientId: randomUUID(), cashBoxId: box, paymentType: 'card', lines: [line(3), line(4, '2')] };
    const replies = await Promise.all(Array.from({ length: 10 }, () => api('POST', 'pos/sales', cashier, body)));
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(new Set(replies.map((r) => r.body.response.id)).size).toBe(1);
    expect(await sql(`select id from documents where client_id = $1`, [body.clientId])).toHaveLength(1);
    expect(await cashMoves(replies[0]!.body.response.id)).toHaveLength(1);
  });

  it('bad input is one 422 listing every bad field in the user language', async () => {
    const r = await api('POST', 'pos/sales', admin, {
      clientId: 'short',
      paymentType: 'cheque',
      soldAt: 'yesterday',
      lines: [{ productId: 'x', quantity: '1,5', unitPrice: '10.00', vatRate: 7 }],
    });
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.errors).sort()).toEqual([
      'cashBoxId',
      'clientId',
      'lines.0.productId',
      'lines.0.quantity',
      'lines.0.vatRate',
      'paymentType',
      'soldAt',
    ]);
    const tr = await api('POST', 'pos/sales', admin, { clientId: randomUUID(), cashBoxId: box, paymentType: 'mixed', lines: [] }, 'tr');
    expect(tr.status).toBe(422);
    expect(Object.keys(tr.body.errors).sort()).toEqual(['lines', 'payments']);
    expect(tr.body.message).toMatch(/[çğıöşüÇĞİÖŞÜ]/);
    const unknown = await sale({ paymentType: 'cash', cashBoxId: 999999, lines: [{ ...line(3), productId: 999999 }] });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors).sort()).toEqual(['cashBoxId', 'lines.0.productId']);
  });

  it('an operator without the fast-sale permission sells at the list price with no discount', async () => {
    const before = await counts();
    const changed = await sale({ paymentType: 'cash', lines: [{ ...line(3), unitPrice: '40.00' }] }, cashier);
    expect(changed.status).toBe(403);
    expect(changed.body).toMatchObject({ code: 'fastSale.cannotChangePrice', message: 'Without the fast-sale permission you cannot change a price.' });
    const discounted = await sale({ paymentType: 'cash', lines: [{ ...line(3), discountRate: '10' }] }, cashier);
    expect(discounted.status).toBe(403);
    expect(await counts()).toEqual(before);
    expect((await sale({ paymentType: 'cash', lines: [line(3)] }, cashier)).status).toBe(201);
    expect((await sale({ paymentType: 'cash', lines: [{ ...line(3), unitPrice: '40.00', discountRate: '5' }] }, admin)).status).toBe(201);
  });

  it('offline, the price the product had when the sale was made is accepted; a price it never had is not', async () => {
    const pencil = products[4]!;
    const soldAt = new Date(Date.now() - 60_000).toISOString();
    // the manager changes the price while the till is offline (the card's PUT updates this column)
    await sql(`update products set price = 13.00 where id = $1`, [pencil.id]);
    try {
      const atOldPrice = { paymentType: 'cash', lines: [{ ...line(4), unitPrice: pencil.price }] };
      expect((await sale({ ...atOldPrice, soldAt }, cashier)).status).toBe(201);
      const afterChange = await sale({ ...atOldPrice, soldAt: new Date().toISOString() }, cashier);
      expect(afterChange.status).toBe(403);
      expect(afterChange.body.code).toBe('fastSale.cannotChangePrice');
      expect((await sale({ ...atOldPrice, soldAt, lines: [{ ...line(4), unitPrice: '12.00' }] }, cashier)).status).toBe(403);
      expect((await sale({ paymentType: 'cash', soldAt, lines: [{ ...line(4), unitPrice: '13.00' }] }, cashier)).status).toBe(201);
    } finally {
      await sql(`update products set price = $2 where id = $1`, [pencil.id, pencil.price]);
    }
  });

  it('a box without an open session refuses the sale and writes nothing', async () => {
    const before = await counts();
    const r = await sale({ paymentType: 'cash', cashBoxId: bank, lines: [line(3)] });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('receipt.cashBoxNotOpen');
    expect(await counts()).toEqual(before);
  });

  it('after the session closed, a late (offline) sale is refused with a clear reason', async () => {
    const current = (await api('GET', `documents/${session.id}`, cashier)).body.response;
    expect((await closeSession(current)).status).toBe(200);
    const before = await counts();
    const r = await sale({ paymentType: 'cash', soldAt: new Date(Date.now() - 3_600_000).toISOString(), lines: [line(3)] }, cashier);
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: 'receipt.cashBoxNotOpen' });
    expect(r.body.message).toContain('not open');
    expect(await counts()).toEqual(before);
  });
});

describe('the Z report of a session with every payment type and a count', () => {
  it('splits per payment type, expects only cash, stores the count and the difference', async () => {
    const session = await openSession();
    // 42.90, 12.50 and 5.00, VAT included; 320.50 at 0 %
    expect((await sale({ paymentType: 'cash', lines: [line(3)] })).status).toBe(201);
    expect((await sale({ paymentType: 'card', lines: [line(4)] })).status).toBe(201);
    expect((await sale({ paymentType: 'mixed', payments: { cash: '2.50', card: '2.50' }, lines: [line(5)] })).status).toBe(201);
    expect((await sale({ paymentType: 'credit', accountId: customer, lines: [line(2)] })).status).toBe(201);
    const receiptOfBox = await api('GET', `documents?type=posSale&status=completed&limit=1`, cashier);
    const last = receiptOfBox.body.response.items[0];
    const locked = await api('POST', `documents/${last.id}/events`, cashier, { type: 'CLOSE', version: last.version });
    expect(locked.status).toBe(409);
    expect(locked.body.code).toBe('receipt.cashBoxOpen');

    const bad = await closeSession(session, { countedCash: '12,5' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['countedCash']);
    const closed = await closeSession(session, { countedCash: '150.00' });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.response.z).toMatchObject({
      receiptCount: 4,
      byPaymentType: [
        { paymentType: 'cash', amount: '45.40' },
        { paymentType: 'card', amount: '15.00' },
        { paymentType: 'credit', amount: '320.50' },
      ],
      total: '380.90',
      expectedCash: '145.40',
      countedCash: '150.00',
      difference: '4.60',
    });
  });
});
