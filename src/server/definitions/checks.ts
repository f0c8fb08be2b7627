import { turkishSortKey } from '../../domain/text/turkish';
import type { Queryable } from '../db/database';

/** Database checks of the definition writes, reported beside zod's errors in one 422. */

/** Serializes the name checks of one table (and kind) per company, so that "name free" holds under concurrency. */
export async function lockNames(q: Queryable, scope: string): Promise<void> {
  await q.query(`select pg_advisory_xact_lock(hashtext('definition-name:' || $1 || ':' || current_setting('app.company_id', true)))`, [scope]);
}

/** Another definition of the kind has the name, compared Turkish-case-insensitively ("ROMAN" = "roman", "IŞIK" = "ışık"). */
export async function definitionNameTaken(q: Queryable, kind: string, name: string, exceptId?: number): Promise<boolean> {
  const r = await q.query(`select 1 from definitions where kind = $1 and name_key = $2 and ($3::integer is null or id <> $3)`, [
    kind,
    turkishSortKey(name),
    exceptId ?? null,
  ]);
  return r.rowCount > 0;
}

/** Whether `names` (rows of a small table) holds `name` in Turkish case, ignoring the row `exceptId`. */
export function nameAmong(rows: { id: number; name: string }[], name: string, exceptId?: number): boolean {
  const key = turkishSortKey(name);
  return rows.some((r) => r.id !== exceptId && turkishSortKey(r.name) === key);
}

export async function categoryExists(q: Queryable, id: number): Promise<boolean> {
  return (await q.query(`select 1 from definitions where kind = 'category' and id = $1`, [id])).rowCount > 0;
}

/** True when `parentId` is `id` itself or one of its descendants: making it the parent would close a cycle. */
export async function wouldCycle(q: Queryable, id: number, parentId: number): Promise<boolean> {
  if (id === parentId) return true;
  const r = await q.query(
    `with recursive up(id, parent_id) as (
       select id, parent_id from definitions where id = $1
       union
       select d.id, d.parent_id from definitions d join up on d.id = up.parent_id
     )
     select 1 from up where id = $2`,
    [parentId, id],
  );
  return r.rowCount > 0;
}
