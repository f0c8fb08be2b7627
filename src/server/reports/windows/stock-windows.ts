import { Dec } from '../../../domain/money/decimal';
import type { ReportRow } from '../../../domain/schemas/reports';
import type { Queryable } from '../../db/database';
import { quantity, type ReportWindow, type ReportWindowAnswer } from '../definition';
import { labelJoin, labelOf, orderOf, pageOf, pageWithTotals, Params, whereOf, type SortColumn } from './sql-window';

/**
 * The windows of the stock reports (issue #16): `stokislem`'s page is one range of the index of the stock order
 * (migration 048) and its totals one pass over the moves without their labels; `stokbakiye`'s balances are the
 * running totals of `stock_day_totals`, read per product and warehouse.
 */

type Translate = (key: string) => string;

interface StockMoveFilters {
  from?: string;
  to?: string;
  warehouseId?: number;
  productId?: number;
  categoryId?: number;
}

function moveConditions(p: Params, f: StockMoveFilters): string[] {
  const c: string[] = [];
  if (f.from) c.push(`m.moved_on >= ${p.add(f.from)}::date`);
  if (f.to) c.push(`m.moved_on <= ${p.add(f.to)}::date`);
  if (f.warehouseId !== undefined) c.push(`m.warehouse_id = ${p.add(f.warehouseId)}::integer`);
  if (f.productId !== undefined) c.push(`m.product_id = ${p.add(f.productId)}::integer`);
  if (f.categoryId !== undefined)
    c.push(
      `exists (select 1 from products pc where pc.company_id = m.company_id and pc.id = m.product_id and pc.attributes->>'categoryId' = ${p.add(String(f.categoryId))})`,
    );
  return c;
}

const MOVE_SORTS: Record<string, SortColumn> = {
  date: { expr: 'm.moved_on', notNull: true },
  documentId: { expr: 'm.document_id', notNull: true },
  number: { expr: 'd.number' },
  documentType: { expr: labelOf('dt', 'documentTypes', 'd.doc_type') },
  code: { expr: 'p.code' },
  name: { expr: 'p.name' },
  warehouse: { expr: 'w.name' },
  location: { expr: 'l.name' },
  quantity: { expr: 'm.quantity', notNull: true },
  value: { expr: 'm.value', notNull: true },
};

/**
 * The count and sums of the moves of `from`–`to`: over the whole ledger, what each product and warehouse holds now
 * (`stock_totals`, migration 082); over a range, per product and warehouse, the running totals through `to` less
 * those before `from`, two index seeks each in `stock_day_totals` (migrations 044 and 082), not every move.
 */
async function moveTotals(q: Queryable, f: StockMoveFilters): Promise<{ total: number; quantity: string; value: string }> {
  const p = new Params();
  const conditions: string[] = [];
  if (f.productId !== undefined) conditions.push(`s.product_id = ${p.add(f.productId)}::integer`);
  if (f.warehouseId !== undefined) conditions.push(`s.warehouse_id = ${p.add(f.warehouseId)}::integer`);
  if (f.categoryId !== undefined)
    conditions.push(
      `exists (select 1 from products pc where pc.company_id = s.company_id and pc.id = s.product_id and pc.attributes->>'categoryId' = ${p.add(String(f.categoryId))})`,
    );
  if (!f.from && !f.to) {
    const r = await q.query<{ total: number; quantity: string; value: string }>(
      `select coalesce(sum(s.moves), 0)::integer as total, coalesce(sum(s.quantity), 0)::text as quantity, coalesce(sum(s.value), 0)::text as value
         from stock_totals s ${whereOf(conditions)}`,
      p.values,
    );
    return r.rows[0]!;
  }
  const through = (bound: string) => `(select d.running_moves, d.running_quantity, d.running_value from stock_day_totals d
     where d.company_id = s.company_id and d.product_id = s.product_id and d.warehouse_id = s.warehouse_id ${bound} order by d.on_date desc limit 1)`;
  const upTo = through(f.to ? `and d.on_date <= ${p.add(f.to)}::date` : '');
  const before = f.from ? through(`and d.on_date < ${p.add(f.from)}::date`) : null;
  const r = await q.query<{ total: number; quantity: string; value: string }>(
    `select coalesce(sum(e.running_moves - coalesce(b.running_moves, 0)), 0)::integer as total,
            coalesce(sum(e.running_quantity - coalesce(b.running_quantity, 0)), 0)::text as quantity,
            coalesce(sum(e.running_value - coalesce(b.running_value, 0)), 0)::text as value
       from stock_totals s
       cross join lateral ${upTo} e
       left join lateral ${before ?? '(select null::integer as running_moves, null::numeric as running_quantity, null::numeric as running_value)'} b on true
      ${whereOf(conditions)}`,
    p.values,
  );
  return r.rows[0]!;
}

interface MoveRow {
  day: string;
  document_id: number;
  number: string;
  document_type: string;
  code: string;
  name: string;
  warehouse: string;
  location: string;
  quantity: string;
  value: string;
}

/** The stock ledger's moves (stokislem): a page in any order, the totals and count of every move the filters keep. */
export async function stockMovesWindow(q: Queryable, f: StockMoveFilters, translate: Translate, w: ReportWindow): Promise<ReportWindowAnswer> {
  const p = new Params();
  const source = `from stock_moves m
    join documents d on d.company_id = m.company_id and d.id = m.document_id
    join products p on p.company_id = m.company_id and p.id = m.product_id
    join warehouses w on w.company_id = m.company_id and w.id = m.warehouse_id
    join locations l on l.company_id = m.company_id and l.id = m.location_id
    ${labelJoin(p, translate, 'documentTypes', 'dt', `case when m.cost_rule = 'revaluation' then '~revaluation' else d.doc_type end`, { '~revaluation': 'reports.revaluation' })}
    ${whereOf(moveConditions(p, f))}`;
  const rows = await pageOf<MoveRow>(
    q,
    p,
    `to_char(m.moved_on, 'YYYY-MM-DD') as day, m.document_id, d.number, ${MOVE_SORTS.documentType!.expr} as document_type, p.code, p.name,
     w.name as warehouse, l.name as location, m.quantity::text as quantity, m.value::text as value`,
    source,
    orderOf(MOVE_SORTS, ['m.id'], w),
    w,
  );
  const s = await moveTotals(q, f);
  return {
    rows: rows.map((r): ReportRow => ({
      date: r.day,
      documentId: r.document_id,
      number: r.number,
      documentType: r.document_type,
      code: r.code,
      name: r.name,
      warehouse: r.warehouse,
      location: r.location,
      quantity: quantity(r.quantity),
      value: r.value,
    })),
    totals: { quantity: s.quantity, value: s.value },
    total: s.total,
  };
}

interface BalanceFilters {
  to?: string;
  warehouseId?: number;
  productId?: number;
  categoryId?: number;
}

const BALANCE_SORTS: Record<string, SortColumn> = {
  productId: { expr: 'b.product_id', notNull: true },
  code: { expr: 'b.code' },
  name: { expr: 'b.name' },
  unit: { expr: 'b.unit' },
  quantity: { expr: 'b.quantity', notNull: true },
  value: { expr: 'b.value', notNull: true },
  averageCost: { expr: 'case when b.quantity > 0 then round(b.value / b.quantity, 4) end' },
};

interface BalanceRow {
  product_id: number;
  code: string;
  name: string;
  unit: string;
  quantity: string;
  value: string;
}

/** What each product held on `to` (stokbakiye), from the running totals of its day totals (migration 044). */
export async function stockBalancesWindow(q: Queryable, f: BalanceFilters, _translate: Translate, w: ReportWindow): Promise<ReportWindowAnswer> {
  const p = new Params();
  const conditions: string[] = [];
  if (f.productId !== undefined) conditions.push(`p.id = ${p.add(f.productId)}::integer`);
  if (f.categoryId !== undefined) conditions.push(`p.attributes->>'categoryId' = ${p.add(String(f.categoryId))}`);
  // what each warehouse holds now (stock_totals), or on `to`: the running totals of its last day by then
  const held = f.to
    ? `(select sum(t.running_quantity) as quantity, sum(t.running_value) as value
          from warehouses w
          cross join lateral (select d.running_quantity, d.running_value from stock_day_totals d
                               where d.product_id = p.id and d.warehouse_id = w.id and d.on_date <= ${p.add(f.to)}::date
                               order by d.on_date desc limit 1) t
         ${f.warehouseId !== undefined ? `where w.id = ${p.add(f.warehouseId)}::integer` : ''})`
    : `(select sum(s.quantity) as quantity, sum(s.value) as value from stock_totals s
         where s.product_id = p.id ${f.warehouseId !== undefined ? `and s.warehouse_id = ${p.add(f.warehouseId)}::integer` : ''})`;
  const balances = `with b as materialized (
      select p.id as product_id, p.code, p.name, p.unit, coalesce(m.quantity, 0) as quantity, coalesce(m.value, 0)::numeric(18, 2) as value
        from products p
        left join lateral ${held} m on true
       ${whereOf(conditions)})`;
  const r = await pageWithTotals<BalanceRow>(
    q,
    p,
    balances,
    `b.product_id, b.code, b.name, b.unit, b.quantity::text as quantity, b.value::text as value`,
    'from b',
    { quantity: 'b.quantity', value: 'b.value' },
    orderOf(BALANCE_SORTS, ['b.product_id'], w),
    w,
  );
  return {
    ...r,
    rows: r.rows.map((b) => ({
      productId: b.product_id,
      code: b.code,
      name: b.name,
      unit: b.unit,
      quantity: quantity(b.quantity),
      value: b.value,
      averageCost: new Dec(b.quantity).gt(0) ? new Dec(b.value).dividedBy(b.quantity).toFixed(4) : null,
    })),
  };
}
