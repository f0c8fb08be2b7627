import type { CountDifference } from '../../domain/mobile/count-differences';
import type { MobileCount, MobileProduct, MobileSettings } from '../../domain/schemas/mobile';
import type { Queryable } from '../db/database';

export async function readMobileSettings(q: Queryable): Promise<MobileSettings | null> {
  const r = await q.query<MobileSettings>(
    `select s.warehouse_id as "warehouseId", w.name as "warehouseName", s.may_count as "mayCount"
       from mobile_settings s left join warehouses w on w.company_id = s.company_id and w.id = s.warehouse_id`,
  );
  return r.rows[0] ?? null;
}

export async function writeMobileSettings(
  q: Queryable,
  companyId: number,
  userId: number,
  s: { warehouseId: number | null; mayCount: boolean },
): Promise<void> {
  await q.query(
    `insert into mobile_settings (company_id, warehouse_id, may_count, updated_by) values ($1, $2, $3, $4)
     on conflict (company_id) do update set warehouse_id = excluded.warehouse_id, may_count = excluded.may_count,
       updated_by = excluded.updated_by, updated_at = now()`,
    [companyId, s.warehouseId, s.mayCount, userId],
  );
}

/** The product a scanned barcode or a typed code names: its code first, then its barcode. */
export async function productByCode(q: Queryable, code: string): Promise<MobileProduct | null> {
  const r = await q.query<MobileProduct>(
    `select id, code, name, unit from products where code = $1 or barcode = $1
      order by (code = $1) desc, id limit 1`,
    [code],
  );
  return r.rows[0] ?? null;
}

/** Which of `ids` are products of the company (row-level security hides another company's). */
export async function knownProducts(q: Queryable, ids: readonly number[]): Promise<Set<number>> {
  const r = await q.query<{ id: number }>(`select id from products where id = any($1::integer[])`, [ids]);
  return new Set(r.rows.map((x) => x.id));
}

/** The stock of each product in the warehouse, as its stock moves add up. */
export async function warehouseStock(q: Queryable, warehouseId: number, productIds: readonly number[]): Promise<Map<number, string>> {
  const r = await q.query<{ product_id: number; quantity: string }>(
    `select product_id, sum(quantity)::text as quantity from stock_moves where warehouse_id = $1 and product_id = any($2::integer[]) group by product_id`,
    [warehouseId, productIds],
  );
  return new Map(r.rows.map((x) => [x.product_id, x.quantity]));
}

export interface NewCount {
  key: string;
  userId: number;
  deviceId: string;
  warehouseId: number;
  lines: CountDifference[];
}

/**
 * Keeps the count under the phone's key; null when a count with that key was kept already. The key's unique index
 * decides: a retry arriving beside the first waits for it and then finds its row.
 */
export async function insertCount(q: Queryable, companyId: number, c: NewCount): Promise<number | null> {
  const r = await q.query<{ id: number }>(
    `insert into mobile_counts (company_id, client_key, user_id, device_id, warehouse_id, lines) values ($1, $2, $3, $4, $5, $6)
     on conflict (company_id, client_key) do nothing returning id`,
    [companyId, c.key, c.userId, c.deviceId, c.warehouseId, JSON.stringify(c.lines)],
  );
  return r.rows[0]?.id ?? null;
}

export async function countIdByKey(q: Queryable, key: string): Promise<number> {
  const r = await q.query<{ id: number }>(`select id from mobile_counts where client_key = $1`, [key]);
  return r.rows[0]!.id;
}

export async function setCountDocuments(q: Queryable, id: number, stockInId: number | null, stockOutId: number | null): Promise<void> {
  await q.query(`update mobile_counts set stock_in_id = $2, stock_out_id = $3 where id = $1`, [id, stockInId, stockOutId]);
}

interface CountRow {
  id: number;
  user_name: string;
  device_id: string;
  warehouse_name: string;
  sent_at: Date | string;
  lines: { productId: number; counted: string; stock: string }[];
  stock_in_id: number | null;
  stock_out_id: number | null;
}

/** The counts sent, newest first (one when `id` is given), with their lines' products and their drafts' status. */
export async function listCounts(q: Queryable, id?: number): Promise<MobileCount[]> {
  const r = await q.query<CountRow>(
    `select c.id, u.name as user_name, c.device_id, w.name as warehouse_name, c.sent_at, c.lines, c.stock_in_id, c.stock_out_id
       from mobile_counts c join users u on u.id = c.user_id join warehouses w on w.company_id = c.company_id and w.id = c.warehouse_id
      where $1::integer is null or c.id = $1 order by c.sent_at desc, c.id desc limit 200`,
    [id ?? null],
  );
  const productIds = [...new Set(r.rows.flatMap((x) => x.lines.map((l) => l.productId)))];
  const docIds = r.rows.flatMap((x) => [x.stock_in_id, x.stock_out_id]).filter((x): x is number => x !== null);
  const products = new Map(
    (await q.query<{ id: number; code: string; name: string }>(`select id, code, name from products where id = any($1::integer[])`, [productIds])).rows.map(
      (p) => [p.id, p],
    ),
  );
  const docs = new Map(
    (
      await q.query<{ id: number; type: string; number: string | null; status: string }>(
        `select id, doc_type as type, number, status from documents where id = any($1::integer[])`,
        [docIds],
      )
    ).rows.map((d) => [d.id, d]),
  );
  return r.rows.map((x) => ({
    id: x.id,
    userName: x.user_name,
    deviceId: x.device_id,
    warehouseName: x.warehouse_name,
    sentAt: new Date(x.sent_at).toISOString(),
    lines: x.lines.map((l) => ({ ...l, code: products.get(l.productId)?.code ?? '', name: products.get(l.productId)?.name ?? '' })),
    documents: [x.stock_in_id, x.stock_out_id].flatMap((d) => (d !== null && docs.has(d) ? [docs.get(d)!] : [])),
  }));
}
