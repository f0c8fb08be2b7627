import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Dec } from '../../src/domain/money/decimal';
import { REPORT_NAMES, type ReportName } from '../../src/domain/schemas/reports';
import { call, login } from './client';
import { startOwnServer } from './own-server';

/**
 * Issue #16: every report of `GET /api/reports/:name` gives the totals the ledgers hold. On a server of its own,
 * the test writes documents with a product, a group, two warehouses, a supplier, a customer and a cash box of its
 * own, then reads each report filtered to them and compares its totals with sums computed here in SQL straight
 * from the ledgers (stock_moves, account_moves, cash_moves) and the documents, not through the reports' queries.
 */
let server: Awaited<ReturnType<typeof startOwnServer>>;
let token: string;
let seq = 0;
const unique = (label: string) => `${label} ${Date.now() % 100000}-${++seq}`;
type Doc = { id: number; version: number; number: string };
const api = (method: string, path: string, body?: unknown) => call(method, path, { token, body, lang: 'en', base: server.baseUrl });
const created = async (path: string, body: object): Promise<number> => {
  const r = await api('POST', path, body);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response.id;
};
async function run(body: object, events = ['START', 'COMPLETE']): Promise<Doc> {
  const r = await api('POST', 'documents', body);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  let doc = r.body.response as Doc;
  for (const type of events) {
    const e = await api('POST', `documents/${doc.id}/events`, { type, version: doc.version });
    expect(e.status, JSON.stringify(e.body)).toBe(200);
    doc = e.body.response;
  }
  return doc;
}
const totalsOf = async (name: ReportName, query: string) => {
  const r = await api('GET', `reports/${name}?${query}`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const totals = r.body.response.totals as Record<string, string>;
  // the test's documents are in it: a sum of nothing equals a sum of nothing
  expect(r.body.response.rows.length, name).toBeGreaterThan(0);
  expect(
    Object.values(totals).some((v) => !new Dec(v).isZero()),
    name,
  ).toBe(true);
  return totals;
};
/** One row of sums, read as the schema owner (no report query, no row-level security in the way). */
const sums = async (sql: string, params: unknown[]) => (await server.db.system((q) => q.query<Record<string, string>>(sql, params))).rows[0]!;
const money = (v: string | null | undefined) => new Dec(v ?? 0).toFixed(2);
const qty = (v: string | null | undefined) => new Dec(v ?? 0).toFixed();

/** A document's net (without VAT, after its discount), tax and grand total as it stored them, below zero for a return. */
const SIGN = `case when d.doc_type in ('salesReturn', 'purchaseReturn') then -1 else 1 end`;
const NET = `((d.snapshot->'context'->'totals'->>'sub')::numeric - coalesce((d.snapshot->'context'->'totals'->>'discount')::numeric, 0))`;
/** The documents that are done (their moves are in the ledgers). */
const DONE = `d.status in ('completed', 'closed')`;
/** The documents with a line of product $1. */
const HAS_PRODUCT = `exists (select 1 from jsonb_array_elements(d.snapshot->'context'->'lines') l where l->>'productId' = $1::text)`;

let ids: { product: number; group: number; w1: number; w2: number; supplier: number; customer: number; box: number; campaign: number; model: number };

beforeAll(async () => {
  server = await startOwnServer();
  token = await login('admin@demo.test', 'demo1234', server.baseUrl);
  const locations = (await api('GET', 'locations')).body.response.items;
  const group = await created('definitions/category', { name: unique('Defter grubu') });
  const product = await created('products', {
    name: unique('Defter'),
    unit: 'ADET',
    vatRate: 20,
    price: '90.00',
    locationId: locations[0].id,
    categoryId: group,
  });
  const [w1, w2, supplier, customer, box] = [
    await created('warehouses', { name: unique('Ana depo') }),
    await created('warehouses', { name: unique('Şube deposu') }),
    await created('accounts', { name: unique('Tedarikçi'), kind: 'supplier' }),
    await created('accounts', { name: unique('Müşteri'), kind: 'customer' }),
    await created('cash-accounts', { kind: 'cash', name: unique('Kasa') }),
  ];
  // a campaign on the product's group: the sales below get its discount lines (src/domain/campaigns)
  const campaign = await created('campaigns', { name: unique('Defter kampanyası'), kind: 'percent', scope: 'group', groupIds: [group], percent: '5' });
  // a model with two variants, in stock in both warehouses (issue #29's stock by model and variant)
  const model = await created('products', { name: unique('Defter modeli'), unit: 'ADET', vatRate: 20, price: '30.00', locationId: locations[0].id });
  const binding = (
    await api('POST', 'variant-dimensions', {
      name: unique('Cilt'),
      values: [
        { name: 'Karton', code: 'KRT' },
        { name: 'Bez', code: 'BEZ' },
      ],
    })
  ).body.response as { id: number; values: { id: number }[] };
  const made = await api('POST', `products/${model}/variants`, {
    dimensions: [{ dimensionId: binding.id, valueIds: binding.values.map((v) => v.id) }],
    barcodes: false,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const [first, second] = (made.body.response.items as { id: number }[]).map((v) => v.id);
  ids = { product, group, w1, w2, supplier, customer, box, campaign, model };
  const line = (quantity: string, unitPrice: string, extra: object = {}) => ({ productId: product, quantity, unitPrice, vatRate: 20, ...extra });
  const trade = (type: string, accountId: number, date: string, lines: object[], extra: object = {}) =>
    run({ type, accountId, warehouseId: w1, date, lines, ...extra });
  await trade('purchaseInvoice', supplier, '2026-02-02', [line('10', '40.00')]);
  await trade('purchaseInvoice', supplier, '2026-02-03', [line('5', '46.00', { discountRate: '10' })]);
  await trade('purchaseReturn', supplier, '2026-02-04', [line('1', '46.00')]);
  await trade('salesInvoice', customer, '2026-02-05', [line('4', '90.00')], { paymentType: 'credit' });
  await trade('salesInvoice', customer, '2026-02-06', [line('3', '95.50', { discountRate: '5' })], { paymentType: 'cash' });
  await trade('salesReturn', customer, '2026-02-07', [line('1', '90.00')]);
  await run({ type: 'stockTransfer', warehouseId: w1, targetWarehouseId: w2, date: '2026-02-08', lines: [line('3', '0')] });
  await run({ type: 'stockIn', warehouseId: w2, date: '2026-02-09', lines: [line('2', '50.00')] });
  await run({ type: 'stockOut', warehouseId: w2, date: '2026-02-10', lines: [line('1', '0')] });
  const variantLine = (productId: number | undefined, quantity: string) => ({ productId, quantity, unitPrice: '20.00', vatRate: 20 });
  await run({ type: 'stockIn', warehouseId: w1, date: '2026-02-09', lines: [variantLine(first, '7'), variantLine(second, '2.5')] });
  await run({ type: 'stockIn', warehouseId: w2, date: '2026-02-09', lines: [variantLine(second, '4')] });
  await run({ type: 'stockOut', warehouseId: w1, date: '2026-02-10', lines: [variantLine(first, '1')] });
  await run({ type: 'collection', cashAccountId: box, accountId: customer, amount: '150.00', date: '2026-02-11' }, ['COMPLETE']);
  await run({ type: 'cashOut', cashAccountId: box, amount: '20.00', date: '2026-02-12' }, ['COMPLETE']);
  // a till session on the box: two receipts, closed by its Z report
  const session = await api('POST', 'documents', { type: 'cashBoxSession', cashBoxId: box, openingBalance: '0.00' });
  expect(session.status, JSON.stringify(session.body)).toBe(201);
  const warehouses = (await api('GET', 'warehouses')).body.response.items as { id: number }[];
  await run({ type: 'stockIn', warehouseId: warehouses[0]!.id, lines: [line('5', '40.00')] });
  for (const [paymentType, quantity] of [
    ['cash', '2'],
    ['card', '1'],
  ]) {
    const r = await api('POST', 'pos/sales', {
      clientId: crypto.randomUUID(),
      cashBoxId: box,
      paymentType,
      lines: [{ productId: product, quantity, unitPrice: '12.00', vatRate: 20, priceIncludesVat: true }],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
  }
  const open = (await api('GET', `documents/${session.body.response.id}`)).body.response as Doc;
  const closed = await api('POST', `documents/${open.id}/events`, { type: 'CLOSE', version: open.version });
  expect(closed.status, JSON.stringify(closed.body)).toBe(200);
}, 120_000);
afterAll(() => server?.close());

/** Sales (invoices, till sales not invoiced later, returns below zero) of product $1: net, quantity, and the cost the stock ledger took. */
async function salesOfProduct(extraWhere = '', params: unknown[] = []) {
  const revenue = await sums(
    `select coalesce(sum(${SIGN} * ${NET}), 0)::text as revenue,
            coalesce(sum(${SIGN} * (select sum((l->>'quantity')::numeric) from jsonb_array_elements(d.snapshot->'context'->'lines') l)), 0)::text as quantity
       from documents d
      where d.doc_type in ('salesInvoice', 'posSale', 'salesReturn') and ${DONE} and ${HAS_PRODUCT}
        and coalesce(d.snapshot->'context'->>'invoiced', 'false') <> 'true' ${extraWhere}`,
    [ids.product, ...params],
  );
  const cost = await sums(
    `select coalesce(-sum(m.value), 0)::text as cost from stock_moves m join documents d on d.id = m.document_id and d.company_id = m.company_id
      where m.product_id = $1 and d.doc_type in ('salesInvoice', 'posSale', 'salesReturn') and ${DONE} ${extraWhere}`,
    [ids.product, ...params],
  );
  return {
    quantity: qty(revenue.quantity),
    revenue: money(revenue.revenue),
    cost: money(cost.cost),
    profit: money(new Dec(revenue.revenue!).minus(cost.cost!).toFixed(2)),
  };
}

/** Purchases (invoices, returns below zero) of product $1: net, quantity and the value they brought into stock. */
async function purchasesOfProduct() {
  const r = await sums(
    `select coalesce(sum(${SIGN} * ${NET}), 0)::text as amount,
            coalesce(sum(${SIGN} * (select sum((l->>'quantity')::numeric) from jsonb_array_elements(d.snapshot->'context'->'lines') l)), 0)::text as quantity,
            (select coalesce(sum(m.value), 0) from stock_moves m join documents x on x.id = m.document_id and x.company_id = m.company_id
              where m.product_id = $1 and x.doc_type in ('purchaseInvoice', 'purchaseReturn'))::text as cost
       from documents d
      where d.doc_type in ('purchaseInvoice', 'purchaseReturn') and ${DONE} and ${HAS_PRODUCT}`,
    [ids.product],
  );
  return { quantity: qty(r.quantity), amount: money(r.amount), cost: money(r.cost) };
}

/** Each report, filtered to the test's own records, against its totals summed here from the ledgers. */
const CHECKS: Record<ReportName, () => Promise<void>> = {
  async kampanya() {
    // the completed sales that carry the campaign's discount lines (a till sale's invoice counts with its till sale)
    const s = await sums(
      `select count(*)::text as sales, sum(x.discount)::text as discount, sum(${NET})::text as net
         from documents d cross join lateral (
           select sum((c->>'amount')::numeric) as discount from jsonb_array_elements(d.snapshot->'context'->'lines') l
            cross join lateral jsonb_array_elements(coalesce(l->'campaignDiscounts', '[]'::jsonb)) c where c->>'campaignId' = $1::text) x
        where d.doc_type in ('salesInvoice', 'posSale') and ${DONE} and x.discount is not null
          and coalesce(d.snapshot->'context'->>'sourceType', '') <> 'posSale'`,
      [ids.campaign],
    );
    expect(await totalsOf('kampanya', '')).toEqual({ saleCount: s.sales, discount: money(s.discount), netSales: money(s.net) });
  },
  async stokbakiye() {
    const s = await sums(`select sum(quantity)::text as quantity, sum(value)::text as value from stock_moves where product_id = $1`, [ids.product]);
    expect(await totalsOf('stokbakiye', `productId=${ids.product}`)).toEqual({ quantity: qty(s.quantity), value: money(s.value) });
  },
  async stokvaryant() {
    const s = await sums(`select sum(m.quantity)::text as quantity from stock_moves m join products v on v.id = m.product_id where v.parent_product_id = $1`, [
      ids.model,
    ]);
    expect(await totalsOf('stokvaryant', `productId=${ids.model}`)).toEqual({ quantity: qty(s.quantity), modelQuantity: qty(s.quantity) });
  },
  async stokislem() {
    const s = await sums(`select sum(quantity)::text as quantity, sum(value)::text as value from stock_moves where product_id = $1 and warehouse_id = $2`, [
      ids.product,
      ids.w2,
    ]);
    expect(await totalsOf('stokislem', `productId=${ids.product}&warehouseId=${ids.w2}`)).toEqual({ quantity: qty(s.quantity), value: money(s.value) });
  },
  async stokhareket() {
    const s = await sums(
      `select (sum(quantity) filter (where quantity > 0))::text as qin, (-sum(quantity) filter (where quantity < 0))::text as qout,
              (sum(value) filter (where quantity > 0))::text as vin, (-sum(value) filter (where quantity < 0))::text as vout
         from stock_moves where product_id = $1`,
      [ids.product],
    );
    expect(await totalsOf('stokhareket', `productId=${ids.product}`)).toEqual({
      quantityIn: qty(s.qin),
      quantityOut: qty(s.qout),
      valueIn: money(s.vin),
      valueOut: money(s.vout),
    });
  },
  async stokfis() {
    // the vouchers out of the second warehouse: a stock in (what arrived) and a stock out (what left)
    const s = await sums(
      `select sum(abs(m.quantity))::text as quantity, sum(abs(m.value))::text as value
         from stock_moves m join documents d on d.id = m.document_id and d.company_id = m.company_id
        where d.doc_type in ('stockIn', 'stockOut') and m.warehouse_id = $1`,
      [ids.w2],
    );
    expect(await totalsOf('stokfis', `warehouseId=${ids.w2}`)).toEqual({ quantity: qty(s.quantity), value: money(s.value) });
  },
  async virmanlist() {
    const s = await sums(
      `select sum(m.quantity)::text as quantity, sum(m.value)::text as value
         from stock_moves m join documents d on d.id = m.document_id and d.company_id = m.company_id
        where d.doc_type = 'stockTransfer' and m.warehouse_id = $1`,
      [ids.w2],
    );
    expect(await totalsOf('virmanlist', `warehouseId=${ids.w1}&targetWarehouseId=${ids.w2}`)).toEqual({ quantity: qty(s.quantity), value: money(s.value) });
  },
  async caribakiye() {
    const s = await sums(
      `select sum(debit)::text as debit, sum(credit)::text as credit, sum(debit - credit)::text as balance from account_moves where account_id = $1`,
      [ids.customer],
    );
    expect(await totalsOf('caribakiye', `accountId=${ids.customer}`)).toEqual({ debit: money(s.debit), credit: money(s.credit), balance: money(s.balance) });
  },
  async cariislem() {
    const s = await sums(`select sum(debit)::text as debit, sum(credit)::text as credit from account_moves where account_id = $1`, [ids.supplier]);
    expect(await totalsOf('cariislem', `accountId=${ids.supplier}`)).toEqual({ debit: money(s.debit), credit: money(s.credit) });
  },
  async kasaislem() {
    const s = await sums(
      `select coalesce(sum(amount) filter (where amount >= 0), 0)::text as cin, coalesce(-sum(amount) filter (where amount < 0), 0)::text as cout
         from cash_moves where cash_box_id = $1`,
      [ids.box],
    );
    expect(await totalsOf('kasaislem', `cashAccountId=${ids.box}`)).toEqual({ in: money(s.cin), out: money(s.cout) });
  },
  async zkasasatis() {
    const s = await sums(
      `select count(*)::text as receipts, sum((d.snapshot->'context'->'totals'->>'grand')::numeric)::text as total,
              sum((d.snapshot->'context'->'totals'->>'grand')::numeric) filter (where d.snapshot->'context'->>'paymentType' = 'cash')::text as cash,
              sum((d.snapshot->'context'->'totals'->>'grand')::numeric) filter (where d.snapshot->'context'->>'paymentType' = 'card')::text as card
         from documents d where d.doc_type = 'posSale' and d.snapshot->'context'->>'cashBoxId' = $1::text`,
      [ids.box],
    );
    expect(await totalsOf('zkasasatis', `cashAccountId=${ids.box}`)).toEqual({
      receiptCount: s.receipts,
      cash: money(s.cash),
      card: money(s.card),
      other: '0.00',
      total: money(s.total),
    });
  },
  async faturalist() {
    const s = await sums(
      `select sum(${NET})::text as net, sum((d.snapshot->'context'->'totals'->>'tax')::numeric)::text as tax,
              sum((d.snapshot->'context'->'totals'->>'grand')::numeric)::text as total
         from documents d where d.doc_type in ('salesInvoice', 'salesReturn', 'purchaseInvoice', 'purchaseReturn') and ${DONE}
          and d.snapshot->'context'->>'accountId' = $1::text`,
      [ids.customer],
    );
    expect(await totalsOf('faturalist', `accountId=${ids.customer}`)).toEqual({ net: money(s.net), tax: money(s.tax), total: money(s.total) });
  },
  async satisfaturakar() {
    const s = await sums(
      `select sum(${NET})::text as revenue,
              (select -sum(m.value) from stock_moves m join documents x on x.id = m.document_id and x.company_id = m.company_id
                where x.doc_type = 'salesInvoice' and x.snapshot->'context'->>'accountId' = $1::text)::text as cost
         from documents d where d.doc_type = 'salesInvoice' and ${DONE} and d.snapshot->'context'->>'accountId' = $1::text`,
      [ids.customer],
    );
    expect(await totalsOf('satisfaturakar', `accountId=${ids.customer}`)).toEqual({
      revenue: money(s.revenue),
      cost: money(s.cost),
      profit: money(new Dec(s.revenue!).minus(s.cost!).toFixed(2)),
    });
  },
  async satiskar() {
    expect(await totalsOf('satiskar', `productId=${ids.product}`)).toEqual(await salesOfProduct());
  },
  async satisgrup() {
    expect(await totalsOf('satisgrup', `categoryId=${ids.group}`)).toEqual(await salesOfProduct());
  },
  async satisislem() {
    expect(await totalsOf('satisislem', `productId=${ids.product}`)).toEqual(await salesOfProduct());
  },
  async genelyonetimsatis() {
    const all = await salesOfProduct(`and d.snapshot->'context'->>'warehouseId' = $2::text`, [ids.w1]);
    const returns = await sums(
      `select coalesce(sum(${NET}), 0)::text as returns from documents d
        where d.doc_type = 'salesReturn' and ${DONE} and d.snapshot->'context'->>'warehouseId' = $1::text`,
      [ids.w1],
    );
    expect(await totalsOf('genelyonetimsatis', `warehouseId=${ids.w1}`)).toEqual({
      sales: money(new Dec(all.revenue).plus(returns.returns!).toFixed(2)),
      returns: money(returns.returns),
      net: all.revenue,
      cost: all.cost,
      profit: all.profit,
    });
  },
  async geneluruntedarik() {
    const p = await purchasesOfProduct();
    expect(await totalsOf('geneluruntedarik', `productId=${ids.product}`)).toEqual({ quantity: p.quantity, amount: p.amount });
  },
  async alisislem() {
    const p = await purchasesOfProduct();
    expect(await totalsOf('alisislem', `productId=${ids.product}`)).toEqual({ quantity: p.quantity, amount: p.amount, cost: p.cost });
  },
  async alissatis() {
    const [p, s] = [await purchasesOfProduct(), await salesOfProduct()];
    expect(await totalsOf('alissatis', `productId=${ids.product}`)).toEqual({
      purchasedQuantity: p.quantity,
      purchaseAmount: p.amount,
      soldQuantity: s.quantity,
      salesAmount: s.revenue,
      quantityDifference: new Dec(p.quantity).minus(s.quantity).toFixed(),
    });
  },
};

describe('the filters of who wrote a document, how it was paid and for whom', () => {
  it('satisfaturakar, faturalist and satiskar by payment type, user and account equal the sums of those documents', async () => {
    const adminId = (await sums(`select id::text as id from users where email = 'admin@demo.test'`, [])).id;
    const cash = await sums(
      `select sum(${NET})::text as net from documents d
        where d.doc_type = 'salesInvoice' and ${DONE} and d.snapshot->'context'->>'paymentType' = 'cash' and d.snapshot->'context'->>'accountId' = $1::text`,
      [ids.customer],
    );
    expect((await totalsOf('satisfaturakar', `accountId=${ids.customer}&paymentType=cash`)).revenue).toBe(money(cash.net));
    expect((await totalsOf('faturalist', `accountId=${ids.customer}&paymentType=cash`)).net).toBe(money(cash.net));
    const byAdmin = await sums(
      `select sum((d.snapshot->'context'->'totals'->>'grand')::numeric)::text as total from documents d
        where d.doc_type in ('salesInvoice', 'salesReturn', 'purchaseInvoice', 'purchaseReturn') and ${DONE}
          and d.created_by = $1 and d.snapshot->'context'->>'accountId' = $2::text`,
      [adminId, ids.supplier],
    );
    expect((await totalsOf('faturalist', `accountId=${ids.supplier}&userId=${adminId}`)).total).toBe(money(byAdmin.total));
    const other = await sums(`select id::text as id from users where email = 'muhasebe@demo.test'`, []);
    const none = await api('GET', `reports/faturalist?accountId=${ids.supplier}&userId=${other.id}`);
    expect(none.body.response.rows).toEqual([]);
    // the customer's sales of the product: the till's receipts name no account
    const forCustomer = await salesOfProduct(`and d.snapshot->'context'->>'accountId' = $2::text`, [ids.customer]);
    expect(await totalsOf('satiskar', `productId=${ids.product}&accountId=${ids.customer}`)).toEqual(forCustomer);
  });
});

describe('every report’s totals equal the sums of the ledgers', () => {
  it('the checks name every report of the registry', () => {
    expect(Object.keys(CHECKS).sort()).toEqual([...REPORT_NAMES].sort());
  });
  for (const name of REPORT_NAMES) it(`${name}: its totals are the ledgers' sums over the test's own records`, () => CHECKS[name]());
});
