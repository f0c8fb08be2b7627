import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Dec } from '../../src/domain/money/decimal';
import { profitOf } from '../../src/domain/reports/profit';
import { soldLine } from '../../src/server/reports/definition';
import { saleLines } from '../../src/server/reports/queries';
import { REPORTS } from '../../src/server/reports/registry';
import { reportFilters, type ReportName, type ReportRow } from '../../src/domain/schemas/reports';
import { sortRows, sumColumns } from '../../src/domain/reports/sort-and-sum';
import { translate } from '../../src/server/http/i18n';
import { call, login } from './client';
import { startOwnServer } from './own-server';

/**
 * Issue #16: the table of sold and bought lines (`trade_lines`, migration 077), written by the transaction that
 * completes a document and whose cost a trigger on the stock ledger keeps, equals what the documents and the
 * ledger give as `saleLines` reads them: after random purchases (back-dated ones that re-value the sales after
 * them), sales invoices (in liras and in dollars, VAT on top or in the price, discounted), returns naming the line
 * they give back or none, purchase returns, invoices made from waybills and from till sales (the till sale then
 * drops out), and drafts cancelled, every line is there once with its day, account, quantity, revenue and cost; and
 * the month and day summaries of migration 081 are the lines summed.
 */
let server: Awaited<ReturnType<typeof startOwnServer>>;
let token: string;
let companyId: number;
let seq = 0;
const unique = (label: string) => `${label} ${Date.now() % 100000}-${++seq}`;
type Doc = { id: number; version: number; lines: { id: string }[] };
const api = (method: string, path: string, body?: unknown) => call(method, path, { token, body, lang: 'en', base: server.baseUrl });

async function created(path: string, body: object): Promise<number> {
  const r = await api('POST', path, body);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.response.id;
}
async function step(doc: Doc, type: string): Promise<Doc> {
  const r = await api('POST', `documents/${doc.id}/events`, { type, version: doc.version });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.response;
}
async function completed(body: object): Promise<Doc> {
  const r = await api('POST', 'documents', body);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return step(await step(r.body.response, 'START'), 'COMPLETE');
}
async function invoiceOf(source: number, patch: object = {}): Promise<Doc> {
  const r = await api('POST', `documents/${source}/conversions`, { target: 'salesInvoice' });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  let draft = r.body.response as Doc;
  if (Object.keys(patch).length) {
    const p = await api('PATCH', `documents/${draft.id}`, { version: draft.version, ...patch });
    expect(p.status, JSON.stringify(p.body)).toBe(200);
    draft = p.body.response;
  }
  return step(await step(draft, 'START'), 'COMPLETE');
}

const DAYS = ['2026-04-01', '2026-04-02', '2026-04-03', '2026-04-04', '2026-04-05'];
const cents = (min: number, max: number) => fc.integer({ min, max }).map((c) => (c / 100).toFixed(2));
const priced = fc.record({
  quantity: fc.integer({ min: 1, max: 4 }).map(String),
  unitPrice: cents(100, 9999),
  vatRate: fc.constantFrom(0, 10, 20),
  discountRate: fc.constantFrom('0', '5', '12.5'),
  priceIncludesVat: fc.boolean(),
});
type Priced = { quantity: string; unitPrice: string; vatRate: number; discountRate: string; priceIncludesVat: boolean };
type Step = {
  kind: 'purchase' | 'purchaseReturn' | 'sale' | 'dollarSale' | 'return' | 'waybill' | 'till' | 'tillInvoiced' | 'cancelled';
  day: number;
  line: Priced;
};

const steps = fc.array(
  fc.record({
    kind: fc.constantFrom(
      'purchase' as const,
      'purchaseReturn' as const,
      'sale' as const,
      'dollarSale' as const,
      'return' as const,
      'waybill' as const,
      'till' as const,
      'tillInvoiced' as const,
      'cancelled' as const,
    ),
    day: fc.integer({ min: 0, max: DAYS.length - 1 }),
    line: priced,
  }),
  { minLength: 3, maxLength: 8 },
);

let ids: { customer: number; supplier: number; warehouse: number; box: number; locationId: number };

beforeAll(async () => {
  server = await startOwnServer();
  token = await login('admin@demo.test', 'demo1234', server.baseUrl);
  companyId = Number((await server.db.system((q) => q.query<{ id: number }>(`select id from companies where name = 'Demo Kitabevi'`))).rows[0]!.id);
  const warehouses = (await api('GET', 'warehouses')).body.response.items as { id: number }[];
  ids = {
    customer: await created('accounts', { name: unique('Müşteri'), kind: 'customer' }),
    supplier: await created('accounts', { name: unique('Tedarikçi'), kind: 'supplier' }),
    // the till sells from the first warehouse: every document of the test moves stock there
    warehouse: warehouses[0]!.id,
    box: await created('cash-accounts', { kind: 'cash', name: unique('Kasa') }),
    locationId: (await api('GET', 'locations')).body.response.items[0].id,
  };
  const session = await api('POST', 'documents', { type: 'cashBoxSession', cashBoxId: ids.box, openingBalance: '0.00' });
  expect(session.status, JSON.stringify(session.body)).toBe(201);
}, 120_000);
afterAll(() => server?.close());

/** Writes one step's document(s) for `product`, remembering the sales lines a return may name. */
async function write(s: Step, product: number, sold: { id: number; lineId: string }[]) {
  const line = { productId: product, ...s.line };
  const trade = { accountId: ids.customer, warehouseId: ids.warehouse, date: DAYS[s.day] };
  const sale = async (body: object) => {
    const doc = await completed({ type: 'salesInvoice', ...trade, lines: [line], ...body });
    sold.push({ id: doc.id, lineId: doc.lines[0]!.id });
  };
  switch (s.kind) {
    case 'purchase':
      return void (await completed({
        type: 'purchaseInvoice',
        ...trade,
        accountId: ids.supplier,
        lines: [{ ...line, quantity: String(Number(s.line.quantity) * 3) }],
      }));
    case 'purchaseReturn':
      return void (await completed({ type: 'purchaseReturn', ...trade, accountId: ids.supplier, lines: [{ ...line, quantity: '1' }] }));
    case 'sale':
      return sale({ paymentType: 'credit' });
    case 'dollarSale':
      return sale({ currency: 'USD', exchangeRate: '32.1234' });
    case 'return': {
      const of = sold[s.day % Math.max(sold.length, 1)];
      const named = of ? { returnOfId: String(of.id), returnOfLineId: of.lineId } : {};
      return void (await completed({ type: 'salesReturn', ...trade, lines: [{ ...line, quantity: '1', ...named }] }));
    }
    case 'waybill': {
      const waybill = await completed({ type: 'salesWaybill', ...trade, lines: [line] });
      return void (await invoiceOf(waybill.id));
    }
    case 'till':
    case 'tillInvoiced': {
      const r = await api('POST', 'pos/sales', { clientId: crypto.randomUUID(), cashBoxId: ids.box, paymentType: 'cash', lines: [line] });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      if (s.kind === 'tillInvoiced') await invoiceOf(r.body.response.id, { accountId: ids.customer, warehouseId: ids.warehouse });
      return;
    }
    case 'cancelled': {
      const r = await api('POST', 'documents', { type: 'salesInvoice', ...trade, lines: [line] });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return void (await step(r.body.response, 'CANCEL'));
    }
  }
}

const LINE_REPORTS: ReportName[] = ['satisfaturakar', 'satiskar', 'satisgrup', 'genelyonetimsatis', 'geneluruntedarik', 'alissatis', 'satisislem', 'alisislem'];
/** The filters a report takes (its schema refuses any other by name). */
const filterKeys = (name: ReportName) => (reportFilters[name] as unknown as { shape: Record<string, unknown> }).shape;
/** A row as text with its keys in order, to compare sets of rows whatever the order of ties. */
const canonical = (r: ReportRow) =>
  JSON.stringify(
    Object.keys(r)
      .sort()
      .map((k) => [k, r[k] ?? null]),
  );

/** A line as text: its document, line, type, day, account, payment, quantity, revenue and cost. */
const key = (v: (string | number | null)[]) => JSON.stringify(v.map((x) => (x === null ? null : String(x))));

describe('the table of sold and bought lines', () => {
  it('equals the documents and the stock ledger as saleLines reads them, after random documents of every kind, back-dated ones among them', async () => {
    await fc.assert(
      fc.asyncProperty(steps, async (drawn) => {
        const product = await created('products', { name: unique('Satır'), unit: 'ADET', vatRate: 20, price: '10.00', locationId: ids.locationId });
        // an opening purchase on the second day: a purchase drawn on the first is back-dated before every sale
        const opening: Step = {
          kind: 'purchase',
          day: 1,
          line: { quantity: '60', unitPrice: '7.77', vatRate: 20, discountRate: '0', priceIncludesVat: false },
        };
        const sold: { id: number; lineId: string }[] = [];
        for (const s of [opening, ...drawn])
          await write({ ...s, day: s.kind === 'purchase' || s.kind === 'purchaseReturn' ? s.day : Math.max(1, s.day) }, product, sold);

        const [reference, table] = await server.db.company(companyId, async (q) => [
          await saleLines(q, { productId: product, types: ['salesInvoice', 'posSale', 'salesReturn', 'purchaseInvoice', 'purchaseReturn'] }),
          (
            await q.query<Record<string, string | number | null>>(
              `select document_id, line_id, doc_type, to_char(day, 'YYYY-MM-DD') as day, account_id, payment_type,
                      quantity::text, revenue::text, cost::text
                 from trade_lines where product_id = $1 and not invoiced_later`,
              [product],
            )
          ).rows,
        ]);
        const expected = reference.map((r) => {
          const p = profitOf([soldLine(r)]);
          return key([r.document_id, r.line.id as string, r.doc_type, r.day, r.account_id, r.payment_type, p.quantity, p.revenue, p.cost]);
        });
        const actual = table.map((r) =>
          key([
            r.document_id,
            r.line_id,
            r.doc_type,
            r.day,
            r.account_id,
            r.payment_type,
            new Dec(r.quantity!).toFixed(),
            new Dec(r.revenue!).toFixed(2),
            new Dec(r.cost!).toFixed(2),
          ]),
        );
        expect(actual.sort()).toEqual(expected.sort());
        // what the triggers kept, step by step, is what the migration's backfill writes from the documents at once
        const [kept, fresh] = await server.db.company(companyId, async (q) =>
          Promise.all(
            [
              `select t.*, t.cost::text as cost from trade_lines t where product_id = $1`,
              `select l.*, l.cost::text as cost from documents d cross join lateral trade_lines_of(d) l where l.product_id = $1`,
            ].map(async (sql) => (await q.query(sql, [product])).rows.map((r) => JSON.stringify(r)).sort()),
          ),
        );
        expect(kept).toEqual(fresh);
        // the month and day summaries (migration 081) are the lines summed, re-valuations and invoiced till sales included
        const summaries = await server.db.company(companyId, async (q) =>
          Promise.all(
            [
              `select month, doc_type, product_id, warehouse_id, account_id, quantity::numeric::text, revenue::text, cost::text, lines
                 from trade_month_totals where lines <> 0`,
              `select date_trunc('month', day)::date as month, doc_type, coalesce(product_id, 0) as product_id, coalesce(warehouse_id, 0) as warehouse_id,
                      case when doc_type in ('purchaseInvoice', 'purchaseReturn') then coalesce(account_id, 0) else 0 end as account_id,
                      sum(quantity)::text as quantity, sum(revenue)::text as revenue, sum(cost)::text as cost, count(*)::integer as lines
                 from trade_lines where not invoiced_later group by 1, 2, 3, 4, 5`,
              `select day, doc_type, warehouse_id, quantity::text, revenue::text, cost::text, lines, documents from trade_day_totals where lines <> 0`,
              `select day, doc_type, coalesce(warehouse_id, 0) as warehouse_id, sum(quantity)::text as quantity, sum(revenue)::text as revenue,
                      sum(cost)::text as cost, count(*)::integer as lines, count(*) filter (where ord = 1)::integer as documents
                 from trade_lines where not invoiced_later group by 1, 2, 3`,
            ].map(async (sql) =>
              (await q.query<Record<string, unknown>>(sql)).rows
                .map((r) => JSON.stringify(Object.values(r).map((v) => (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? new Dec(v).toFixed() : v))))
                .sort(),
            ),
          ),
        );
        expect(summaries[0]).toEqual(summaries[1]);
        expect(summaries[2]).toEqual(summaries[3]);
        // the drawn documents are there: every completed one, none of the cancelled
        const counted = drawn.filter((s) => s.kind !== 'cancelled').length + 1;
        expect(new Set(reference.map((r) => r.document_id)).size).toBeGreaterThanOrEqual(counted - drawn.filter((s) => s.kind === 'tillInvoiced').length);
      }),
      { numRuns: 8, seed: 7716 },
    );
  }, 300_000);

  it('answers each line report, whole months from the summaries and the cut ones from the lines, as the report’s own rows give it', async () => {
    const filterSets: Record<string, string>[] = [
      {},
      { from: '2026-04-03' },
      { to: '2026-04-02' },
      { from: '2026-04-02', to: '2026-04-04' },
      { from: '2026-04-01', to: '2026-04-30' },
      { from: '2026-03-15', to: '2026-05-10' },
      { accountId: String(ids.customer) },
      { accountId: String(ids.supplier), from: '2026-04-02' },
      { warehouseId: String(ids.warehouse), to: '2026-04-03' },
      { paymentType: 'cash' },
    ];
    for (const name of LINE_REPORTS) {
      const def = REPORTS[name];
      const accepted = Object.keys(filterKeys(name));
      for (const filters of filterSets) {
        if (!Object.keys(filters).every((k) => accepted.includes(k))) continue;
        const parsed = (reportFilters[name] as { parse(v: unknown): unknown }).parse(filters);
        const rows = await server.db.company(companyId, (q) =>
          (def.rows as (...a: unknown[]) => Promise<ReportRow[]>)(q, parsed, (key: string) => translate('en', key)),
        );
        const sortType = def.columns.find((c) => c.key === def.sort.key)!.type;
        const sorted = sortRows(rows, def.sort.key, sortType, def.sort.dir);
        const places = Object.fromEntries(def.columns.filter((c) => c.type === 'money').map((c) => [c.key, 2]));
        const r = await api('GET', `reports/${name}?${new URLSearchParams({ ...filters, limit: '1000' })}`);
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        const answer = r.body.response as { rows: ReportRow[]; totals: Record<string, string>; total: number };
        const label = `${name} ${JSON.stringify(filters)}`;
        if (!Object.keys(filters).length) expect(rows.length, label).toBeGreaterThan(0);
        expect(answer.total, label).toBe(rows.length);
        expect(answer.totals, label).toEqual(sumColumns(rows, def.totals, places));
        expect(
          answer.rows.map((x) => x[def.sort.key] ?? null),
          label,
        ).toEqual(sorted.map((x) => x[def.sort.key] ?? null));
        expect(answer.rows.map(canonical).sort(), label).toEqual(rows.map(canonical).sort());
      }
    }
  }, 300_000);
});
