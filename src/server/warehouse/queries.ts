import type { LocationStock, ProductLocation } from '../../domain/schemas/warehouse';
import type { WalkedLocation } from '../../domain/warehouse/shelf-rules';
import type { Queryable } from '../db/database';
import { toDocumentRow, type DocumentRow } from '../documents/store';

/** The SQL of the warehouse's pages: its settings, its products' default locations, what its locations hold and the moves between them. */

export async function readPickingRequired(q: Queryable): Promise<boolean> {
  return (await q.query<{ picking_required: boolean }>(`select picking_required from companies`)).rows[0]?.picking_required ?? false;
}

export async function writePickingRequired(q: Queryable, companyId: number, required: boolean): Promise<void> {
  await q.query(`update companies set picking_required = $2 where id = $1`, [companyId, required]);
}

export interface WarehouseLocation extends WalkedLocation {
  warehouseId: number;
  kind: 'shelf' | 'receiving' | 'dispatch';
}

/** The locations of a warehouse (its receiving and dispatch ones made when missing). */
export async function locationsOf(q: Queryable, companyId: number, warehouseId: number): Promise<WarehouseLocation[]> {
  await q.query(`select special_location_id($1, $2, 'receiving'), special_location_id($1, $2, 'dispatch')`, [companyId, warehouseId]);
  const r = await q.query<WarehouseLocation>(
    `select id, warehouse_id as "warehouseId", name, aisle, shelf, bin, pick_order as "pickOrder", kind from locations where warehouse_id = $1`,
    [warehouseId],
  );
  return r.rows;
}

/** Each product's default location in a warehouse: one set here, else its card's own when that is in the warehouse. */
export async function productLocations(q: Queryable, warehouseId: number): Promise<ProductLocation[]> {
  const r = await q.query<ProductLocation>(
    `select p.id as "productId", p.code, p.name, coalesce(pl.location_id, l.id) as "locationId", pl.location_id is not null as own
       from products p
       left join product_locations pl on pl.company_id = p.company_id and pl.product_id = p.id and pl.warehouse_id = $1
       left join locations l on l.company_id = p.company_id and l.id = p.location_id and l.warehouse_id = $1
      where pl.location_id is not null or l.id is not null
      order by p.code`,
    [warehouseId],
  );
  return r.rows;
}

export async function setProductLocation(q: Queryable, companyId: number, productId: number, warehouseId: number, locationId: number | null): Promise<void> {
  if (locationId === null) {
    await q.query(`delete from product_locations where product_id = $1 and warehouse_id = $2`, [productId, warehouseId]);
    return;
  }
  await q.query(
    `insert into product_locations (company_id, product_id, warehouse_id, location_id) values ($1, $2, $3, $4)
     on conflict (company_id, product_id, warehouse_id) do update set location_id = excluded.location_id`,
    [companyId, productId, warehouseId, locationId],
  );
}

export async function productExists(q: Queryable, id: number): Promise<boolean> {
  return (await q.query(`select 1 from products where id = $1`, [id])).rowCount > 0;
}

/** What the locations of a warehouse hold (non-zero), of one location or product when given. */
export async function locationStock(q: Queryable, f: { warehouseId: number; locationId?: number; productId?: number }): Promise<LocationStock[]> {
  const r = await q.query<LocationStock>(
    `select s.location_id as "locationId", l.name as "locationName", l.kind, s.product_id as "productId", p.code, p.barcode, p.name, s.quantity::text as quantity
       from location_stock s
       join locations l on l.company_id = s.company_id and l.id = s.location_id
       join products p on p.company_id = s.company_id and p.id = s.product_id
      where s.warehouse_id = $1 and ($2::integer is null or s.location_id = $2) and ($3::integer is null or s.product_id = $3) and s.quantity <> 0
      order by l.pick_order, l.name, p.code`,
    [f.warehouseId, f.locationId ?? null, f.productId ?? null],
  );
  return r.rows;
}

/** What one location holds of one product now. */
export async function heldAt(q: Queryable, locationId: number, productId: number): Promise<string> {
  const r = await q.query<{ quantity: string }>(
    `select coalesce(sum(quantity), 0)::text as quantity from location_stock where location_id = $1 and product_id = $2`,
    [locationId, productId],
  );
  return r.rows[0]!.quantity;
}

export interface LocationMove {
  warehouseId: number;
  productId: number;
  from: number;
  to: number;
  quantity: string;
  kind: 'shelve' | 'transfer' | 'pick';
  documentId?: number;
  lineId?: string;
}

export async function insertLocationMove(q: Queryable, companyId: number, userId: number, m: LocationMove): Promise<void> {
  await q.query(
    `insert into location_moves (company_id, warehouse_id, product_id, from_location_id, to_location_id, quantity, kind, document_id, line_id, user_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [companyId, m.warehouseId, m.productId, m.from, m.to, m.quantity, m.kind, m.documentId ?? null, m.lineId ?? null, userId],
  );
}

export interface ProductNames {
  id: number;
  code: string;
  barcode: string | null;
  name: string;
}

export async function productsByIds(q: Queryable, ids: readonly number[]): Promise<Map<number, ProductNames>> {
  const r = await q.query<ProductNames>(`select id, code, barcode, name from products where id = any($1::integer[])`, [ids]);
  return new Map(r.rows.map((p) => [p.id, p]));
}

/** The approved documents of these types, oldest first. */
/** The documents in the status each type waits to be picked in (`PICK_WAITING`), in id order. */
export async function documentsInStatus(q: Queryable, statusOf: Readonly<Record<string, string>>): Promise<DocumentRow[]> {
  const r = await q.query<Parameters<typeof toDocumentRow>[0]>(
    `select d.* from documents d join unnest($1::text[], $2::text[]) as w (doc_type, status) on w.doc_type = d.doc_type and w.status = d.status order by d.id`,
    [Object.keys(statusOf), Object.values(statusOf)],
  );
  return r.rows.map(toDocumentRow);
}

/** The warehouse a document that names none moves (default_warehouse_id(), migration 043). */
export async function defaultWarehouse(q: Queryable): Promise<number> {
  return (await q.query<{ id: number }>(`select default_warehouse_id() as id`)).rows[0]!.id;
}

export async function accountNames(q: Queryable, ids: readonly number[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const r = await q.query<{ id: number; name: string }>(`select id, name from accounts where id = any($1::integer[])`, [ids]);
  return new Map(r.rows.map((a) => [String(a.id), a.name]));
}
