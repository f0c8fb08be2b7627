import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { Dec } from '../../src/domain/money/decimal';
import { call, login } from './client';
import { startOwnServer } from './own-server';

/**
 * Points spent at a till that was offline (issue #29): the sale happened and the customer has gone, so when the
 * offline queue uploads it the server settles its points part with the real balance instead of refusing it: the
 * points the account still holds are spent, the rest of the part is owed on the customer's account, the points ledger
 * never goes below zero, and the journal replays to the same sale. On a server of its own: its settings are this file's.
 */
let server: Awaited<ReturnType<typeof startOwnServer>>;
let db: Database;
let admin: string;
let boxes: number[] = [];
let seq = 0;
type Doc = Record<string, any>;
let shelf: { id: number; price: string; vatRate: number; priceIncludesVat: boolean };

const api = (method: string, path: string, body?: unknown, lang = 'en') => call(method, path, { token: admin, body, lang, base: server.baseUrl });
const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) => (await db.system((q) => q.query<T>(text, params))).rows;
const line = (quantity = '2') => ({ productId: shelf.id, quantity, unitPrice: shelf.price, vatRate: shelf.vatRate, priceIncludesVat: shelf.priceIncludesVat });
const balance = async (accountId: number) => (await api('GET', `accounts/${accountId}/points`)).body.response.balance as number;
const accountMoves = (documentId: number) =>
  sql<{ debit: string; credit: string }>(`select debit::text as debit, credit::text as credit from account_moves where document_id = $1 order by id`, [
    documentId,
  ]);
const lowestRunningBalance = async (accountId: number) =>
  (
    await sql<{ low: number | null }>(
      `select min(running)::int as low from (select sum(points) over (order by id) as running from points_moves where account_id = $1) r`,
      [accountId],
    )
  )[0]!.low;

let total: string;
/** A till sale paying `points` liras with the account's points and the rest in cash; `madeOffline` as the queue sends it. */
const pointsSale = (accountId: number, points: string, over: Record<string, unknown> = {}) => ({
  clientId: randomUUID(),
  cashBoxId: boxes[0],
  paymentType: 'mixed',
  payments: { cash: new Dec(total).minus(points).toFixed(2), card: '0.00', points },
  accountId,
  lines: [line()],
  ...over,
});
const newCustomer = async (points: number) => {
  const r = await api('POST', 'accounts', { name: `Çevrimdışı puan ${Date.now()} ${++seq}`, kind: 'customer' });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  const id = r.body.response.id as number;
  const voucher = await api('POST', 'documents', { type: 'pointsIn', accountId: id, points, reason: 'açılış' });
  const done = await api('POST', `documents/${voucher.body.response.id}/events`, { type: 'COMPLETE', version: voucher.body.response.version });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return id;
};
const openSession = async (cashBoxId: number) => {
  const r = await api('POST', 'documents', { type: 'cashBoxSession', cashBoxId, openingBalance: '0.00' });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
};

beforeAll(async () => {
  server = await startOwnServer();
  db = server.db;
  admin = await login('admin@demo.test', 'demo1234', server.baseUrl);
  const all = (await api('GET', 'products?limit=100')).body.response.items as (typeof shelf & { code: string })[];
  shelf = all.find((p) => p.code === 'KRT0000001')!;
  const first = ((await api('GET', 'cash-boxes')).body.response.items as { id: number; kind: string }[]).find((b) => b.kind === 'cash')!.id;
  // a second till of the shop, so that two uploads do not take turns on one cash box's session
  const [{ company_id }] = await sql<{ company_id: number }>(`select company_id from cash_boxes where id = $1`, [first]);
  const [second] = await sql<{ id: number }>(`insert into cash_boxes (company_id, name, kind) values ($1, 'İkinci kasa', 'cash') returning id`, [company_id]);
  boxes = [first, second!.id];
  for (const b of boxes) await openSession(b);
  // a point is worth 0.10 TL; the till sales here earn nothing, so the balances are only what the tests spend
  const saved = await api('PUT', 'loyalty-settings', {
    enabled: true,
    pointsPerLira: '1',
    categoryRates: {},
    earnOn: ['salesInvoice'],
    pointValue: '0.10',
    expiry: { kind: 'none' },
    minSpend: 0,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  total = (await api('POST', 'pos/sales', { clientId: randomUUID(), cashBoxId: boxes[0], paymentType: 'cash', lines: [line()] })).body.response.totals
    .grand as string;
});
afterAll(() => server?.close());

describe('an offline sale paying with points the account no longer holds', () => {
  it('spends what the account still holds and puts the rest of the points part on the customer’s account, where the online sale is refused', async () => {
    const customer = await newCustomer(100);
    // the till downloaded 100 points; meanwhile 50 of them are spent at another till, online
    const elsewhere = await api('POST', 'pos/sales', pointsSale(customer, '5.00'));
    expect(elsewhere.status, JSON.stringify(elsewhere.body)).toBe(201);
    const online = await api('POST', 'pos/sales', pointsSale(customer, '8.00'));
    expect(online.body.code).toBe('points.exceedsBalance');
    const offline = await api('POST', 'pos/sales', pointsSale(customer, '8.00', { madeOffline: true }));
    expect(offline.status, JSON.stringify(offline.body)).toBe(201);
    const sale = offline.body.response as Doc;
    expect(sale.payments).toEqual({ cash: new Dec(total).minus('8.00').toFixed(2), card: '0.00', points: '5.00', onAccount: '3.00' });
    expect(sale.points).toMatchObject({ spent: 50, balance: 0 });
    // the answer the offline queue gets says so in the user's language; an answer without a settlement says nothing
    expect(sale.notice).toBe('Not enough points: 3,00 TL was put on the customer’s account.');
    expect(elsewhere.body.response.notice).toBeUndefined();
    expect(await accountMoves(sale.id)).toEqual([{ debit: '3.00', credit: '0.00' }]);
    expect(await balance(customer)).toBe(0);
    expect(await lowestRunningBalance(customer)).toBeGreaterThanOrEqual(0);
    const replay = await api('GET', `documents/${sale.id}/replay`);
    expect(replay.body.response).toMatchObject({ matches: true, chainValid: true });
  });

  it('with no points left, or points switched off since, the whole points part is owed on the account and no point is spent', async () => {
    const customer = await newCustomer(30);
    expect((await api('POST', 'pos/sales', pointsSale(customer, '3.00'))).status).toBe(201);
    const none = await api('POST', 'pos/sales', pointsSale(customer, '2.00', { madeOffline: true }), 'tr');
    expect(none.body.response.notice).toBe('Puan yetmedi: 2,00 TL cariye borç yazıldı.');
    expect(none.status, JSON.stringify(none.body)).toBe(201);
    expect(none.body.response.payments).toMatchObject({ onAccount: '2.00' });
    expect(none.body.response.payments.points).toBeUndefined();
    expect(await accountMoves(none.body.response.id)).toEqual([{ debit: '2.00', credit: '0.00' }]);
    const other = await newCustomer(30);
    const settings = (await api('GET', 'loyalty-settings')).body.response;
    await api('PUT', 'loyalty-settings', { ...settings, enabled: false });
    const off = await api('POST', 'pos/sales', pointsSale(other, '2.00', { madeOffline: true }));
    await api('PUT', 'loyalty-settings', settings);
    expect(off.status, JSON.stringify(off.body)).toBe(201);
    expect(off.body.response.payments).toMatchObject({ onAccount: '2.00' });
    expect(await balance(other)).toBe(30);
  });

  it('an upload retried with the offline mark answers the sale its first upload made, settled once', async () => {
    const customer = await newCustomer(100);
    const body = pointsSale(customer, '4.00');
    const first = await api('POST', 'pos/sales', body);
    expect(first.status).toBe(201);
    const again = await api('POST', 'pos/sales', { ...body, madeOffline: true });
    expect(again.status).toBe(201);
    expect(again.body.response.id).toBe(first.body.response.id);
    expect(await balance(customer)).toBe(60);
  });

  it(`two tills uploading offline sales that together overspend one account spend exactly its balance and owe the rest (${inject('databaseKind')})`, async () => {
    const customer = await newCustomer(100);
    // each till spent 70 of the 100 points it downloaded
    const replies = await Promise.all(boxes.map((cashBoxId) => api('POST', 'pos/sales', pointsSale(customer, '7.00', { cashBoxId, madeOffline: true }))));
    for (const r of replies) expect(r.status, JSON.stringify(r.body)).toBe(201);
    const parts = replies.map((r) => r.body.response.payments as { points?: string; onAccount?: string });
    const paidWithPoints = parts.reduce((s, p) => s.plus(p.points ?? '0'), new Dec(0));
    const owed = parts.reduce((s, p) => s.plus(p.onAccount ?? '0'), new Dec(0));
    expect([paidWithPoints.toFixed(2), owed.toFixed(2)]).toEqual(['10.00', '4.00']);
    expect(await balance(customer)).toBe(0);
    expect(await lowestRunningBalance(customer)).toBeGreaterThanOrEqual(0);
    const debts = await sql<{ s: string }>(`select coalesce(sum(debit - credit), 0)::numeric(18,2)::text as s from account_moves where account_id = $1`, [
      customer,
    ]);
    expect(debts[0]!.s).toBe('4.00');
  });

  it('the Z report counts the part owed on the account under credit, and its payment types still add up to its total', async () => {
    const open = (await api('GET', `documents?type=cashBoxSession&status=open&limit=5`)).body.response.items as Doc[];
    const session = open.find((d) => String(d.cashBoxId) === String(boxes[0]))!;
    const closed = await api('POST', `documents/${session.id}/events`, { type: 'CLOSE', version: session.version });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const byType = closed.body.response.z.byPaymentType as { paymentType: string; amount: string }[];
    // the sales of this file in the first till that put part of their points on the account
    const sales = (await api('GET', `documents?type=posSale&limit=100`)).body.response.items as Doc[];
    const owed = sales
      .filter((d) => String(d.cashBoxId) === String(boxes[0]) && d.payments?.onAccount)
      .reduce((s, d) => s.plus(d.payments.onAccount as string), new Dec(0));
    expect(owed.gt(0)).toBe(true);
    expect(byType.find((p) => p.paymentType === 'credit')?.amount).toBe(owed.toFixed(2));
    const sum = byType.reduce((s, p) => s.plus(p.amount), new Dec(0));
    expect(sum.toFixed(2)).toBe(new Dec(closed.body.response.z.total).toFixed(2));
  });
});
