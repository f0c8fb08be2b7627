import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { joinAppRole } from './app-role';
import type { Database } from './database';
import { migrationOrder } from './migration-names';

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
// several app processes may start at once: one migrates, the others wait and then see it applied
const MIGRATION_LOCK = 724001;

/** The migrations this version of Defter knows (or a test's own folder holds), in the order they apply (migration-names.ts). */
export function migrationNames(dir = MIGRATIONS_DIR): string[] {
  return migrationOrder(readdirSync(dir).filter((f) => f.endsWith('.sql')));
}

/**
 * Applies every migration not applied yet, in order, each in its own transaction, recorded by its file name, then
 * makes sure the connecting user may act as the app role (app-role.ts). A folder holding a name it cannot order is
 * refused before the database is touched.
 */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = migrationNames(dir);
  await db.system((q) => q.query(`create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())`));
  const applied: string[] = [];
  for (const name of files) {
    const done = await db.system(async (q) => {
      await q.query(`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
      const seen = await q.query(`select 1 from schema_migrations where name = $1`, [name]);
      if (seen.rowCount > 0) return false;
      for (const statement of splitStatements(readFileSync(join(dir, name), 'utf8'))) await q.query(statement);
      await q.query(`insert into schema_migrations (name) values ($1)`, [name]);
      return true;
    });
    if (done) applied.push(name);
  }
  await db.system(async (q) => {
    await q.query(`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await joinAppRole(q);
  });
  return applied;
}

/** Splits on semicolons at line ends, keeping dollar-quoted blocks whole (parameterless protocol is not shared by both drivers). */
export function splitStatements(sql: string): string[] {
  const out: string[] = [];
  let current = '';
  let inDollar = false;
  for (const line of sql.split('\n')) {
    if (line.trim().startsWith('--') && !inDollar) continue;
    current += line + '\n';
    const dollars = (line.match(/\$\$/g) ?? []).length;
    if (dollars % 2 === 1) inDollar = !inDollar;
    if (!inDollar && line.trimEnd().endsWith(';')) {
      out.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) out.push(current.trim());
  return out;
}
