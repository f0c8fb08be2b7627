import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flattenMenu, type MenuItem } from '../../src/domain/menu';
import { Dec } from '../../src/domain/money/decimal';
import { call, login } from './client';
import { startOwnServer } from './own-server';

/**
 * Issue #29, /komisyon: salespeople with commission rules and targets, a sale credited to the salesperson it names or
 * else to its writer, and the report held to a reading of the documents (their lines, through the API) and of the
 * stock ledger (the cost each line took out, by SQL). On a server of this file's own: it writes back-dated sales.
 */
let server: Awaited<ReturnType<typeof startOwnServer>>;
let manager: string;
let cashier: string;
let auditor: string;
let companyId: number;
let seq = 0;
const unique = (label: string) => `${label} ${Date.now() % 100000}-${++seq}`;
const api = (method: string, path: string, token: string, body?: unknown) => call(method, path, { token, body, lang: 'en', base: server.baseUrl });
type Doc = {
  id: number;
  version: number;
  status: string;
  type: string;
  date: string;
  salespersonId?: string;
  lines: { id: string; productId: string; quantity: string; unitPrice: string }[];
};

async function created(path: string, body: object, token = manager): Promise<{ id: number }> {
  const r = await api('POST', path, token, body);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response;
}
async function step(doc: Doc, type: string, token = manager): Promise<Doc> {
  const r = await api('POST', `documents/${doc.id}/events`, token, { type, version: doc.version });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.response;
}
async function completed(body: object, token = manager): Promise<Doc> {
  const r = await api('POST', 'documents', token, body);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return step(await step(r.body.response, 'START', token), 'COMPLETE', token);
}
const report = async (token: string, query: string) => {
  const r = await api('GET', `commissions/report?${query}`, token);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.response as {
    from: string;
    to: string;
    items: Record<string, string | number | boolean | null>[];
    totals: Record<string, string>;
  };
};

let cashBox: number | undefined;
/** The company's first cash box, its session opened once for this file's till sales. */
async function openCashBox(): Promise<number> {
  if (cashBox !== undefined) return cashBox;
  const box = ((await api('GET', 'cash-boxes', manager)).body.response.items as { id: number; kind: string }[]).find((b) => b.kind === 'cash')!.id;
  const session = await api('POST', 'documents', manager, { type: 'cashBoxSession', cashBoxId: box, openingBalance: '0.00' });
  expect(session.status, JSON.stringify(session.body)).toBe(201);
  return (cashBox = box);
}
const tillSale = (cashBoxId: number) => ({
  clientId: crypto.randomUUID(),
  cashBoxId,
  paymentType: 'cash',
  lines: [{ productId: ids.plain, quantity: '1', unitPrice: '10.00', vatRate: 20 }],
});

let ids: { customer: number; supplier: number; warehouse: number; group: number; grouped: number; plain: number; special: number; managerUser: number };

beforeAll(async () => {
  server = await startOwnServer();
  [manager, cashier, auditor] = await Promise.all(
    ['muhasebe@demo.test', 'kasa@demo.test', 'denetci@demo.test'].map((e) => login(e, 'demo1234', server.baseUrl)),
  );
  companyId = Number((await server.db.system((q) => q.query<{ id: number }>(`select id from companies where name = 'Demo Kitabevi'`))).rows[0]!.id);
  const locationId = (await api('GET', 'locations', manager)).body.response.items[0].id;
  const group = (await created('definitions/category', { name: unique('Komisyon grubu') })).id;
  const product = async (categoryId?: number) =>
    (
      await created('products', {
        name: unique('Komisyon ürünü'),
        unit: 'ADET',
        vatRate: 20,
        price: '10.00',
        locationId,
        ...(categoryId ? { categoryId } : {}),
      })
    ).id;
  const colleagues = (await api('GET', 'colleagues', manager)).body.response.items as { id: number; name: string }[];
  ids = {
    customer: (await created('accounts', { name: unique('Müşteri'), kind: 'customer' })).id,
    supplier: (await created('accounts', { name: unique('Tedarikçi'), kind: 'supplier' })).id,
    warehouse: (await api('GET', 'warehouses', manager)).body.response.items[0].id,
    group,
    grouped: await product(group),
    plain: await product(),
    special: await product(),
    managerUser: colleagues.find((c) => c.name === 'Zeynep Demir')!.id,
  };
}, 120_000);
afterAll(() => server?.close());

describe('commission definitions', () => {
  it('the komisyon menu: the manager and the auditor reach the rules and the report, a cashier the report (their own line) only', async () => {
    const links = async (token: string) =>
      flattenMenu((await api('GET', 'menu', token)).body.response as MenuItem[])
        .map((m) => m.mn_link)
        .filter((l) => l?.startsWith('/komisyon/'));
    for (const token of [manager, auditor]) expect(await links(token)).toEqual(['/komisyon/tanimlar', '/komisyon/raporlar']);
    expect(await links(cashier)).toEqual(['/komisyon/raporlar']);
  });

  it('a manager defines salespeople; a cashier may not, and the auditor reads them', async () => {
    const body = { name: unique('Temsilci'), rules: [{ scope: 'all', basis: 'sales', rate: '1.5' }] };
    expect((await api('POST', 'commissions/salespeople', cashier, body)).status).toBe(403);
    expect((await api('POST', 'commissions/salespeople', auditor, body)).status).toBe(403);
    const saved = await created('commissions/salespeople', body);
    expect(saved).toMatchObject({ name: body.name, userId: null, active: true, rules: [{ scope: 'all', basis: 'sales', rate: '1.5000' }] });
    const listed = (await api('GET', 'commissions/salespeople', auditor)).body.response.items as { id: number }[];
    expect(listed.map((s) => s.id)).toContain(saved.id);
    expect((await api('GET', 'commissions/salespeople', cashier)).status).toBe(403);
  });

  it('a bad rule or target is a 422 naming each field: a group rule without its group, a rate over 100, an unknown product, a period twice', async () => {
    const r = await api('POST', 'commissions/salespeople', manager, {
      name: unique('Hatalı'),
      rules: [
        { scope: 'group', basis: 'sales', rate: '2' },
        { scope: 'all', basis: 'profit', rate: '100.5' },
      ],
      targets: [{ period: 'month', amount: '0', premiumKind: 'fixed', premium: '10' }],
    });
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.errors).sort()).toEqual(['rules.0.groupId', 'rules.1.rate', 'targets.0.amount']);
    const unknown = await api('POST', 'commissions/salespeople', manager, {
      name: unique('Hatalı'),
      userId: 999_999,
      rules: [{ scope: 'product', productId: 999_999, basis: 'sales', rate: '2' }],
      targets: [
        { period: 'year', amount: '10', premiumKind: 'percent', premium: '101' },
        { period: 'month', amount: '10', premiumKind: 'fixed', premium: '1' },
        { period: 'month', amount: '20', premiumKind: 'fixed', premium: '1' },
      ],
    });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors).sort()).toEqual(['targets.0.premium']);
    const rows = await api('POST', 'commissions/salespeople', manager, {
      name: unique('Hatalı'),
      userId: 999_999,
      rules: [
        { scope: 'product', productId: 999_999, basis: 'sales', rate: '2' },
        { scope: 'all', basis: 'sales', rate: '2' },
        { scope: 'all', basis: 'profit', rate: '3' },
      ],
      targets: [
        { period: 'month', amount: '10', premiumKind: 'fixed', premium: '1' },
        { period: 'month', amount: '20', premiumKind: 'fixed', premium: '1' },
      ],
    });
    expect(rows.status).toBe(422);
    expect(rows.body.errors).toEqual({
      userId: ['User not found.'],
      'rules.0.productId': ['Product not found.'],
      'rules.2.scope': ['The same record cannot be chosen twice.'],
      'targets.1.period': ['The same record cannot be chosen twice.'],
    });
  });

  it('every user reads the active salespeople a sale may name (the till’s choice); an inactive one is not offered', async () => {
    const active = await created('commissions/salespeople', { name: unique('Seçilebilir'), rules: [], targets: [] });
    const inactive = await created('commissions/salespeople', { name: unique('Pasif'), active: false, rules: [], targets: [] });
    const r = await api('GET', 'commissions/choices', cashier);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const ids = (r.body.response.items as { id: number; name: string; userId: number | null }[]).map((i) => i.id);
    expect(ids).toContain(active.id);
    expect(ids).not.toContain(inactive.id);
    expect((await api('GET', 'commissions/salespeople', cashier)).status).toBe(403);
  });

  it('two salespeople cannot share a name or a user, also when saved at the same moment', async () => {
    const name = unique('Aynı');
    const both = await Promise.all([0, 1].map(() => api('POST', 'commissions/salespeople', manager, { name })));
    expect(both.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(both.find((r) => r.status === 422)!.body.errors).toEqual({ name: ['This name is already in use.'] });
  });
});

describe('the commission report', () => {
  const MONTH = { from: '2026-03-01', to: '2026-03-31' };
  let people: { manager: number; rep: number };

  beforeAll(async () => {
    // stock at a cost, so the sales take a cost out of the ledger
    await completed({
      type: 'purchaseInvoice',
      accountId: ids.supplier,
      warehouseId: ids.warehouse,
      date: '2026-02-20',
      lines: [
        { productId: ids.grouped, quantity: '20', unitPrice: '7.35', vatRate: 20 },
        { productId: ids.plain, quantity: '20', unitPrice: '3.10', vatRate: 20 },
        { productId: ids.special, quantity: '20', unitPrice: '11.00', vatRate: 20 },
      ],
    });
    people = {
      manager: (
        await created('commissions/salespeople', {
          name: unique('Zeynep'),
          userId: ids.managerUser,
          rules: [
            { scope: 'all', basis: 'sales', rate: '2' },
            { scope: 'group', groupId: ids.group, basis: 'profit', rate: '10' },
            { scope: 'product', productId: ids.special, basis: 'sales', rate: '5' },
          ],
          targets: [{ period: 'month', amount: '100', premiumKind: 'fixed', premium: '25' }],
        })
      ).id,
      rep: (
        await created('commissions/salespeople', {
          name: unique('Dış temsilci'),
          rules: [{ scope: 'all', basis: 'profit', rate: '12.5' }],
          targets: [{ period: 'month', amount: '1000', premiumKind: 'percent', premium: '1' }],
        })
      ).id,
    };
    const trade = { accountId: ids.customer, warehouseId: ids.warehouse };
    const line = (productId: number, quantity: string, unitPrice: string) => ({ productId, quantity, unitPrice, vatRate: 20 });
    await completed({
      type: 'salesInvoice',
      ...trade,
      date: '2026-03-05',
      lines: [line(ids.grouped, '3', '19.90'), line(ids.plain, '4', '8.25'), line(ids.special, '2', '30.00')],
    });
    await completed({
      type: 'salesInvoice',
      ...trade,
      date: '2026-03-12',
      salespersonId: String(people.rep),
      lines: [line(ids.grouped, '2', '21.00'), line(ids.special, '1', '29.00')],
    });
    await completed({ type: 'salesReturn', ...trade, date: '2026-03-20', lines: [line(ids.plain, '1', '8.25')] });
    await completed({ type: 'salesReturn', ...trade, date: '2026-03-25', salespersonId: String(people.rep), lines: [line(ids.grouped, '1', '21.00')] });
    // outside the month, and a draft: neither counts
    await completed({ type: 'salesInvoice', ...trade, date: '2026-04-01', lines: [line(ids.plain, '5', '8.25')] });
    await created('documents', { type: 'salesInvoice', ...trade, date: '2026-03-15', lines: [line(ids.plain, '5', '8.25')] });
  }, 120_000);

  /** The month's completed sales and returns as the documents and the stock ledger give them, per salesperson. */
  async function readLedgers() {
    const list = await api('GET', `documents?type=salesInvoice,salesReturn,posSale&from=${MONTH.from}&to=${MONTH.to}&limit=100&offset=0`, manager);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const byPerson = new Map<number, { productId: string; revenue: Dec; cost: Dec; isReturn: boolean }[]>();
    for (const item of list.body.response.items as { id: number; status: string }[]) {
      if (item.status !== 'completed' && item.status !== 'closed') continue;
      const doc = (await api('GET', `documents/${item.id}`, manager)).body.response as Doc;
      const writer = (await server.db.company(companyId, (q) => q.query<{ created_by: number }>(`select created_by from documents where id = $1`, [doc.id])))
        .rows[0]!.created_by;
      const person = doc.salespersonId ? Number(doc.salespersonId) : writer === ids.managerUser ? people.manager : null;
      if (person === null) continue;
      const sign = doc.type === 'salesReturn' ? -1 : 1;
      for (const l of doc.lines) {
        const moved = await server.db.company(companyId, (q) =>
          q.query<{ value: string }>(`select coalesce(sum(value), 0)::text as value from stock_moves where document_id = $1 and line_id = $2`, [doc.id, l.id]),
        );
        const lines = byPerson.get(person) ?? [];
        lines.push({
          productId: String(l.productId),
          revenue: new Dec(l.quantity).times(l.unitPrice).times(sign),
          cost: new Dec(moved.rows[0]!.value).negated(),
          isReturn: sign < 0,
        });
        byPerson.set(person, lines);
      }
    }
    return byPerson;
  }

  it('equals the documents: net sales with returns netted, profit at the ledger cost, the most specific rule per line, and the target premium', async () => {
    const lines = await readLedgers();
    const got = await report(manager, 'period=month&date=2026-03-18');
    expect(got).toMatchObject({ from: MONTH.from, to: MONTH.to });
    const sum = (xs: Dec[]) => xs.reduce((a, x) => a.plus(x), new Dec(0));
    const money = (d: Dec) => d.toDecimalPlaces(2).toFixed(2);

    const mine = lines.get(people.manager)!;
    const mineNet = sum(mine.map((l) => l.revenue));
    const groupedProfit = sum(mine.filter((l) => l.productId === String(ids.grouped)).map((l) => l.revenue.minus(l.cost)));
    const specialSales = sum(mine.filter((l) => l.productId === String(ids.special)).map((l) => l.revenue));
    const otherSales = sum(mine.filter((l) => l.productId === String(ids.plain)).map((l) => l.revenue));
    const managerCommission = sum([groupedProfit.times('0.10'), specialSales.times('0.05'), otherSales.times('0.02')].map((d) => new Dec(money(d))));
    expect(got.items.find((i) => i.salespersonId === people.manager)).toEqual({
      salespersonId: people.manager,
      name: expect.any(String),
      sales: money(sum(mine.filter((l) => !l.isReturn).map((l) => l.revenue))),
      returns: money(sum(mine.filter((l) => l.isReturn).map((l) => l.revenue))),
      net: money(mineNet),
      cost: money(sum(mine.map((l) => l.cost))),
      profit: money(mineNet.minus(sum(mine.map((l) => l.cost)))),
      commission: money(managerCommission),
      target: '100.00',
      progress: mineNet.times(100).dividedBy(100).toDecimalPlaces(2, Dec.ROUND_DOWN).toFixed(2),
      met: true,
      premium: '25.00',
      earned: money(managerCommission.plus(25)),
    });

    const rep = lines.get(people.rep)!;
    const repNet = sum(rep.map((l) => l.revenue));
    const repProfit = repNet.minus(sum(rep.map((l) => l.cost)));
    expect(got.items.find((i) => i.salespersonId === people.rep)).toMatchObject({
      net: money(repNet),
      profit: money(repProfit),
      commission: money(repProfit.times('0.125')),
      met: false,
      premium: '0.00',
      earned: money(repProfit.times('0.125')),
    });
    expect(rep.some((l) => l.isReturn)).toBe(true);
    expect(got.totals.commission).toBe(money(sum(got.items.map((i) => new Dec(String(i.commission))))));
  });

  it('the CSV file holds the same lines in the language of the request', async () => {
    const r = await fetch(`${server.baseUrl}commissions/report?period=month&date=2026-03-18&format=csv`, {
      headers: { authorization: `Bearer ${manager}`, 'accept-language': 'tr' },
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('text/csv');
    const text = await r.text();
    const got = await report(manager, 'period=month&date=2026-03-18');
    const row = got.items.find((i) => i.salespersonId === people.manager)!;
    expect(text.split('\r\n')[0]).toContain('Satış temsilcisi;Satış;İade;Net satış');
    expect(text).toContain(`${row.name};${String(row.sales).replace('.', ',')};${String(row.returns).replace('.', ',')};${String(row.net).replace('.', ',')}`);
  });

  it('a sale names its salesperson on creation and EDIT, null gives it back to its writer; a malformed one is a 422 on salespersonId', async () => {
    const trade = {
      type: 'salesInvoice',
      accountId: ids.customer,
      warehouseId: ids.warehouse,
      date: '2026-03-28',
      lines: [{ productId: ids.plain, quantity: '1', unitPrice: '8.25', vatRate: 20 }],
    };
    const bad = await api('POST', 'documents', manager, { ...trade, salespersonId: 'someone' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['salespersonId']);
    const draft = (await api('POST', 'documents', manager, { ...trade, salespersonId: people.rep })).body.response as Doc;
    expect(draft.salespersonId).toBe(String(people.rep));
    const cleared = await api('PATCH', `documents/${draft.id}`, manager, { version: draft.version, salespersonId: null });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body.response.salespersonId).toBeUndefined();
  });

  it('a salesperson the company does not have (none, or another company’s) is a 422 on salespersonId in the user’s language: till sale, invoice, order, and their EDIT', async () => {
    const oteki = await login('admin@oteki.test', 'demo1234', server.baseUrl);
    const foreign = (await api('POST', 'commissions/salespeople', oteki, { name: unique('Öteki temsilci'), rules: [], targets: [] })).body.response
      .id as number;
    const box = await openCashBox();
    const invoice = {
      type: 'salesInvoice',
      accountId: ids.customer,
      warehouseId: ids.warehouse,
      date: '2026-03-28',
      lines: [{ productId: ids.plain, quantity: '1', unitPrice: '8.25', vatRate: 20 }],
    };
    const order = { ...invoice, type: 'salesOrder' };
    const draft = (await api('POST', 'documents', manager, invoice)).body.response as Doc;
    const orderDraft = (await api('POST', 'documents', manager, order)).body.response as Doc;
    for (const salespersonId of [foreign, 2_000_000_000]) {
      const tr = { lang: 'tr', base: server.baseUrl };
      const asked = [
        await call('POST', 'pos/sales', { ...tr, token: manager, body: { ...tillSale(box), salespersonId: String(salespersonId) } }),
        await call('POST', 'documents', { ...tr, token: manager, body: { ...invoice, salespersonId: String(salespersonId) } }),
        await call('PATCH', `documents/${draft.id}`, { ...tr, token: manager, body: { version: draft.version, salespersonId: String(salespersonId) } }),
        await call('POST', 'documents', { ...tr, token: manager, body: { ...order, salespersonId: String(salespersonId) } }),
        await call('PATCH', `documents/${orderDraft.id}`, {
          ...tr,
          token: manager,
          body: { version: orderDraft.version, salespersonId: String(salespersonId) },
        }),
      ];
      for (const r of asked) {
        expect(r.status, JSON.stringify(r.body)).toBe(422);
        expect(r.body.errors).toEqual({ salespersonId: ['Kayıt bulunamadı.'] });
      }
    }
    const named = await api('POST', 'pos/sales', manager, { ...tillSale(box), salespersonId: String(people.rep) });
    expect(named.status, JSON.stringify(named.body)).toBe(201);
    expect(named.body.response.salespersonId).toBe(String(people.rep));
  });

  it('the salesperson chosen on a till sale or a sales order is credited: the order’s invoice takes it, and the report counts both', async () => {
    const chosen = (await created('commissions/salespeople', { name: unique('Seçilen'), rules: [{ scope: 'all', basis: 'sales', rate: '10' }], targets: [] }))
      .id;
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
    const sale = await api('POST', 'pos/sales', manager, { ...tillSale(await openCashBox()), salespersonId: String(chosen) });
    expect(sale.status, JSON.stringify(sale.body)).toBe(201);
    let order = (
      await api('POST', 'documents', manager, {
        type: 'salesOrder',
        accountId: ids.customer,
        warehouseId: ids.warehouse,
        salespersonId: String(chosen),
        lines: [{ productId: ids.plain, quantity: '2', unitPrice: '10.00', vatRate: 20 }],
      })
    ).body.response as Doc;
    expect(order.salespersonId).toBe(String(chosen));
    order = await step(order, 'APPROVE');
    const converted = await api('POST', `documents/${order.id}/conversions`, manager, { target: 'salesInvoice' });
    expect(converted.status, JSON.stringify(converted.body)).toBe(201);
    const invoice = converted.body.response as Doc;
    expect(invoice.salespersonId).toBe(String(chosen));
    await step(await step(invoice, 'START'), 'COMPLETE');
    // the till sale's net (10.00) and the invoice's (20.00), at 10 %
    const line = (await report(manager, `period=month&date=${day}`)).items.find((i) => i.salespersonId === chosen)!;
    expect(line).toMatchObject({ net: '30.00', commission: '3.00' });
  });

  it('a till sale uploaded after its salesperson was deleted is kept, credited to its writer, and the answer says so; its retry is the same sale', async () => {
    const gone = (await created('commissions/salespeople', { name: unique('Ayrılan'), rules: [], targets: [] })).id;
    expect((await api('DELETE', `commissions/salespeople/${gone}`, manager)).status).toBe(200);
    const body = { ...tillSale(await openCashBox()), salespersonId: String(gone), soldAt: new Date(Date.now() - 3_600_000).toISOString() };
    const r = await api('POST', 'pos/sales', manager, body);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.response).toMatchObject({ status: 'completed', salespersonRemoved: String(gone) });
    expect(r.body.response.salespersonId).toBeUndefined();
    const credited = await server.db.company(companyId, (q) => q.query(`select 1 from document_salespeople where document_id = $1`, [r.body.response.id]));
    expect(credited.rows).toEqual([]);
    const again = await api('POST', 'pos/sales', manager, body);
    expect(again.status).toBe(201);
    expect(again.body.response.id).toBe(r.body.response.id);
  });

  it('a till operator reads only their own line; the auditor reads every line', async () => {
    const operator = (await api('GET', 'colleagues', manager)).body.response.items.find((c: { name: string }) => c.name === 'Mehmet Kaya').id;
    const own = await created('commissions/salespeople', { name: unique('Kasiyer'), userId: operator, rules: [{ scope: 'all', basis: 'sales', rate: '1' }] });
    const theirs = await report(cashier, 'period=year&date=2026-03-18');
    expect(theirs.items.map((i) => i.salespersonId)).toEqual([own.id]);
    const all = await report(auditor, 'period=year&date=2026-03-18');
    expect(all.items.map((i) => i.salespersonId)).toEqual(expect.arrayContaining([own.id, people.manager, people.rep]));
    expect((await api('GET', 'commissions/report?period=week', manager)).status).toBe(422);
  });
});
