import { RECEIPT_TYPES, receiptStockMoves, type ReceiptContext } from '../../../machines/receipt/rules';
import { stockDemand, stockShortages, type StockDemand, type StockLevel, type StockShortage } from '../../../machines/receipt/stock-levels';
import type { NegativeStockPolicy } from '../../domain/documents/negative-stock';
import { Dec } from '../../domain/money/decimal';
import type { Queryable } from '../db/database';
import type { DocumentRow } from './store';

const DIGITS = /^\d{1,9}$/;

/**
 * The stock on hand and the warehouse's policy of every product and warehouse in `demand`, from the stock
 * ledger, keyed as the demand is. A move that names no warehouse is read where the ledger writes it: the
 * company's default warehouse (default_warehouse_id(), migration 043).
 */
export async function readStockLevels(q: Queryable, demand: readonly StockDemand[]): Promise<Record<string, StockLevel>> {
  const rows = demand.filter((d) => DIGITS.test(d.productId) && (d.warehouseId === null || DIGITS.test(d.warehouseId)));
  if (rows.length === 0) return {};
  const r = await q.query<{ key: string; warehouse_id: number; policy: NegativeStockPolicy; on_hand: string }>(
    `select k.key, w.id as warehouse_id, w.negative_stock as policy,
            coalesce((select t.running_quantity from stock_day_totals t where t.product_id = k.product_id and t.warehouse_id = w.id
                       order by t.on_date desc limit 1), 0)::text as on_hand
       from unnest($1::text[], $2::integer[], $3::integer[]) as k (key, warehouse_id, product_id)
       join warehouses w on w.id = coalesce(k.warehouse_id, default_warehouse_id())`,
    [rows.map((d) => d.key), rows.map((d) => (d.warehouseId === null ? null : Number(d.warehouseId))), rows.map((d) => Number(d.productId))],
  );
  return Object.fromEntries(
    r.rows.map((row) => [row.key, { onHand: new Dec(row.on_hand).toFixed(), policy: row.policy, warehouseId: String(row.warehouse_id) }]),
  );
}

const isReceipt = (doc: DocumentRow) => (RECEIPT_TYPES as readonly string[]).includes(doc.type);

/** The `stockLevels` fact of a receipt's COMPLETE: the levels of what it lowers (read after row-locks.ts locked those products). */
export async function receiptStockLevels(q: Queryable, doc: DocumentRow): Promise<Record<string, StockLevel>> {
  if (!isReceipt(doc)) return {};
  return readStockLevels(q, stockDemand(receiptStockMoves(doc.snapshot.context as unknown as ReceiptContext)));
}

/**
 * What the API shows of a receipt's stock beside its context (`negativeStock`): before completion (in process),
 * the lines completing it now would take below zero where the warehouse warns or refuses, read now; once
 * completed, what the completion recorded.
 */
export async function negativeStockView(q: Queryable, doc: DocumentRow): Promise<{ negativeStock?: StockShortage[] }> {
  if (!isReceipt(doc) || doc.status !== 'inProcess') return {};
  const context = doc.snapshot.context as unknown as ReceiptContext;
  const moves = receiptStockMoves(context);
  const shortages = stockShortages(moves, await readStockLevels(q, stockDemand(moves)));
  return shortages?.length ? { negativeStock: shortages } : {};
}
