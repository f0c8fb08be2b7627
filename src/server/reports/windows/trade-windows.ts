import type { Queryable } from '../../db/database';
import { sqlOrder, type ReportWindow, type ReportWindowAnswer } from '../definition';
import { CATEGORY_OF_PRODUCT, LABEL_JOINS, labelList, PURCHASE_TYPES, SALE_TYPES, SqlParams, tradeLineConditions, type TradeLineFilter } from '../trade-lines';
import { summariesAnswer, summedDays, summedLines } from './trade-totals';
import { PAYMENT_TYPES } from '../../../domain/documents/payment-types';
import { groupedWindow, selected, toReportRow, type WindowedReport } from './run';

/**
 * The windows of the reports over sold and bought lines (issue #16), read from `trade_lines` (migration 077) and its
 * summaries (081): the database groups, sorts, cuts the page and sums, giving what each definition's `rows()` gives
 * from `saleLines`.
 */

type Translate = (key: string) => string;
type Window = (q: Queryable, report: WindowedReport, f: TradeLineFilter, translate: Translate, w: ReportWindow) => Promise<ReportWindowAnswer>;

const profit = `sum(s.revenue) - sum(s.cost)`;
/** The products with their code's and name's sort keys, taken once per product. */
const KEYED_PRODUCTS = `(select x.*, defter_sort_key(x.code) as code_sk, defter_sort_key(x.name) as name_sk from products x offset 0)`;
const PRODUCT_KEYS = `min(p.code_sk) as "_code", min(p.name_sk) as "_name"`;
const productKeys = { code: '_code', name: '_name' };
const PURCHASE_ACCOUNT = `case when t.doc_type in ('purchaseInvoice', 'purchaseReturn') then coalesce(t.account_id, 0) else 0 end`;

/**
 * The lines of `types` the filters pick, as rows of `doc_type, product_id, warehouse_id, account_id, quantity,
 * revenue, cost, lines` (0 for none; the account only of a purchase): summed by month (trade-totals.ts) when the
 * summaries know every filter, one row per line otherwise.
 */
function linesOf(p: SqlParams, types: readonly string[], f: TradeLineFilter): string {
  const purchasesOnly = types.every((t) => (PURCHASE_TYPES as readonly string[]).includes(t));
  if (summariesAnswer(f, purchasesOnly)) return summedLines(p, types, f);
  return `select t.doc_type, coalesce(t.product_id, 0) as product_id, coalesce(t.warehouse_id, 0) as warehouse_id, ${PURCHASE_ACCOUNT} as account_id,
                 t.quantity, t.revenue, t.cost, 1 as lines
            from trade_lines t where ${tradeLineConditions(p, types, f)}`;
}

/** The per-line totals of a report's lines: the count of its lines and its sums (`sums`, over `s`). */
async function lineTotals(q: Queryable, types: readonly string[], f: TradeLineFilter, sums: Record<string, string>) {
  const p = new SqlParams();
  const r = await q.query<Record<string, string | number | null>>(
    `select coalesce(sum(s.lines), 0)::integer as "_total", ${Object.entries(sums)
      .map(([k, expr]) => `(${expr})::text as "${k}"`)
      .join(', ')} from (${linesOf(p, types, f)}) s`,
    p.values,
  );
  return r.rows[0]!;
}

/**
 * satisfaturakar: per completed sales invoice, revenue without VAT, cost and profit. In the order of the day the page
 * is the first line of each invoice in the index's order, its lines summed after; the totals from the day totals.
 */
export const salesInvoiceWindow: Window = async (q, report, f, _t, w) => {
  const p = new SqlParams();
  const invoices = (where: string) => `
    select t.document_id as "documentId", min(t.number) as "number", min(t.day) as "date", min(a.name) as "account",
           sum(t.revenue) as "revenue", sum(t.cost) as "cost", sum(t.revenue) - sum(t.cost) as "profit"
      from trade_lines t left join accounts a on a.company_id = t.company_id and a.id = t.account_id
     where ${where}
     group by t.document_id`;
  if (w.sort.key !== 'date')
    return groupedWindow(q, report, { rows: invoices(tradeLineConditions(p, ['salesInvoice'], f)), params: p, ties: ['documentId'] }, w);
  const { dir } = w.sort;
  const first = `select t.document_id from trade_lines t where ${tradeLineConditions(p, ['salesInvoice'], f)} and t.ord = 1
                  order by t.day ${dir}, t.document_id ${dir}, t.ord ${dir} limit ${p.add(w.limit)}::bigint offset ${p.add(w.offset)}::bigint`;
  const page = await q.query<Record<string, unknown>>(
    `select "documentId", "number", to_char("date", 'YYYY-MM-DD') as "date", "account", "revenue"::text, "cost"::text, "profit"::text
       from (${invoices(`t.document_id in (${first})`)}) r order by r."date" ${dir}, r."documentId" ${dir}`,
    p.values,
  );
  let totals: Record<string, string | number | null>;
  if (summariesAnswer(f, false)) {
    const d = new SqlParams();
    totals = (
      await q.query<Record<string, string | number | null>>(
        `select coalesce(sum(s.documents), 0)::integer as "_total", sum(s.revenue)::text as "revenue", sum(s.cost)::text as "cost",
                (sum(s.revenue) - sum(s.cost))::text as "profit" from (${summedDays(d, ['salesInvoice'], f)}) s`,
        d.values,
      )
    ).rows[0]!;
  } else {
    const l = new SqlParams();
    totals = (
      await q.query<Record<string, string | number | null>>(
        `select count(*) filter (where t.ord = 1)::integer as "_total", sum(t.revenue)::text as "revenue", sum(t.cost)::text as "cost",
                (sum(t.revenue) - sum(t.cost))::text as "profit" from trade_lines t where ${tradeLineConditions(l, ['salesInvoice'], f)}`,
        l.values,
      )
    ).rows[0]!;
  }
  return {
    rows: page.rows.map((row) => toReportRow(report, row)),
    totals: Object.fromEntries(report.totals.map((k) => [k, (totals[k] as string | null) ?? '0'])),
    total: Number(totals._total),
  };
};

/** satiskar: per product, what was sold less what came back. */
export const productSalesWindow: Window = (q, report, f, _t, w) => {
  const p = new SqlParams();
  const rows = `
    select p.id as "productId", min(p.code) as "code", min(p.name) as "name", sum(s.quantity) as "quantity",
           sum(s.revenue) as "revenue", sum(s.cost) as "cost", ${profit} as "profit", ${PRODUCT_KEYS}
      from (${linesOf(p, SALE_TYPES, f)}) s join ${KEYED_PRODUCTS} p on p.id = s.product_id
     group by p.id having sum(s.lines) > 0`;
  return groupedWindow(q, report, { rows, params: p, ties: ['productId'], keys: productKeys }, w);
};

/** satisgrup: the same per product group, the products without one together. */
export const groupSalesWindow: Window = (q, report, f, translate, w) => {
  const p = new SqlParams();
  const rows = `
    select c.id as "categoryId", coalesce(min(c.name), ${p.add(translate('reports.noCategory'))}::text) as "category", sum(s.quantity) as "quantity",
           sum(s.revenue) as "revenue", sum(s.cost) as "cost", ${profit} as "profit"
      from (${linesOf(p, SALE_TYPES, f)}) s join products p on p.id = s.product_id
      left join definitions c on c.company_id = p.company_id and c.id = ${CATEGORY_OF_PRODUCT}
     group by c.id having sum(s.lines) > 0`;
  return groupedWindow(q, report, { rows, params: p, ties: ['categoryId'] }, w);
};

/** genelyonetimsatis: per day, sales, returns, their net, the cost and the profit (from the day totals). */
export const dailySalesWindow: Window = (q, report, f, _t, w) => {
  const p = new SqlParams();
  const rows = `
    select s.day as "date", coalesce(sum(s.revenue) filter (where s.doc_type <> 'salesReturn'), 0) as "sales",
           coalesce(-sum(s.revenue) filter (where s.doc_type = 'salesReturn'), 0) as "returns",
           sum(s.revenue) as "net", sum(s.cost) as "cost", ${profit} as "profit"
      from (${summedDays(p, SALE_TYPES, f)}) s
     group by s.day having sum(s.lines) > 0`;
  return groupedWindow(q, report, { rows, params: p, ties: ['date'] }, w);
};

/** geneluruntedarik: per product and supplier, purchases less purchase returns, and the average price. */
export const supplyWindow: Window = (q, report, f, _t, w) => {
  const p = new SqlParams();
  const rows = `
    select g.*, case when g."quantity" > 0 then round(g."amount" / g."quantity", 2) end as "averagePrice"
      from (select p.id as "productId", min(p.code) as "code", min(p.name) as "name", a.id as "accountId", min(a.name) as "supplier",
                   sum(s.quantity) as "quantity", sum(s.revenue) as "amount", ${PRODUCT_KEYS}, min(a.name_sk) as "_supplier"
              from (${linesOf(p, PURCHASE_TYPES, f)}) s join ${KEYED_PRODUCTS} p on p.id = s.product_id
              left join (select x.*, defter_sort_key(x.name) as name_sk from accounts x offset 0) a on a.company_id = p.company_id and a.id = s.account_id
             group by p.id, a.id having sum(s.lines) > 0) g`;
  return groupedWindow(q, report, { rows, params: p, ties: ['productId', 'accountId'], keys: { ...productKeys, supplier: '_supplier' } }, w);
};

/** alissatis: per product, bought against sold, and the difference of the quantities. */
export const boughtSoldWindow: Window = (q, report, f, _t, w) => {
  const p = new SqlParams();
  const purchases = p.add(PURCHASE_TYPES);
  const rows = `
    select g.*, g."purchasedQuantity" - g."soldQuantity" as "quantityDifference"
      from (select p.id as "productId", min(p.code) as "code", min(p.name) as "name",
                   coalesce(sum(s.quantity) filter (where s.doc_type = any(${purchases}::text[])), 0) as "purchasedQuantity",
                   coalesce(sum(s.revenue) filter (where s.doc_type = any(${purchases}::text[])), 0) as "purchaseAmount",
                   coalesce(sum(s.quantity) filter (where s.doc_type <> all(${purchases}::text[])), 0) as "soldQuantity",
                   coalesce(sum(s.revenue) filter (where s.doc_type <> all(${purchases}::text[])), 0) as "salesAmount", ${PRODUCT_KEYS}
              from (${linesOf(p, [...SALE_TYPES, ...PURCHASE_TYPES], f)}) s join ${KEYED_PRODUCTS} p on p.id = s.product_id
             group by p.id having sum(s.lines) > 0) g`;
  return groupedWindow(q, report, { rows, params: p, ties: ['productId'], keys: productKeys }, w);
};

/** What a line list's row shows of its line, besides the names the joins give. */
const LINE_FIELDS: Record<string, string> = {
  documentId: 't.document_id',
  date: 't.day',
  number: 't.number',
  quantity: 't.quantity',
  revenue: 't.revenue',
  cost: 't.cost',
  profit: '(t.revenue - t.cost)',
};
const PURCHASE_LINE_FIELDS: Record<string, string> = { ...LINE_FIELDS, amount: 't.revenue', cost: '(-t.cost)' };
const LABEL_FIELDS: Record<string, string> = {
  documentType: 'dt.label',
  account: 'a.name',
  code: 'p.code',
  name: 'p.name',
  category: 'c.name',
  warehouse: 'w.name',
  user: 'u.name',
  paymentType: `case when t.payment_type is not null then coalesce(pt.label, 'lists.paymentTypes.' || t.payment_type) end`,
};

/**
 * The Turkish sort key of a name, taken once per account, product, group, warehouse, user or label (a subquery the
 * planner keeps whole) rather than once per line: what sorting years of lines by a name needs.
 */
function sortKeyJoin(p: SqlParams, key: string, types: readonly string[], translate: Translate): { join: string; key: string } {
  const keyed = (select: string, on: string) => `left join (${select} offset 0) sk on ${on}`;
  const named = (table: string, column: string, on: string) => keyed(`select x.id, defter_sort_key(x.${column}) as k from ${table} x`, `sk.id = ${on}`);
  const listed = (codes: readonly string[], label: (code: string) => string, on: string) =>
    keyed(`select v.code, defter_sort_key(v.label) as k from ${labelList(p, 'v', codes, label)}`, `sk.code = ${on}`);
  const join = {
    account: () => named('accounts', 'name', 't.account_id'),
    code: () => named('products', 'code', 't.product_id'),
    name: () => named('products', 'name', 't.product_id'),
    warehouse: () => named('warehouses', 'name', 't.warehouse_id'),
    user: () => named('users', 'name', 't.user_id'),
    category: () =>
      keyed(
        `select p.id, defter_sort_key(c.name) as k from products p join definitions c on c.company_id = p.company_id and c.id = ${CATEGORY_OF_PRODUCT}`,
        'sk.id = t.product_id',
      ),
    documentType: () => listed(types, (code) => translate(`documentTypes.${code}`), 't.doc_type'),
    paymentType: () => listed(PAYMENT_TYPES, (code) => translate(`lists.paymentTypes.${code}`), 't.payment_type'),
  }[key]!();
  // a payment type the words do not know shows (and sorts by) its key, as translate gives it
  const fallback =
    key === 'paymentType' ? `case when t.payment_type is not null then coalesce(sk.k, defter_sort_key('lists.paymentTypes.' || t.payment_type)) end` : 'sk.k';
  return { join, key: fallback };
}

/**
 * satisislem and alisislem: every line. The totals from the summaries (or one sum over the lines); the page is cut
 * on the lines before the names are joined (in the day's order, the index trade_lines_day's).
 */
function lineListWindow(types: readonly string[], fields: Record<string, string>, totalOf: Record<string, string>): Window {
  return async (q, report, f, translate, w) => {
    const sum = await lineTotals(q, types, f, Object.fromEntries(report.totals.map((k) => [k, `sum(${totalOf[k]!})`])));
    const p = new SqlParams();
    const all = { ...fields, ...LABEL_FIELDS };
    const labels = `${LABEL_JOINS}
      left join ${labelList(p, 'dt', types, (code) => translate(`documentTypes.${code}`))} on dt.code = t.doc_type
      left join ${labelList(p, 'pt', PAYMENT_TYPES, (code) => translate(`lists.paymentTypes.${code}`))} on pt.code = t.payment_type`;
    const { key, type, dir } = w.sort;
    // the page is cut on the lines (with a name's sort key when the order is a name), and named after
    const sort = key in fields ? { join: '', key: fields[key]! } : sortKeyJoin(p, key, types, translate);
    const by = (expr: string) => (key === 'date' ? `${expr} ${dir}` : key in fields ? sqlOrder(expr, type, dir) : `${expr} collate "C" ${dir} nulls last`);
    const order = (expr: string) => `${by(expr)}, t.document_id ${dir}, t.ord ${dir}`;
    const select = [...report.columns.map((c) => `${selected(all[c.key]!, c.type)} as "${c.key}"`), 't.doc_type as "docType"'].join(', ');
    const where = tradeLineConditions(p, types, f);
    const limit = `limit ${p.add(w.limit)}::bigint offset ${p.add(w.offset)}::bigint`;
    const sql = `select ${select}
                   from (select t.*, ${sort.key} as sort_key from trade_lines t ${sort.join} where ${where} order by ${order(sort.key)} ${limit}) t ${labels}
                  order by ${order('t.sort_key')}`;
    const r = await q.query<Record<string, unknown>>(sql, p.values);
    return {
      rows: r.rows.map((row) => toReportRow(report, row, ['docType'])),
      totals: Object.fromEntries(report.totals.map((k) => [k, (sum[k] as string | null) ?? '0'])),
      total: Number(sum._total),
    };
  };
}

export const salesLinesWindow = lineListWindow(SALE_TYPES, LINE_FIELDS, {
  quantity: 's.quantity',
  revenue: 's.revenue',
  cost: 's.cost',
  profit: 's.revenue - s.cost',
});
export const purchaseLinesWindow = lineListWindow(PURCHASE_TYPES, PURCHASE_LINE_FIELDS, { quantity: 's.quantity', amount: 's.revenue', cost: '-s.cost' });
