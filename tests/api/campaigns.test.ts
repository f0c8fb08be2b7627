import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockStartingAt } from '../../src/domain/clock/clock';
import { Dec } from '../../src/domain/money/decimal';
import { call, login } from './client';
import { startOwnServer } from './own-server';

/**
 * Issue #29, campaigns and discounts: the server decides a sale's campaigns from its own definitions and clock
 * (src/domain/campaigns), whatever the client sends. On a server of its own whose clock stands on Wednesday
 * 25 November 2026 at 17:30 in Istanbul (14:30 UTC), so that weekday and hour windows are decided on it.
 */
let server: Awaited<ReturnType<typeof startOwnServer>>;
let admin: string;
let cashier: string;
let manager: string;
let products: { id: number; price: string; vatRate: number; priceIncludesVat: boolean }[];
let box: number;
let customer: number;
const campaign: Record<string, number> = {};

type Line = { id: string; total: string; campaignDiscounts?: { campaignId: string; name: string; amount: string }[] };
const api = (method: string, path: string, token: string, body?: unknown) => call(method, path, { token, body, lang: 'en', base: server.baseUrl });
const line = (i: number, quantity = '1') => {
  const p = products[i]!;
  return { productId: p.id, quantity, unitPrice: p.price, vatRate: p.vatRate, priceIncludesVat: p.priceIncludesVat };
};
const sale = (body: Record<string, unknown>, token = admin) =>
  api('POST', 'pos/sales', token, { clientId: randomUUID(), cashBoxId: box, paymentType: 'cash', ...body });
const discountsOf = (lines: Line[]) => lines.map((l) => (l.campaignDiscounts ?? []).map((d) => `${d.name}:${d.amount}`));
const define = async (body: Record<string, unknown>) => {
  const r = await api('POST', 'campaigns', admin, body);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response.id as number;
};
const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) => (await server.db.system((q) => q.query<T>(text, params))).rows;

beforeAll(async () => {
  server = await startOwnServer({ clock: clockStartingAt(new Date('2026-11-25T14:30:00Z')) });
  [admin, cashier, manager] = (await Promise.all(
    ['admin@demo.test', 'kasa@demo.test', 'muhasebe@demo.test'].map((e) => login(e, 'demo1234', server.baseUrl)),
  )) as [string, string, string];
  const all = (await api('GET', 'products?limit=100', admin)).body.response.items as ((typeof products)[number] & { code: string })[];
  // 42.90 and 12.50 at 20 %, VAT included; then a book at 0 %
  products = ['KRT0000001', 'KRT0000002', 'KTP0000001'].map((code) => all.find((p) => p.code === code)!);
  customer = ((await api('GET', 'accounts?limit=100', admin)).body.response.items as { id: number; kind: string }[]).find((a) => a.kind === 'customer')!.id;
  box = ((await api('GET', 'cash-boxes', admin)).body.response.items as { id: number; kind: string }[]).find((b) => b.kind === 'cash')!.id;
  const opened = await api('POST', 'documents', cashier, { type: 'cashBoxSession', cashBoxId: box, openingBalance: '0.00' });
  expect(opened.status, JSON.stringify(opened.body)).toBe(201);
  campaign.tenPercent = await define({ name: 'Kırtasiye %10', kind: 'percent', scope: 'product', productIds: [products[0]!.id], percent: '10', priority: 1 });
  campaign.happyHour = await define({
    name: 'Çarşamba akşamı',
    kind: 'amount',
    scope: 'product',
    productIds: [products[1]!.id],
    amount: '2',
    weekdays: [3],
    fromTime: '17:00',
    toTime: '19:00',
  });
  campaign.basket = await define({ name: '100 TL üstü 5 TL', kind: 'amount', scope: 'basket', amount: '5', minimumBasket: '100', priority: 5 });
});
afterAll(() => server?.close());

describe('a sale gets its campaigns from the server', () => {
  it('a till sale gets a discount line per campaign on each line it applies to, and its total and cash follow', async () => {
    const r = await sale({ lines: [line(0, '2'), line(1)] });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const doc = r.body.response;
    // 85.80 less 10 %, and 12.50 less 2.00 at 17:30 on a Wednesday; 87.72 does not reach the basket's 100
    expect(discountsOf(doc.lines)).toEqual([['Kırtasiye %10:8.58'], ['Çarşamba akşamı:2.00']]);
    expect(doc.totals.grand).toBe('87.72');
    const cash = await sql<{ amount: string }>(`select amount::text from cash_moves where document_id = $1`, [doc.id]);
    expect(cash).toEqual([{ amount: '87.72' }]);
  });

  it('a basket campaign applies from its threshold, after the line campaigns, shared over the lines', async () => {
    const r = await sale({ lines: [line(0, '3'), line(2)] });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const doc = r.body.response;
    const book = new Dec(products[2]!.price);
    // 128.70 − 12.87 = 115.83, with the book over 100: 5.00 shared by what each line is still worth
    const before = new Dec('115.83').plus(book);
    const share = new Dec(5).times('115.83').dividedBy(before).toDecimalPlaces(2, Dec.ROUND_HALF_UP);
    expect(discountsOf(doc.lines)).toEqual([
      ['Kırtasiye %10:12.87', `100 TL üstü 5 TL:${share.toFixed(2)}`],
      [`100 TL üstü 5 TL:${new Dec(5).minus(share).toFixed(2)}`],
    ]);
    expect(doc.totals.grand).toBe(before.minus(5).toFixed(2));
  });

  it('an hour window is decided on the Istanbul clock: a sale made offline at 10:00 that day gets no happy hour', async () => {
    const r = await sale({ soldAt: '2026-11-25T07:00:00Z', lines: [line(1)] });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(discountsOf(r.body.response.lines)).toEqual([[]]);
    expect(r.body.response.totals.grand).toBe('12.50');
  });

  it('a discount a client sends is not taken: the server decides the campaigns again', async () => {
    const forged = { ...line(1), campaignDiscounts: [{ campaignId: String(campaign.happyHour), name: 'Çarşamba akşamı', amount: '12.00' }] };
    const invented = { ...line(0), campaignDiscounts: [{ campaignId: '999', name: 'x', amount: '40.00' }] };
    const r = await api('POST', 'documents', admin, { type: 'salesInvoice', accountId: customer, lines: [forged, invented] });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(discountsOf(r.body.response.lines)).toEqual([['Çarşamba akşamı:2.00'], ['Kırtasiye %10:4.29']]);
    expect(r.body.response.totals.grand).toBe('49.11');
  });
});

describe('removing a campaign from a sale', () => {
  it('needs the campaignRemoval permission: a cashier without it is refused, an admin may', async () => {
    const r = await api('POST', 'documents', admin, { type: 'salesInvoice', accountId: customer, lines: [line(0)] });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const doc = r.body.response;
    expect(discountsOf(doc.lines)).toEqual([['Kırtasiye %10:4.29']]);
    const refused = await api('POST', 'pos/sales', cashier, {
      clientId: randomUUID(),
      cashBoxId: box,
      paymentType: 'cash',
      removedCampaigns: [String(campaign.tenPercent)],
      lines: [line(0)],
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body.code).toBe('receipt.campaignRemovalNotPermitted');
    const removed = await api('POST', `documents/${doc.id}/events`, admin, {
      type: 'EDIT',
      version: doc.version,
      removedCampaigns: [String(campaign.tenPercent)],
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(discountsOf(removed.body.response.lines)).toEqual([[]]);
    expect(removed.body.response.totals.grand).toBe('42.90');
  });
});

describe('campaign definitions', () => {
  it('each field a campaign misses or gets wrong is a 422 naming it', async () => {
    const r = await api('POST', 'campaigns', admin, {
      name: '',
      kind: 'buyXGetY',
      scope: 'group',
      audience: 'group',
      validFrom: '2026-12-02',
      validTo: '2026-12-01',
    });
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.errors).sort()).toEqual(['accountGroupId', 'buyQuantity', 'getQuantity', 'groupIds', 'name', 'validTo']);
    const unknown = await api('POST', 'campaigns', admin, { name: 'Yok', kind: 'percent', scope: 'product', percent: '5', productIds: [999999] });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors)).toEqual(['productIds']);
  });

  it('only the definition authority writes campaigns; every user reads them', async () => {
    const body = { name: 'Kasiyerin', kind: 'percent', scope: 'basket', percent: '50' };
    expect((await api('POST', 'campaigns', cashier, body)).status).toBe(403);
    const made = await api('POST', 'campaigns', manager, { ...body, active: false });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const listed = await api('GET', 'campaigns', cashier);
    expect(listed.status).toBe(200);
    expect((listed.body.response.items as { name: string }[]).map((c) => c.name)).toContain('Kasiyerin');
  });
});

describe('the campaign report', () => {
  it('gives per campaign the discount and the net sales of the completed sales it applied to, as the documents say', async () => {
    const r = await api('GET', 'reports/kampanya?from=2026-11-25&to=2026-11-25', admin);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    // the completed sales' own lines and totals, read straight from the documents
    const docs = await sql<{ lines: Line[]; sub: string; discount: string }>(
      `select snapshot->'context'->'lines' as lines, snapshot->'context'->'totals'->>'sub' as sub, snapshot->'context'->'totals'->>'discount' as discount
         from documents where doc_type in ('posSale', 'salesInvoice') and status in ('completed', 'closed')`,
    );
    const expected = new Map<string, { discount: Dec; net: Dec; sales: number }>();
    for (const d of docs) {
      const names = new Set<string>();
      for (const l of d.lines)
        for (const c of l.campaignDiscounts ?? []) {
          const e = expected.get(c.name) ?? { discount: new Dec(0), net: new Dec(0), sales: 0 };
          e.discount = e.discount.plus(c.amount);
          if (!names.has(c.name)) {
            names.add(c.name);
            e.net = e.net.plus(d.sub).minus(d.discount);
            e.sales += 1;
          }
          expected.set(c.name, e);
        }
    }
    const rows = r.body.response.rows as { name: string; saleCount: string; discount: string; netSales: string }[];
    expect(rows.length).toBe(expected.size);
    for (const row of rows) {
      const e = expected.get(row.name)!;
      expect(row).toMatchObject({ saleCount: String(e.sales), discount: e.discount.toFixed(2), netSales: e.net.toFixed(2) });
    }
    expect(expected.size).toBeGreaterThanOrEqual(3);
  });
});
