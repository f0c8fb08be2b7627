import type { z } from 'zod';
import type { accountGroupSchema } from '../../domain/schemas/account-groups';
import type { Queryable } from '../db/database';

/** The SQL of Sistem → Cari Grupları (migration 068). */

type GroupJson = z.input<typeof accountGroupSchema>;

const GROUP_SELECT = `select g.id, g.name, (select count(*) from accounts a where a.group_id = g.id)::integer as accounts from account_groups g`;

/** The company's groups in Turkish order of their names. */
export async function listAccountGroups(q: Queryable): Promise<GroupJson[]> {
  return (await q.query<GroupJson>(`${GROUP_SELECT} order by lower(g.name) collate "C", g.id`)).rows;
}

export async function findAccountGroup(q: Queryable, id: number): Promise<GroupJson | undefined> {
  return (await q.query<GroupJson>(`${GROUP_SELECT} where g.id = $1`, [id])).rows[0];
}

/** Whether another group of the company has that name (case ignored). */
export async function groupNameTaken(q: Queryable, name: string, exceptId: number | null): Promise<boolean> {
  return (await q.query(`select 1 from account_groups where lower(name) = lower($1) and ($2::integer is null or id <> $2)`, [name, exceptId])).rowCount > 0;
}

export async function insertAccountGroup(q: Queryable, companyId: number, name: string): Promise<number> {
  return (await q.query<{ id: number }>(`insert into account_groups (company_id, name) values ($1, $2) returning id`, [companyId, name])).rows[0]!.id;
}

export async function renameAccountGroup(q: Queryable, id: number, name: string): Promise<void> {
  await q.query(`update account_groups set name = $2 where id = $1`, [id, name]);
}

/** Deletes the group; false when an account names it (the foreign key refuses it: the caller then fails the transaction). */
export async function deleteAccountGroup(q: Queryable, id: number): Promise<boolean> {
  try {
    await q.query(`delete from account_groups where id = $1`, [id]);
    return true;
  } catch (e) {
    if ((e as { code?: string }).code === '23503') return false;
    throw e;
  }
}

/**
 * Whether the company has that group, holding it (key share) until the transaction ends: an account naming it is
 * written before a parallel delete can look, which then meets the foreign key.
 */
export async function holdAccountGroup(q: Queryable, id: number): Promise<boolean> {
  return (await q.query(`select 1 from account_groups where id = $1 for key share`, [id])).rowCount > 0;
}
