import { mkdirSync } from 'node:fs';
import { holdDataDir } from './pglite-holder';

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface Queryable {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<QueryResult<T>>;
}

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * The only way the server reaches PostgreSQL. `system` runs a transaction as the schema owner (sign-in,
 * migrations, seeding); `company` runs one as the restricted role `defter_app` with the company id set,
 * so that row-level security refuses any row of another company even if a query forgets its filter.
 */
export interface Database {
  kind: DatabaseKind;
  system<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  company<T>(companyId: number, fn: (q: Queryable) => Promise<T>): Promise<T>;
  /**
   * One statement (with `params`) or a script of several (without) outside any transaction, as the schema owner: for
   * the job queue (pg-boss, src/server/jobs/), which opens its own transactions and locks in its SQL.
   */
  direct<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<QueryResult<T>>;
  close(): Promise<void>;
}

export const APP_ROLE = 'defter_app';

/** The company context of a transaction in one statement: `set_config('role', …, true)` is SET LOCAL ROLE. */
function companyContextSql(companyId: number): string {
  if (!Number.isInteger(companyId)) throw new Error('company id must be an integer');
  return `select set_config('app.company_id', '${companyId}', true), set_config('role', '${APP_ROLE}', true)`;
}

/** PGlite's database, which can also write its whole data directory as a gzipped tarball (the installation backup). */
export interface PgliteDatabase extends Database {
  dumpDataDir(): Promise<Blob>;
}

/** Opens PGlite on `dataDir`; `loadDataDir` (a tarball dumpDataDir wrote) fills a new directory first. */
export async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<PgliteDatabase> {
  const { PGlite } = await import('@electric-sql/pglite');
  // trigram indexes for the stock search (migration 006); PostgreSQL ships pg_trgm itself
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = new PGlite(dataDir || undefined, { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
  await pg.waitReady;
  const letGo = dataDir ? holdDataDir(dataDir) : () => undefined;
  const wrap = (tx: { query: (t: string, p?: unknown[]) => Promise<{ rows: unknown[]; affectedRows?: number }> }): Queryable => ({
    async query<T>(text: string, params?: unknown[]) {
      const r = await tx.query(text, params);
      // PGlite reports affectedRows 0 for a SELECT: count the rows it returned then
      return { rows: r.rows as T[], rowCount: r.rows.length > 0 ? r.rows.length : (r.affectedRows ?? 0) };
    },
  });
  return {
    kind: 'pglite',
    system: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    company: (companyId, fn) =>
      pg.transaction(async (tx) => {
        // the simple protocol (no parameters) saves PGlite a describe step: the id is checked to be an integer
        await tx.exec(companyContextSql(companyId));
        return fn(wrap(tx));
      }),
    direct: async <T>(text: string, params?: unknown[]) => {
      if (params?.length) return wrap(pg).query<T>(text, params);
      const all = await pg.exec(text);
      const last = all[all.length - 1];
      return { rows: (last?.rows ?? []) as T[], rowCount: last?.affectedRows ?? 0 };
    },
    close: async () => {
      await pg.close();
      letGo();
    },
    dumpDataDir: () => pg.dumpDataDir('gzip'),
  };
}

export async function openPostgres(url: string): Promise<Database> {
  const pgMod = await import('pg');
  const pg = pgMod.default;
  pg.types.setTypeParser(20, (v: string) => Number(v));
  // no JIT: the reports' queries over document lines (jsonb_array_elements, estimated at 100 rows a document) look
  // costly enough to be compiled, and compiling them took seconds, several times what running them takes
  const pool = new pg.Pool({ connectionString: url, max: 10, options: '-c jit=off' });
  await pool.query('select 1');
  const run = async <T>(companyId: number | null, fn: (q: Queryable) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    const q: Queryable = {
      async query<R>(text: string, params?: unknown[]) {
        const r = await client.query(text, params as unknown[]);
        return { rows: r.rows as R[], rowCount: r.rowCount ?? r.rows.length };
      },
    };
    try {
      if (companyId === null) await client.query('begin');
      // one round trip: BEGIN and the company context in a single simple-protocol message
      else await client.query(`begin; ${companyContextSql(companyId)}`);
      const out = await fn(q);
      await client.query('commit');
      return out;
    } catch (e) {
      await client.query('rollback').catch(() => undefined);
      throw e;
    } finally {
      client.release();
    }
  };
  return {
    kind: 'postgres',
    system: (fn) => run(null, fn),
    company: (companyId, fn) => run(companyId, fn),
    direct: async <T>(text: string, params?: unknown[]) => {
      const r = await pool.query(text, params as unknown[]);
      // a script answers one result per statement: the last one is the script's
      const last = Array.isArray(r) ? (r[r.length - 1] as typeof r) : r;
      return { rows: last.rows as T[], rowCount: last.rowCount ?? last.rows.length };
    },
    close: () => pool.end(),
  };
}

export function openDatabase(opts: { databaseUrl: string | null; dataDir: string | null }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}
