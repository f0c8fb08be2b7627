import type { Queryable } from '../db/database';

/** Serializes code checks and code generation per company and table, so "next free" and "unique" hold under concurrency. */
export async function lockCodes(q: Queryable, table: 'products' | 'accounts'): Promise<void> {
  await q.query(`select pg_advisory_xact_lock(hashtext('masterdata-code:' || $1 || ':' || current_setting('app.company_id', true)))`, [table]);
}
