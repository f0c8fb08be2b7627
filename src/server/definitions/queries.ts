import type { NegativeStockPolicy } from '../../domain/documents/negative-stock';
import type { DefinitionKind, ShelfLocation } from '../../domain/schemas/definitions';
import { foldForSearch } from '../../domain/text/turkish';
import type { Queryable } from '../db/database';
import { DEFINITION_SELECT, FOLD_FROM, FOLD_TO, foldedName, type DefinitionRow } from './views';

/** The SQL of the definition lists and of the warehouse, location and cash-box lists. */

export interface DefinitionFilter {
  /** matches the name ignoring case and Turkish marks */
  q?: string | undefined;
  role?: string | undefined;
  active?: boolean | undefined;
  limit: number;
  offset: number;
}

/** One page of a kind's definitions in Turkish alphabetical order, each row carrying the total of the filter. */
export async function listDefinitions(q: Queryable, kind: DefinitionKind, f: DefinitionFilter): Promise<DefinitionRow[]> {
  const r = await q.query<DefinitionRow>(
    `${DEFINITION_SELECT}, count(*) over ()::integer as total
       from definitions d
      where d.kind = $1
        and ($2::text is null or strpos(${foldedName('d.name', 3, 4)}, $2::text) > 0)
        and ($5::text is null or $5::text = any(d.roles))
        and ($6::boolean is null or d.active = $6::boolean)
      order by d.name_key collate "C", d.id
      limit $7 offset $8`,
    [kind, f.q ? foldForSearch(f.q) : null, FOLD_FROM, FOLD_TO, f.role ?? null, f.active ?? null, f.limit, f.offset],
  );
  return r.rows;
}

export interface WarehouseRow {
  id: number;
  name: string;
  negativeStock: NegativeStockPolicy;
}

const WAREHOUSE_COLUMNS = `id, name, negative_stock as "negativeStock"`;

export async function listWarehouses(q: Queryable): Promise<WarehouseRow[]> {
  return (await q.query<WarehouseRow>(`select ${WAREHOUSE_COLUMNS} from warehouses order by id`)).rows;
}

export interface LocationRow {
  id: number;
  name: string;
  warehouse_id: number;
  aisle: string | null;
  shelf: string | null;
  bin: string | null;
  pick_order: number;
  kind: ShelfLocation['kind'];
}

const LOCATION_COLUMNS = `id, name, warehouse_id, aisle, shelf, bin, pick_order, kind`;

/** A location as the API answers it. */
export const locationJson = (l: LocationRow): ShelfLocation => ({
  id: l.id,
  name: l.name,
  warehouseId: l.warehouse_id,
  aisle: l.aisle,
  shelf: l.shelf,
  bin: l.bin,
  pickOrder: l.pick_order,
  kind: l.kind,
});

export async function listLocations(q: Queryable): Promise<LocationRow[]> {
  return (await q.query<LocationRow>(`select ${LOCATION_COLUMNS} from locations order by id`)).rows;
}

export interface CashBoxRow {
  id: number;
  name: string;
  kind: string;
  currency: string;
  iban: string | null;
  bank: string | null;
  /** the sum of the box's cash moves */
  balance: string;
}

export async function listCashBoxesWithBalance(q: Queryable): Promise<CashBoxRow[]> {
  const r = await q.query<CashBoxRow>(
    `select b.id, b.name, b.kind, b.currency, b.iban, b.bank,
            coalesce((select sum(m.amount) from cash_moves m where m.company_id = b.company_id and m.cash_box_id = b.id), 0)::numeric(18,2)::text as balance
       from cash_boxes b order by b.id`,
  );
  return r.rows;
}

export interface CashMoveRow {
  id: number;
  at: string;
  amount: string;
  paymentType: string | null;
  kind: string | null;
  documentId: number | null;
  documentType: string | null;
  documentNumber: string | null;
}

/** A page of a box's cash moves, newest first, with the document each came from; null when the box is not the company's. */
export async function listCashMoves(q: Queryable, cashBoxId: number, limit: number, offset: number): Promise<{ items: CashMoveRow[]; total: number } | null> {
  const box = await q.query<{ total: number }>(
    `select (select count(*)::integer from cash_moves m where m.company_id = b.company_id and m.cash_box_id = b.id) as total from cash_boxes b where b.id = $1`,
    [cashBoxId],
  );
  if (!box.rows[0]) return null;
  const r = await q.query<CashMoveRow & { at: Date | string }>(
    `select m.id, m.at, m.amount::text as amount, m.payment_type as "paymentType", m.kind, m.document_id as "documentId",
            d.doc_type as "documentType", d.number as "documentNumber"
       from cash_moves m left join documents d on d.company_id = m.company_id and d.id = m.document_id
      where m.cash_box_id = $1 order by m.at desc, m.id desc limit $2 offset $3`,
    [cashBoxId, limit, offset],
  );
  return { items: r.rows.map((m) => ({ ...m, at: new Date(m.at).toISOString() })), total: box.rows[0].total };
}

/** A new warehouse, with its receiving location (migration 202611291226). */
export async function insertWarehouse(q: Queryable, companyId: number, name: string, negativeStock: NegativeStockPolicy): Promise<WarehouseRow> {
  const r = await q.query<WarehouseRow>(`insert into warehouses (company_id, name, negative_stock) values ($1, $2, $3) returning ${WAREHOUSE_COLUMNS}`, [
    companyId,
    name,
    negativeStock,
  ]);
  await q.query(`select special_location_id($1, $2, 'receiving')`, [companyId, r.rows[0]!.id]);
  return r.rows[0]!;
}

/** Renames a warehouse; its policy changes only when one is given. */
export async function updateWarehouse(q: Queryable, id: number, name: string, negativeStock: NegativeStockPolicy | undefined): Promise<WarehouseRow> {
  const r = await q.query<WarehouseRow>(
    `update warehouses set name = $2, negative_stock = coalesce($3, negative_stock) where id = $1 returning ${WAREHOUSE_COLUMNS}`,
    [id, name, negativeStock ?? null],
  );
  return r.rows[0]!;
}

export async function warehouseExists(q: Queryable, id: number): Promise<boolean> {
  return (await q.query(`select 1 from warehouses where id = $1`, [id])).rowCount > 0;
}

export async function locationExists(q: Queryable, id: number): Promise<boolean> {
  return (await q.query(`select 1 from locations where id = $1`, [id])).rowCount > 0;
}

export async function listLocationsOfWarehouse(q: Queryable, warehouseId: number): Promise<LocationRow[]> {
  return (await q.query<LocationRow>(`select ${LOCATION_COLUMNS} from locations where warehouse_id = $1`, [warehouseId])).rows;
}

/** A location's own fields; `undefined` keeps what it has (a new one: none, picked first). */
export interface LocationValues {
  warehouseId: number;
  name: string;
  aisle?: string | null;
  shelf?: string | null;
  bin?: string | null;
  pickOrder?: number;
}

export async function insertLocation(q: Queryable, companyId: number, v: LocationValues): Promise<LocationRow> {
  const r = await q.query<LocationRow>(
    `insert into locations (company_id, warehouse_id, name, aisle, shelf, bin, pick_order) values ($1, $2, $3, $4, $5, $6, $7) returning ${LOCATION_COLUMNS}`,
    [companyId, v.warehouseId, v.name, v.aisle ?? null, v.shelf ?? null, v.bin ?? null, v.pickOrder ?? 0],
  );
  return r.rows[0]!;
}

export async function updateLocation(q: Queryable, id: number, v: LocationValues): Promise<LocationRow> {
  const keep = (field: unknown) => (field === undefined ? 'keep' : 'set');
  const r = await q.query<LocationRow>(
    `update locations set warehouse_id = $2, name = $3,
            aisle = case when $8 = 'keep' then aisle else $4 end, shelf = case when $9 = 'keep' then shelf else $5 end,
            bin = case when $10 = 'keep' then bin else $6 end, pick_order = coalesce($7, pick_order)
      where id = $1 returning ${LOCATION_COLUMNS}`,
    [id, v.warehouseId, v.name, v.aisle ?? null, v.shelf ?? null, v.bin ?? null, v.pickOrder ?? null, keep(v.aisle), keep(v.shelf), keep(v.bin)],
  );
  return r.rows[0]!;
}

/** What a location is and whether stock ever moved there (it cannot then leave its warehouse). */
export async function locationUse(q: Queryable, id: number): Promise<{ warehouseId: number; kind: ShelfLocation['kind']; used: boolean } | null> {
  const r = await q.query<{ warehouse_id: number; kind: ShelfLocation['kind']; used: boolean }>(
    `select l.warehouse_id, l.kind,
            exists (select 1 from stock_moves m where m.company_id = l.company_id and m.location_id = l.id)
            or exists (select 1 from location_moves m where m.company_id = l.company_id and l.id in (m.from_location_id, m.to_location_id))
            or exists (select 1 from product_locations p where p.company_id = l.company_id and p.location_id = l.id) as used
       from locations l where l.id = $1`,
    [id],
  );
  const row = r.rows[0];
  return row ? { warehouseId: row.warehouse_id, kind: row.kind, used: row.used } : null;
}

/** The columns a definition write sets, already checked. `active` null keeps the current state (a new one is active). */
export interface DefinitionValues {
  name: string;
  nameKey: string;
  parentId: number | null;
  roles: string[];
  attributes: Record<string, unknown>;
  active: boolean | null;
}

const definitionParams = (v: DefinitionValues) => [v.name, v.nameKey, v.parentId, v.roles, JSON.stringify(v.attributes), v.active];

export async function insertDefinition(q: Queryable, companyId: number, kind: DefinitionKind, v: DefinitionValues): Promise<number> {
  const r = await q.query<{ id: number }>(
    `insert into definitions (company_id, kind, name, name_key, parent_id, roles, attributes, active)
     values ($7, $8, $1, $2, $3, $4, $5::jsonb, coalesce($6::boolean, true)) returning id`,
    [...definitionParams(v), companyId, kind],
  );
  return r.rows[0]!.id;
}

export async function updateDefinition(q: Queryable, id: number, kind: DefinitionKind, v: DefinitionValues): Promise<void> {
  await q.query(
    `update definitions set name = $1, name_key = $2, parent_id = $3, roles = $4, attributes = $5::jsonb, active = coalesce($6::boolean, active)
      where id = $7 and kind = $8`,
    [...definitionParams(v), id, kind],
  );
}
