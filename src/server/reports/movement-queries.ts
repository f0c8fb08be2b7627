import type { Queryable } from '../db/database';
import { dayOf, idOf, snapshotOf } from '../documents/snapshot-fields';

/**
 * The SQL of the movement lists (movement-lists.ts): the stock vouchers and a product's moves. The sales and
 * purchase lines are the reports' own `saleLines` (queries.ts).
 */

const DOC = snapshotOf('d');

const DOC_DAY = dayOf(DOC.date, 'd.created_at::date');

export interface StockVoucherRow {
  document_id: number;
  doc_type: string;
  number: string;
  status: string;
  day: string;
  warehouse_name: string | null;
  target_warehouse_name: string | null;
  user_name: string | null;
  quantity: string;
  /** what the voucher moved at cost: what arrived (a stock-in, a transfer's arriving half, the sets or components made) or, for a stock-out, what left; null before it completed */
  value: string | null;
}

/**
 * The stock vouchers of `types` dated `from`–`to`, in any status unless one is given; `warehouseId` is the warehouse
 * a voucher moves from (or into, for a stock-in), `targetWarehouseId` a transfer's destination. The quantity is the
 * lines' in base units; the value is read from the stock ledger, re-valuations included (a re-valuation row counts
 * on the side of the move it corrects).
 */
export async function stockVoucherRows(
  q: Queryable,
  f: { types: readonly string[]; from?: string; to?: string; warehouseId?: number; targetWarehouseId?: number; status?: string },
): Promise<StockVoucherRow[]> {
  const r = await q.query<StockVoucherRow>(
    `select d.id as document_id, d.doc_type, d.number, d.status, to_char(${DOC_DAY}, 'YYYY-MM-DD') as day,
            w.name as warehouse_name, tw.name as target_warehouse_name, u.name as user_name,
            (select coalesce(sum((l->>'quantity')::numeric * coalesce((l->>'multiplier')::numeric, 1)), 0)
               from jsonb_array_elements(${DOC.lines}) l)::text as quantity,
            (case when d.doc_type = 'stockOut' then mv.gone else mv.arrived end)::numeric(18, 2)::text as value
       from documents d
       left join warehouses w on w.company_id = d.company_id and w.id = ${idOf(DOC.warehouseId)}
       left join warehouses tw on tw.company_id = d.company_id and tw.id = ${idOf(DOC.targetWarehouseId)}
       left join users u on u.company_id = d.company_id and u.id = d.created_by
       left join lateral (
         select sum(m.value) filter (where coalesce(o.quantity, m.quantity) > 0) as arrived,
                -sum(m.value) filter (where coalesce(o.quantity, m.quantity) < 0) as gone
           from stock_moves m left join stock_moves o on o.company_id = m.company_id and o.id = m.revalues
          where m.company_id = d.company_id and m.document_id = d.id
         having count(*) > 0) mv on true
      where d.doc_type = any($1::text[])
        and ($2::date is null or ${DOC_DAY} >= $2::date) and ($3::date is null or ${DOC_DAY} <= $3::date)
        and ($4::integer is null or w.id = $4::integer) and ($5::integer is null or tw.id = $5::integer)
        and ($6::text is null or d.status = $6::text)
      order by ${DOC_DAY}, d.id`,
    [f.types, f.from ?? null, f.to ?? null, f.warehouseId ?? null, f.targetWarehouseId ?? null, f.status ?? null],
  );
  return r.rows;
}

export interface ProductOpeningRow {
  quantity: string;
  value: string;
}

/** What the product's stock held before `from` (in one warehouse, or all), from the running totals of its day totals (migration 044). */
export async function productOpening(q: Queryable, f: { productId: number; from: string; warehouseId?: number }): Promise<ProductOpeningRow> {
  const r = await q.query<ProductOpeningRow>(
    `select coalesce(sum(t.running_quantity), 0)::text as quantity, coalesce(sum(t.running_value), 0)::numeric(18, 2)::text as value
       from warehouses w
       cross join lateral (select d.running_quantity, d.running_value from stock_day_totals d
                            where d.product_id = $1::integer and d.warehouse_id = w.id and d.on_date < $2::date
                            order by d.on_date desc limit 1) t
      where $3::integer is null or w.id = $3::integer`,
    [f.productId, f.from, f.warehouseId ?? null],
  );
  return r.rows[0] ?? { quantity: '0', value: '0.00' };
}

export interface ProductMoveRow {
  day: string;
  document_id: number;
  doc_type: string;
  number: string;
  warehouse_name: string;
  quantity: string;
  value: string;
  cost_rule: string;
}

/** The product's stock moves dated `from`–`to` (in one warehouse when given), re-valuations included, in the stock's order. */
export async function productMoveRows(q: Queryable, f: { productId: number; from?: string; to?: string; warehouseId?: number }): Promise<ProductMoveRow[]> {
  const r = await q.query<ProductMoveRow>(
    `select to_char(m.moved_on, 'YYYY-MM-DD') as day, m.document_id, d.doc_type, d.number, w.name as warehouse_name,
            m.quantity::text as quantity, m.value::text as value, m.cost_rule
       from stock_moves m
       join documents d on d.company_id = m.company_id and d.id = m.document_id
       join warehouses w on w.company_id = m.company_id and w.id = m.warehouse_id
      where m.product_id = $1::integer
        and ($2::date is null or m.moved_on >= $2::date) and ($3::date is null or m.moved_on <= $3::date)
        and ($4::integer is null or m.warehouse_id = $4::integer)
      order by m.moved_on, m.id`,
    [f.productId, f.from ?? null, f.to ?? null, f.warehouseId ?? null],
  );
  return r.rows;
}
