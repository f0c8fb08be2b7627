import type { SetComponent } from '../../../machines/receipt/rules';
import { Dec } from '../../domain/money/decimal';
import type { Queryable } from '../db/database';

/** The SQL of set products (migration 040): each set's components and the quantity one set takes. */

/** The components of each of these products that is a set, keyed by the set's id (a product that is not a set is left out). */
export async function setComponentsOf(q: Queryable, setIds: readonly number[]): Promise<Record<string, SetComponent[]>> {
  if (setIds.length === 0) return {};
  const r = await q.query<{ set_product_id: number; component_product_id: number; quantity: string }>(
    `select set_product_id, component_product_id, quantity::text as quantity from product_set_components
      where set_product_id = any($1::integer[]) order by set_product_id, component_product_id`,
    [setIds],
  );
  const out: Record<string, SetComponent[]> = {};
  for (const row of r.rows)
    (out[String(row.set_product_id)] ??= []).push({ productId: String(row.component_product_id), quantity: new Dec(row.quantity).toFixed() });
  return out;
}

export interface SetRow {
  set_product_id: number;
  set_code: string;
  set_name: string;
  component_product_id: number;
  code: string;
  name: string;
  quantity: string;
}

/** Every set product of the company with its components, by the set's code. */
export async function listSetComponents(q: Queryable, setId?: number): Promise<SetRow[]> {
  const r = await q.query<SetRow>(
    `select c.set_product_id, s.code as set_code, s.name as set_name, c.component_product_id, p.code, p.name, c.quantity::text as quantity
       from product_set_components c
       join products s on s.company_id = c.company_id and s.id = c.set_product_id
       join products p on p.company_id = c.company_id and p.id = c.component_product_id
      where $1::integer is null or c.set_product_id = $1
      order by s.code, s.id, p.code, p.id`,
    [setId ?? null],
  );
  return r.rows.map((row) => ({ ...row, quantity: new Dec(row.quantity).toFixed() }));
}

/** Which of these ids are products of the caller's company. */
export async function knownProductIds(q: Queryable, ids: readonly number[]): Promise<Set<number>> {
  const r = await q.query<{ id: number }>(`select id from products where id = any($1::integer[])`, [ids]);
  return new Set(r.rows.map((row) => row.id));
}

/** Replaces a set's components (none: the product is no longer a set). */
export async function replaceSetComponents(
  q: Queryable,
  companyId: number,
  setId: number,
  components: readonly { productId: number; quantity: string }[],
): Promise<void> {
  await q.query(`delete from product_set_components where set_product_id = $1`, [setId]);
  if (components.length === 0) return;
  await q.query(
    `insert into product_set_components (company_id, set_product_id, component_product_id, quantity)
     select $1, $2, c.product_id, c.quantity from unnest($3::integer[], $4::numeric[]) as c (product_id, quantity)`,
    [companyId, setId, components.map((c) => c.productId), components.map((c) => c.quantity)],
  );
}
