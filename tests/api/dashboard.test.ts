import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Dec } from '../../src/domain/money/decimal';
import { dashboardSchema, type Dashboard } from '../../src/domain/schemas/dashboard';
import { istanbulToday } from '../../src/server/rates/istanbul-day';
import { call, login } from './client';
import { startOwnServer } from './own-server';

/**
 * GET /api/dashboard on a server of its own, so that no other test's documents move its figures: what the test's
 * documents add to each card, worked out from the documents and from the ledgers' own lists, and the cards a role sees.
 */
let server: Awaited<ReturnType<typeof startOwnServer>>;
let admin: string;
let cashier: string;
let auditor: string;
const api = (method: string, path: string, body?: unknown, token = admin) => call(method, path, { token, body, lang: 'en', base: server.baseUrl });
const dashboard = async (token = admin): Promise<Dashboard> => {
  const r = await api('GET', 'dashboard', undefined, token);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return dashboardSchema.parse(r.body.response);
};
const created = async (path: string, body: object): Promise<number> => {
  const r = await api('POST', path, body);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response.id;
};
async function run(body: object, events: string[]) {
  let doc = (await api('POST', 'documents', body)).body.response as { id: number; version: number };
  for (const type of events) {
    const r = await api('POST', `documents/${doc.id}/events`, { type, version: doc.version });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    doc = r.body.response;
  }
  return doc;
}
const plus = (a: string, b: string) => new Dec(a).plus(b).toFixed(2);

beforeAll(async () => {
  server = await startOwnServer();
  [admin, cashier, auditor] = (await Promise.all(
    ['admin@demo.test', 'kasa@demo.test', 'denetci@demo.test'].map((e) => login(e, 'demo1234', server.baseUrl)),
  )) as [string, string, string];
});
afterAll(() => server?.close());

describe('GET /api/dashboard', () => {
  it('adds today’s sales to today, the week and the month, and shows balances, cash, critical stock, waybills and orders as their ledgers hold them', async () => {
    const before = await dashboard();
    const today = istanbulToday();
    expect(before.today).toBe(today);
    const locations = (await api('GET', 'locations')).body.response.items;
    const warehouse = (await api('GET', 'warehouses')).body.response.items[0].id as number;
    const product = await created('products', {
      name: 'Pano ürünü',
      unit: 'ADET',
      vatRate: 20,
      price: '50.00',
      locationId: locations[0].id,
      criticalStock: '5',
    });
    const buyer = await created('accounts', { name: 'Pano müşterisi', kind: 'customer' });
    const line = (quantity: string, unitPrice: string) => ({ productId: product, quantity, unitPrice, vatRate: 20 });
    await run({ type: 'stockIn', warehouseId: warehouse, date: today, lines: [line('10', '20.00')] }, ['START', 'COMPLETE']);
    // 6 sold at 50.00 on credit today: 300.00 without VAT, 360.00 owed; 4 left, under the critical 5
    await run({ type: 'salesInvoice', accountId: buyer, warehouseId: warehouse, date: today, paymentType: 'credit', lines: [line('6', '50.00')] }, [
      'START',
      'COMPLETE',
    ]);
    // a waybill delivered today waits for its invoice; an approved order nothing was supplied of
    await run({ type: 'salesWaybill', accountId: buyer, warehouseId: warehouse, date: today, lines: [line('1', '50.00')] }, ['START', 'COMPLETE']);
    await run({ type: 'salesOrder', accountId: buyer, lines: [line('2', '50.00')] }, ['APPROVE']);

    const after = await dashboard();
    for (const period of ['today', 'week', 'month'] as const) {
      expect(after.sales![period].current, period).toBe(plus(before.sales![period].current, '300.00'));
      expect(after.sales![period].previous, period).toBe(before.sales![period].previous);
    }
    expect(after.sales!.days.at(-1)).toEqual({ date: today, net: plus(before.sales!.days.at(-1)!.net, '300.00') });
    expect(after.topProducts!.find((p) => p.productId === product)).toMatchObject({ quantity: '6', revenue: '300.00' });

    // receivables and payables are the accounts' balances, summed by sign
    const accounts = (await api('GET', 'accounts?limit=100')).body.response.items as { balance: string }[];
    expect(accounts.length).toBeLessThan(100);
    const owed = accounts.reduce((s, a) => (new Dec(a.balance).gt(0) ? s.plus(a.balance) : s), new Dec(0));
    const owing = accounts.reduce((s, a) => (new Dec(a.balance).lt(0) ? s.minus(a.balance) : s), new Dec(0));
    expect(after.balances).toMatchObject({ receivables: owed.toFixed(2), payables: owing.toFixed(2) });
    expect(after.balances!.receivables).toBe(plus(before.balances!.receivables, '360.00'));
    // the cash accounts as the cash ledger lists them
    const cash = (await api('GET', 'cash-accounts')).body.response.items as { id: number; balance: string }[];
    expect(after.cash!.map((c) => [c.id, c.balance])).toEqual(cash.map((c) => [c.id, c.balance]));

    expect(after.criticalStock!.items).toContainEqual({ productId: product, code: expect.any(String), name: 'Pano ürünü', quantity: '3', criticalStock: '5' });
    expect(after.criticalStock!.count).toBe(before.criticalStock!.count + 1);
    // the card's link lists the same cards (/stok/list?only=critical); another value of `only` is refused by name
    const critical = (await api('GET', 'products?only=critical&limit=500')).body.response as { items: { id: number }[]; total: number };
    expect(critical.total).toBe(after.criticalStock!.count);
    expect(critical.items.map((p) => p.id).slice(0, after.criticalStock!.items.length)).toEqual(after.criticalStock!.items.map((p) => p.productId));
    const found = (await api('GET', 'products?only=critical&q=Pano')).body.response as { items: { id: number }[]; total: number };
    expect(found.items.map((p) => p.id)).toEqual([product]);
    expect((await api('GET', 'products?only=critical&q=Kürk')).body.response.items).toEqual([]);
    const bad = await api('GET', 'products?only=everything');
    expect([bad.status, Object.keys(bad.body.errors)]).toEqual([422, ['only']]);
    expect(after.waybills).toEqual({ waiting: before.waybills!.waiting + 1, late: before.waybills!.late });
    expect(after.orders).toEqual({ neverSupplied: before.orders!.neverSupplied + 1 });
    // cheques coming due as the portfolio counts them
    const portfolio = (await api('GET', 'cheques/portfolio')).body.response;
    expect(after.cheques!.count).toBe(portfolio.coming.length);
  });

  it('a bounced cheque leaves the card of cheques due this week: its count and its total', async () => {
    const today = istanbulToday();
    const customer = await created('accounts', { name: 'Pano karşılıksız', kind: 'customer' });
    const before = await dashboard();
    const due = await run({ type: 'receivedCheque', accountId: customer, amount: '123.45', currency: 'TRY', date: today, dueDate: today }, ['SEND_TO_BANK']);
    const total = (d: Dashboard) => d.cheques!.totals.find((t) => t.currency === 'TRY')?.total ?? '0.00';
    const atBank = await dashboard();
    expect([atBank.cheques!.count, total(atBank)]).toEqual([before.cheques!.count + 1, plus(total(before), '123.45')]);
    const bounced = await api('POST', `documents/${due.id}/events`, { type: 'BOUNCE', version: due.version });
    expect(bounced.status, JSON.stringify(bounced.body)).toBe(200);
    const after = await dashboard();
    expect([after.cheques!.count, total(after)]).toEqual([before.cheques!.count, total(before)]);
  });

  it('shows a user only the cards of the pages their roles open: the cashier the cash, the auditor everything they may read', async () => {
    const forCashier = await dashboard(cashier);
    expect(forCashier.cash).not.toBeNull();
    expect([forCashier.sales, forCashier.balances, forCashier.criticalStock, forCashier.topProducts, forCashier.cheques]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    const forAuditor = await dashboard(auditor);
    expect(forAuditor.sales).not.toBeNull();
    expect(forAuditor.balances).not.toBeNull();
  });
});
