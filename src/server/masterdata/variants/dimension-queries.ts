import type { z } from 'zod';
import type { dimensionSchema } from '../../../domain/schemas/variants';
import type { Queryable } from '../../db/database';

/** The SQL of Sistem → Varyant: variant dimensions and their values (migration product_variants). */

type DimensionJson = z.input<typeof dimensionSchema>;

interface DimensionRow {
  id: number;
  name: string;
  values: { id: number; name: string; code: string; inUse: boolean }[] | null;
}

const DIMENSION_SELECT = `select d.id, d.name,
         (select jsonb_agg(jsonb_build_object('id', v.id, 'name', v.name, 'code', v.code,
                   'inUse', exists (select 1 from product_variant_values pv where pv.company_id = v.company_id and pv.value_id = v.id))
                   order by v.position, v.id)
            from variant_values v where v.company_id = d.company_id and v.dimension_id = d.id) as values
    from variant_dimensions d`;

const toJson = (r: DimensionRow): DimensionJson => {
  const values = r.values ?? [];
  return { id: r.id, name: r.name, values, inUse: values.some((v) => v.inUse) };
};

/** The company's dimensions in the order they were made (the order a variant's code and name take their values in). */
export async function listDimensions(q: Queryable): Promise<DimensionJson[]> {
  return (await q.query<DimensionRow>(`${DIMENSION_SELECT} order by d.id`)).rows.map(toJson);
}

export async function findDimension(q: Queryable, id: number): Promise<DimensionJson | null> {
  const r = await q.query<DimensionRow>(`${DIMENSION_SELECT} where d.id = $1`, [id]);
  return r.rows[0] ? toJson(r.rows[0]) : null;
}

/** The dimension's row locked: two saves of one dimension (or a save and a delete) queue here. */
export async function lockDimension(q: Queryable, id: number): Promise<boolean> {
  return (await q.query(`select 1 from variant_dimensions where id = $1 for update`, [id])).rowCount > 0;
}

/** Serializes the company's dimension writes, so that "the name is free" holds when two are made at once. */
export async function lockDimensionNames(q: Queryable): Promise<void> {
  await q.query(`select pg_advisory_xact_lock(hashtext('variant-dimensions:' || current_setting('app.company_id', true)))`);
}

export async function dimensionNameTaken(q: Queryable, name: string, exceptId: number | null): Promise<boolean> {
  return (await q.query(`select 1 from variant_dimensions where lower(name) = lower($1) and ($2::integer is null or id <> $2)`, [name, exceptId])).rowCount > 0;
}

export async function insertDimension(q: Queryable, companyId: number, name: string): Promise<number> {
  return (await q.query<{ id: number }>(`insert into variant_dimensions (company_id, name) values ($1, $2) returning id`, [companyId, name])).rows[0]!.id;
}

export async function renameDimension(q: Queryable, id: number, name: string): Promise<void> {
  await q.query(`update variant_dimensions set name = $2 where id = $1`, [id, name]);
}

/**
 * Makes the dimension's values the given ones, in that order: those with an id are renamed (a value of another
 * dimension is not touched), the others added, and those left out deleted. Answers the ids it did not find and
 * whether a value left out is one a variant has (the foreign key refuses it; the caller then fails the transaction).
 */
export async function replaceValues(
  q: Queryable,
  companyId: number,
  dimensionId: number,
  values: { id?: number; name: string; code: string }[],
): Promise<{ unknownIds: number[]; inUse: boolean }> {
  const kept = values.flatMap((v) => (v.id === undefined ? [] : [v.id]));
  const found = await q.query<{ id: number }>(`select id from variant_values where dimension_id = $1 and id = any($2::integer[])`, [dimensionId, kept]);
  const unknownIds = kept.filter((k) => !found.rows.some((r) => r.id === k));
  if (unknownIds.length) return { unknownIds, inUse: false };
  try {
    await q.query(`delete from variant_values where dimension_id = $1 and not (id = any($2::integer[]))`, [dimensionId, kept]);
  } catch (e) {
    if ((e as { code?: string }).code === '23503') return { unknownIds: [], inUse: true };
    throw e;
  }
  // codes move between kept values freely: park them first, so the unique (dimension, code) never sees a swap half-done
  await q.query(`update variant_values set code = 'X' || id where dimension_id = $1`, [dimensionId]);
  for (const [position, v] of values.entries()) {
    if (v.id === undefined)
      await q.query(`insert into variant_values (company_id, dimension_id, name, code, position) values ($1, $2, $3, $4, $5)`, [
        companyId,
        dimensionId,
        v.name,
        v.code,
        position,
      ]);
    else await q.query(`update variant_values set name = $2, code = $3, position = $4 where id = $1`, [v.id, v.name, v.code, position]);
  }
  return { unknownIds: [], inUse: false };
}

/** Deletes the dimension and its values; false when a variant has one of them (the foreign key refuses it). */
export async function deleteDimension(q: Queryable, id: number): Promise<boolean> {
  try {
    await q.query(`delete from variant_dimensions where id = $1`, [id]);
    return true;
  } catch (e) {
    if ((e as { code?: string }).code === '23503') return false;
    throw e;
  }
}
