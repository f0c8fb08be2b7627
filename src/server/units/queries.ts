import type { z } from 'zod';
import type { unitSchema } from '../../domain/schemas/units';
import type { Queryable } from '../db/database';

/** The SQL of Sistem → Birimler (migration 067). */

type UnitJson = z.input<typeof unitSchema>;

const UNIT_SELECT = `select u.id, u.code, u.name, u.base_code, u.factor::text as factor,
         (exists (select 1 from products p where p.unit = u.code) or exists (select 1 from units b where b.base_code = u.code)) as in_use
    from units u`;

interface UnitRow {
  id: number;
  code: string;
  name: string;
  base_code: string | null;
  factor: string;
  in_use: boolean;
}

const toJson = (r: UnitRow): UnitJson => ({
  id: r.id,
  code: r.code,
  name: r.name,
  baseCode: r.base_code,
  factor: r.factor.replace(/\.?0+$/, ''),
  inUse: r.in_use,
});

/** The company's units: base units first, each followed by those packed from it, in code order. */
export async function listUnits(q: Queryable): Promise<UnitJson[]> {
  const r = await q.query<UnitRow>(`${UNIT_SELECT} order by coalesce(u.base_code, u.code), u.base_code is not null, u.code`);
  return r.rows.map(toJson);
}

export async function findUnit(q: Queryable, id: number): Promise<UnitJson | null> {
  const r = await q.query<UnitRow>(`${UNIT_SELECT} where u.id = $1`, [id]);
  return r.rows[0] ? toJson(r.rows[0]) : null;
}

/** The unit of that code, its row locked: a unit becoming another's base and it gaining a base of its own queue here. */
export async function lockUnitByCode(q: Queryable, code: string): Promise<{ id: number; base_code: string | null } | null> {
  const r = await q.query<{ id: number; base_code: string | null }>(`select id, base_code from units where code = $1 for update`, [code]);
  return r.rows[0] ?? null;
}

export async function unitHasPacked(q: Queryable, code: string): Promise<boolean> {
  return (await q.query(`select 1 from units where base_code = $1`, [code])).rowCount > 0;
}

/**
 * Whether the company has a unit of that code, holding it (key share) until the transaction ends: a product naming
 * it is written before a parallel delete can look, which then meets the foreign key.
 */
export async function holdUnit(q: Queryable, code: string): Promise<boolean> {
  return (await q.query(`select 1 from units where code = $1 for key share`, [code])).rowCount > 0;
}

/** Whether the company has a unit of that code (a new unit's must not). */
export async function unitCodeTaken(q: Queryable, code: string): Promise<boolean> {
  return (await q.query(`select 1 from units where code = $1`, [code])).rowCount > 0;
}

export async function insertUnit(q: Queryable, companyId: number, u: { code: string; name: string; baseCode: string | null; factor: string }): Promise<number> {
  const r = await q.query<{ id: number }>(`insert into units (company_id, code, name, base_code, factor) values ($1, $2, $3, $4, $5::numeric) returning id`, [
    companyId,
    u.code,
    u.name,
    u.baseCode,
    u.factor,
  ]);
  return r.rows[0]!.id;
}

export async function updateUnit(q: Queryable, id: number, u: { name: string; baseCode: string | null; factor: string }): Promise<void> {
  await q.query(`update units set name = $2, base_code = $3, factor = $4::numeric where id = $1`, [id, u.name, u.baseCode, u.factor]);
}

/** Deletes the unit; false when a product or another unit names it (the foreign keys refuse it: the caller then fails the transaction). */
export async function deleteUnit(q: Queryable, id: number): Promise<boolean> {
  try {
    await q.query(`delete from units where id = $1`, [id]);
    return true;
  } catch (e) {
    if ((e as { code?: string }).code === '23503') return false;
    throw e;
  }
}
