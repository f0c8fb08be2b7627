import type { Queryable } from '../db/database';

export interface AccountProductRow {
  id: number;
  code: string;
  name: string;
}

/** The products on an account's list, in Turkish alphabetical order. */
export async function listAccountProducts(q: Queryable, accountId: number): Promise<AccountProductRow[]> {
  const r = await q.query<AccountProductRow>(
    `select p.id, p.code, p.name from account_products ap join products p on p.company_id = ap.company_id and p.id = ap.product_id
      where ap.account_id = $1 order by p.name_key collate "C", p.id`,
    [accountId],
  );
  return r.rows;
}

/**
 * Whether the account exists, locking its row: `for update` by a change of its list, so that it waits for the sales
 * being decided against the list (they key-share lock the row, lockedAccountProductIds), and they for it.
 */
export async function lockAccount(q: Queryable, accountId: number, lock: 'for update' | 'for key share'): Promise<boolean> {
  return (await q.query(`select 1 from accounts where id = $1 ${lock}`, [accountId])).rows.length > 0;
}

/** The ids of the account's list (empty: no list, or no such account), in one read that key-share locks the account (see lockAccount). */
export async function lockedAccountProductIds(q: Queryable, accountId: number): Promise<string[]> {
  const r = await q.query<{ ids: string[] }>(
    `select array(select product_id::text from account_products ap where ap.account_id = a.id) as ids from accounts a where a.id = $1 for key share of a`,
    [accountId],
  );
  return r.rows[0]?.ids ?? [];
}

/** Which of `ids` are products of the company. */
export async function knownProducts(q: Queryable, ids: readonly number[]): Promise<Set<number>> {
  const r = await q.query<{ id: number }>(`select id from products where id = any($1::integer[])`, [ids]);
  return new Set(r.rows.map((row) => row.id));
}

export async function productName(q: Queryable, id: number): Promise<string | undefined> {
  return (await q.query<{ name: string }>(`select name from products where id = $1`, [id])).rows[0]?.name;
}

/** Replaces the account's list (the account is locked for update by the caller). */
export async function replaceAccountProducts(q: Queryable, companyId: number, accountId: number, productIds: readonly number[]): Promise<void> {
  await q.query(`delete from account_products where account_id = $1`, [accountId]);
  await q.query(`insert into account_products (company_id, account_id, product_id) select $1, $2, unnest($3::integer[])`, [companyId, accountId, productIds]);
}
