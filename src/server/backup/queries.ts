import type { Queryable } from '../db/database';

/**
 * The tables holding a company's rows: every table of the schema with a `company_id` column that the application's
 * role reads (the others, such as product_counts, are kept by triggers from the rest), and `companies` itself.
 */
export async function companyTables(q: Queryable): Promise<string[]> {
  const r = await q.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and has_table_privilege(c.oid, 'select')
        and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'company_id' and not a.attisdropped)
      order by c.relname`,
  );
  return r.rows.map((row) => row.name);
}

const BATCH = 500;
const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Hands every row of the company's tables to `onRows`, as PostgreSQL's JSON of the row, a batch at a time through a
 * cursor (a big table is never held whole). Filtered by company explicitly, besides row-level security.
 */
export async function readCompanyRows(
  q: Queryable,
  companyId: number,
  tables: readonly string[],
  onRows: (table: string, rows: string[]) => Promise<void>,
): Promise<void> {
  if (!Number.isInteger(companyId)) throw new Error('company id must be an integer');
  const sources = [{ table: 'companies', where: `id = ${companyId}` }, ...tables.map((table) => ({ table, where: `company_id = ${companyId}` }))];
  for (const { table, where } of sources) {
    await q.query(`declare backup_rows no scroll cursor for select row_to_json(t)::text as line from ${quoteIdent(table)} t where ${where}`);
    for (;;) {
      const r = await q.query<{ line: string }>(`fetch ${BATCH} from backup_rows`);
      if (r.rows.length)
        await onRows(
          table,
          r.rows.map((row) => row.line),
        );
      if (r.rows.length < BATCH) break;
    }
    await q.query(`close backup_rows`);
  }
}
