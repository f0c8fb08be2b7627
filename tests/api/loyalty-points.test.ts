import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { Dec } from '../../src/domain/money/decimal';
import { call, login } from './client';
import { startOwnServer } from './own-server';
import { businessDay } from '../../src/domain/clock/clock';

/**
 * Loyalty points (issue #29) on a server of its own, so that its settings and ledgers are only this file's: a sale
 * earns on completion, a return takes back what its sale earned, a cancelled sale earns nothing, points pay part of a
 * sale or an invoice but never more than the account holds (also with many clients at once), and the points
 * vouchers award and correct by hand.
 */
let server: Awaited<ReturnType<typeof startOwnServer>>;
let db: Database;
let admin: string;
let box: number;
let seq = 0;
/** What the sales completed in this file's cash box session paid with points (the Z report counts it). */
let paidWithPoints = new Dec(0);
type Doc = Record<string, any>;
let shelf: { id: number; price: string; vatRate: number; priceIncludesVat: boolean; categoryId: number | null };

const api = (method: string, path: string, body?: unknown, lang = 'en') => call(method, path, { token: admin, body, lang, base: server.baseUrl });
const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) => (await db.system((q) => q.query<T>(text, params))).rows;
const pointsRows = (documentId: number) =>
  sql<{ points: number; kind: string }>(`select points, kind from points_moves where document_id = $1 order by id`, [documentId]);
const points = async (accountId: number) => (await api('GET', `accounts/${accountId}/points`)).body.response as Record<string, any>;
const line = (quantity = '1') => ({ productId: shelf.id, quantity, unitPrice: shelf.price, vatRate: shelf.vatRate, priceIncludesVat: shelf.priceIncludesVat });
const sale = (body: Record<string, unknown>) =>
  api('POST', 'pos/sales', { clientId: randomUUID(), cashBoxId: box, paymentType: 'cash', lines: [line('2')], ...body });
const newCustomer = async () => {
  const r = await api('POST', 'accounts', { name: `Puan ${Date.now()} ${++seq}`, kind: 'customer' });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response.id as number;
};
const settings = (over: Record<string, unknown> = {}) => ({
  enabled: true,
  pointsPerLira: '1',
  categoryRates: {},
  earnOn: ['posSale', 'salesInvoice'],
  pointValue: '0.10',
  expiry: { kind: 'none' },
  minSpend: 0,
  ...over,
});
const save = async (over: Record<string, unknown> = {}) => {
  const r = await api('PUT', 'loyalty-settings', settings(over));
  expect(r.status, JSON.stringify(r.body)).toBe(200);
};
const send = async (doc: Doc, type: string) => api('POST', `documents/${doc.id}/events`, { type, version: doc.version });
const step = async (doc: Doc, type: string) => {
  const r = await send(doc, type);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.response as Doc;
};
const created = async (body: Record<string, unknown>) => {
  const r = await api('POST', 'documents', body);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response as Doc;
};
/** Points put on an account by a completed points-in voucher. */
const award = async (accountId: number, n: number, expiresOn?: string) =>
  step(await created({ type: 'pointsIn', accountId, points: n, reason: 'açılış', ...(expiresOn ? { expiresOn } : {}) }), 'COMPLETE');

beforeAll(async () => {
  server = await startOwnServer();
  db = server.db;
  admin = await login('admin@demo.test', 'demo1234', server.baseUrl);
  const all = (await api('GET', 'products?limit=100')).body.response.items as (typeof shelf & { code: string })[];
  shelf = all.find((p) => p.code === 'KRT0000001')!;
  box = ((await api('GET', 'cash-boxes')).body.response.items as { id: number; kind: string }[]).find((b) => b.kind === 'cash')!.id;
  const session = await api('POST', 'documents', { type: 'cashBoxSession', cashBoxId: box, openingBalance: '0.00' });
  expect(session.status, JSON.stringify(session.body)).toBe(201);
});
afterAll(() => server?.close());

describe('loyalty settings (/sistem/puan)', () => {
  it('start with points off, save what is sent, and refuse a bad field with a 422 naming it', async () => {
    const before = (await api('GET', 'loyalty-settings')).body.response;
    expect(before.enabled).toBe(false);
    await save({ expiry: { kind: 'days', days: 90 }, minSpend: 10 });
    expect((await api('GET', 'loyalty-settings')).body.response).toEqual(settings({ expiry: { kind: 'days', days: 90 }, minSpend: 10 }));
    const bad = await api('PUT', 'loyalty-settings', settings({ pointValue: '0', earnOn: ['purchaseInvoice'], minSpend: -1 }), 'tr');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['earnOn.0', 'minSpend', 'pointValue']);
    await save();
  });
});

describe('earning and taking back', () => {
  it('a till sale to an account earns on completion at its group’s rate, rounded down, and the receipt shows what it earned and the balance', async () => {
    const customer = await newCustomer();
    await save({ pointsPerLira: '1', categoryRates: shelf.categoryId ? { [String(shelf.categoryId)]: '2' } : {} });
    const r = await sale({ accountId: customer });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const total = Number(r.body.response.totals.grand);
    const rate = shelf.categoryId ? 2 : 1;
    const expected = Math.floor(total * rate);
    expect(r.body.response.points).toMatchObject({ earned: expected, spent: 0, balance: expected });
    expect(await pointsRows(r.body.response.id)).toEqual([{ points: expected, kind: 'earn' }]);
    expect(await points(customer)).toMatchObject({ balance: expected, earned: expected, spent: 0 });
    await save();
  });

  it('a sale without an account, or with points off, earns nothing', async () => {
    const anonymous = await sale({});
    expect(anonymous.status).toBe(201);
    expect(await pointsRows(anonymous.body.response.id)).toEqual([]);
    const customer = await newCustomer();
    await save({ enabled: false });
    const off = await sale({ accountId: customer });
    expect(await pointsRows(off.body.response.id)).toEqual([]);
    await save();
  });

  it('a cancelled sales invoice earns nothing; a completed one earns', async () => {
    const customer = await newCustomer();
    const invoice = { type: 'salesInvoice', accountId: customer, date: '2026-01-10', lines: [line('1')] };
    const cancelled = await step(await created(invoice), 'CANCEL');
    expect(cancelled.status).toBe('cancelled');
    expect(await pointsRows(cancelled.id)).toEqual([]);
    const done = await step(await step(await created(invoice), 'START'), 'COMPLETE');
    expect(done.points.earned).toBe(Math.floor(Number(done.totals.grand)));
    expect((await points(customer)).balance).toBe(done.points.earned);
  });

  it('a return takes back its share of what its sale earned, and returning the rest in parts takes back exactly the rest', async () => {
    const customer = await newCustomer();
    const r = await sale({ accountId: customer, lines: [line('3')] });
    const sold = r.body.response as Doc;
    const earned = sold.points.earned as number;
    const returnOf = (quantity: string) => ({
      type: 'salesReturn',
      accountId: customer,
      date: sold.date,
      lines: [{ ...line(quantity), returnOfId: sold.id, returnOfLineId: sold.lines[0].id }],
    });
    const first = await step(await step(await created(returnOf('1')), 'START'), 'COMPLETE');
    const firstTaken = Math.floor(earned / 3);
    expect(await pointsRows(first.id)).toEqual([{ points: -firstTaken, kind: 'takeBack' }]);
    const second = await step(await step(await created(returnOf('2')), 'START'), 'COMPLETE');
    expect(await pointsRows(second.id)).toEqual([{ points: -(earned - firstTaken), kind: 'takeBack' }]);
    expect((await points(customer)).balance).toBe(0);
  });
});

describe('points as a tender', () => {
  it('pay part of a till sale with points: the points spent are the liras over the value of a point, the rest earns, no cash moves for them', async () => {
    const customer = await newCustomer();
    await award(customer, 500);
    const total = (await sale({})).body.response.totals.grand as string;
    const cash = (Number(total) - 20).toFixed(2);
    const r = await sale({ accountId: customer, paymentType: 'mixed', payments: { cash, card: '0.00', points: '20.00' } });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    paidWithPoints = paidWithPoints.plus('20.00');
    const earned = Math.floor(Number(cash));
    expect(r.body.response.points).toMatchObject({ spent: 200, earned, balance: 500 - 200 + earned });
    expect(await pointsRows(r.body.response.id)).toEqual([
      { points: -200, kind: 'spend' },
      { points: earned, kind: 'earn' },
    ]);
    const cashMoves = await sql<{ amount: string }>(`select amount::text from cash_moves where document_id = $1`, [r.body.response.id]);
    expect(cashMoves).toEqual([{ amount: cash }]);
    expect(await points(customer)).toMatchObject({ balance: 500 - 200 + earned, spent: 200 });
  });

  it('never more than the balance, a whole number of points, at least the minimum, and only with points on: refused with its code, nothing written', async () => {
    const customer = await newCustomer();
    await award(customer, 100);
    const total = (await sale({})).body.response.totals.grand as string;
    const pay = (p: string, accountId: number | undefined = customer) =>
      sale({ ...(accountId ? { accountId } : {}), paymentType: 'mixed', payments: { cash: (Number(total) - Number(p)).toFixed(2), card: '0.00', points: p } });
    const before = await sql<{ n: number }>(`select count(*)::int as n from documents`);
    expect((await pay('10.10')).body.code).toBe('points.exceedsBalance');
    expect((await pay('0.05')).body.code).toBe('points.notWhole');
    expect((await pay('1.00', 0)).body.code).toBe('points.accountRequired');
    await save({ minSpend: 50 });
    expect((await pay('4.90')).body.code).toBe('points.belowMinimum');
    await save({ enabled: false });
    expect((await pay('1.00')).body.code).toBe('points.disabled');
    await save();
    expect(await sql<{ n: number }>(`select count(*)::int as n from documents`)).toEqual(before);
    expect((await points(customer)).balance).toBe(100);
    expect((await pay('10.00')).status).toBe(201);
    paidWithPoints = paidWithPoints.plus('10.00');
    expect((await points(customer)).balance).toBeGreaterThanOrEqual(0);
  });

  it('an invoice paid in a cash box may take points too, under the same rule', async () => {
    const customer = await newCustomer();
    await award(customer, 30);
    const base = { type: 'salesInvoice', accountId: customer, date: '2026-01-10', cashBoxId: box, paymentType: 'mixed', lines: [line('1')] };
    const draft = await created(base);
    const grand = Number(draft.totals.grand);
    const over = await created({ ...base, payments: { cash: (grand - 3.1).toFixed(2), card: '0.00', points: '3.10' } });
    const started = await step(over, 'START');
    const refused = await send(started, 'COMPLETE');
    expect(refused.body.code).toBe('points.exceedsBalance');
    const fits = await created({ ...base, payments: { cash: (grand - 3).toFixed(2), card: '0.00', points: '3.00' } });
    const done = await step(await step(fits, 'START'), 'COMPLETE');
    expect(done.points.spent).toBe(30);
    paidWithPoints = paidWithPoints.plus('3.00');
  });

  it(`many clients spending one balance at once never take it below zero (${inject('databaseKind')})`, async () => {
    const customer = await newCustomer();
    await award(customer, 100);
    const total = (await sale({})).body.response.totals.grand as string;
    // the sales earn nothing here, so each of the eight spends 40 points of the 100: only two fit. Four are till sales
    // (which one cash box's session also makes take turns), four are points-out vouchers completed at once
    await save({ earnOn: ['salesInvoice'] });
    const vouchers = [];
    for (let i = 0; i < 4; i++) vouchers.push(await created({ type: 'pointsOut', accountId: customer, points: 40, reason: 'yarış' }));
    const replies = await Promise.all([
      ...Array.from({ length: 4 }, () =>
        sale({ accountId: customer, paymentType: 'mixed', payments: { cash: (Number(total) - 4).toFixed(2), card: '0.00', points: '4.00' } }),
      ),
      ...vouchers.map((v) => send(v, 'COMPLETE')),
    ]);
    const ok = replies.filter((r) => r.status === 201 || r.status === 200);
    // which two win is the race's: the till sales among them paid 4.00 each
    paidWithPoints = paidWithPoints.plus(new Dec('4.00').times(replies.slice(0, 4).filter((r) => r.status === 201).length));
    expect(ok.length, JSON.stringify(replies.map((r) => r.body.code ?? r.status))).toBe(2);
    for (const r of replies.filter((x) => x.status >= 300)) expect(['points.exceedsBalance', 'pointsVoucher.exceedsBalance']).toContain(r.body.code);
    const spent = await sql<{ s: number }>(`select coalesce(-sum(points), 0)::int as s from points_moves where account_id = $1 and points < 0`, [customer]);
    expect(spent[0]!.s).toBe(80);
    expect((await points(customer)).balance).toBe(20);
    await save();
  });
});

describe('the ledger check (audit verification)', () => {
  const verify = async (documentId: number) => {
    const started = await api('POST', 'audit/verifications', { scope: 'document', documentId });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    for (let i = 0; i < 600; i++) {
      const r = (await api('GET', `audit/verifications/${started.body.response.id}`)).body.response as Doc;
      if (r.status !== 'running') return r;
      await new Promise((res) => setTimeout(res, 50));
    }
    throw new Error('verification did not finish');
  };

  it('recomputes each document’s points moves from the document and reports a points row changed or removed in the database', async () => {
    const customer = await newCustomer();
    await save();
    const voucher = await award(customer, 30);
    const total = (await sale({})).body.response.totals.grand as string;
    const r = await sale({ accountId: customer, paymentType: 'mixed', payments: { cash: new Dec(total).minus(1).toFixed(2), card: '0.00', points: '1.00' } });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    paidWithPoints = paidWithPoints.plus('1.00');
    const sold = r.body.response as Doc;
    const rows = await pointsRows(sold.id);
    expect(rows.map((m) => m.kind).sort()).toEqual(['earn', 'spend']);
    const net = rows.reduce((sum, m) => sum + m.points, 0);
    // untouched, both documents agree with their points
    expect(await verify(sold.id)).toMatchObject({ status: 'done', problems: [], ledgerDifferences: [] });
    expect(await verify(voucher.id)).toMatchObject({ status: 'done', problems: [], ledgerDifferences: [] });

    await sql(`update points_moves set points = points + 5 where document_id = $1 and kind = 'earn'`, [sold.id]);
    await sql(`delete from points_moves where document_id = $1`, [voucher.id]);
    const broken = await verify(sold.id);
    expect(broken.problems).toEqual([]);
    expect(broken.ledgerDifferences).toEqual([
      {
        ledger: 'points',
        documentId: sold.id,
        type: 'posSale',
        number: sold.number,
        accountId: customer,
        field: 'points',
        expected: String(net),
        found: String(net + 5),
      },
    ]);
    expect((await verify(voucher.id)).ledgerDifferences).toEqual([
      { ledger: 'points', documentId: voucher.id, type: 'pointsIn', number: voucher.number, accountId: customer, field: 'points', expected: '30', found: '0' },
    ]);
  });
});

describe('the Z report', () => {
  it('counts the parts paid with points apart from the cash, in the session’s total', async () => {
    const open = (await api('GET', `documents?type=cashBoxSession&status=open&limit=5`)).body.response.items as Doc[];
    const session = open.find((d) => String(d.cashBoxId) === String(box))!;
    const closed = await api('POST', `documents/${session.id}/events`, { type: 'CLOSE', version: session.version });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const byType = closed.body.response.z.byPaymentType as { paymentType: string; amount: string }[];
    expect(byType.find((p) => p.paymentType === 'points')?.amount).toBe(paidWithPoints.toFixed(2));
    const sum = byType.reduce((s, p) => s.plus(p.amount), new Dec(0));
    expect(sum.toFixed(2)).toBe(new Dec(closed.body.response.z.total).toFixed(2));
  });
});

describe('points vouchers (/cari/puanin, /cari/puanout)', () => {
  it('a points-in voucher awards with its reason; a points-out voucher corrects, never below zero; a draft writes nothing', async () => {
    const customer = await newCustomer();
    const draft = await created({ type: 'pointsIn', accountId: customer, points: 70, reason: 'doğum günü' });
    expect(await pointsRows(draft.id)).toEqual([]);
    await step(draft, 'COMPLETE');
    expect(await pointsRows(draft.id)).toEqual([{ points: 70, kind: 'award' }]);
    const tooMany = await created({ type: 'pointsOut', accountId: customer, points: 71, reason: 'düzeltme' });
    const refused = await send(tooMany, 'COMPLETE');
    expect(refused.body.code).toBe('pointsVoucher.exceedsBalance');
    const out = await step(await created({ type: 'pointsOut', accountId: customer, points: 70, reason: 'düzeltme' }), 'COMPLETE');
    expect(await pointsRows(out.id)).toEqual([{ points: -70, kind: 'correction' }]);
    const bad = await api('POST', 'documents', { type: 'pointsIn', accountId: customer, points: 1.5 }, 'tr');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['points', 'reason']);
  });

  it('points past their last day no longer count; those expiring soon are shown', async () => {
    const customer = await newCustomer();
    await award(customer, 40, '2020-01-31');
    // the company's today (Türkiye's), not the UTC day: after 21:00 UTC they differ
    const today = businessDay(new Date(), 'Europe/Istanbul');
    await award(customer, 25, today);
    await award(customer, 10);
    expect(await points(customer)).toMatchObject({ balance: 35, earned: 75, expired: 40, expiringSoon: 25 });
  });
});
