import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockStartingAt } from '../../src/domain/clock/clock';
import { draftCampaignDiscounts, type DraftLine } from '../../src/domain/campaigns/draft';
import { campaignOfferSchema } from '../../src/domain/schemas/campaigns';
import { ReceiptTotalsModel } from '../../src/domain/money/receipt-totals-model';
import { call, login } from './client';
import { startOwnServer } from './own-server';

/**
 * Issue #29: sales orders get their campaigns from the same evaluator as invoices, an order's discounts reach its
 * invoice as the customer agreed them, and the invoice and order editors decide a document's campaigns before it is
 * saved exactly as the server does (GET /api/campaigns/offer and src/domain/campaigns/draft.ts). On a server of its
 * own whose clock stands on Wednesday 25 November 2026 at 17:30 in Istanbul, so that hour windows are decided on it.
 */
let server: Awaited<ReturnType<typeof startOwnServer>>;
let admin: string;
let manager: string;
let auditor: string;
let products: { id: number; price: string; vatRate: number; priceIncludesVat: boolean; categoryId?: number | null }[];
let customer: number;
const campaign: Record<string, number> = {};

type Discount = { campaignId: string; name: string; amount: string };
type Line = { id: string; quantity: string; total: string; campaignDiscounts?: Discount[] };
type Doc = { id: number; version: number; status: string; lines: Line[]; totals: Record<string, string> };
const api = (method: string, path: string, token: string, body?: unknown) => call(method, path, { token, body, lang: 'en', base: server.baseUrl });
const line = (i: number, quantity = '1') => {
  const p = products[i]!;
  return { productId: p.id, quantity, unitPrice: p.price, vatRate: p.vatRate, priceIncludesVat: p.priceIncludesVat };
};
const discountsOf = (lines: Line[]) => lines.map((l) => (l.campaignDiscounts ?? []).map((d) => `${d.name}:${d.amount}`));
const define = async (body: Record<string, unknown>) => {
  const r = await api('POST', 'campaigns', admin, body);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return Number(r.body.response.id);
};
const created = async (body: Record<string, unknown>, token = admin): Promise<Doc> => {
  const r = await api('POST', 'documents', token, body);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response as Doc;
};
const step = async (doc: Doc, type: string): Promise<Doc> => {
  const r = await api('POST', `documents/${doc.id}/events`, admin, { type, version: doc.version });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.response as Doc;
};
/** A user of the demo company made for the test, signed in. */
async function userWith(roles: string[], permissions: string[]): Promise<string> {
  const email = `kampanya-${roles.join('-')}-${permissions.length}@demo.test`;
  const made = await api('POST', 'users', admin, { name: 'Kampanya Deneme', email, password: 'gizli2026', roles, permissions });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return login(email, 'gizli2026', server.baseUrl);
}

beforeAll(async () => {
  server = await startOwnServer({ clock: clockStartingAt(new Date('2026-11-25T14:30:00Z')) });
  [admin, manager, auditor] = (await Promise.all(
    ['admin@demo.test', 'muhasebe@demo.test', 'denetci@demo.test'].map((e) => login(e, 'demo1234', server.baseUrl)),
  )) as [string, string, string];
  const all = (await api('GET', 'products?limit=100', admin)).body.response.items as ((typeof products)[number] & { code: string })[];
  // 42.90 and 12.50 at 20 %, VAT included; then a book at 0 %
  products = ['KRT0000001', 'KRT0000002', 'KTP0000001'].map((code) => all.find((p) => p.code === code)!);
  customer = ((await api('GET', 'accounts?limit=100', admin)).body.response.items as { id: number; kind: string }[]).find((a) => a.kind === 'customer')!.id;
  expect(products[2]!.categoryId, 'the book has a product group').toBeTruthy();
  // one campaign of every kind and scope: percent and amount off a product, a percent off a group, buy X get Y, a price
  // for a quantity (stacked on the happy hour's product) and an amount off the basket from a threshold
  campaign.tenPercent = await define({ name: 'Kırtasiye %10', kind: 'percent', scope: 'product', productIds: [products[0]!.id], percent: '10', priority: 1 });
  campaign.happyHour = await define({
    name: 'Çarşamba akşamı',
    kind: 'amount',
    scope: 'product',
    productIds: [products[1]!.id],
    amount: '0.75',
    weekdays: [3],
    fromTime: '17:00',
    toTime: '19:00',
  });
  campaign.threeForThirty = await define({
    name: 'Üçü 30 TL',
    kind: 'quantityPrice',
    scope: 'product',
    productIds: [products[1]!.id],
    bundleQuantity: '3',
    bundlePrice: '30',
    priority: 2,
  });
  campaign.books = await define({
    name: 'Kitap grubu %7,5',
    kind: 'percent',
    scope: 'group',
    groupIds: [products[2]!.categoryId],
    percent: '7.5',
    priority: 3,
  });
  campaign.twoPlusOne = await define({
    name: '2 alana 1 bedava',
    kind: 'buyXGetY',
    scope: 'product',
    productIds: [products[0]!.id],
    buyQuantity: '2',
    getQuantity: '1',
    stackable: false,
  });
  campaign.basket = await define({ name: '150 TL üstü 12,35 TL', kind: 'amount', scope: 'basket', amount: '12.35', minimumBasket: '150', priority: 5 });
});
afterAll(() => server?.close());

describe('a sales order gets its campaigns as a sales invoice does', () => {
  it('a sales order gets a discount line per campaign, from the same evaluator as an invoice of the same lines, and its totals follow', async () => {
    const lines = [line(0, '3'), line(1, '4'), line(2, '2')];
    const order = await created({ type: 'salesOrder', accountId: customer, lines });
    const invoice = await created({ type: 'salesInvoice', accountId: customer, lines });
    expect(discountsOf(order.lines).flat().length).toBeGreaterThanOrEqual(4);
    expect(discountsOf(order.lines)).toEqual(discountsOf(invoice.lines));
    expect(order.lines.map((l) => l.total)).toEqual(invoice.lines.map((l) => l.total));
    expect(order.totals).toMatchObject(invoice.totals);
    // the order's total is what is left once the campaigns took their part off the lines' shelf prices
    const shelf = lines.reduce((s, l) => s + Math.round(Number(l.unitPrice) * Number(l.quantity) * 100), 0);
    const off = order.lines.flatMap((l) => l.campaignDiscounts ?? []).reduce((s, d) => s + Math.round(Number(d.amount) * 100), 0);
    expect(Math.round(Number(order.totals.grand) * 100)).toBe(shelf - off);
  });

  it('an order converted to an invoice carries its discounts as they were: a campaign changed since is not offered again, not even by an EDIT of the invoice', async () => {
    const order = await step(await created({ type: 'salesOrder', accountId: customer, lines: [line(0, '2'), line(2)] }), 'APPROVE');
    const agreed = discountsOf(order.lines);
    expect(agreed[0]).toContain('Kırtasiye %10:8.58');
    // the shop ends the ten percent after the customer agreed the order
    const changed = await api('PUT', `campaigns/${campaign.tenPercent}`, admin, {
      name: 'Kırtasiye %10',
      kind: 'percent',
      scope: 'product',
      productIds: [products[0]!.id],
      percent: '10',
      priority: 1,
      active: false,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    try {
      const converted = await api('POST', `documents/${order.id}/conversions`, admin, { target: 'salesInvoice' });
      expect(converted.status, JSON.stringify(converted.body)).toBe(201);
      const invoice = converted.body.response as Doc;
      expect(discountsOf(invoice.lines)).toEqual(agreed);
      expect(invoice.totals.grand).toBe(order.totals.grand);
      // an EDIT that sends the lines again gets the server's offer: the converted lines keep what the order gave them
      const edited = await api('POST', `documents/${invoice.id}/events`, admin, {
        type: 'EDIT',
        version: invoice.version,
        lines: invoice.lines.map((l, i) => ({ ...[line(0, '2'), line(2)][i], id: l.id })),
      });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      expect(discountsOf(edited.body.response.lines)).toEqual(agreed);
      // replay decides the same from the offers the journal recorded, whatever the campaigns are now
      for (const id of [order.id, invoice.id]) {
        const replay = await api('GET', `documents/${id}/replay`, auditor);
        expect(replay.body.response).toMatchObject({ matches: true, chainValid: true });
      }
    } finally {
      await api('PUT', `campaigns/${campaign.tenPercent}`, admin, {
        name: 'Kırtasiye %10',
        kind: 'percent',
        scope: 'product',
        productIds: [products[0]!.id],
        percent: '10',
        priority: 1,
      });
    }
  });

  it('removing a campaign from a sales order needs the campaignRemoval permission: a manager without it is refused, one with it may', async () => {
    const order = await created({ type: 'salesOrder', accountId: customer, lines: [line(0)] }, manager);
    expect(discountsOf(order.lines)).toEqual([['Kırtasiye %10:4.29']]);
    const remove = (token: string, doc: Doc) =>
      api('POST', `documents/${doc.id}/events`, token, { type: 'EDIT', version: doc.version, removedCampaigns: [String(campaign.tenPercent)] });
    const refused = await remove(manager, order);
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body.code).toBe('order.campaignRemovalNotPermitted');
    const permitted = await userWith(['manager'], ['campaignRemoval']);
    const removed = await remove(permitted, order);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(discountsOf(removed.body.response.lines)).toEqual([[]]);
    expect(removed.body.response.totals.grand).toBe(products[0]!.price);
  });
});

describe('the editors decide a document’s campaigns before it is saved as the server does', () => {
  it('GET /api/campaigns/offer names the customer, the moment on the company’s clock and whether the user may remove a campaign', async () => {
    const asAdmin = await api('GET', `campaigns/offer?accountId=${customer}`, admin);
    expect(asAdmin.status, JSON.stringify(asAdmin.body)).toBe(200);
    const offer = campaignOfferSchema.parse(asAdmin.body.response);
    expect(offer).toMatchObject({ shopper: { accountId: String(customer) }, at: { date: '2026-11-25', weekday: 3, minute: 17 * 60 + 30 }, mayRemove: true });
    expect(offer.campaigns.map((c) => Number(c.id))).toEqual(expect.arrayContaining(Object.values(campaign)));
    expect((await api('GET', 'campaigns/offer', manager)).body.response.mayRemove).toBe(false);
    const bad = await api('GET', 'campaigns/offer?accountId=abc', admin);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['accountId']);
  });

  it('what the editor shows before saving, from the offer, equals what the server stores on an invoice and an order, on a basket of every campaign kind', async () => {
    const offer = campaignOfferSchema.parse((await api('GET', `campaigns/offer?accountId=${customer}`, admin)).body.response);
    const basket = [line(0, '3'), line(1, '7'), line(2, '2'), line(0, '1.5'), line(1, '1')];
    const draft: DraftLine[] = basket.map((l) => ({
      productId: String(l.productId),
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      vatRate: l.vatRate,
      ...(l.priceIncludesVat ? { priceIncludesVat: true } : {}),
    }));
    const removed = [String(campaign.books)];
    const shown = draftCampaignDiscounts(draft, offer, removed, 'TRY');
    const kinds = new Set(shown.flat().map((d) => d.campaignId));
    // every kind gave something but the removed group campaign
    const byId = (a: number, b: number) => a - b;
    expect([...kinds].map(Number).sort(byId)).toEqual(
      [campaign.tenPercent, campaign.happyHour, campaign.threeForThirty, campaign.twoPlusOne, campaign.basket].sort(byId),
    );
    const totals = new ReceiptTotalsModel(draft.map((l, i) => ({ ...l, campaignDiscounts: shown[i]! }))).totals();
    for (const type of ['salesInvoice', 'salesOrder']) {
      const saved = await created({ type, accountId: customer, removedCampaigns: removed, lines: basket });
      expect(
        saved.lines.map((l) => l.campaignDiscounts ?? []),
        type,
      ).toEqual(shown);
      expect(saved.totals, type).toMatchObject({ sub: totals.sub, discount: totals.discount, tax: totals.tax, grand: totals.grand });
    }
  });
});
