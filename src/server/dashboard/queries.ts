import type { Queryable } from '../db/database';
import { SUPPLY_STATUS_SQL } from '../documents/supply-status-sql';
import { AT_CRITICAL_STOCK } from '../masterdata/public';
import { snapshotOf } from '../documents/snapshot-fields';

/** The SQL of the home page's cards (routes.ts) that the reports' queries (../reports/queries.ts) do not already read. */

const DOC = snapshotOf('d');

export interface CriticalStockRow {
  product_id: number;
  code: string;
  name: string;
  quantity: string;
  critical_stock: string;
}

/** The products whose stock in all warehouses is at or under their critical level, the furthest under first. */
export async function criticalStock(q: Queryable): Promise<CriticalStockRow[]> {
  const r = await q.query<CriticalStockRow>(
    `select p.id as product_id, p.code, p.name, s.quantity::text as quantity, p.critical_stock::text as critical_stock
       from ${AT_CRITICAL_STOCK.from} order by ${AT_CRITICAL_STOCK.order}`,
  );
  return r.rows;
}

/** The delivered sales waybills not invoiced yet, with their day (as the waybill list reads it). */
export async function uninvoicedWaybills(q: Queryable): Promise<{ status: string; date: string | null }[]> {
  const r = await q.query<{ status: string; date: string | null }>(
    `select d.status, ${DOC.date} as date from documents d
      where d.doc_type = 'salesWaybill' and d.status in ('completed', 'closed') and coalesce(${DOC.invoiced}, 'false') <> 'true'`,
  );
  return r.rows;
}

/** How many approved orders nothing was supplied of (the list /siparis/temin shows). */
export async function neverSuppliedOrders(q: Queryable): Promise<number> {
  const r = await q.query<{ n: number }>(
    `select count(*)::integer as n from documents d
      where d.doc_type in ('salesOrder', 'purchaseOrder') and d.status = 'approved' and ${SUPPLY_STATUS_SQL} = 'neverSupplied'`,
  );
  return r.rows[0]!.n;
}
