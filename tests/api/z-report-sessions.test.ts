import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Dec } from '../../src/domain/money/decimal';
import { call, login } from './client';
import { startOwnServer } from './own-server';

/**
 * Issue #27 item 8: a Z report counts its own session's receipts and is dated when its session closed. The server
 * here runs on a clock the test moves (boot's `clock`; the clock is the process's, so this file runs one server):
 * one session on a Monday, another opened on the Tuesday evening and closed after midnight, on the Wednesday.
 */
let at = new Date('2026-03-02T06:00:00Z');
const clock = { now: () => new Date(at.getTime()) };
let server: Awaited<ReturnType<typeof startOwnServer>>;
let cashier: string;
let admin: string;
let box: number;
let products: { id: number; price: string; vatRate: number; priceIncludesVat: boolean }[];

const api = (method: string, path: string, body?: unknown) => call(method, path, { token: cashier, body, lang: 'en', base: server.baseUrl });

beforeAll(async () => {
  server = await startOwnServer({ clock });
  [cashier, admin] = await Promise.all(['kasa@demo.test', 'admin@demo.test'].map((e) => login(e, 'demo1234', server.baseUrl)));
  const boxes = (await api('GET', 'cash-boxes')).body.response.items as { id: number; kind: string }[];
  box = boxes.find((b) => b.kind === 'cash')!.id;
  products = (await api('GET', 'products?limit=100')).body.response.items;
});
afterAll(() => server?.close());

/** A session of the till: opened at `openedAt`, these sales made, closed at `closedAt` (server clock instants). */
async function session(openedAt: string, quantities: string[], closedAt: string) {
  at = new Date(openedAt);
  const opened = await api('POST', 'documents', { type: 'cashBoxSession', cashBoxId: box, openingBalance: '0.00' });
  expect(opened.status, JSON.stringify(opened.body)).toBe(201);
  let total = new Dec(0);
  for (const [i, quantity] of quantities.entries()) {
    const p = products[i % products.length]!;
    const sold = await api('POST', 'pos/sales', {
      clientId: randomUUID(),
      cashBoxId: box,
      paymentType: 'cash',
      lines: [{ productId: p.id, quantity, unitPrice: p.price, vatRate: p.vatRate, priceIncludesVat: p.priceIncludesVat }],
    });
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    total = total.plus(sold.body.response.totals.grand);
  }
  at = new Date(closedAt);
  const closed = await api('POST', `documents/${opened.body.response.id}/events`, { type: 'CLOSE', version: opened.body.response.version });
  expect(closed.status, JSON.stringify(closed.body)).toBe(200);
  return { id: opened.body.response.id as number, z: closed.body.response.z, total: total.toFixed(2) };
}

describe('a Z report is its own session’s', () => {
  it('two sessions on two days: each Z counts only its own receipts, is dated the day its session closed and keeps when it opened and closed', async () => {
    // Monday 2 March 2026, 09:00–18:00 in Istanbul
    const monday = await session('2026-03-02T06:00:00.000Z', ['1', '2'], '2026-03-02T15:00:00.000Z');
    // Tuesday 20:00 in Istanbul until 00:30 on Wednesday
    const late = await session('2026-03-03T17:00:00.000Z', ['3'], '2026-03-03T21:30:00.000Z');

    expect(monday.z).toMatchObject({
      date: '2026-03-02',
      receiptCount: 2,
      total: monday.total,
      openedAt: '2026-03-02T06:00:00.000Z',
      closedAt: '2026-03-02T15:00:00.000Z',
    });
    expect(late.z).toMatchObject({
      date: '2026-03-04',
      receiptCount: 1,
      total: late.total,
      cumulativeTotal: new Dec(monday.total).plus(late.total).toFixed(2),
      openedAt: '2026-03-03T17:00:00.000Z',
      closedAt: '2026-03-03T21:30:00.000Z',
    });
  });

  it('the Z report list (zkasasatis) lists each Z on the day its session closed, with its own receipts', async () => {
    const day = async (d: string) =>
      (await call('GET', `reports/zkasasatis?from=${d}&to=${d}`, { token: admin, base: server.baseUrl })).body.response.rows as Record<string, string>[];
    expect(await day('2026-03-02')).toEqual([expect.objectContaining({ date: '2026-03-02', receiptCount: '2' })]);
    expect(await day('2026-03-03')).toEqual([]);
    expect(await day('2026-03-04')).toEqual([expect.objectContaining({ date: '2026-03-04', receiptCount: '1' })]);
  });
});
