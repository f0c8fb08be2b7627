import type { ReportRow } from '../../../domain/schemas/reports';
import type { Queryable } from '../../db/database';
import { quantity, type ReportWindow, type ReportWindowAnswer } from '../definition';
import { labelJoin, labelOf, orderOf, pageOf, Params, whereOf, type SortColumn } from './sql-window';

/**
 * The windows of the reports of one row per document (issue #16): faturalist, stokfis, virmanlist, zkasasatis. A
 * document's day is `document_day` (migration 082), whose index gives the default order one range; the figures a row
 * shows are computed in SQL as the plain reading computes them in decimals (an amount in liras rounded half up).
 */

type Translate = (key: string) => string;
const intOf = (expr: string) => `case when ${expr} ~ '^\\d{1,9}$' then (${expr})::integer end`;
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
// an amount of the document's totals in liras, at its rate in another currency (as `inLiras`)
const RATE = `case when coalesce(d.snapshot->'context'->>'currency', '') not in ('', 'TRY') and coalesce(d.snapshot->'context'->>'exchangeRate', '') <> ''
                   then (d.snapshot->'context'->>'exchangeRate')::numeric else 1 end`;
const totalOf = (key: string) => `coalesce((d.snapshot->'context'->'totals'->>'${key}')::numeric, 0)`;
const inLiras = (amount: string) => `round((${amount}) * ${RATE}, 2)`;

const INVOICE_SORTS: Record<string, SortColumn> = {
  documentId: { expr: 'd.id', notNull: true },
  date: { expr: DAY, notNull: true },
  number: { expr: 'd.number' },
  documentType: { expr: labelOf('dt', 'documentTypes', 'd.doc_type') },
  account: { expr: 'a.name' },
  currency: { expr: `coalesce(d.snapshot->'context'->>'currency', 'TRY')` },
  net: { expr: inLiras(`round(${totalOf('sub')} - ${totalOf('discount')}, 2)`), notNull: true },
  tax: { expr: inLiras(totalOf('tax')), notNull: true },
  total: { expr: inLiras(totalOf('grand')), notNull: true },
};

/** The completed invoices and returns (faturalist), net, VAT and total in liras. */
export async function invoicesWindow(
  q: Queryable,
  f: Dated & { accountId?: number; type?: string; userId?: number; paymentType?: string },
  translate: Translate,
  w: ReportWindow,
): Promise<ReportWindowAnswer> {
  const source = (p: Params, labelled: boolean) => {
    const c = documentConditions(p, f, f.type ? [f.type] : INVOICE_TYPES);
    c.push(`d.status in ('completed', 'closed')`);
    if (f.accountId !== undefined) c.push(`a.id = ${p.add(f.accountId)}::integer`);
    if (f.userId !== undefined) c.push(`d.created_by = ${p.add(f.userId)}::integer`);
    if (f.paymentType !== undefined) c.push(`d.snapshot->'context'->>'paymentType' = ${p.add(f.paymentType)}::text`);
    return `from documents d
      left join accounts a on a.company_id = d.company_id and a.id = ${intOf(`d.snapshot->'context'->>'accountId'`)}
      ${labelled ? labelJoin(p, translate, 'documentTypes', 'dt', 'd.doc_type') : ''}
      ${whereOf(c)}`;
  };
  const p = new Params();
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
  }>(
    q,
    p,
    `d.id, to_char(${DAY}, 'YYYY-MM-DD') as day, d.number, ${INVOICE_SORTS.documentType!.expr} as document_type, a.name as account,
     ${INVOICE_SORTS.currency!.expr} as currency, ${INVOICE_SORTS.net!.expr}::numeric(18, 2)::text as net,
     ${INVOICE_SORTS.tax!.expr}::numeric(18, 2)::text as tax, ${INVOICE_SORTS.total!.expr}::numeric(18, 2)::text as total`,
    source(p, true),
    orderOf(INVOICE_SORTS, ['d.id'], w),
    w,
  );
  const t = new Params();
  const sums = await totalsOf(q, t, source(t, false), { net: INVOICE_SORTS.net!.expr, tax: INVOICE_SORTS.tax!.expr, total: INVOICE_SORTS.total!.expr });
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
    })),
    ...sums,
  };
}

// the lines' quantity in base units, and what the voucher moved at cost from the ledger (as stockVoucherRows reads them)
const VOUCHER_QUANTITY = `(select coalesce(sum((l->>'quantity')::numeric * coalesce((l->>'multiplier')::numeric, 1)), 0)
                             from jsonb_array_elements(d.snapshot->'context'->'lines') l)`;
const VOUCHER_VALUE = `(select (case when d.doc_type = 'stockOut' then -sum(m.value) filter (where coalesce(o.quantity, m.quantity) < 0)
                                     else sum(m.value) filter (where coalesce(o.quantity, m.quantity) > 0) end)::numeric(18, 2)
                          from stock_moves m left join stock_moves o on o.company_id = m.company_id and o.id = m.revalues
                         where m.company_id = d.company_id and m.document_id = d.id)`;

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
  const source = (p: Params, labelled: boolean) => {
    const c = documentConditions(p, f, f.types);
    if (f.warehouseId !== undefined) c.push(`w.id = ${p.add(f.warehouseId)}::integer`);
    if (f.targetWarehouseId !== undefined) c.push(`tw.id = ${p.add(f.targetWarehouseId)}::integer`);
    if (f.status !== undefined) c.push(`d.status = ${p.add(f.status)}::text`);
    return `from documents d
      left join warehouses w on w.company_id = d.company_id and w.id = ${intOf(`d.snapshot->'context'->>'warehouseId'`)}
      left join warehouses tw on tw.company_id = d.company_id and tw.id = ${intOf(`d.snapshot->'context'->>'targetWarehouseId'`)}
      left join users u on u.company_id = d.company_id and u.id = d.created_by
      ${labelled ? `${labelJoin(p, translate, 'documentTypes', 'dt', 'd.doc_type')} ${labelJoin(p, translate, 'documentStatus', 'ds', 'd.status')}` : ''}
      ${whereOf(c)}`;
  };
  const p = new Params();
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
     ${VOUCHER_QUANTITY}::text as quantity, ${VOUCHER_VALUE}::text as value`,
    source(p, true),
    orderOf(VOUCHER_SORTS, ['d.id'], w),
    w,
  );
  const t = new Params();
  const sums = await totalsOf(q, t, source(t, false), { quantity: VOUCHER_QUANTITY, value: VOUCHER_VALUE });
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
  `coalesce((select (e->>'amount')::numeric from jsonb_array_elements(case when jsonb_typeof(d.snapshot->'context'->'z'->'byPaymentType') = 'array'
                                                                           then d.snapshot->'context'->'z'->'byPaymentType' end) with ordinality as x (e, n)
             where e->>'paymentType' = '${type}' order by n limit 1), 0)`;
const Z_TOTAL = `coalesce((d.snapshot->'context'->'z'->>'total')::numeric, 0)`;

const Z_SORTS: Record<string, SortColumn> = {
  documentId: { expr: 'd.id', notNull: true },
  number: { expr: 'd.number' },
  date: { expr: DAY, notNull: true },
  cashAccount: { expr: 'b.name' },
  receiptCount: { expr: `coalesce(d.snapshot->'context'->'z'->>'receiptCount', '0')::numeric`, notNull: true },
  cash: { expr: `round(${paid('cash')}, 2)`, notNull: true },
  card: { expr: `round(${paid('card')}, 2)`, notNull: true },
  other: { expr: `round(${Z_TOTAL} - ${paid('cash')} - ${paid('card')}, 2)`, notNull: true },
  total: { expr: `round(${Z_TOTAL}, 2)`, notNull: true },
};

/** The closed cash-box sessions (zkasasatis), one row per Z report. */
export async function zReportsWindow(q: Queryable, f: Dated & { cashAccountId?: number }, _translate: Translate, w: ReportWindow): Promise<ReportWindowAnswer> {
  const source = (p: Params) => {
    const c = documentConditions(p, f, ['cashBoxSession']);
    c.push(`d.status = 'closed'`);
    if (f.cashAccountId !== undefined) c.push(`b.id = ${p.add(f.cashAccountId)}::integer`);
    return `from documents d
      left join cash_boxes b on b.company_id = d.company_id and b.id = ${intOf(`d.snapshot->'context'->>'cashBoxId'`)}
      ${whereOf(c)}`;
  };
  const figures = ['receiptCount', 'cash', 'card', 'other', 'total'] as const;
  const select = `d.id as "documentId", d.number, to_char(${DAY}, 'YYYY-MM-DD') as date, b.name as "cashAccount", ${figures
    .map((k) => `(${Z_SORTS[k]!.expr})::text as "${k}"`)
    .join(', ')}`;
  const p = new Params();
  const rows = await pageOf<ReportRow>(q, p, select, source(p), orderOf(Z_SORTS, ['d.id'], w), w);
  const t = new Params();
  const sums = await totalsOf(q, t, source(t), Object.fromEntries(figures.map((k) => [k, Z_SORTS[k]!.expr])));
  return { rows, ...sums };
}
