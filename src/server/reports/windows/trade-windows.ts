import type { Queryable } from '../../db/database';
import { sqlOrder, type ReportWindow, type ReportWindowAnswer } from '../definition';
import { LABEL_JOINS, labelList, PURCHASE_TYPES, SALE_TYPES, SqlParams, tradeLineConditions, type TradeLineFilter } from '../trade-lines';
import { PAYMENT_TYPES } from '../../../domain/documents/payment-types';
import { groupedWindow, selected, toReportRow, type WindowedReport } from './run';

/**
 * The windows of the reports over sold and bought lines (issue #16), read from `trade_lines` (migration 077): the
 * database groups, sorts, cuts the page and sums, giving what each definition's `rows()` gives from `saleLines`.
 */

type Translate = (key: string) => string;
type Window = (q: Queryable, report: WindowedReport, f: TradeLineFilter, translate: Translate, w: ReportWindow) => Promise<ReportWindowAnswer>;

const profit = `sum(t.revenue) - sum(t.cost)`;

/** satisfaturakar: per completed sales invoice, revenue without VAT, cost and profit. */
export const salesInvoiceWindow: Window = (q, report, f, _t, w) => {
  const p = new SqlParams();
  const rows = `
    select t.document_id as "documentId", min(t.number) as "number", min(t.day) as "date", min(a.name) as "account",
           sum(t.revenue) as "revenue", sum(t.cost) as "cost", ${profit} as "profit"
      from trade_lines t left join accounts a on a.company_id = t.company_id and a.id = t.account_id
     where ${tradeLineConditions(p, ['salesInvoice'], f)}
     group by t.document_id`;
  return groupedWindow(q, report, { rows, params: p, ties: ['documentId'] }, w);
};

/** satiskar: per product, what was sold less what came back. */
export const productSalesWindow: Window = (q, report, f, _t, w) => {
  const p = new SqlParams();
  const rows = `
    select p.id as "productId", min(p.code) as "code", min(p.name) as "name", sum(t.quantity) as "quantity",
           sum(t.revenue) as "revenue", sum(t.cost) as "cost", ${profit} as "profit"
      from trade_lines t join products p on p.company_id = t.company_id and p.id = t.product_id
     where ${tradeLineConditions(p, SALE_TYPES, f)}
     group by p.id`;
  return groupedWindow(q, report, { rows, params: p, ties: ['productId'] }, w);
};

/** satisgrup: the same per product group, the products without one together. */
export const groupSalesWindow: Window = (q, report, f, translate, w) => {
  const p = new SqlParams();
  const rows = `
    select c.id as "categoryId", coalesce(min(c.name), ${p.add(translate('reports.noCategory'))}::text) as "category", sum(t.quantity) as "quantity",
           sum(t.revenue) as "revenue", sum(t.cost) as "cost", ${profit} as "profit"
      from trade_lines t join products p on p.company_id = t.company_id and p.id = t.product_id
      left join definitions c on c.company_id = t.company_id and c.id = case when p.attributes->>'categoryId' ~ '^\\d{1,9}$' then (p.attributes->>'categoryId')::integer end
     where ${tradeLineConditions(p, SALE_TYPES, f)}
     group by c.id`;
  return groupedWindow(q, report, { rows, params: p, ties: ['categoryId'] }, w);
};

/** genelyonetimsatis: per day, sales, returns, their net, the cost and the profit. */
export const dailySalesWindow: Window = (q, report, f, _t, w) => {
  const p = new SqlParams();
  const rows = `
    select t.day as "date", coalesce(sum(t.revenue) filter (where t.doc_type <> 'salesReturn'), 0) as "sales",
           coalesce(-sum(t.revenue) filter (where t.doc_type = 'salesReturn'), 0) as "returns",
           sum(t.revenue) as "net", sum(t.cost) as "cost", ${profit} as "profit"
      from trade_lines t
     where ${tradeLineConditions(p, SALE_TYPES, f)}
     group by t.day`;
  return groupedWindow(q, report, { rows, params: p, ties: ['date'] }, w);
};

/** geneluruntedarik: per product and supplier, purchases less purchase returns, and the average price. */
export const supplyWindow: Window = (q, report, f, _t, w) => {
  const p = new SqlParams();
  const rows = `
    select g.*, case when g."quantity" > 0 then round(g."amount" / g."quantity", 2) end as "averagePrice"
      from (select p.id as "productId", min(p.code) as "code", min(p.name) as "name", a.id as "accountId", min(a.name) as "supplier",
                   sum(t.quantity) as "quantity", sum(t.revenue) as "amount"
              from trade_lines t join products p on p.company_id = t.company_id and p.id = t.product_id
              left join accounts a on a.company_id = t.company_id and a.id = t.account_id
             where ${tradeLineConditions(p, PURCHASE_TYPES, f)}
             group by p.id, a.id) g`;
  return groupedWindow(q, report, { rows, params: p, ties: ['productId', 'accountId'] }, w);
};

/** alissatis: per product, bought against sold, and the difference of the quantities. */
export const boughtSoldWindow: Window = (q, report, f, _t, w) => {
  const p = new SqlParams();
  const purchases = p.add(PURCHASE_TYPES);
  const rows = `
    select g.*, g."purchasedQuantity" - g."soldQuantity" as "quantityDifference"
      from (select p.id as "productId", min(p.code) as "code", min(p.name) as "name",
                   coalesce(sum(t.quantity) filter (where t.doc_type = any(${purchases}::text[])), 0) as "purchasedQuantity",
                   coalesce(sum(t.revenue) filter (where t.doc_type = any(${purchases}::text[])), 0) as "purchaseAmount",
                   coalesce(sum(t.quantity) filter (where t.doc_type <> all(${purchases}::text[])), 0) as "soldQuantity",
                   coalesce(sum(t.revenue) filter (where t.doc_type <> all(${purchases}::text[])), 0) as "salesAmount"
              from trade_lines t join products p on p.company_id = t.company_id and p.id = t.product_id
             where ${tradeLineConditions(p, [...SALE_TYPES, ...PURCHASE_TYPES], f)}
             group by p.id) g`;
  return groupedWindow(q, report, { rows, params: p, ties: ['productId'] }, w);
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
 * satisislem and alisislem: every line. The totals are one sum over the lines; the page is cut before the names
 * are joined when its order is the line's own (the day's order is the index trade_lines_day), after otherwise.
 */
function lineListWindow(types: readonly string[], fields: Record<string, string>): Window {
  return async (q, report, f, translate, w) => {
    const totals = new SqlParams();
    const sums = report.totals.map((k) => `sum(${fields[k]!})::text as "${k}"`);
    const t = await q.query<Record<string, string | number | null>>(
      `select count(*)::integer as "_total", ${sums.join(', ')} from trade_lines t where ${tradeLineConditions(totals, types, f)}`,
      totals.values,
    );
    const p = new SqlParams();
    const all = { ...fields, ...LABEL_FIELDS };
    const labels = `${LABEL_JOINS}
      left join ${labelList(p, 'dt', types, (code) => translate(`documentTypes.${code}`))} on dt.code = t.doc_type
      left join ${labelList(p, 'pt', PAYMENT_TYPES, (code) => translate(`lists.paymentTypes.${code}`))} on pt.code = t.payment_type`;
    const { key, type, dir } = w.sort;
    // the day is never empty: ordered as the index trade_lines_day is, either way
    const first = key === 'date' ? `t.day ${dir}` : sqlOrder(all[key]!, type, dir);
    const order = `${first}, t.document_id ${dir}, t.ord ${dir}`;
    const select = [...report.columns.map((c) => `${selected(all[c.key]!, c.type)} as "${c.key}"`), 't.doc_type as "docType"'].join(', ');
    const where = tradeLineConditions(p, types, f);
    const limit = `limit ${p.add(w.limit)}::bigint offset ${p.add(w.offset)}::bigint`;
    const sql =
      key in fields
        ? `select ${select} from (select t.* from trade_lines t where ${where} order by ${order} ${limit}) t ${labels} order by ${order}`
        : `select ${select} from trade_lines t ${labels} where ${where} order by ${order} ${limit}`;
    const r = await q.query<Record<string, unknown>>(sql, p.values);
    const sum = t.rows[0]!;
    return {
      rows: r.rows.map((row) => toReportRow(report, row, ['docType'])),
      totals: Object.fromEntries(report.totals.map((k) => [k, (sum[k] as string | null) ?? '0'])),
      total: Number(sum._total),
    };
  };
}

export const salesLinesWindow = lineListWindow(SALE_TYPES, LINE_FIELDS);
export const purchaseLinesWindow = lineListWindow(PURCHASE_TYPES, PURCHASE_LINE_FIELDS);
