import type { Queryable } from '../db/database';

/** The company's first warehouse and first cash box: where a receipt moves stock and cash unless it names others. */
export async function companyDefaults(q: Queryable): Promise<{ warehouseId: number | null; cashBoxId: number | null }> {
  const w = await q.query<{ id: number }>(`select id from warehouses order by id limit 1`);
  const c = await q.query<{ id: number }>(`select id from cash_boxes where kind = 'cash' order by id limit 1`);
  return { warehouseId: w.rows[0]?.id ?? null, cashBoxId: c.rows[0]?.id ?? null };
}
