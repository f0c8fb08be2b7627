import type { DefinitionKind } from '../../domain/schemas/definitions';
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
}

export async function listWarehouses(q: Queryable): Promise<WarehouseRow[]> {
  return (await q.query<WarehouseRow>(`select id, name from warehouses order by id`)).rows;
}

export interface LocationRow {
  id: number;
  name: string;
  warehouse_id: number;
}

export async function listLocations(q: Queryable): Promise<LocationRow[]> {
  return (await q.query<LocationRow>(`select id, name, warehouse_id from locations order by id`)).rows;
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
