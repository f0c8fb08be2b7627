import type { Queryable } from '../db/database';

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function companyExists(q: Queryable, companyId: number): Promise<boolean> {
  return (await q.query(`select 1 from companies where id = $1`, [companyId])).rowCount > 0;
}

export async function companyTitle(q: Queryable, companyId: number): Promise<string> {
  const r = await q.query<{ name: string }>(`select name from companies where id = $1`, [companyId]);
  return r.rows[0]?.name ?? '';
}

/** The file's rows wait in a temporary table of the restore's transaction: PostgreSQL reads the JSON (numbers stay exact). */
export async function startStaging(q: Queryable): Promise<void> {
  await q.query(`create temporary table restore_rows (n integer primary key, tbl text, row jsonb) on commit drop`);
}

/** Stages a batch of the file's lines after the `done` already staged; answers the new count. A line that is not JSON fails here. */
export async function stageLines(q: Queryable, done: number, lines: string[]): Promise<number> {
  await q.query(
    `insert into restore_rows (n, tbl, row)
     select $1 + u.ord, u.j->>'table', u.j->'row' from (select l::jsonb as j, ord from unnest($2::text[]) with ordinality as x(l, ord)) u`,
    [done, lines],
  );
  return done + lines.length;
}

export async function stagedTables(q: Queryable): Promise<{ table: string; rows: number }[]> {
  const r = await q.query<{ table: string | null; rows: number }>(
    `select tbl as table, count(*)::integer as rows from restore_rows group by tbl order by min(n)`,
  );
  return r.rows.map((x) => ({ table: x.table ?? '(none)', rows: x.rows }));
}

/** Rows that are not objects, or name another company than the backup's. */
export async function strangerRows(q: Queryable, companyId: number): Promise<number> {
  const r = await q.query<{ n: number }>(
    `select count(*)::integer as n from restore_rows
      where jsonb_typeof(row) is distinct from 'object'
         or (case when tbl = 'companies' then row->>'id' else row->>'company_id' end) is distinct from $1::text`,
    [String(companyId)],
  );
  return r.rows[0]!.n;
}

export async function stagedKeys(q: Queryable, table: string): Promise<string[]> {
  const r = await q.query<{ key: string }>(`select distinct jsonb_object_keys(row) as key from restore_rows where tbl = $1`, [table]);
  return r.rows.map((x) => x.key);
}

/** The generated columns of a public table: a backup holds their values, the restore computes them again. */
export async function generatedColumns(q: Queryable, table: string): Promise<string[]> {
  const r = await q.query<{ name: string }>(
    `select a.attname as name from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relname = $1 and a.attnum > 0 and not a.attisdropped and a.attgenerated <> ''`,
    [table],
  );
  return r.rows.map((x) => x.name);
}

/** The columns of a public table that take a value (generated ones are computed); none when there is no such table. */
export async function restorableColumns(q: Queryable, table: string): Promise<string[]> {
  const r = await q.query<{ name: string }>(
    `select a.attname as name from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relname = $1 and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by a.attnum`,
    [table],
  );
  return r.rows.map((x) => x.name);
}

/**
 * The tables in an order where each comes after those its foreign keys name (a table naming itself is inserted in
 * one statement, whose keys are checked at its end). A cycle keeps the file's order for the tables in it.
 */
export async function dependencyOrder(q: Queryable, tables: string[]): Promise<string[]> {
  const r = await q.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and c.relname = any($1::text[]) and p.relname = any($1::text[]) and c.oid <> p.oid`,
    [tables],
  );
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of r.rows) parents.get(child)!.add(parent);
  const order: string[] = [];
  const placed = new Set<string>();
  while (order.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t) && [...parents.get(t)!].every((p) => placed.has(p)));
    const next = ready.length ? ready : tables.filter((t) => !placed.has(t)).slice(0, 1);
    for (const t of next) {
      placed.add(t);
      order.push(t);
    }
  }
  return order;
}

/** Inserts the staged rows of a table, with the ids they had, in the file's order; answers how many. */
export async function insertStagedRows(q: Queryable, table: string, columns: string[]): Promise<number> {
  const cols = columns.map(quoteIdent).join(', ');
  const picked = columns.map((c) => `r.${quoteIdent(c)}`).join(', ');
  const r = await q.query(
    `insert into ${quoteIdent(table)} (${cols})
     select ${picked} from restore_rows s cross join lateral jsonb_populate_record(null::${quoteIdent(table)}, s.row) r where s.tbl = $1 order by s.n`,
    [table],
  );
  return r.rowCount;
}

/** Moves the table's id sequences (identity or serial) past the largest id it now holds, never back. */
export async function advanceSequence(q: Queryable, table: string): Promise<void> {
  const seqs = await q.query<{ column: string; seq: string }>(
    `select a.attname as column, pg_get_serial_sequence(quote_ident($1), a.attname) as seq from pg_attribute a
      where a.attrelid = quote_ident($1)::regclass and a.attnum > 0 and not a.attisdropped and pg_get_serial_sequence(quote_ident($1), a.attname) is not null`,
    [table],
  );
  for (const { column, seq } of seqs.rows) {
    await q.query(
      `select setval($1::regclass, m) from (select max(${quoteIdent(column)})::bigint as m from ${quoteIdent(table)}) t
        where m is not null and m > (select case when is_called then last_value else last_value - 1 end from ${seq})`,
      [seq],
    );
  }
}

/**
 * A staged row whose id (a column drawn from a sequence) the table already holds, under any company: ids are the
 * installation's, so a backup's row taking one would make two records of it. Null when there is none.
 */
export async function collidingId(q: Queryable, table: string): Promise<{ column: string; id: string } | null> {
  const seqs = await q.query<{ column: string }>(
    `select a.attname as column from pg_attribute a
      where a.attrelid = quote_ident($1)::regclass and a.attnum > 0 and not a.attisdropped and pg_get_serial_sequence(quote_ident($1), a.attname) is not null`,
    [table],
  );
  for (const { column } of seqs.rows) {
    const r = await q.query<{ id: string }>(
      `select s.row->>$2 as id from restore_rows s where s.tbl = $1
          and exists (select 1 from ${quoteIdent(table)} t where t.${quoteIdent(column)} = (s.row->>$2)::bigint) limit 1`,
      [table, column],
    );
    if (r.rows[0]) return { column, id: r.rows[0].id };
  }
  return null;
}
