import type { Queryable } from '../db/database';

/** The company's first warehouse and first cash box: where a receipt moves stock and cash unless it names others. */
export async function companyDefaults(q: Queryable): Promise<{ warehouseId: number | null; cashBoxId: number | null }> {
  const r = await q.query<{ warehouse_id: number | null; cash_box_id: number | null }>(
    `select (select id from warehouses order by id limit 1) as warehouse_id,
            (select id from cash_boxes where kind = 'cash' order by id limit 1) as cash_box_id`,
  );
  return { warehouseId: r.rows[0]?.warehouse_id ?? null, cashBoxId: r.rows[0]?.cash_box_id ?? null };
}
