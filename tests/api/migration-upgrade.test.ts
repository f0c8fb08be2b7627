import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/database';
import { migrate, migrationNames, MIGRATIONS_DIR } from '../../src/server/db/migrate';
import { freshPostgresDatabase } from './own-server';

/**
 * An installation migrated before migrations were named by date has recorded the numbered ones by file name. Upgraded
 * to a version with dated migrations, it applies none of the numbered ones again and then the dated ones, after them
 * and in order. On a fresh database of its own (PGlite in memory, or a new database on the run's PostgreSQL), with a
 * migrations folder of the test's own: today's numbered files, then two dated ones that need them and each other.
 */
const NUMBERED = migrationNames().filter((name) => /^\d{3}_/.test(name));
const DATED = {
  // needs 098: a dated migration run before the numbered ones would fail here
  '202611290800_probe_lease_note.sql': '-- a probe of the upgrade test\nalter table background_leases add column probe_note text;\n',
  '202611290801_probe_lease_note_default.sql': "-- needs the one before it\nalter table background_leases alter column probe_note set default 'after';\n",
};

describe('migrations named by date, on a database migrated by the numbered ones', () => {
  const folders: string[] = [];
  let db: Database;

  const folder = (extra: Record<string, string>): string => {
    const dir = mkdtempSync(join(tmpdir(), 'defter-migrations-'));
    folders.push(dir);
    for (const name of NUMBERED) copyFileSync(join(MIGRATIONS_DIR, name), join(dir, name));
    for (const [name, sql] of Object.entries(extra)) writeFileSync(join(dir, name), sql);
    return dir;
  };
  const recorded = () => db.system(async (q) => (await q.query<{ name: string }>(`select name from schema_migrations order by name`)).rows.map((r) => r.name));

  beforeAll(async () => {
    const url = inject('databaseUrl');
    db = await openDatabase({ databaseUrl: url ? await freshPostgresDatabase(url, inject('databaseAdminUrl')) : null, dataDir: null });
    expect(await migrate(db, folder({}))).toEqual(NUMBERED);
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it('an upgrade applies no numbered migration again, then the dated ones after them in order; a second start applies nothing', async () => {
    const upgraded = folder(DATED);
    expect(await migrate(db, upgraded)).toEqual(Object.keys(DATED));
    const column = await db.system(
      async (q) =>
        (
          await q.query<{ column_default: string }>(
            `select column_default from information_schema.columns where table_name = 'background_leases' and column_name = 'probe_note'`,
          )
        ).rows,
    );
    expect(column).toEqual([{ column_default: "'after'::text" }]);
    expect(await migrate(db, upgraded)).toEqual([]);
    expect(await recorded()).toEqual([...NUMBERED, ...Object.keys(DATED)].sort());
  });

  it.each([
    [
      'a name of neither form',
      { 'cash_box_limits.sql': 'create table probe_refused (id integer);\n' },
      /"cash_box_limits\.sql" is not a migration name: a new migration is named YYYYMMDDHHMM_name\.sql/,
    ],
    [
      'two files with one prefix',
      { '202611290900_probe_a.sql': 'create table probe_refused (id integer);\n', '202611290900_probe_b.sql': 'select 1;\n' },
      /"202611290900_probe_a\.sql" and "202611290900_probe_b\.sql" share the prefix 202611290900/,
    ],
  ])('a start with %s in the migrations folder is refused before anything is applied', async (_what, extra: Record<string, string>, message: RegExp) => {
    const before = await recorded();
    await expect(migrate(db, folder(extra))).rejects.toThrow(message);
    expect(await recorded()).toEqual(before);
    const table = await db.system(async (q) => (await q.query(`select 1 from information_schema.tables where table_name = 'probe_refused'`)).rowCount);
    expect(table).toBe(0);
  });
});
