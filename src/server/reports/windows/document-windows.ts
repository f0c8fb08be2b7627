import type { ReportRow } from '../../../domain/schemas/reports';
import type { Queryable } from '../../db/database';
import { quantity, type ReportWindow, type ReportWindowAnswer } from '../definition';
import { labelJoin, labelOf, orderOf, pageOf, Params, whereOf, type SortColumn } from './sql-window';
import { Z_REPORT_DAY } from '../queries';
import { idOf, snapshotOf } from '../../documents/snapshot-fields';

/**
 * The windows of the reports of one row per document (issue #16): faturalist, stokfis, virmanlist, zkasasatis. A
 * document's day is `document_day` (migration 082), whose index gives the default order one range; the figures a row
 * shows are computed in SQL as the plain reading computes them in decimals (an amount in liras rounded half up).
 */

const DOC = snapshotOf('d');

type Translate = (key: string) => string;
const DAY = 'document_day(d.snapshot, d.created_at)';

interface Dated {
  from?: string;
  to?: string;
}

function documentConditions(p: Params, f: Dated, types: readonly string[]): string[] {
  const c = [`d.doc_type = any(${p.add(types)}::text[])`];
  if (f.from) c.push(`${DAY} >= ${p.add(f.from)}::date`);
  if (f.to) c.push(`${DAY} <= ${p.add(f.to)}::date`);
  return c;
}

/** The same conditions on a document's figures (migration 082), whose sums the totals are. */
function figureConditions(p: Params, f: Dated, types: readonly string[]): string[] {
  const c = [`f.doc_type = any(${p.add(types)}::text[])`];
  if (f.from) c.push(`f.day >= ${p.add(f.from)}::date`);
  if (f.to) c.push(`f.day <= ${p.add(f.to)}::date`);
  return c;
}

async function totalsOf(q: Queryable, p: Params, source: string, sums: Record<string, string>) {
  const r = await q.query<Record<string, string | number>>(
    `select count(*)::integer as "total_count", ${Object.entries(sums)
      .map(([k, e]) => `coalesce(sum(${e}), 0)::text as "total_${k}"`)
      .join(', ')} ${source}`,
    p.values,
  );
  const s = r.rows[0]!;
  return { totals: Object.fromEntries(Object.keys(sums).map((k) => [k, String(s[`total_${k}`])])), total: Number(s.total_count) };
}

const INVOICE_TYPES = ['salesInvoice', 'purchaseInvoice', 'salesReturn', 'purchaseReturn'];

const INVOICE_SORTS: Record<string, SortColumn> = {
  documentId: { expr: 'd.id', notNull: true },
  date: { expr: DAY, notNull: true },
  number: { expr: 'd.number' },
  documentType: { expr: labelOf('dt', 'documentTypes', 'd.doc_type') },
  account: { expr: 'a.name' },
  currency: { expr: `coalesce(${DOC.currency}, 'TRY')` },
  net: { expr: 'f.net', notNull: true },
  tax: { expr: 'f.tax', notNull: true },
  total: { expr: 'f.total', notNull: true },
  foreignTotal: {
    expr: `case when coalesce(${DOC.currency}, 'TRY') <> 'TRY' then document_figure_number(${DOC.grandTotal}) end`,
  },
};

/** The completed invoices and returns (faturalist), net, VAT and total in liras, a foreign one's own total beside. */
export async function invoicesWindow(
  q: Queryable,
  f: Dated & { accountId?: number; type?: string; userId?: number; paymentType?: string },
  translate: Translate,
  w: ReportWindow,
): Promise<ReportWindowAnswer> {
  const filters = (p: Params) => {
    const c = [`f.status in ('completed', 'closed')`];
    if (f.accountId !== undefined) c.push(`f.account_id = ${p.add(f.accountId)}::integer`);
    if (f.userId !== undefined) c.push(`f.created_by = ${p.add(f.userId)}::integer`);
    if (f.paymentType !== undefined) c.push(`f.payment_type = ${p.add(f.paymentType)}::text`);
    return c;
  };
  const p = new Params();
  const source = `from documents d
      join document_figures f on f.company_id = d.company_id and f.document_id = d.id
      left join accounts a on a.company_id = d.company_id and a.id = f.account_id
      ${labelJoin(p, translate, 'documentTypes', 'dt', 'd.doc_type')}
      ${whereOf([...documentConditions(p, f, f.type ? [f.type] : INVOICE_TYPES), ...filters(p)])}`;
  const rows = await pageOf<{
    id: number;
    day: string;
    number: string;
    document_type: string;
    account: string | null;
    currency: string;
    net: string;
    tax: string;
    total: string;
    foreign_total: string | null;
  }>(
    q,
    p,
    `d.id, to_char(${DAY}, 'YYYY-MM-DD') as day, d.number, ${INVOICE_SORTS.documentType!.expr} as document_type, a.name as account,
     ${INVOICE_SORTS.currency!.expr} as currency, f.net::text as net, f.tax::text as tax, f.total::text as total,
     (${INVOICE_SORTS.foreignTotal!.expr})::numeric(18, 2)::text as foreign_total`,
    source,
    orderOf(INVOICE_SORTS, ['d.id'], w),
    w,
  );
  const t = new Params();
  const sums = await totalsOf(q, t, `from document_figures f ${whereOf([...figureConditions(t, f, f.type ? [f.type] : INVOICE_TYPES), ...filters(t)])}`, {
    net: 'f.net',
    tax: 'f.tax',
    total: 'f.total',
  });
  return {
    rows: rows.map((r): ReportRow => ({
      documentId: r.id,
      date: r.day,
      number: r.number,
      documentType: r.document_type,
      account: r.account,
      currency: r.currency,
      net: r.net,
      tax: r.tax,
      total: r.total,
      foreignTotal: r.foreign_total,
    })),
    ...sums,
  };
}

// the lines' quantity in base units, and what the voucher moved at cost (what left, for a stock-out), from its figures
const VOUCHER_QUANTITY = 'f.quantity';
const VOUCHER_VALUE = `case when f.doc_type = 'stockOut' then f.gone else f.arrived end`;

const VOUCHER_SORTS: Record<string, SortColumn> = {
  date: { expr: DAY, notNull: true },
  number: { expr: 'd.number' },
  documentType: { expr: labelOf('dt', 'documentTypes', 'd.doc_type') },
  status: { expr: labelOf('ds', 'documentStatus', 'd.status') },
  warehouse: { expr: 'w.name' },
  targetWarehouse: { expr: 'tw.name' },
  user: { expr: 'u.name' },
  quantity: { expr: VOUCHER_QUANTITY, notNull: true },
  value: { expr: VOUCHER_VALUE },
  documentId: { expr: 'd.id', notNull: true },
};

/** The stock vouchers (stokfis) or the transfers (virmanlist), in any status unless one is asked. */
export async function vouchersWindow(
  q: Queryable,
  f: Dated & { types: readonly string[]; warehouseId?: number; targetWarehouseId?: number; status?: string },
  translate: Translate,
  w: ReportWindow,
): Promise<ReportWindowAnswer> {
  const filters = (p: Params) => {
    const c: string[] = [];
    if (f.warehouseId !== undefined) c.push(`f.warehouse_id = ${p.add(f.warehouseId)}::integer`);
    if (f.targetWarehouseId !== undefined) c.push(`f.target_warehouse_id = ${p.add(f.targetWarehouseId)}::integer`);
    if (f.status !== undefined) c.push(`f.status = ${p.add(f.status)}::text`);
    return c;
  };
  const p = new Params();
  const source = `from documents d
      join document_figures f on f.company_id = d.company_id and f.document_id = d.id
      left join warehouses w on w.company_id = d.company_id and w.id = f.warehouse_id
      left join warehouses tw on tw.company_id = d.company_id and tw.id = f.target_warehouse_id
      left join users u on u.company_id = d.company_id and u.id = d.created_by
      ${labelJoin(p, translate, 'documentTypes', 'dt', 'd.doc_type')} ${labelJoin(p, translate, 'documentStatus', 'ds', 'd.status')}
      ${whereOf([...documentConditions(p, f, f.types), ...filters(p)])}`;
  const rows = await pageOf<{
    id: number;
    doc_type: string;
    day: string;
    number: string;
    document_type: string;
    status: string;
    warehouse: string | null;
    target_warehouse: string | null;
    user_name: string | null;
    quantity: string;
    value: string | null;
  }>(
    q,
    p,
    `d.id, d.doc_type, to_char(${DAY}, 'YYYY-MM-DD') as day, d.number, ${VOUCHER_SORTS.documentType!.expr} as document_type,
     ${VOUCHER_SORTS.status!.expr} as status, w.name as warehouse, tw.name as target_warehouse, u.name as user_name,
     ${VOUCHER_QUANTITY}::text as quantity, (${VOUCHER_VALUE})::text as value`,
    source,
    orderOf(VOUCHER_SORTS, ['d.id'], w),
    w,
  );
  const t = new Params();
  const sums = await totalsOf(q, t, `from document_figures f ${whereOf([...figureConditions(t, f, f.types), ...filters(t)])}`, {
    quantity: VOUCHER_QUANTITY,
    value: VOUCHER_VALUE,
  });
  return {
    rows: rows.map((r) => ({
      documentId: r.id,
      docType: r.doc_type,
      date: r.day,
      number: r.number,
      documentType: r.document_type,
      status: r.status,
      warehouse: r.warehouse,
      targetWarehouse: r.target_warehouse,
      user: r.user_name,
      quantity: quantity(r.quantity),
      value: r.value,
    })),
    ...sums,
  };
}

// what the Z report closed with, by payment type (as the plain reading takes the first of each), unrounded
const paid = (type: string) =>
  `coalesce((select (e->>'amount')::numeric from jsonb_array_elements(case when jsonb_typeof(${DOC.zByPaymentType}) = 'array'
                                                                           then ${DOC.zByPaymentType} end) with ordinality as x (e, n)
             where e->>'paymentType' = '${type}' order by n limit 1), 0)`;
const Z_TOTAL = `coalesce((${DOC.zTotal})::numeric, 0)`;

const Z_SORTS: Record<string, SortColumn> = {
  documentId: { expr: 'd.id', notNull: true },
  number: { expr: 'd.number' },
  date: { expr: Z_REPORT_DAY, notNull: true },
  cashAccount: { expr: 'b.name' },
  receiptCount: { expr: `coalesce(${DOC.zReceiptCount}, '0')::numeric`, notNull: true },
  cash: { expr: `round(${paid('cash')}, 2)`, notNull: true },
  card: { expr: `round(${paid('card')}, 2)`, notNull: true },
  other: { expr: `round(${Z_TOTAL} - ${paid('cash')} - ${paid('card')}, 2)`, notNull: true },
  total: { expr: `round(${Z_TOTAL}, 2)`, notNull: true },
};

/** The closed cash-box sessions (zkasasatis), one row per Z report. */
export async function zReportsWindow(q: Queryable, f: Dated & { cashAccountId?: number }, _translate: Translate, w: ReportWindow): Promise<ReportWindowAnswer> {
  const source = (p: Params) => {
    // dated as each Z report is: the day its session closed
    const c = documentConditions(p, {}, ['cashBoxSession']);
    c.push(`d.status = 'closed'`);
    if (f.from) c.push(`${Z_REPORT_DAY} >= ${p.add(f.from)}::date`);
    if (f.to) c.push(`${Z_REPORT_DAY} <= ${p.add(f.to)}::date`);
    if (f.cashAccountId !== undefined) c.push(`b.id = ${p.add(f.cashAccountId)}::integer`);
    return `from documents d
      left join cash_boxes b on b.company_id = d.company_id and b.id = ${idOf(DOC.cashBoxId)}
      ${whereOf(c)}`;
  };
  const figures = ['receiptCount', 'cash', 'card', 'other', 'total'] as const;
  const select = `d.id as "documentId", d.number, to_char(${Z_REPORT_DAY}, 'YYYY-MM-DD') as date, b.name as "cashAccount", ${figures
    .map((k) => `(${Z_SORTS[k]!.expr})::text as "${k}"`)
    .join(', ')}`;
  const p = new Params();
  const rows = await pageOf<ReportRow>(q, p, select, source(p), orderOf(Z_SORTS, ['d.id'], w), w);
  const t = new Params();
  const sums = await totalsOf(q, t, source(t), Object.fromEntries(figures.map((k) => [k, Z_SORTS[k]!.expr])));
  return { rows, ...sums };
}
