import { APP_ROLE, type Queryable } from '../db/database';

export async function serverMajorVersion(q: Queryable): Promise<number> {
  const r = await q.query<{ v: string }>(`select current_setting('server_version_num') as v`);
  return Math.floor(Number(r.rows[0]!.v) / 10000);
}

/** Tables, views and sequences of the public schema: none in a database a restore may fill. */
export async function countTables(q: Queryable): Promise<number> {
  const r = await q.query<{ n: number }>(
    `select count(*)::integer as n from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'S')`,
  );
  return r.rows[0]!.n;
}

export async function countCompanies(q: Queryable): Promise<number> {
  return (await q.query<{ n: number }>(`select count(*)::integer as n from companies`)).rows[0]!.n;
}

/**
 * The dump grants the app role its rights: it must exist on the server restored into (it is one per server, so a
 * dump taken on another server may find it missing). Creating it needs CREATEROLE, as the first start does.
 */
export async function ensureAppRole(q: Queryable): Promise<void> {
  const exists = await q.query(`select 1 from pg_roles where rolname = $1`, [APP_ROLE]);
  if (exists.rowCount === 0) await q.query(`create role ${APP_ROLE} nologin`);
}
